import { z } from "zod";
import { FORM_FIELD_TYPES as T } from "~/lib/form-field-types";
import type { FormRecord } from "~/lib/types/forms";
import { Id } from "./common";

/** What can be wrong with one field; the form shows `cms.form.<code>`. */
export type FieldErrorCode = "fieldRequired" | "invalidEmail" | "emailMismatch" | "invalidChoice" | "tooLong" | "fileTooLarge" | "fileType" | "fileUnknown";
export type FieldValues = Record<string, string | string[]>;

const LIST_TYPES: number[] = [T.multiselect, T.checkboxes];
const CHOICE_TYPES: number[] = [T.select, T.multiselect, T.radio, T.checkboxes];
const EMAIL = z.string().email();

/**
 * The files an entry brings: fields whose file came with the post (`attached`), and the stored
 * uploads (`/api/temp-files/`) among the names the entry gives for its file fields (`known`).
 */
export interface EntryFiles {
  attached: Set<string>;
  known: Set<string>;
}

const NO_FILES: EntryFiles = { attached: new Set(), known: new Set() };

/** A file field: the file itself came with the post, or the name of a stored upload is given. */
function fileFieldSchema(field: FormRecord["fields"][number], files: EntryFiles) {
  return z.preprocess((v) => (Array.isArray(v) ? v[0] : v ?? ""), z.string()).superRefine((name: string, ctx) => {
    if (files.attached.has(field.slug)) return;
    if (!name) {
      if (field.required) ctx.addIssue({ code: "custom", message: "fieldRequired" });
    } else if (!files.known.has(name)) {
      ctx.addIssue({ code: "custom", message: "fileUnknown" });
    }
  });
}

/**
 * The schema of one form's entry, built from its field definitions (required fields,
 * e-mail fields, and the appended `email2` that must repeat the e-mail address).
 */
export function formEntrySchema(form: FormRecord, files: EntryFiles = NO_FILES) {
  const shape: Record<string, z.ZodTypeAny> = {};
  const emailSlug = form.fields.find((f) => f.fieldType === T.email)?.slug;
  for (const field of form.fields) {
    if (field.fieldType === T.file) {
      shape[field.slug] = fileFieldSchema(field, files);
      continue;
    }
    const list = LIST_TYPES.includes(field.fieldType);
    const allowed = new Set(field.choices.map((c) => c.value));
    let schema: z.ZodTypeAny = list
      ? z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(z.string().max(500, "tooLong")))
      : z.preprocess((v) => (Array.isArray(v) ? v[0] : v ?? ""), z.string().trim().max(3000, "tooLong"));
    schema = schema.superRefine((value: string | string[], ctx) => {
      const values = Array.isArray(value) ? value : value ? [value] : [];
      if (field.required && values.length === 0) return ctx.addIssue({ code: "custom", message: "fieldRequired" });
      if (CHOICE_TYPES.includes(field.fieldType) && values.some((v) => !allowed.has(v))) {
        ctx.addIssue({ code: "custom", message: "invalidChoice" });
      }
      if ((field.fieldType === T.email || field.fieldType === T.emailconfirm) && values[0] && !EMAIL.safeParse(values[0]).success) {
        ctx.addIssue({ code: "custom", message: "invalidEmail" });
      }
    });
    shape[field.slug] = schema;
  }
  return z.object(shape).superRefine((entry, ctx) => {
    const confirm = form.fields.find((f) => f.fieldType === T.emailconfirm);
    if (confirm && emailSlug && entry[confirm.slug] && entry[emailSlug] !== entry[confirm.slug]) {
      ctx.addIssue({ code: "custom", path: [confirm.slug], message: "emailMismatch" });
    }
  });
}

export function parseFormEntry(form: FormRecord, values: FieldValues, files: EntryFiles = NO_FILES) {
  const parsed = formEntrySchema(form, files).safeParse(values);
  if (parsed.success) return { ok: true as const, values: parsed.data as FieldValues };
  const errors: Record<string, FieldErrorCode> = {};
  for (const issue of parsed.error.issues) {
    const slug = String(issue.path[0] ?? "");
    errors[slug] ??= issue.message as FieldErrorCode;
  }
  return { ok: false as const, errors };
}

/** The field's slug of a `field_values[slug]` form field name. */
function fieldSlug(name: string): string | undefined {
  return /^field_values\[(.+)\]$/.exec(name)?.[1];
}

/** `field_values[slug]` form fields (repeated for lists) → `{ slug: value | values }`. */
export function fieldValuesFromForm(formData: FormData): FieldValues {
  const values: FieldValues = {};
  for (const [name, value] of formData) {
    const slug = fieldSlug(name);
    if (!slug || typeof value !== "string") continue;
    const existing = values[slug];
    values[slug] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return values;
}

/** What a post brings for file fields: the files by slug, and the slugs whose file was too large. */
export interface EntryUploads {
  files: Map<string, File>;
  tooLarge: Set<string>;
}

/** The files in `field_values[slug]` parts of a multipart post, and the too large ones (by part name). */
export function fieldUploadsFromForm(formData: FormData, tooLargeParts: Iterable<string> = []): EntryUploads {
  const files = new Map<string, File>();
  for (const [name, value] of formData) {
    const slug = fieldSlug(name);
    if (slug && typeof value !== "string") files.set(slug, value);
  }
  const tooLarge = new Set([...tooLargeParts].map((name) => fieldSlug(name)).filter((slug): slug is string => slug !== undefined));
  return { files, tooLarge };
}

/**
 * What a form module's no-script POST to its page carries besides the field values. Kept here, not in
 * the route module: a schema built at a route module's top level would pull zod into the page's
 * browser bundle.
 */
export const FormEntryPost = z.object({ intent: z.literal("form-entry"), form: Id });
