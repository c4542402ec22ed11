import { isRecord } from "./is-record";
import type { Locale } from "./routes";

function isLocalized(value: unknown): value is { de: unknown; en?: unknown } {
  if (!isRecord(value)) return false;
  const keys = Object.keys(value);
  return keys.includes("de") && keys.every((k) => k === "de" || k === "en");
}

/**
 * The page language's text of a German/English column pair: the English one on English pages unless
 * it is null or empty, else the German one (which may itself be empty or null).
 */
export function localized<De extends string | null>(locale: Locale, de: De, en: string | null | undefined): De | string {
  return (locale === "en" && en) || de;
}

/**
 * Replaces every `{de, en}` value inside module fields by the locale's value (English falls back to
 * German when empty), so renderers get plain fields.
 */
export function localizeFields(value: unknown, locale: Locale): unknown {
  if (isLocalized(value)) {
    const chosen = locale === "en" && value.en !== undefined && value.en !== "" && value.en !== null ? value.en : value.de;
    return localizeFields(chosen, locale);
  }
  if (Array.isArray(value)) return value.map((item) => localizeFields(item, locale));
  if (isRecord(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, localizeFields(item, locale)]));
  }
  return value;
}
