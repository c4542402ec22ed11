/**
 * A module as the editor saves it: its fields checked by its type's schema (the clean zod output is
 * what is stored), its rich text checked by `checkRichText`, its time window in order.
 */
import { checkModuleFields, type FieldErrors, type ModuleType } from "~/lib/modules/registry";
import { checkRichText } from "./rich-text-check.server";

/** Where each module type keeps rich text: a field, or a field of each item of a list. */
export const RICH_TEXT_FIELDS: Partial<Record<ModuleType, { field: string; list?: string }[]>> = {
  text: [{ field: "content" }],
  twocolumns: [{ field: "text" }],
  faq: [{ list: "items", field: "answer" }],
  videolist: [{ list: "children", field: "content" }],
};

const LANGUAGES = ["de", "en"] as const;

/** A `{de, en}` pair (not Lexical state, which has `root`). */
function isLanguagePair(value: unknown): value is Partial<Record<"de" | "en", unknown>> {
  if (!value || typeof value !== "object" || Array.isArray(value) || "root" in value) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => key === "de" || key === "en");
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === "";

type Checked = { ok: true; value: unknown } | { ok: false; error: string };

/** One rich-text value checked; a check that fails on odd input refuses the value instead of failing the request. */
function checkValue(value: unknown): Checked {
  try {
    return checkRichText(value);
  } catch (error) {
    console.warn(`[editor] rich-text check failed: ${(error as Error).message}`);
    return { ok: false, error: "is not valid rich text" };
  }
}

/** The rich text checked (per language of a pair); the checked value, or the message. */
function checkOne(value: unknown): Checked {
  if (isEmpty(value)) return { ok: true, value };
  if (!isLanguagePair(value)) return checkValue(value);
  const out: Record<string, unknown> = {};
  for (const language of LANGUAGES) {
    if (!(language in value)) continue;
    const checked = isEmpty(value[language]) ? { ok: true as const, value: value[language] } : checkValue(value[language]);
    if (!checked.ok) return { ok: false, error: `${language}: ${checked.error}` };
    out[language] = checked.value;
  }
  return { ok: true, value: out };
}

/** Checks the rich text in `fields` in place (replacing each value by the checked one); the messages by path. */
function checkRichTextFields(type: ModuleType, fields: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  const check = (holder: Record<string, unknown>, field: string, path: string) => {
    const result = checkOne(holder[field]);
    if (result.ok) {
      if (field in holder) holder[field] = result.value;
    } else (errors[path] ??= []).push(result.error);
  };
  for (const { field, list } of RICH_TEXT_FIELDS[type] ?? []) {
    if (!list) check(fields, field, field);
    else {
      const items = fields[list];
      if (Array.isArray(items)) items.forEach((item, i) => item && typeof item === "object" && check(item as Record<string, unknown>, field, `${list}.${i}.${field}`));
    }
  }
  return errors;
}

export interface ModuleContent {
  fields: unknown;
  online_from?: string | null;
  online_to?: string | null;
}

/** The content to store, or every message by field path. */
export function checkModuleContent(type: ModuleType, content: ModuleContent):
  | { ok: true; fields: Record<string, unknown>; online_from: string | null; online_to: string | null }
  | { ok: false; errors: FieldErrors } {
  const checked = checkModuleFields(type, content.fields);
  const errors: FieldErrors = checked.ok ? {} : { ...checked.errors };
  const fields = checked.ok ? (structuredClone(checked.fields) as Record<string, unknown>) : null;
  if (fields) Object.assign(errors, checkRichTextFields(type, fields));
  const from = content.online_from ? new Date(content.online_from).toISOString() : null;
  const to = content.online_to ? new Date(content.online_to).toISOString() : null;
  if (from && to && Date.parse(to) < Date.parse(from)) (errors.online_to ??= []).push("must not be before online_from");
  if (!fields || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, fields, online_from: from, online_to: to };
}
