import { lazy, Suspense, useRef, useState } from "react";
import type { EditorModuleInfo } from "~/lib/editor/edit-mode";
import { localizedValue, withLocalizedField } from "~/lib/editor/localized-field";
import { useAutosave } from "./autosave/autosave-context";
import { ModuleSaveStatus } from "./autosave/autosave-status";
import { useEditor } from "./editor-context";

// Lexical is a chunk of its own: only an editor who edits a text loads it.
const RichTextEditor = lazy(() => import("./rich-text-editor"));

/**
 * A text module edited in place with the rich-text editor: the page locale's text saves itself a
 * moment after the last change; Save sends it at once and closes; Cancel (and Escape) with a change
 * not yet saved asks whether to keep editing, discard it or save it.
 */
export function InlineText({ module, onDone }: { module: EditorModuleInfo; onDone: () => void }) {
  const { texts, locale } = useEditor();
  const autosave = useAutosave();
  // The fields as they were when editing began (the text is this editor's; the rest stays as it was).
  const base = useRef(module);
  const [initial] = useState(() => localizedValue(module.fields.content, locale));
  const report = (json: unknown) => {
    const { fields, onlineFrom, onlineTo } = base.current;
    autosave.change(module.id, { fields: withLocalizedField(fields, "content", json, locale), online_from: onlineFrom, online_to: onlineTo });
  };
  const save = async () => {
    const waiting = autosave.queue.hasUnsaved(module.id);
    if (!(await autosave.flush(module.id))) return;
    if (!waiting) autosave.announceSaved();
    onDone();
  };
  const cancel = () => autosave.leave({ moduleId: module.id, proceed: onDone });
  return (
    <div
      className="editor-inline-text"
      onKeyDown={(event) => {
        if (event.key === "Escape" && !event.defaultPrevented) {
          event.preventDefault();
          cancel();
        }
      }}
    >
      <Suspense fallback={<p className="editor-hint">…</p>}>
        <RichTextEditor
          id={`editor-text-${module.id}`}
          label={texts.moduleTypes.text}
          initial={initial}
          onChange={report}
          autoFocus
        />
      </Suspense>
      <p className="editor-panel__actions">
        <button type="button" className="editor-button editor-button--primary" onClick={() => void save()}>
          {texts.modules.save}
        </button>
        <button type="button" className="editor-button" onClick={cancel}>
          {texts.modules.cancel}
        </button>{" "}
        <ModuleSaveStatus moduleId={module.id} />
      </p>
    </div>
  );
}
