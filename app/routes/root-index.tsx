import { DEFAULT_LOCALE, href } from "~/lib/routes";
import { safeRedirect } from "~/services/http/redirect.server";

// "/" belongs to no locale: German is the default.
export function loader() {
  return safeRedirect(href("home", DEFAULT_LOCALE), "/de", 302);
}
