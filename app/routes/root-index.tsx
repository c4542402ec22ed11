import { redirect } from "@remix-run/node";
import { DEFAULT_LOCALE, href } from "~/lib/routes";

// "/" belongs to no locale: German is the default.
export function loader() {
  return redirect(href("home", DEFAULT_LOCALE), 302);
}
