/**
 * The back office's zod building blocks, shared by browser and server. Their messages are keys of
 * the interface texts' `validation` group (the form shows them in the user's language); a field's
 * value arrives as the form posted it (text), so each block converts it.
 */
import { z } from "zod";
import { berlinInputToIso } from "~/lib/editor/berlin-time";
import type { OfficeTexts } from "./texts";

export type ValidationKey = keyof OfficeTexts["validation"];

/** A message as the schema gives it: a validation key, optionally with values ("tooLong|max=200"). */
export function validationMessage(key: ValidationKey, values: Record<string, string | number> = {}): string {
  const params = Object.entries(values).map(([name, value]) => `${name}=${value}`);
  return [key, ...params].join("|");
}

/** The text of a schema message in the user's language (an unknown message is shown as it is). */
export function officeMessage(texts: OfficeTexts, message: string): string {
  const [key, ...params] = message.split("|");
  const template = (texts.validation as Record<string, string>)[key];
  if (!template) return message;
  const values = Object.fromEntries(params.map((param) => param.split("=") as [string, string]));
  return template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

/** Errors by field name (the path joined with "."), as the forms show them beside their fields. */
export type FieldErrors = Record<string, string[]>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const name = issue.path.join(".") || "_form";
    (errors[name] ??= []).push(issue.message);
  }
  return errors;
}

const blank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** Text, trimmed; empty is refused when required. */
export function text(options: { required?: boolean; max?: number } = {}) {
  const max = options.max ?? 500;
  const base = z.preprocess((v) => (typeof v === "string" ? v.trim() : v ?? ""), z.string().max(max, validationMessage("tooLong", { max })));
  return options.required ? base.refine((v) => v !== "", validationMessage("required")) : base;
}

/** A whole number; empty is null unless required. */
export function integer(options: { required?: boolean; min?: number; max?: number } = {}) {
  let number = z.number({ invalid_type_error: validationMessage("number") }).int(validationMessage("number"));
  if (options.min !== undefined) number = number.min(options.min, validationMessage("min", { min: options.min }));
  if (options.max !== undefined) number = number.max(options.max, validationMessage("max", { max: options.max }));
  return z.preprocess(
    (v) => (blank(v) ? null : typeof v === "string" && /^-?\d+$/.test(v.trim()) ? Number(v.trim()) : typeof v === "number" ? v : Number.NaN),
    options.required ? number.nullable().refine((v) => v !== null, validationMessage("required")) : number.nullable(),
  );
}

/** A checkbox: present ("1", "on", "true") is 1, absent 0. */
export function flag() {
  return z.preprocess((v) => (v === "1" || v === "on" || v === "true" || v === true || v === 1 ? 1 : 0), z.union([z.literal(0), z.literal(1)]));
}

/** The id of another record (a select); empty is null unless required. */
export function reference(options: { required?: boolean } = {}) {
  return integer({ required: options.required, min: 1 });
}

/** Ids of other records (a multi-select or checkboxes), without repeats. */
export function references() {
  return z.preprocess(
    (v) => (Array.isArray(v) ? v : blank(v) ? [] : [v]).map((item) => (typeof item === "string" && /^\d+$/.test(item) ? Number(item) : Number.NaN)),
    z.array(z.number({ invalid_type_error: validationMessage("choice") }).int(validationMessage("choice")).positive(validationMessage("choice"))).transform((ids) => [...new Set(ids)]),
  );
}

/** A datetime-local input in Berlin time, stored as an ISO instant; empty is null unless required. */
export function berlinDateTime(options: { required?: boolean } = {}) {
  const iso = z.string().refine((v) => !Number.isNaN(Date.parse(v)) && /T/.test(v), validationMessage("datetime"));
  return z.preprocess(
    (v) => (blank(v) ? null : berlinInputToIso(String(v))),
    options.required ? iso.nullable().refine((v) => v !== null, validationMessage("required")) : iso.nullable(),
  );
}

/** A date (YYYY-MM-DD); empty is null unless required. */
export function day(options: { required?: boolean } = {}) {
  const value = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, validationMessage("date")).refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), validationMessage("date"));
  return z.preprocess((v) => (blank(v) ? null : String(v).trim()), options.required ? value.nullable().refine((v) => v !== null, validationMessage("required")) : value.nullable());
}

/** A time of day (HH:MM); empty is null unless required. */
export function clock(options: { required?: boolean } = {}) {
  const value = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, validationMessage("time"));
  return z.preprocess((v) => (blank(v) ? null : String(v).trim().slice(0, 5)), options.required ? value.nullable().refine((v) => v !== null, validationMessage("required")) : value.nullable());
}

/** A link: an https/http URL or a site path; empty is null unless required. */
export function link(options: { required?: boolean } = {}) {
  const value = z
    .string()
    .max(2000, validationMessage("tooLong", { max: 2000 }))
    .refine((v) => (v.startsWith("/") && !v.startsWith("//")) || /^https?:\/\/[^\s]+$/i.test(v) || /^(mailto|tel):/i.test(v), validationMessage("url"));
  return z.preprocess((v) => (blank(v) ? null : String(v).trim()), options.required ? value.nullable().refine((v) => v !== null, validationMessage("required")) : value.nullable());
}

/** A path of this site ("/de/programm"), without scheme or host; empty is null unless required. */
export function sitePath(options: { required?: boolean } = {}) {
  const value = z
    .string()
    .max(2000, validationMessage("tooLong", { max: 2000 }))
    .refine((v) => v.startsWith("/") && !v.startsWith("//") && !/[\\\s]/.test(v), validationMessage("path"));
  return z.preprocess((v) => (blank(v) ? null : String(v).trim()), options.required ? value.nullable().refine((v) => v !== null, validationMessage("required")) : value.nullable());
}

/** An e-mail address, lower-cased; empty is null unless required. */
export function email(options: { required?: boolean } = {}) {
  const value = z.string().max(254, validationMessage("tooLong", { max: 254 })).email(validationMessage("email"));
  return z.preprocess((v) => (blank(v) ? null : String(v).trim().toLowerCase()), options.required ? value.nullable().refine((v) => v !== null, validationMessage("required")) : value.nullable());
}

/** An address segment: lower-case letters, digits, hyphens ("" = make it from the title). */
export function slug() {
  return z.preprocess((v) => (typeof v === "string" ? v.trim() : ""), z.string().max(120, validationMessage("tooLong", { max: 120 })).regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, validationMessage("slug")));
}

/** One of `values`. */
export function choice<T extends string>(values: readonly [T, ...T[]]) {
  return z.enum(values, { errorMap: () => ({ message: validationMessage("choice") }) });
}
