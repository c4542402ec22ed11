import { type ActionFunctionArgs } from "@remix-run/node";
import { CONSENT_COOKIE, consentFrom, parseConsent } from "~/lib/consent";
import { ConsentFormSchema } from "~/lib/schemas/preferences";
import { apiError, methodNotAllowed } from "~/services/http/json-api.server";
import { readCookie } from "~/services/http/cookies.server";
import { assertSameOrigin } from "~/services/http/csrf.server";
import { apiForm, apiMethod } from "~/services/http/input.server";
import { consentCookie } from "~/services/http/preference-cookies.server";
import { safeRedirect } from "~/services/http/redirect.server";

// POST /api/consent/ — the cookie manager without JavaScript: store the choice, go back (303).
export async function action({ request }: ActionFunctionArgs) {
  apiMethod(request);
  assertSameOrigin(request);
  const { formData } = await apiForm(request, { files: false });
  const parsed = ConsentFormSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return apiError(request, 400, "Invalid consent choice.");
  const form = parsed.data;
  const previous = parseConsent(readCookie(request, CONSENT_COOKIE));
  const consent =
    form.intent === "accept-all"
      ? consentFrom({ tracking: true, marketing: true, external_media: true })
      : form.intent === "decline"
        ? consentFrom({})
        : form.intent === "accept-external-media"
          ? consentFrom({ tracking: previous?.tracking, marketing: previous?.marketing, external_media: true })
          : consentFrom(form);
  return safeRedirect(form.returnTo, "/", { status: 303, headers: { "Set-Cookie": consentCookie(consent) } });
}

export function loader({ request }: ActionFunctionArgs) {
  return methodNotAllowed(request, "POST");
}
