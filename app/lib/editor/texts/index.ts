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

/** `template` with `{name}` replaced by `values.name`. */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

export type { EditorTexts };
