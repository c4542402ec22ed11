/**
 * A stale write's conflict, with script: who changed the section since it was opened and how, and the
 * editor's choice: "Reload" (the current state, the change dropped), "Compare" (my values against
 * the current ones field by field for a module save, the list of changes for other writes),
 * "Overwrite" (the same write again on the current revision). Escape keeps editing without sending.
 */
import { useRef, useState } from "react";
import { formatBerlin } from "~/lib/editor/berlin-time";
import type { EditConflict } from "~/lib/editor/requests";
import { fillText, type EditorLocale, type EditorTexts } from "~/lib/editor/texts";
import type { Locale } from "~/lib/routes";
import { EditorDialog } from "./editor-dialog";
import type { StaleWrite } from "./use-editor-calls";

type Texts = EditorTexts["conflicts"];

/** The notice's first line: who changed the section (or that it is gone). */
export function conflictSummary(texts: Texts, conflict: EditConflict): string {
  if (!conflict.section) return texts.deleted;
  const names = [...new Set(conflict.changes.map((change) => change.author).filter(Boolean))];
  return fillText(texts.message, { names: names.length ? names.join(", ") : texts.someone });
}

export function ChangeList({ texts, conflict, editorLocale }: { texts: Texts; conflict: EditConflict; editorLocale: EditorLocale }) {
  if (!conflict.changes.length) return null;
  return (
    <>
      <h3 className="editor-conflict__heading">{texts.changes}</h3>
      <ul className="editor-conflict__changes">
        {conflict.changes.map((change, index) => (
          <li key={index}>
            {fillText(texts.change, { action: texts.actions[change.action] ?? change.action, author: change.author, at: formatBerlin(change.at, editorLocale) })}
          </li>
        ))}
      </ul>
    </>
  );
}

/** A field's value as one short line (a {de, en} pair in the page's language). */
function shown(value: unknown, locale: Locale): string {
  if (value === undefined || value === null) return "–";
  if (typeof value === "object" && !Array.isArray(value) && locale in value) return shown((value as Record<string, unknown>)[locale], locale);
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}

function FieldComparison({ texts, stale, locale }: { texts: Texts; stale: StaleWrite; locale: Locale }) {
  const { request, conflict } = stale;
  if (request.op !== "saveModule") return null;
  const current = conflict.section?.columns.flatMap((column) => column.children).find((module) => module.id === request.id)?.fields ?? {};
  const mine = request.body.fields;
  const names = [...new Set([...Object.keys(mine), ...Object.keys(current)])].filter((name) => shown(mine[name], locale) !== shown(current[name], locale));
  if (!names.length) return <p>{texts.noDifference}</p>;
  return (
    <table className="editor-conflict__table">
      <thead>
        <tr>
          <th scope="col">{texts.field}</th>
          <th scope="col">{texts.mine}</th>
          <th scope="col">{texts.current}</th>
        </tr>
      </thead>
      <tbody>
        {names.map((name) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>{shown(mine[name], locale)}</td>
            <td>{shown(current[name], locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const ACTION_OF_OP: Record<string, string> = {
  addModule: "add module", saveModule: "save module", moveModule: "move module", duplicateModule: "duplicate module", deleteModule: "delete module",
  changeLayout: "layout", moveSection: "move section", deleteSection: "delete section",
};

export function ConflictDialog({ texts, stale, editorLocale, locale, lang, onChoose }: {
  texts: Texts;
  stale: StaleWrite;
  editorLocale: EditorLocale;
  locale: Locale;
  lang: string | undefined;
  onChoose: (choice: "reload" | "overwrite" | "keep") => void;
}) {
  const [comparing, setComparing] = useState(false);
  const reload = useRef<HTMLButtonElement>(null);
  const { request, conflict } = stale;
  const action = texts.actions[ACTION_OF_OP[request.op] ?? ""] ?? request.op;
  return (
    <EditorDialog id="editor-conflict" title={texts.title} closeLabel={texts.keep} onClose={() => onChoose("keep")} role="alertdialog" describedBy="editor-conflict-summary" initialFocus={reload}>
      <div className="editor-conflict" lang={lang}>
        <p id="editor-conflict-summary">{conflictSummary(texts, conflict)}</p>
        <p>{fillText(texts.yourChange, { action })}</p>
        {comparing ? (
          <div id="editor-conflict-compare">
            {request.op === "saveModule" ? <FieldComparison texts={texts} stale={stale} locale={locale} /> : <ChangeList texts={texts} conflict={conflict} editorLocale={editorLocale} />}
          </div>
        ) : null}
        <div className="editor-conflict__actions">
          {/* Reload first: the safe choice takes the focus when the dialog opens. */}
          <button type="button" ref={reload} className="editor-button editor-button--primary" onClick={() => onChoose("reload")} aria-describedby="editor-conflict-reload-hint">
            {texts.reload}
          </button>
          <span id="editor-conflict-reload-hint" className="editor-hint">{texts.reloadHint}</span>
          <button type="button" className="editor-button" aria-expanded={comparing} aria-controls="editor-conflict-compare" onClick={() => setComparing(!comparing)}>
            {texts.compare}
          </button>
          {conflict.section ? (
            <>
              <button type="button" className="editor-button" onClick={() => onChoose("overwrite")} aria-describedby="editor-conflict-overwrite-hint">
                {texts.overwrite}
              </button>
              <span id="editor-conflict-overwrite-hint" className="editor-hint">{texts.overwriteHint}</span>
            </>
          ) : null}
        </div>
      </div>
    </EditorDialog>
  );
}
