import { useEffect, useRef } from "react";
import { localizedText, withLocalizedField } from "~/lib/editor/localized-field";
import type { EditorModuleInfo } from "~/lib/editor/edit-mode";
import { useAutosave } from "./autosave/autosave-context";
import { ModuleSaveStatus } from "./autosave/autosave-status";
import { useEditor } from "./editor-context";

/**
 * A headline module's text edited in place: an input over the heading that saves itself a moment after
 * the last keystroke; Enter or leaving the field saves at once and closes, Escape drops what is not
 * saved yet. Only with script (without it the side panel edits the headline).
 */
export function InlineHeadline({ module, onDone }: { module: EditorModuleInfo; onDone: () => void }) {
  const { texts, locale } = useEditor();
  const autosave = useAutosave();
  const ref = useRef<HTMLInputElement>(null);
  const finished = useRef(false);
  const initial = localizedText(module.fields.content, locale);
  useEffect(() => ref.current?.focus(), []);

  // The fields as they were when editing began: a later autosave's answer must not change the base.
  const base = useRef(module);
  const report = () => {
    const value = ref.current?.value.trim() ?? "";
    const { fields, onlineFrom, onlineTo } = base.current;
    if (value === initial && !autosave.queue.hasUnsaved(module.id)) return;
    autosave.change(module.id, { fields: withLocalizedField(fields, "content", value, locale), online_from: onlineFrom, online_to: onlineTo });
  };
  const save = async () => {
    if (finished.current) return;
    finished.current = true;
    report();
    await autosave.flush(module.id);
    onDone();
  };
  const level = Number(module.fields.headline_level) || 2;
  const hintId = `editor-inline-${module.id}-hint`;
  return (
    <div className={`editor-inline-headline editor-inline-headline--h${level}`}>
      <input
        ref={ref}
        type="text"
        defaultValue={initial}
        aria-label={texts.modules.inlineHeadline}
        aria-describedby={hintId}
        onInput={report}
        onBlur={() => void save()}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            void save();
          } else if (event.key === "Escape") {
            event.preventDefault();
            finished.current = true;
            autosave.discard(module.id);
            onDone();
          }
        }}
      />
      <p id={hintId} className="editor-hint">
        {texts.modules.inlineHint} <ModuleSaveStatus moduleId={module.id} />
      </p>
    </div>
  );
}
