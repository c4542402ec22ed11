import { lazy, Suspense, useRef } from "react";
import type { EditorModuleInfo } from "~/lib/editor/edit-mode";
import { localizedValue, withLocalizedField } from "~/lib/editor/localized-field";
import { useEditor } from "./editor-context";

// Lexical is a chunk of its own: only an editor who edits a text loads it.
const RichTextEditor = lazy(() => import("./rich-text-editor"));

/** A text module edited in place with the rich-text editor; Save writes the page locale's text, Cancel drops the change. */
export function InlineText({ module, onDone }: { module: EditorModuleInfo; onDone: () => void }) {
  const { texts, locale, calls } = useEditor();
  const initial = localizedValue(module.fields.content, locale);
  const changed = useRef<{ json: unknown } | null>(null);
  const save = async () => {
    if (changed.current) {
      const fields = withLocalizedField(module.fields, "content", changed.current.json, locale);
      const answer = await calls.saveModule(module.id, { fields, online_from: module.onlineFrom, online_to: module.onlineTo });
      if (!answer.ok) return;
    }
    onDone();
  };
  return (
    <div
      className="editor-inline-text"
      onKeyDown={(event) => {
        if (event.key === "Escape" && !event.defaultPrevented) onDone();
      }}
    >
      <Suspense fallback={<p className="editor-hint">…</p>}>
        <RichTextEditor
          id={`editor-text-${module.id}`}
          label={texts.moduleTypes.text}
          initial={initial}
          onChange={(json) => (changed.current = { json })}
          autoFocus
        />
      </Suspense>
      <p className="editor-panel__actions">
        <button type="button" className="editor-button editor-button--primary" onClick={() => void save()}>
          {texts.modules.save}
        </button>
        <button type="button" className="editor-button" onClick={onDone}>
          {texts.modules.cancel}
        </button>
      </p>
    </div>
  );
}
