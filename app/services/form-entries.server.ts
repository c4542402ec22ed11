import { FORM_FIELD_TYPES as T } from "~/lib/form-field-types";
import type { Locale } from "~/lib/routes";
import { parseFormEntry, type EntryUploads, type FieldErrorCode, type FieldValues } from "~/lib/schemas/form-entry";
import { TEMP_FILE_NAME } from "~/lib/uploads";
import { findFormWithFields, insertFormEntry } from "~/models/forms.server";
import { existingTempFiles } from "~/models/temp-files.server";
import { createRateLimiter } from "./http/rate-limit.server";
import { checkUpload, storeUpload, type CheckedUpload } from "./temp-files.server";

const submissions = createRateLimiter({ name: "form-entry", limit: 10, windowMs: 60_000 });

export type SubmitResult =
  | { ok: true; id: number }
  | { ok: false; status: 400 | 404 | 429; message: string; errors?: Record<string, FieldErrorCode> };

const NO_UPLOADS: EntryUploads = { files: new Map(), tooLarge: new Set() };

/**
 * Validates a submission against its form's fields and stores it; nothing is stored on any error
 * (an attached file is written only once the whole entry is valid). A file field holds either a
 * file sent with the post or the name of an upload stored before (`/api/temp-files/`).
 */
export async function submitFormEntry(formId: number, values: FieldValues, locale: Locale, clientIp: string, uploads = NO_UPLOADS): Promise<SubmitResult> {
  if (!(await submissions.hit(clientIp))) return { ok: false, status: 429, message: "Too many submissions." };
  const form = await findFormWithFields(formId, locale);
  if (!form) return { ok: false, status: 404, message: "Unknown form." };

  const fileSlugs = form.fields.filter((f) => f.fieldType === T.file).map((f) => f.slug);
  const fileErrors: Record<string, FieldErrorCode> = {};
  const checked = new Map<string, Extract<CheckedUpload, { ok: true }>>();
  for (const slug of fileSlugs) {
    const file = uploads.files.get(slug);
    const result = uploads.tooLarge.has(slug) ? ({ ok: false, problem: "fileTooLarge" } as const) : file ? await checkUpload(file) : null;
    if (result?.ok) checked.set(slug, result);
    else if (result) fileErrors[slug] = result.problem;
  }
  const named = fileSlugs.map((slug) => values[slug]).filter((v): v is string => typeof v === "string" && TEMP_FILE_NAME.test(v));
  const parsed = parseFormEntry(form, values, { attached: new Set([...checked.keys(), ...Object.keys(fileErrors)]), known: await existingTempFiles(named) });
  const errors = { ...(parsed.ok ? {} : parsed.errors), ...fileErrors };
  if (!parsed.ok || Object.keys(errors).length > 0) {
    console.warn(`[forms] invalid entry for form ${formId}: ${Object.entries(errors).map(([k, v]) => `${k}=${v}`).join(", ")}`);
    return { ok: false, status: 400, message: "Invalid entry.", errors };
  }
  const stored: FieldValues = { ...parsed.values };
  for (const [slug, upload] of checked) stored[slug] = (await storeUpload(upload)).name;
  return { ok: true, id: await insertFormEntry(form.id, stored, locale) };
}
