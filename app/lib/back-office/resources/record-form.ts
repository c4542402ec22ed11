/**
 * A record kind's form, both ways, for browser and server alike: the zod schema built from its
 * fields, the raw values read from a posted form, and the values an edit form starts with.
 * A localised field posts and stores `${name}_de` and `${name}_en`; rich text is typed in the
 * editor's markdown-like notation and stored as the editor's JSON. Inline rows post
 * `${field}.${index}.${column}`; a row left empty or marked `${field}.${index}._remove` is dropped.
 */
import { z } from "zod";
import { isoToBerlinInput } from "~/lib/editor/berlin-time";
import { markdownToRichText, richTextToMarkdown } from "~/lib/editor/rich-text-markdown";
import { berlinDateTime, clock, day, email, flag, integer, link, reference, references, sitePath, slug, text, validationMessage } from "../validation";
import type { FieldSpec, ResourceSpec } from "./types";

/** The stored columns of a field: one, or the German and the English one (inline rows: the field's name). */
/** The option list a select or multi-select field offers. */
export const optionListOf = (field: Pick<FieldSpec, "name" | "options">) => field.options ?? field.name;

/** A searchable select's search box (`find.<column>`) and, from script, the choice it keeps while searching (`keep.<column>`). */
export const findParam = (column: string) => `find.${column}`;
export const keepParam = (column: string) => `keep.${column}`;

export function fieldColumns(field: FieldSpec): string[] {
  return field.localized && field.kind !== "rows" ? [`${field.name}_de`, `${field.name}_en`] : [field.name];
}

const REMOVE = "_remove";
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** A number with decimals (point or comma); empty is null unless required. */
function decimal(options: { required?: boolean; min?: number; max?: number }) {
  let number = z.number({ invalid_type_error: validationMessage("number") }).finite(validationMessage("number"));
  if (options.min !== undefined) number = number.min(options.min, validationMessage("min", { min: options.min }));
  if (options.max !== undefined) number = number.max(options.max, validationMessage("max", { max: options.max }));
  return z.preprocess(
    (v) => (isBlank(v) ? null : typeof v === "string" && /^-?\d+([.,]\d+)?$/.test(v.trim()) ? Number(v.trim().replace(",", ".")) : typeof v === "number" ? v : Number.NaN),
    options.required ? number.nullable().refine((v) => v !== null, validationMessage("required")) : number.nullable(),
  );
}

/** Inline rows: a row marked for removal or left empty is dropped; the others keep their form index in error paths. */
function rowsSchema(field: FieldSpec) {
  const row = recordSchema({ fields: field.rows?.fields ?? [] });
  return z
    .preprocess(
      (v) => (Array.isArray(v) ? v : []).map((r: Record<string, unknown>) => (r[REMOVE] || Object.values(r).every(isBlank) ? null : r)),
      z.array(row.nullable()),
    )
    .transform((rows) => rows.filter((r): r is Record<string, unknown> => r !== null));
}

function columnSchema(field: FieldSpec, column: string): z.ZodTypeAny {
  // Only the German value of a required localised field is required; English falls back to it.
  const required = Boolean(field.required) && (!field.localized || column.endsWith("_de"));
  switch (field.kind) {
    case "text":
      return text({ required, max: field.maxLength ?? 300 });
    case "textarea":
      return text({ required, max: field.maxLength ?? 5000 });
    case "rich-text":
      return text({ required, max: field.maxLength ?? 50_000 }).transform((source) => {
        const state = markdownToRichText(source);
        return state ? JSON.stringify(state) : "";
      });
    case "number": {
      const fallback = field.fallback;
      return fallback === undefined ? integer({ required, min: field.min, max: field.max }) : integer({ min: field.min, max: field.max }).transform((v) => v ?? fallback);
    }
    case "checkbox":
      return flag();
    case "select": {
      const choices = field.choices;
      if (!choices) return reference({ required });
      return integer({ required }).refine((v) => v === null || choices.some((choice) => choice.value === v), validationMessage("choice"));
    }
    case "multi-select":
      return references();
    case "date":
      return day({ required });
    case "datetime":
      return berlinDateTime({ required });
    case "time":
      return clock({ required });
    case "url":
      return link({ required });
    case "path":
      return sitePath({ required });
    case "email":
      return email({ required });
    case "slug":
      return slug();
    case "decimal":
      return decimal({ required, min: field.min, max: field.max });
    case "rows":
      return rowsSchema(field);
  }
}

/** The schema of a record kind's form: every stored column (and link list) with its rule. */
export function recordSchema(spec: Pick<ResourceSpec, "fields" | "check">) {
  const shape: Record<string, z.ZodTypeAny> = {};
  for (const field of spec.fields) for (const column of fieldColumns(field)) shape[column] = columnSchema(field, column);
  const check = spec.check;
  if (!check) return z.object(shape);
  return z.object(shape).superRefine((values, ctx) => {
    for (const problem of check(values)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [problem.column], message: problem.message });
  });
}

