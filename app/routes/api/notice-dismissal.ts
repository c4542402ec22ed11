import { type ActionFunctionArgs } from "@remix-run/node";
import { NOTICE_COOKIE } from "~/lib/notice";
import { NoticeDismissalSchema } from "~/lib/schemas/preferences";
import { readCookie } from "~/services/http/cookies.server";
import { assertSameOrigin } from "~/services/http/csrf.server";
import { apiError, methodNotAllowed } from "~/services/http/json-api.server";
import { apiForm, apiMethod } from "~/services/http/input.server";
import { noticeCookie } from "~/services/http/preference-cookies.server";
import { safeRedirect } from "~/services/http/redirect.server";

// POST /api/notice-dismissal/ — hiding a notice of the notice layer without JavaScript (kind=noscript),
// or where its inline script did not run (kind=limited); back to the page (303).
export async function action({ request }: ActionFunctionArgs) {
  apiMethod(request);
  assertSameOrigin(request);
  const { formData } = await apiForm(request, { files: false });
  const parsed = NoticeDismissalSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return apiError(request, 400, "Invalid notice kind.");
  return safeRedirect(parsed.data.returnTo, "/", {
    status: 303,
    headers: { "Set-Cookie": noticeCookie(readCookie(request, NOTICE_COOKIE), parsed.data.kind) },
  });
}

export function loader({ request }: ActionFunctionArgs) {
  return methodNotAllowed(request, "POST");
}
