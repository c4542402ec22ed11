/**
 * Asks before unsaved changes are left behind: Keep editing (the default, also Escape), Discard, or
 * Save and close/leave. A modal <dialog> (focus stays inside; the provider returns it afterwards);
 * while saving, the buttons wait and the dialog says so.
 */
import { useEffect, useRef, useState } from "react";
import type { EditorTexts } from "~/lib/editor/texts";

interface UnsavedDialogProps {
  texts: EditorTexts["autosave"];
  /** Closing a module's editor, or leaving the page. */
  kind: "close" | "leave";
  onKeep(): void;
  onDiscard(): void;
  onSave(): Promise<void>;
}

export function UnsavedDialog({ texts, kind, onKeep, onDiscard, onSave }: UnsavedDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    const dialog = ref.current;
    // Opened after the event that asked (an Escape key still being handled would close it at once).
    const timer = setTimeout(() => {
      if (dialog && !dialog.open) dialog.showModal();
      keep.current?.focus();
    }, 0);
    return () => {
      clearTimeout(timer);
      dialog?.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className="editor-dialog editor-unsaved"
      role="alertdialog"
      aria-labelledby="editor-unsaved-title"
      aria-describedby="editor-unsaved-text"
      onCancel={(event) => {
        event.preventDefault();
        if (!saving) onKeep();
      }}
    >
      <h2 id="editor-unsaved-title">{texts.unsavedTitle}</h2>
      <p id="editor-unsaved-text">{saving ? texts.saving : texts.unsavedText}</p>
      <p className="editor-panel__actions">
        <button ref={keep} type="button" className="editor-button" disabled={saving} onClick={onKeep}>
          {texts.keepEditing}
        </button>
        <button type="button" className="editor-button editor-button--danger" disabled={saving} onClick={onDiscard}>
          {texts.discard}
        </button>
        <button
          type="button"
          className="editor-button editor-button--primary"
          disabled={saving}
          onClick={() => {
            setSaving(true);
            void onSave();
          }}
        >
          {kind === "close" ? texts.saveAndClose : texts.saveAndLeave}
        </button>
      </p>
    </dialog>
  );
}
