import type { Locale } from "~/lib/routes";
import { parseFormEntry, type FieldErrorCode, type FieldValues } from "~/lib/schemas/form-entry";
import { findFormWithFields, insertFormEntry } from "~/models/forms.server";
import { createRateLimiter } from "./rate-limit.server";

const submissions = createRateLimiter({ limit: 10, windowMs: 60_000 });

export type SubmitResult =
  | { ok: true; id: number }
  | { ok: false; status: 400 | 404 | 429; message: string; errors?: Record<string, FieldErrorCode> };

/** Validates a submission against its form's fields and stores it; nothing is stored on any error. */
export async function submitFormEntry(formId: number, values: FieldValues, locale: Locale, clientIp: string): Promise<SubmitResult> {
  if (!submissions.hit(clientIp)) return { ok: false, status: 429, message: "Too many submissions." };
  const form = await findFormWithFields(formId, locale);
  if (!form) return { ok: false, status: 404, message: "Unknown form." };
  const parsed = parseFormEntry(form, values);
  if (!parsed.ok) {
    console.warn(`[forms] invalid entry for form ${formId}: ${Object.entries(parsed.errors).map(([k, v]) => `${k}=${v}`).join(", ")}`);
    return { ok: false, status: 400, message: "Invalid entry.", errors: parsed.errors };
  }
  return { ok: true, id: await insertFormEntry(form.id, parsed.values, locale) };
}
