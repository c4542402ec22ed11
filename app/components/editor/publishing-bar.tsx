import { useNavigate } from "@remix-run/react";
import { formatBerlin } from "~/lib/editor/berlin-time";
import { editUrl, previewUrl } from "~/lib/editor/edit-urls";
import { fillText } from "~/lib/editor/texts";
import { useEditor } from "./editor-context";
import { PublishingForm } from "./publishing-form";
import { ScheduleMenu } from "./schedule-menu";

/** The history toggle's id: focus returns to it when the history panel closes. */
export const HISTORY_TOGGLE_ID = "editor-history-toggle";

/**
 * The toolbar's publishing row: whether the draft differs from what visitors see (and which version
 * they see, when and by whom, in Berlin time), Publish, the previews, the schedules and the history.
 */
export function PublishingBar() {
  const { texts, page, editorLocale } = useEditor();
  const navigate = useNavigate();
  const t = texts.history;
  const { draft } = page;
  const published = draft.published;
  const state = published ? (draft.differs ? t.draftDiffers : t.draftPublished) : t.neverPublished;
  const historyUrl = editUrl(page.path, { history: true }, { noToolbar: page.noToolbar });

  return (
    <div role="group" aria-label={t.bar} className="editor-toolbar__items editor-publishing">
      <p className="editor-draft-state" data-differs={draft.differs || undefined}>
        <strong>{state}</strong>
        {published ? (
          <span>
            {" – "}
            {fillText(t.publishedVersion, { version: published.version, time: formatBerlin(published.at, editorLocale), author: published.author })}
          </span>
        ) : null}
      </p>
      <PublishingForm intent="editor:publish" hidden={{ revision: draft.revision }} className="editor-inline-form">
        <button type="submit" className="editor-button editor-button--primary">
          {t.publish}
        </button>
      </PublishingForm>
      <a className="editor-button" href={previewUrl(page.path)}>
        {t.previewAsVisitor}
      </a>
      <details className="editor-menu">
        <summary className="editor-button">{t.previewAsOf}</summary>
        <div className="editor-menu__body">
          {/* A GET form: ?edit&preview&asOf=<Berlin datetime>. */}
          <form method="get" action={page.path} className="editor-menu-form">
            <input type="hidden" name="edit" value="" />
            <input type="hidden" name="preview" value="" />
            <label htmlFor="editor-preview-as-of">{t.previewTime}</label>
            <input id="editor-preview-as-of" type="datetime-local" name="asOf" required />
            <button type="submit" className="editor-button">
              {t.showPreview}
            </button>
          </form>
        </div>
      </details>
      <ScheduleMenu />
      <a
        id={HISTORY_TOGGLE_ID}
        className="editor-button"
        href={historyUrl}
        aria-expanded={page.state.history ? true : false}
        onClick={(event) => {
          event.preventDefault();
          navigate(page.state.history ? editUrl(page.path, {}, { noToolbar: page.noToolbar }) : historyUrl, { preventScrollReset: true });
        }}
      >
        {t.open}
      </a>
    </div>
  );
}
