import type { PreviewBarData } from "~/lib/editor/preview-bar";

/**
 * The small bar above a preview or a version shown to editors: what is shown, and the way back to
 * editing. The page below carries no editor markup.
 */
export function PreviewBar({ bar }: { bar: PreviewBarData }) {
  return (
    <div className="editor-preview-bar" role="region" aria-label={bar.label} lang={bar.lang}>
      <p>{bar.label}</p>
      <a className="editor-preview-bar__back" href={bar.backUrl}>
        {bar.back}
      </a>
    </div>
  );
}
