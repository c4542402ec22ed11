/**
 * A module's editor form read back into its fields (the forms themselves are described next to the
 * schemas, in app/lib/modules/forms.ts). Input names are the field paths: `headline`,
 * `children.2.headline`; a list item also posts `children.2._remove` (a checkbox: drop the item) and
 * `children.2._order` (its position); an image `image.upload` (a file); a link `link` (a page's id)
 * and `link_url` (an address); rich text `content` (the markdown-like textarea) or `content.json`
 * (the script editor's Lexical JSON, which wins).
 *
 * Uploaded files are not stored here: `readModuleForm` answers them as `uploads` with the path the
 * image id belongs at in the answered fields (after items were dropped and reordered). The page
 * action stores each upload in the media library and writes its id with `withImageIds` before it
 * checks the fields (`checkModuleFields`); the schema's messages are mapped back to the inputs with
 * `errorsForForm` when the form is shown again.
 */
import { MODULE_FORMS, INTERNAL_FIELDS, type FieldDescriptor } from "~/lib/modules/forms";
import type { FieldErrors, ModuleType } from "~/lib/modules/registry";
import type { Locale } from "~/lib/routes";
import { berlinToIso } from "./berlin-time";
import { isLocalePair } from "./localized-field";
import { markdownToRichText } from "./rich-text-markdown";

export { MODULE_FORMS, INTERNAL_FIELDS, descriptorKeys, type FieldDescriptor, type FieldKind } from "~/lib/modules/forms";

export interface ReadOptions {
  locale: Locale;
  /** The stored fields: the other locale's values are kept from them. */
  previous?: Record<string, unknown>;
}

export interface ReadForm {
  fields: Fields;
  uploads: FormUpload[];
  itemPaths: Record<string, string>;
}

/** A file chosen for an image field; `path` is where its id belongs in the answered fields. */
export interface FormUpload {
  path: string;
  file: File;
}

type Fields = Record<string, unknown>;

const asRecord = (value: unknown): Fields => (value && typeof value === "object" && !Array.isArray(value) ? (value as Fields) : {});

function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

/** The value of the other locale: a pair's, or a plain string's when that locale is German. */
function otherValue(previous: unknown, other: Locale): unknown {
  if (isLocalePair(previous)) return previous[other] ?? null;
  if (previous == null || previous === "") return null;
  // A single value (not a pair) is the German one; Lexical JSON stored as one value is too.
  return other === "de" ? previous : null;
}

/** `{de, en}` with this locale's value and the other kept; undefined when both are empty. */
function localizedPair(value: unknown, previous: unknown, locale: Locale): unknown {
  const other: Locale = locale === "de" ? "en" : "de";
  const kept = otherValue(previous, other);
  const mine = value ?? null;
  if (mine == null && (kept == null || kept === "")) return undefined;
  return locale === "de" ? { de: mine, en: kept } : { de: kept, en: mine };
}

/** A whole number from digits; anything else as typed, so the schema names the problem. */
function numberOf(raw: string): number | string | undefined {
  if (raw === "") return undefined;
  return /^-?\d+$/.test(raw) ? Number(raw) : raw;
}

function richTextValue(form: FormData, name: string): unknown {
  const json = textOf(form, `${name}.json`);
  if (json) {
    try {
      return JSON.parse(json);
    } catch {
      // A broken hidden field: the textarea still holds the text.
    }
  }
  return markdownToRichText(textOf(form, name));
}

interface Reader {
  form: FormData;
  locale: Locale;
  uploads: FormUpload[];
  /** A list item's path in the answered fields → its inputs' path in the form (`children.0` → `children.3`). */
  itemPaths: Record<string, string>;
}

/** One field's value (undefined: left out); `inputPath` names the inputs, `outputPath` the uploads. */
function readField(r: Reader, field: FieldDescriptor, inputPath: string, outputPath: string, previous: Fields, into: Fields): void {
  const raw = textOf(r.form, inputPath);
  const set = (key: string, value: unknown) => {
    if (value !== undefined) into[key] = value;
  };
  const local = (key: string, value: unknown) => set(key, localizedPair(value, previous[key], r.locale));
  switch (field.kind) {
    case "text":
    case "textarea":
    case "url":
      if (field.localized) local(field.name, raw || null);
      else set(field.name, raw || undefined);
      return;
    case "richtext": {
      const value = richTextValue(r.form, inputPath);
      if (field.localized) local(field.name, value);
      else set(field.name, value ?? undefined);
      return;
    }
    case "number":
    case "id":
      set(field.name, numberOf(raw));
      return;
    case "ids": {
      const parts = raw.split(/[\s,;]+/).filter(Boolean);
      set(field.name, parts.length ? parts.map((part) => numberOf(part)) : undefined);
      return;
    }
    case "choice": {
      const numeric = field.choices?.every((c) => typeof c === "number");
      set(field.name, raw === "" ? undefined : numeric ? numberOf(raw) : raw);
      return;
    }
    case "flag":
      set(field.name, r.form.get(inputPath) != null);
      return;
    case "datetime":
      set(field.name, berlinToIso(raw));
      return;
    case "image": {
      const file = r.form.get(`${inputPath}.upload`);
      if (file && typeof file === "object" && file.size > 0) r.uploads.push({ path: outputPath, file });
      else set(field.name, numberOf(raw));
      return;
    }
    case "link": {
      set(field.name, numberOf(raw) ?? null);
      local(`${field.name}_url`, textOf(r.form, `${inputPath}_url`) || null);
      return;
    }
    case "list":
      set(field.name, readList(r, field, inputPath, outputPath, previous[field.name]));
      return;
  }
}

