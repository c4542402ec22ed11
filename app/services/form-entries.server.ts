import { FORM_FIELD_TYPES as T } from "~/lib/form-field-types";
import type { Locale } from "~/lib/routes";
import { parseFormEntry, type EntryUploads, type FieldErrorCode, type FieldValues } from "~/lib/schemas/form-entry";
import { TEMP_FILE_NAME } from "~/lib/uploads";
import { insertFormEntryWithFiles, tempFilesByName, type NewEntryFile } from "~/models/form-entries.server";
import { findFormWithFields } from "~/models/forms.server";
import { existingTempFiles } from "~/models/temp-files.server";
import { writeTransaction } from "~/models/write-transaction.server";
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
 * file sent with the post or the name of an upload stored before (`/api/temp-files/`); either way the
 * entry's files are recorded in `form_entry_files` with the entry, in one transaction, so the back
 * office lists and serves them (the files lie in the data folder, never under a public address).
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
  const files: NewEntryFile[] = [];
  for (const [slug, upload] of checked) {
    const { name, originalName } = await storeUpload(upload);
    stored[slug] = name;
    files.push({ field_slug: slug, name, original_name: originalName, mime_type: upload.type.mimeType, size: upload.file.size });
  }
  const earlier = await tempFilesByName(named);
  for (const slug of fileSlugs) {
    const name = stored[slug];
    const known = typeof name === "string" && !checked.has(slug) ? earlier.get(name) : undefined;
    if (known) files.push({ field_slug: slug, name: name as string, original_name: known.original_name, mime_type: known.mime_type, size: known.size });
  }
  const id = await writeTransaction(({ q }) => insertFormEntryWithFiles(q, { formId: form.id, values: stored, locale }, files));
  return { ok: true, id };
}
