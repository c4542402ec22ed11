/**
 * The visible save state: per module (in its panel, its inline editor and its bar) and for the page
 * (in the toolbar). Plain text, not a live region: the edit mode's status region announces the
 * changes of state (AutosaveProvider), so a screen reader hears "Saved" once, not every keystroke.
 */
import { useEditor } from "../editor-context";
import { useAutosave, useOverallState, useSaveState } from "./autosave-context";
import type { SaveState } from "./queue";
import { formatBerlin } from "~/lib/editor/berlin-time";
import { fillText, type EditorTexts } from "~/lib/editor/texts";

export function saveStateText(texts: EditorTexts["autosave"], state: SaveState): string {
  switch (state.kind) {
    case "saved": return texts.saved;
    case "pending":
    case "saving": return texts.saving;
    case "retrying": return texts.retrying;
    case "invalid": return texts.invalid;
    case "conflict": return texts.conflict;
    case "failed": return fillText(texts.failed, { message: state.message });
  }
}

/** A module's state; `hideWhenSaved` for places that only speak up when something waits (the module's bar). */
export function ModuleSaveStatus({ moduleId, hideWhenSaved = false }: { moduleId: number; hideWhenSaved?: boolean }) {
  const { texts } = useEditor();
  const state = useSaveState(moduleId);
  if (hideWhenSaved && state.kind === "saved") return null;
  return (
    <span className={`editor-save-state editor-save-state--${state.kind}`} data-save-state={state.kind}>
      {saveStateText(texts.autosave, state)}
    </span>
  );
}

/** The page's state in the toolbar, and which changes were restored at the start. */
export function PageSaveStatus() {
  const { texts, editorLocale } = useEditor();
  const { restoredAt } = useAutosave();
  const state = useOverallState();
  const t = texts.autosave;
  const text = { saved: t.allSaved, saving: t.saving, retrying: t.retrying, attention: t.attention }[state];
  return (
    <>
      <span className={`editor-save-state editor-save-state--${state}`} data-save-state={state}>
        {text}
      </span>
      {restoredAt ? (
        <>
          {" "}
          <span className="editor-save-state editor-save-state--restored">{fillText(t.restored, { time: formatBerlin(restoredAt, editorLocale) })}</span>
        </>
      ) : null}
    </>
  );
}
