/**
 * What a module form's inputs show: the stored fields in the page's locale, or what was just posted
 * (when the form is shown again after a refusal). Input names are field paths (`children.2.headline`).
 */
import type { FieldDescriptor } from "~/lib/modules/forms";
import type { Locale } from "~/lib/routes";
import type { PostedValues } from "./form-choices";
import { isoToBerlinInput } from "./berlin-time";
import { isLocalePair } from "./localized-field";
import { richTextToMarkdown } from "./rich-text-markdown";

export type ValueSource = { posted: PostedValues; fields?: undefined; locale: Locale } | { posted?: undefined; fields: Record<string, unknown>; locale: Locale };

/** The stored value at a dotted path (`children.2.headline`). */
export function valueAt(fields: unknown, path: string): unknown {
  let value: unknown = fields;
  for (const key of path.split(".")) {
    if (value == null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A translatable value in `locale`: a pair's value, or a single value when it is German. */
export function inLocale(value: unknown, locale: Locale): unknown {
  if (isLocalePair(value)) return value[locale] ?? null;
  return locale === "de" ? value : null;
}

const asText = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value) : "");

function postedValue(posted: PostedValues, name: string): string | undefined {
  const value = posted[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The text an input shows; a flag answers "1" when it is set. `name` is the input's name. */
export function inputValue(source: ValueSource, name: string, field: FieldDescriptor): string {
  if (source.posted) return postedValue(source.posted, name) ?? "";
  const stored = valueAt(source.fields, name);
  const value = field.localized ? inLocale(stored, source.locale) : stored;
  switch (field.kind) {
    case "richtext":
      return richTextToMarkdown(value);
    case "ids":
      return Array.isArray(value) ? value.map(asText).join(", ") : "";
    case "datetime":
      return isoToBerlinInput(value);
    case "flag":
      return value === true ? "1" : "";
    case "image":
      return value && typeof value === "object" && "id" in value ? asText((value as { id: unknown }).id) : asText(value);
    default:
      return asText(value);
  }
}

/** The stored value in the other locale, shown as a hint beside a translatable text input. */
export function otherLocaleText(source: ValueSource, name: string): string {
  if (!source.fields) return "";
  const other: Locale = source.locale === "de" ? "en" : "de";
  return asText(inLocale(valueAt(source.fields, name), other));
}

/** The indexes of a list's items the form shows (posted or stored), and the index of its new empty item. */
export function listIndexes(source: ValueSource, name: string): { items: number[]; fresh: number } {
  let items: number[];
  if (source.posted) {
    const found = new Set<number>();
    for (const key of Object.keys(source.posted)) {
      const match = key.startsWith(`${name}.`) ? /^(\d+)\./.exec(key.slice(name.length + 1)) : null;
      if (match) found.add(Number(match[1]));
    }
    items = [...found].sort((a, b) => a - b);
  } else {
    const stored = valueAt(source.fields, name);
    items = Array.isArray(stored) ? stored.map((_, i) => i) : [];
  }
  const fresh = items.length ? Math.max(...items) + 1 : 0;
  // After a refusal the posted new item is shown as an item; a further empty one is offered.
  return { items, fresh };
}
