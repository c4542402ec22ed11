import { berlinInputToIso, formatBerlin } from "~/lib/editor/berlin-time";
import { editUrl } from "~/lib/editor/edit-urls";
import { EDITOR_TEXTS, fillText, type EditorLocale } from "~/lib/editor/texts";

/**
 * The small bar above a preview (`?edit&preview`, `&asOf=`) or a version shown to editors
 * (`?version_id=`): what is shown, and the way back to editing. The page below carries no editor markup.
 */
export function PreviewBar({ path, editorLocale, asOf = null, version = null }: { path: string; editorLocale: EditorLocale; asOf?: string | null; version?: number | null }) {
  const t = EDITOR_TEXTS[editorLocale].history;
  const asOfIso = asOf ? berlinInputToIso(asOf) : null;
  const what = version !== null ? fillText(t.versionBar, { version }) : asOfIso ? fillText(t.previewBarAsOf, { time: formatBerlin(asOfIso, editorLocale) }) : t.previewBar;
  return (
    <div className="editor-preview-bar" role="region" aria-label={what} lang={editorLocale}>
      <p>{what}</p>
      <a className="editor-button" href={editUrl(path)}>
        {t.backToEditing}
      </a>
    </div>
  );
}
