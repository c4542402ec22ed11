import type { LoaderFunctionArgs } from "@remix-run/node";
import { href } from "~/lib/routes";
import { getSiteSettings } from "~/models/settings.server";
import { apiJson, LangQuery, parseQuery } from "~/services/api.server";
import { can, optionalUser } from "~/services/auth.server";

// GET /api/user-details/?lang= — who is logged in, and where to log in or out.
export async function loader({ request }: LoaderFunctionArgs) {
  const { lang } = parseQuery(request, LangQuery);
  const [editor, settings] = await Promise.all([optionalUser(request), getSiteSettings(lang)]);
  return apiJson(
    {
      is_logged_in: editor !== null,
      has_dashboard_online_access: can(editor, "administer"),
      username: editor?.username ?? null,
      email: editor?.email ?? null,
      first_name: editor?.first_name ?? null,
      last_name: editor?.last_name ?? null,
      login_url: settings.loginUrl ?? href("login", lang),
      logout_url: href("logout", lang),
      webshop_url: settings.webshopUrl,
    },
    { personal: true },
  );
}
