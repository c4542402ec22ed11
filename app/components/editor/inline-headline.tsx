import { useEffect, useRef } from "react";
import { localizedText, withLocalizedField } from "~/lib/editor/localized-field";
import type { EditorModuleInfo } from "~/lib/editor/edit-mode";
import { useEditor } from "./editor-context";

/**
 * A headline module's text edited in place: an input over the heading; Enter or leaving the field
 * saves, Escape gives up. Only with script (without it the side panel edits the headline).
 */
export function InlineHeadline({ module, onDone }: { module: EditorModuleInfo; onDone: () => void }) {
  const { texts, locale, calls } = useEditor();
  const ref = useRef<HTMLInputElement>(null);
  const finished = useRef(false);
  const initial = localizedText(module.fields.content, locale);
  useEffect(() => ref.current?.focus(), []);

  const save = async () => {
    if (finished.current) return;
    finished.current = true;
    const value = ref.current?.value.trim() ?? "";
    if (value !== initial) {
      const fields = withLocalizedField(module.fields, "content", value, locale);
      await calls.saveModule(module.id, { fields, online_from: module.onlineFrom, online_to: module.onlineTo });
    }
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
        onBlur={() => void save()}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            void save();
          } else if (event.key === "Escape") {
            event.preventDefault();
            finished.current = true;
            onDone();
          }
        }}
      />
      <p id={hintId} className="editor-hint">
        {texts.modules.inlineHint}
      </p>
    </div>
  );
}
