/**
 * A stale post without script: the page comes back (409) with this notice, listing the changes made
 * since the form was opened, and two plain forms: "Reload" (the page in edit mode again, the change
 * dropped) and "Overwrite" (the same values posted again on the current revision).
 */
import { CSRF_FIELD } from "~/lib/csrf";
import type { EditorActionFailure } from "~/lib/editor/edit-mode";
import { editUrl } from "~/lib/editor/edit-urls";
import type { EditConflict } from "~/lib/editor/requests";
import { ChangeList, conflictSummary } from "./conflict-dialog";
import { useEditor } from "./editor-context";

/** What the overwrite posts again: every posted text value but the token and the old revision. */
const REPOSTED_EXCEPT = new Set([CSRF_FIELD, "revision"]);

export function ConflictNotice({ failure, conflict }: { failure: EditorActionFailure; conflict: EditConflict }) {
  const { texts, page, csrf, editorLocale, steps } = useEditor();
  const t = texts.conflicts;
  const posted = Object.entries(failure.posted ?? {}).filter(([name]) => !REPOSTED_EXCEPT.has(name));
  return (
    <section className="editor-conflict editor-conflict--notice" role="alert" aria-labelledby="editor-conflict-notice-title">
      <h2 id="editor-conflict-notice-title">{t.title}</h2>
      <p>{conflictSummary(t, conflict)}</p>
      <ChangeList texts={t} conflict={conflict} editorLocale={editorLocale} />
      <div className="editor-conflict__actions">
        <form method="get" action={page.path}>
          <input type="hidden" name="edit" value="" />
          {page.noToolbar ? <input type="hidden" name="noToolbar" value="" /> : null}
          <button type="submit" className="editor-button editor-button--primary" aria-describedby="editor-conflict-notice-reload">{t.reload}</button>
          <span id="editor-conflict-notice-reload" className="editor-hint">{t.reloadHint}</span>
        </form>
        {conflict.section ? (
          <form method="post" action={editUrl(page.path, steps.current, { noToolbar: page.noToolbar })}>
            <input type="hidden" name={CSRF_FIELD} value={csrf} />
            <input type="hidden" name="revision" value={conflict.revision} />
            {posted.flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((v, index) => <input key={`${name}-${index}`} type="hidden" name={name} value={v} />))}
            <button type="submit" className="editor-button" aria-describedby="editor-conflict-notice-overwrite">{t.overwrite}</button>
            <span id="editor-conflict-notice-overwrite" className="editor-hint">{t.overwriteHint}</span>
          </form>
        ) : null}
      </div>
    </section>
  );
}