/** A cross-field rule: `to` must come after `from` when both are given (times, dates, instants). */
export function afterRule(from: string, to: string, message: string) {
  return (values: Record<string, unknown>) => {
    const start = values[from];
    const end = values[to];
    return typeof start === "string" && typeof end === "string" && start !== "" && end !== "" && end <= start ? [{ column: to, message }] : [];
  };
}

export type RecordValues = Record<string, unknown>;

/** The indexes of the inline rows a form posted for `name`, in order. */
function rowIndexes(name: string, keys: Iterable<string>): number[] {
  const found = new Set<number>();
  const pattern = new RegExp(`^${name.replace(/[^\w]/g, "\\$&")}\\.(\\d{1,3})\\.`);
  for (const key of keys) {
    const match = pattern.exec(key);
    if (match) found.add(Number(match[1]));
  }
  return [...found].sort((a, b) => a - b);
}

/** One inline row's posted values as a form of its own (prefix removed). */
function rowForm(form: FormData, prefix: string): FormData {
  const row = new FormData();
  for (const [key, value] of form.entries()) if (key.startsWith(prefix)) row.append(key.slice(prefix.length), value);
  return row;
}

/** The raw values of a posted form, as the schema reads them. */
export function readRecordForm(spec: Pick<ResourceSpec, "fields">, form: FormData): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const field of spec.fields) {
    if (field.kind === "rows") {
      const subFields = field.rows?.fields ?? [];
      const indexes = rowIndexes(field.name, form.keys());
      const rows: Record<string, unknown>[] = [];
      for (const index of indexes) {
        const posted = rowForm(form, `${field.name}.${index}.`);
        rows[index] = { ...readRecordForm({ fields: subFields }, posted), ...(posted.has(REMOVE) ? { [REMOVE]: true } : {}) };
      }
      raw[field.name] = Array.from(rows, (row) => row ?? {});
      continue;
    }
    for (const column of fieldColumns(field)) {
      if (field.kind === "multi-select") raw[column] = form.getAll(column).map(String);
      else if (field.kind === "checkbox") raw[column] = form.has(column) ? String(form.get(column)) : undefined;
      else raw[column] = typeof form.get(column) === "string" ? String(form.get(column)) : "";
    }
  }
  return raw;
}

/** The text an input starts with for a stored value (Berlin time for instants, markdown for rich text). */
export function inputValue(field: FieldSpec, value: unknown): string {
  if (value === null || value === undefined) return "";
  if (field.kind === "datetime") return isoToBerlinInput(value);
  if (field.kind === "rich-text") return richTextToMarkdown(value);
  if (field.kind === "time") return String(value).slice(0, 5);
  return String(value);
}

/** An edit form's starting values: text per column (ids as text for selects, lists for multi-selects); a new record's from the fields' `initial`. */
export function formStartValues(spec: Pick<ResourceSpec, "fields">, record: RecordValues | null): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const field of spec.fields) {
    if (field.kind === "rows") {
      const rows = Array.isArray(record?.[field.name]) ? (record[field.name] as RecordValues[]) : [];
      rows.forEach((row, index) => {
        for (const [column, value] of Object.entries(formStartValues({ fields: field.rows?.fields ?? [] }, row))) values[`${field.name}.${index}.${column}`] = value;
      });
      continue;
    }
    for (const column of fieldColumns(field)) {
      const stored = record ? record[column] : field.initial;
      if (field.kind === "multi-select") values[column] = Array.isArray(stored) ? stored.map(String) : [];
      else if (field.kind === "checkbox") values[column] = stored === 1 || stored === true ? "1" : "";
      else values[column] = inputValue(field, stored);
    }
  }
  return values;
}

/** What was typed, to show again after a refusal (files and passwords are never echoed). */
export function typedValues(spec: Pick<ResourceSpec, "fields">, raw: Record<string, unknown>): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const field of spec.fields) {
    if (field.kind === "rows") {
      const rows = Array.isArray(raw[field.name]) ? (raw[field.name] as Record<string, unknown>[]) : [];
      rows.forEach((row, index) => {
        if (row[REMOVE]) return;
        for (const [column, value] of Object.entries(typedValues({ fields: field.rows?.fields ?? [] }, row))) values[`${field.name}.${index}.${column}`] = value;
      });
      continue;
    }
    for (const column of fieldColumns(field)) {
      const value = raw[column];
      values[column] = Array.isArray(value) ? value.map(String) : value === undefined ? "" : String(value);
    }
  }
  return values;
}
