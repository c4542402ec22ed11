import { type ActionFunctionArgs } from "@remix-run/node";
import { href } from "~/lib/routes";
import { assertCsrf } from "~/services/csrf.server";
import { requestLocale } from "~/services/i18n.server";
import { pageForm } from "~/services/input.server";
import { safeRedirect } from "~/services/redirect.server";
import { endSession } from "~/services/session.server";

// POST /{locale}/logout — ends the editor's session: revoked in the database, the cookie deleted.
export async function action({ request }: ActionFunctionArgs) {
  const { formData: form } = await pageForm(request, { files: false });
  assertCsrf(request, form);
  return safeRedirect(href("home", requestLocale(request)), "/", {
    status: 303,
    headers: { "Set-Cookie": await endSession(request) },
  });
}

export function loader({ request }: ActionFunctionArgs) {
  return safeRedirect(href("home", requestLocale(request)), "/");
}
