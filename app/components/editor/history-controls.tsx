/**
 * Undo and redo in the edit mode: the toolbar's two forms (disabled when the editor has nothing to
 * undo or redo on the page, named with the step they would take), the keyboard shortcuts (Ctrl/Cmd+Z,
 * Ctrl/Cmd+Shift+Z, Ctrl+Y) outside text fields and the rich-text editor (those have their own undo),
 * and the notice after a delete that offers to undo it.
 */
import { useEffect, useRef } from "react";
import type { HistoryStep } from "~/lib/editor/edit-mode";
import { fillText } from "~/lib/editor/texts";
import { useEditor } from "./editor-context";
import { EditorForm } from "./editor-form";

/** How long the notice after a delete stays (longer while the focus is in it). */
export const DELETE_NOTICE_MS = 10_000;

/** Whether the key goes to something that edits text (its own undo applies there). */
function typesText(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || target.closest("input, textarea, select, [contenteditable]") !== null);
}

/** Which history key the event is, if any. */
export function historyKey(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey">): "undo" | "redo" | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === "z") return event.shiftKey ? "redo" : "undo";
  if (key === "y" && event.ctrlKey && !event.shiftKey) return "redo";
  return null;
}

function HistoryButton({ kind, step, buttonRef }: { kind: "undo" | "redo"; step: HistoryStep; buttonRef: React.RefObject<HTMLButtonElement> }) {
  const { texts } = useEditor();
  const t = texts.undo;
  const action = step.last ? (t.actions[step.last] ?? step.last) : "";
  const description = step.count === 0 ? (kind === "undo" ? t.nothingToUndo : t.nothingToRedo) : fillText(kind === "undo" ? t.undoLast : t.redoLast, { action });
  return (
    <EditorForm intent={kind === "undo" ? "editor:undo" : "editor:redo"}>
      <button ref={buttonRef} type="submit" className="editor-button" disabled={step.count === 0} title={description} aria-keyshortcuts={kind === "undo" ? "Control+Z Meta+Z" : "Control+Shift+Z Meta+Shift+Z Control+Y"}>
        {t[kind]}
        <span className="visually-hidden"> ({description})</span>
      </button>
    </EditorForm>
  );
}

/** The toolbar's undo and redo, and their keys. */
export function HistoryButtons() {
  const { page } = useEditor();
  const undoButton = useRef<HTMLButtonElement>(null);
  const redoButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const kind = historyKey(event);
      if (!kind || event.defaultPrevented || typesText(event.target)) return;
      event.preventDefault();
      (kind === "undo" ? undoButton : redoButton).current?.click();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return (
    <>
      <HistoryButton kind="undo" step={page.undoRedo.undo} buttonRef={undoButton} />
      <HistoryButton kind="redo" step={page.undoRedo.redo} buttonRef={redoButton} />
    </>
  );
}

/** After a delete: what was deleted and an undo button (a plain form without script), for `DELETE_NOTICE_MS`. */
export function DeleteNotice() {
  const { texts, steps, scripted, interfaceLang } = useEditor();
  const deleted = steps.current.deleted;
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!deleted || !scripted) return;
    const timer = setInterval(() => {
      if (!notice.current?.contains(document.activeElement)) steps.close();
    }, DELETE_NOTICE_MS);
    return () => clearInterval(timer);
  }, [deleted, scripted, steps]);
  const t = texts.undo;
  if (!deleted) return null;
  return (
    <div role="status" className="editor-alert editor-alert--saved editor-delete-notice" ref={notice} lang={interfaceLang}>
      <span>{deleted === "module" ? t.deletedModule : t.deletedSection}</span>{" "}
      <EditorForm intent="editor:undo" className="editor-inline-form" onAnswer={(answer) => answer.ok && steps.close()}>
        <button type="submit" className="editor-button">{t.undoDelete}</button>
      </EditorForm>
    </div>
  );
}
