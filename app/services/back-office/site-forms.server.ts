/** How the site area's back-office actions read a form and refuse one. */
import { data } from "@remix-run/node";
import type { FieldErrors } from "~/lib/back-office/validation";
import { assertCsrf } from "~/services/http/csrf.server";
import { pageForm } from "~/services/http/input.server";

/** The posted form (url-encoded; CSRF checked), its intent and its text values. */
export async function readOfficePost(request: Request) {
  const { formData } = await pageForm(request, { files: false });
  assertCsrf(request, formData);
  const values: Record<string, string> = {};
  for (const [name, value] of formData.entries()) if (typeof value === "string" && !(name in values)) values[name] = value;
  return { formData, intent: String(formData.get("intent") ?? ""), values };
}

/** A refused form: 400 with the messages by field and what was typed, logged. */
export function refuseForm(request: Request, errors: FieldErrors, values: Record<string, unknown> = {}) {
  console.warn(`[back-office] 400 ${request.method} ${new URL(request.url).pathname}: ${Object.keys(errors).join(", ")}`);
  return data({ errors, values }, { status: 400 });
}
