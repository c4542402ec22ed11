import type { LoaderFunctionArgs } from "@remix-run/node";
import { getNavigation } from "~/models/navigation.server";
import { apiJson } from "~/services/http/json-api.server";
import { requestLocale } from "~/services/i18n.server";

// GET /{locale}/pageeditor-api/nav — menu and footer lists.
export async function loader({ request }: LoaderFunctionArgs) {
  const nav = await getNavigation(requestLocale(request));
  return apiJson({ menu: nav.menu, secondary: nav.secondary, footer: nav.footer });
}
