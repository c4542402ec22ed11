/**
 * The back office's form editor: one schema for a form and its fields, shared by browser and server.
 * Fields post as `fields.<i>.<name>` in their order; choices are typed one per line as
 * `value | Deutsch | English` (value and English may be left out: the value is then made from the
 * German label). Every form ends with the e-mail confirmation field `email2`, which is not edited.
 */
import { z } from "zod";
import { EMAIL_CONFIRM_SLUG, FORM_FIELD_TYPES } from "~/lib/form-field-types";
import { slugify } from "~/lib/slug";
import { email, flag, slug, text, validationMessage } from "./validation";

/** The types an editor may choose (the confirmation field is always appended, never chosen). */
export const EDITABLE_FIELD_TYPES = Object.entries(FORM_FIELD_TYPES)
  .filter(([name]) => name !== "emailconfirm")
  .map(([name, value]) => ({ name: name as keyof typeof FORM_FIELD_TYPES, value }));

const TYPE_VALUES = new Set<number>(EDITABLE_FIELD_TYPES.map((t) => t.value));
const CHOICE_TYPES = new Set<number>([FORM_FIELD_TYPES.select, FORM_FIELD_TYPES.multiselect, FORM_FIELD_TYPES.radio, FORM_FIELD_TYPES.checkboxes]);

export interface FieldChoice {
  value: string;
  de: string;
  en: string;
}

/** The choices of a textarea, one per line (`value | Deutsch | English`, or just the German label). */
export function parseChoiceLines(source: string): FieldChoice[] {
  return source
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const parts = line.split("|").map((part) => part.trim());
      if (parts.length === 1) return { value: slugify(parts[0]!) || parts[0]!, de: parts[0]!, en: "" };
      return { value: parts[0]!, de: parts[1] || parts[0]!, en: parts[2] ?? "" };
    });
}

/** The textarea's text of stored choices. */
export function choiceLines(choices: FieldChoice[]): string {
  return choices.map((c) => [c.value, c.de, c.en].join(" | ").replace(/ \| $/, "")).join("\n");
}

const fieldType = z.preprocess(
  (v) => (typeof v === "string" && /^\d+$/.test(v) ? Number(v) : v),
  z.number({ invalid_type_error: validationMessage("choice") }).refine((v) => TYPE_VALUES.has(v), validationMessage("choice")),
);

const optionalId = z.preprocess((v) => (typeof v === "string" && /^\d+$/.test(v) ? Number(v) : null), z.number().int().positive().nullable());

export const FormFieldSchema = z
  .object({
    id: optionalId,
    label_de: text({ required: true, max: 300 }),
    label_en: text({ max: 300 }),
    slug: slug(),
    field_type: fieldType,
    required: flag(),
    visible: flag(),
    choices: z.preprocess((v) => parseChoiceLines(typeof v === "string" ? v : ""), z.array(z.object({ value: z.string().max(100), de: z.string().max(300), en: z.string().max(300) })).max(100)),
    default_value: text({ max: 500 }),
    placeholder_text_de: text({ max: 300 }),
    placeholder_text_en: text({ max: 300 }),
    help_text_de: text({ max: 500 }),
    help_text_en: text({ max: 500 }),
  })
  .transform((field) => ({ ...field, slug: field.slug || slugify(field.label_de).slice(0, 120) }))
  .superRefine((field, ctx) => {
    if (field.slug === EMAIL_CONFIRM_SLUG) ctx.addIssue({ code: "custom", path: ["slug"], message: validationMessage("taken") });
    if (CHOICE_TYPES.has(field.field_type) && field.choices.length === 0) ctx.addIssue({ code: "custom", path: ["choices"], message: validationMessage("required") });
  });

export const FormSchema = z
  .object({
    title_de: text({ required: true, max: 200 }),
    title_en: text({ max: 200 }),
    slug: slug(),
    intro_de: text({ max: 10_000 }),
    intro_en: text({ max: 10_000 }),
    success_text_de: text({ max: 1000 }),
    success_text_en: text({ max: 1000 }),
    notify_email: email(),
    is_online: flag(),
    fields: z.array(FormFieldSchema).max(60),
  })
  .transform((form) => ({ ...form, slug: form.slug || slugify(form.title_de).slice(0, 120) }))
  .superRefine((form, ctx) => {
    const seen = new Set<string>();
    form.fields.forEach((field, index) => {
      if (seen.has(field.slug)) ctx.addIssue({ code: "custom", path: ["fields", index, "slug"], message: validationMessage("taken") });
      seen.add(field.slug);
    });
  });

export type FormInput = z.infer<typeof FormSchema>;
export type FormFieldInput = z.infer<typeof FormFieldSchema>;

export const FIELD_NAMES = [
  "id", "label_de", "label_en", "slug", "field_type", "required", "visible", "choices", "default_value",
  "placeholder_text_de", "placeholder_text_en", "help_text_de", "help_text_en",
] as const;

/** The posted form as the schema reads it: plain values, and the fields in their posted order. */
export function readFormPost(formData: FormData) {
  const value = (name: string) => {
    const v = formData.get(name);
    return typeof v === "string" ? v : "";
  };
  const indexes = [...new Set([...formData.keys()].map((key) => /^fields\.(\d+)\./.exec(key)?.[1]).filter((i): i is string => i !== undefined))]
    .map(Number)
    .sort((a, b) => a - b);
  return {
    title_de: value("title_de"), title_en: value("title_en"), slug: value("slug"),
    intro_de: value("intro_de"), intro_en: value("intro_en"),
    success_text_de: value("success_text_de"), success_text_en: value("success_text_en"),
    notify_email: value("notify_email"), is_online: value("is_online"),
    fields: indexes.slice(0, 61).map((i) => Object.fromEntries(FIELD_NAMES.map((name) => [name, value(`fields.${i}.${name}`)]))),
  };
}

export type FormPostValues = ReturnType<typeof readFormPost>;
export type FieldPostValues = FormPostValues["fields"][number];

/** An empty field for "add field". */
export function blankField(): FieldPostValues {
  return Object.fromEntries(FIELD_NAMES.map((name) => [name, name === "field_type" ? String(FORM_FIELD_TYPES.text) : name === "visible" ? "1" : ""]));
}

/**
 * A structural change to the unsaved field list (the buttons beside each field): `add`,
 * `remove:<i>`, `up:<i>`, `down:<i>`; null for anything else.
 */
export function applyFieldOperation(fields: FieldPostValues[], operation: string): FieldPostValues[] | null {
  if (operation === "add") return [...fields, blankField()];
  const match = /^(remove|up|down):(\d+)$/.exec(operation);
  if (!match) return null;
  const index = Number(match[2]);
  if (index >= fields.length) return null;
  const next = [...fields];
  if (match[1] === "remove") next.splice(index, 1);
  else {
    const target = match[1] === "up" ? index - 1 : index + 1;
    if (target < 0 || target >= fields.length) return next;
    [next[index], next[target]] = [next[target]!, next[index]!];
  }
  return next;
}
