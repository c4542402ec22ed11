import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { href } from "~/lib/routes";
import { assertCsrf } from "~/services/csrf.server";
import { requestLocale } from "~/services/i18n.server";
import { endSession } from "~/services/session.server";

// POST /{locale}/logout — ends the editor's session: revoked in the database, the cookie deleted.
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  assertCsrf(request, form);
  return redirect(href("home", requestLocale(request)), {
    status: 303,
    headers: { "Set-Cookie": await endSession(request) },
  });
}

export function loader({ request }: ActionFunctionArgs) {
  return redirect(href("home", requestLocale(request)));
}
