import { type ActionFunctionArgs } from "@remix-run/node";
import { AlertDismissalSchema } from "~/lib/schemas/preferences";
import { apiError, methodNotAllowed } from "~/services/http/json-api.server";
import { assertSameOrigin } from "~/services/http/csrf.server";
import { apiForm, apiMethod } from "~/services/http/input.server";
import { alertCookie } from "~/services/http/preference-cookies.server";
import { safeRedirect } from "~/services/http/redirect.server";

// POST /api/alert-dismissal/ — closing the top alert without JavaScript.
export async function action({ request }: ActionFunctionArgs) {
  apiMethod(request);
  assertSameOrigin(request);
  const { formData } = await apiForm(request, { files: false });
  const parsed = AlertDismissalSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return apiError(request, 400, "Invalid alert id.");
  return safeRedirect(parsed.data.returnTo, "/", {
    status: 303,
    headers: { "Set-Cookie": alertCookie(parsed.data.id) },
  });
}

export function loader({ request }: ActionFunctionArgs) {
  return methodNotAllowed(request, "POST");
}