/** Whether an item holds anything (a localized pair counts when either value is there). */
function isEmptyItem(item: Fields): boolean {
  return Object.values(item).every((value) => value == null || value === false || value === "");
}

function readList(r: Reader, field: FieldDescriptor, inputPath: string, outputPath: string, previous: unknown): unknown[] | undefined {
  const stored = Array.isArray(previous) ? previous : [];
  const prefix = `${inputPath}.`;
  const indexes = new Set<number>();
  for (const key of r.form.keys()) {
    const match = key.startsWith(prefix) ? /^(\d+)\./.exec(key.slice(prefix.length)) : null;
    if (match) indexes.add(Number(match[1]));
  }
  const items: { order: number; index: number; fields: Fields; uploads: FormUpload[] }[] = [];
  for (const index of [...indexes].sort((a, b) => a - b)) {
    const base = `${inputPath}.${index}`;
    if (r.form.get(`${base}._remove`) != null) continue;
    const own: Reader = { ...r, uploads: [] };
    const fields: Fields = {};
    // The upload path is fixed below, once the item's place in the answered list is known.
    for (const itemField of field.item ?? []) readField(own, itemField, `${base}.${itemField.name}`, itemField.name, asRecord(stored[index]), fields);
    if (isEmptyItem(fields) && own.uploads.length === 0) continue;
    const order = Number(textOf(r.form, `${base}._order`));
    items.push({ order: textOf(r.form, `${base}._order`) !== "" && Number.isFinite(order) ? order : index, index, fields, uploads: own.uploads });
  }
  items.sort((a, b) => a.order - b.order || a.index - b.index);
  items.forEach((item, position) => {
    r.itemPaths[`${outputPath}.${position}`] = `${inputPath}.${item.index}`;
    for (const upload of item.uploads) r.uploads.push({ path: `${outputPath}.${position}.${upload.path}`, file: upload.file });
  });
  return items.length ? items.map((item) => item.fields) : undefined;
}

/** An image reference's id as text (`4`, `"4"` and `{id: 4}` are the same image). */
function imageIdOf(value: unknown): string {
  const id = value && typeof value === "object" && "id" in value ? (value as { id: unknown }).id : value;
  return id == null ? "" : String(id);
}

/** The fields and the chosen uploads of a posted module form. */
export function readModuleForm(type: ModuleType, form: FormData, options: ReadOptions): ReadForm {
  const previous = asRecord(options.previous);
  const reader: Reader = { form, locale: options.locale, uploads: [], itemPaths: {} };
  const fields: Fields = {};
  for (const field of MODULE_FORMS[type]) readField(reader, field, field.name, field.name, previous, fields);
  for (const key of INTERNAL_FIELDS[type] ?? []) {
    // Derived from the image: kept only while the image stays the same.
    const derived = key === "image_obj" || key === "image_thumbnails";
    if (previous[key] !== undefined && !(derived && imageIdOf(previous.image) !== imageIdOf(fields.image))) fields[key] = previous[key];
  }
  return { fields, uploads: reader.uploads, itemPaths: reader.itemPaths };
}

/**
 * The schema's messages (by path in the answered fields) by the path of the inputs they belong to,
 * for showing them beside the posted form: `children.0.headline` → `children.3.headline` when item 3
 * of the form came first.
 */
export function errorsForForm(errors: FieldErrors, itemPaths: Record<string, string>): FieldErrors {
  const mapped: FieldErrors = {};
  for (const [path, messages] of Object.entries(errors)) {
    const [list, index, ...rest] = path.split(".");
    const item = itemPaths[`${list}.${index}`];
    const key = item && index !== undefined ? [item, ...rest].join(".") : path;
    (mapped[key] ??= []).push(...messages);
  }
  return mapped;
}

/**
 * The module's fields from a posted form (field names as the form renders them: `headline`,
 * `children.2.headline`); `previous` are the stored fields, whose other-locale values are kept.
 * Uploaded images are left out: see `uploadsFromForm`.
 */
export function fieldsFromForm(type: ModuleType, form: FormData, options: ReadOptions): Fields {
  return readModuleForm(type, form, options).fields;
}

/** The files chosen for image fields, with the path their image id belongs at in `fieldsFromForm`'s answer. */
export function uploadsFromForm(type: ModuleType, form: FormData, options: ReadOptions): FormUpload[] {
  return readModuleForm(type, form, options).uploads;
}

/** `fields` with each stored upload's image id written at its path (`image`, `children.1.image`). */
export function withImageIds(fields: Fields, stored: { path: string; id: number }[]): Fields {
  const copy: Fields = structuredClone(fields);
  for (const { path, id } of stored) {
    const keys = path.split(".");
    let target: Record<string, unknown> | undefined = copy;
    for (const key of keys.slice(0, -1)) {
      const next: unknown = target?.[key];
      target = next && typeof next === "object" ? (next as Record<string, unknown>) : undefined;
    }
    if (target) target[keys.at(-1)!] = id;
  }
  return copy;
}
