/**
 * Copy and paste (with script only: the clipboard lives in the browser): "Copy" on a module's frame and
 * on a section's bar, "Paste here" in each column for a copied module (added with new ids like any new
 * module) and after each section for a copied section (the paste route makes new ids and a slug).
 */
import { useState } from "react";
import type { EditorModuleInfo } from "~/lib/editor/edit-mode";
import { ClipboardModule, PasteSection } from "~/lib/editor/requests";
import { fillText } from "~/lib/editor/texts";
import { useClipboard } from "./clipboard";
import { useEditor } from "./editor-context";

const asClipboardModule = (module: EditorModuleInfo) =>
  ClipboardModule.safeParse({ type: module.type, column: module.column, fields: module.fields, online_from: module.onlineFrom, online_to: module.onlineTo });

function CopyButton({ label, onCopy }: { label: string; onCopy: () => boolean }) {
  const { texts, scripted } = useEditor();
  const [copied, setCopied] = useState(false);
  if (!scripted) return null;
  return (
    <>
      <button type="button" className="editor-button" onClick={() => setCopied(onCopy())}>
        {label}
      </button>
      {copied ? <span role="status" className="visually-hidden">{texts.undo.copied}</span> : null}
    </>
  );
}

export function CopyModuleButton({ module }: { module: EditorModuleInfo }) {
  const { texts } = useEditor();
  const [, copy] = useClipboard();
  return (
    <CopyButton
      label={texts.undo.copyModule}
      onCopy={() => {
        const parsed = asClipboardModule(module);
        if (parsed.success) copy({ kind: "module", module: parsed.data });
        return parsed.success;
      }}
    />
  );
}

export function CopySectionButton({ section }: { section: { id: number; layout: string; classes: string } }) {
  const { texts, page } = useEditor();
  const [, copy] = useClipboard();
  return (
    <CopyButton
      label={texts.undo.copySection}
      onCopy={() => {
        const modules = Object.values(page.modules)
          .filter((m) => m.sectionId === section.id)
          .sort((a, b) => a.column - b.column || a.position - b.position)
          .map((m) => asClipboardModule(m))
          .flatMap((parsed) => (parsed.success ? [parsed.data] : []));
        const parsed = PasteSection.shape.section.safeParse({ model: section.layout, classes: section.classes, modules });
        if (parsed.success) copy({ kind: "section", section: parsed.data });
        return parsed.success;
      }}
    />
  );
}

/** "Paste here" in a column, when the clipboard holds a module. */
export function PasteModuleButton({ section, column }: { section: number; column: number }) {
  const { texts, calls, interfaceLang } = useEditor();
  const [clipboard] = useClipboard();
  if (clipboard?.kind !== "module") return null;
  const { module } = clipboard;
  const type = (texts.moduleTypes as Record<string, string>)[module.type] ?? module.type;
  return (
    <button
      type="button"
      lang={interfaceLang}
      className="editor-button editor-add"
      onClick={() => void calls.addModule({ section, column, type: module.type, fields: module.fields, online_from: module.online_from, online_to: module.online_to })}
    >
      {fillText(texts.undo.pasteModule, { type })}
    </button>
  );
}

/** "Paste section" after a section (or at the page's end), when the clipboard holds a section. */
export function PasteSectionButton({ after }: { after: number | null }) {
  const { texts, calls, page, interfaceLang } = useEditor();
  const [clipboard] = useClipboard();
  if (clipboard?.kind !== "section") return null;
  return (
    <p className="editor-paste-section" lang={interfaceLang}>
      <button type="button" className="editor-button" onClick={() => void calls.pasteSection({ page: page.pageId, after, section: clipboard.section })}>
        {texts.undo.pasteSection}
      </button>
    </p>
  );
}
