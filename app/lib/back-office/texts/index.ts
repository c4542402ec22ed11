/** The back office's interface texts, in the editor's interface locales (the user's `editor_locale`). */
import { isEditorLocale, type EditorLocale } from "~/lib/editor/texts";
import { de, type OfficeTexts } from "./de";
import { en } from "./en";
import { ja } from "./ja";
import { la } from "./la";

export const OFFICE_TEXTS: Record<EditorLocale, OfficeTexts> = { de, en, ja, la };

/** The texts for a user's interface locale; German when it is not one of them. */
export function officeTexts(locale: unknown): OfficeTexts {
  return OFFICE_TEXTS[isEditorLocale(locale) ? locale : "de"];
}

export { EDITOR_LOCALES as OFFICE_LOCALES, fillText } from "~/lib/editor/texts";
export type { OfficeTexts };
