/**
 * What the bar above a preview (`?edit&preview`, `&asOf=`) or a version shown to editors
 * (`?version_id=`) says, in the editor's language: worked out by the page's loader, so that the
 * visitor's page code carries none of the editor's texts.
 */
import { berlinInputToIso, formatBerlin } from "./berlin-time";
import { editUrl } from "./edit-urls";
import { EDITOR_TEXTS, fillText, type EditorLocale } from "./texts";

export interface PreviewBarData {
  lang: EditorLocale;
  label: string;
  back: string;
  backUrl: string;
}

export function previewBarData(path: string, editorLocale: EditorLocale, shown: { asOf?: string | null; version?: number | null }): PreviewBarData {
  const t = EDITOR_TEXTS[editorLocale].history;
  const asOfIso = shown.asOf ? berlinInputToIso(shown.asOf) : null;
  const label =
    shown.version != null ? fillText(t.versionBar, { version: shown.version }) : asOfIso ? fillText(t.previewBarAsOf, { time: formatBerlin(asOfIso, editorLocale) }) : t.previewBar;
  return { lang: editorLocale, label, back: t.backToEditing, backUrl: editUrl(path) };
}
