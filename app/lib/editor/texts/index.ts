/** The editor's interface locales and their texts. */
import { de, type EditorTexts } from "./de";
import { en } from "./en";
import { ja } from "./ja";
import { la } from "./la";

export const EDITOR_LOCALES = ["de", "en", "ja", "la"] as const;
export type EditorLocale = (typeof EDITOR_LOCALES)[number];

export const EDITOR_TEXTS: Record<EditorLocale, EditorTexts> = { de, en, ja, la };

export function isEditorLocale(value: unknown): value is EditorLocale {
  return typeof value === "string" && (EDITOR_LOCALES as readonly string[]).includes(value);
}

/** The Intl language tag of an interface locale; Intl knows no Latin (its numbers are grouped as in German). */
const INTL_TAG: Record<EditorLocale, string> = { de: "de-DE", en: "en-GB", ja: "ja-JP", la: "de-DE" };
export const intlTag = (locale: EditorLocale) => INTL_TAG[locale];

/** A count in the interface's language ("1.000", "1,000"). */
export function formatCount(count: number, locale: EditorLocale): string {
  return count.toLocaleString(INTL_TAG[locale]);
}

/** `template` with `{name}` replaced by `values.name`. */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

export type { EditorTexts };
