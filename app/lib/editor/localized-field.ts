import { isRecord } from "~/lib/is-record";
import type { Locale } from "~/lib/routes";

/** A translatable value stored per locale: `{de, en}` (a Lexical state, `{root}`, is one value, not a pair). */
export const isLocalePair = (value: unknown): value is { de?: unknown; en?: unknown } =>
  isRecord(value) && ("de" in value || "en" in value) && Object.keys(value).every((key) => key === "de" || key === "en");

/** A translatable field's stored value in `locale` (a rich text's Lexical JSON, say), or the value itself. */
export function localizedValue(value: unknown, locale: Locale): unknown {
  return isLocalePair(value) ? (value[locale] ?? null) : value;
}

/** The text a translatable field shows in `locale` (English falls back to German, as on the page). */
export function localizedText(value: unknown, locale: Locale): string {
  if (typeof value === "string") return value;
  if (!isRecord(value)) return "";
  const chosen = locale === "en" && typeof value.en === "string" && value.en !== "" ? value.en : value.de;
  return typeof chosen === "string" ? chosen : "";
}

/**
 * The fields with `name` written in `locale`, keeping the other locale's value: a plain string
 * field becomes a `{de, en}` pair when the other locale's text would otherwise be lost.
 */
export function withLocalizedField(fields: Record<string, unknown>, name: string, value: unknown, locale: Locale): Record<string, unknown> {
  const previous = fields[name];
  if (isLocalePair(previous)) return { ...fields, [name]: { ...previous, [locale]: value } };
  if (locale === "de") return { ...fields, [name]: value };
  return { ...fields, [name]: { de: previous ?? "", en: value } };
}
