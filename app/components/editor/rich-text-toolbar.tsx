/**
 * The rich-text editor's toolbar: bold, italic, link, bulleted and numbered list, undo, redo. One
 * tab stop (arrow keys, Home and End move between the buttons); a pressed format says so with
 * aria-pressed; undo and redo are disabled when there is nothing to undo or redo. Ctrl/Cmd+K opens
 * the link form as the button does (Lexical itself handles Ctrl/Cmd+B, I, Z and Shift+Z).
 */
import { $createLinkNode, $isLinkNode, $toggleLink, type LinkNode } from "@lexical/link";
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, ListNode, REMOVE_LIST_COMMAND } from "@lexical/list";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { $findMatchingParent, $getNearestNodeOfType, mergeRegister } from "@lexical/utils";
import {
  $createTextNode,
  $getSelection,
  $isRangeSelection,
  $setSelection,
  type BaseSelection,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_LOW,
  FORMAT_TEXT_COMMAND,
  KEY_MODIFIER_COMMAND,
  type LexicalNode,
  REDO_COMMAND,
  UNDO_COMMAND,
} from "lexical";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { EditorTexts } from "~/lib/editor/texts";
import { RichTextLinkDialog } from "./rich-text-link-dialog";
import { ToolbarIcon, type ToolbarIconName } from "./rich-text-toolbar-icons";

type Texts = EditorTexts["richText"];

interface Formats {
  bold: boolean;
  italic: boolean;
  link: { url: string; newWindow: boolean } | null;
  list: "bullet" | "number" | null;
}

const NO_FORMATS: Formats = { bold: false, italic: false, link: null, list: null };

function $linkAround(node: LexicalNode): LinkNode | null {
  return $isLinkNode(node) ? node : $findMatchingParent(node, $isLinkNode);
}

/** What the selection is: its formats, the link it is in, the list it is in. */
function $formats(): Formats {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return NO_FORMATS;
  const anchor = selection.anchor.getNode();
  const link = $linkAround(anchor);
  const list = $getNearestNodeOfType(anchor, ListNode)?.getListType();
  return {
    bold: selection.hasFormat("bold"),
    italic: selection.hasFormat("italic"),
    link: link ? { url: link.getURL(), newWindow: link.getTarget() === "_blank" } : null,
    list: list === "bullet" || list === "number" ? list : null,
  };
}

interface Button {
  key: ToolbarIconName;
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  shortcut?: string;
  expanded?: boolean;
  run(): void;
}

export function RichTextToolbar({ id, texts }: { id: string; texts: Texts }) {
  const [editor] = useLexicalComposerContext();
  const [formats, setFormats] = useState<Formats>(NO_FORMATS);
  const [canUndo, setCanUndo] = useState(false);
  const [canRedo, setCanRedo] = useState(false);
  const [linkOpen, setLinkOpen] = useState<null | "button" | "editor">(null);
  const [focusKey, setFocusKey] = useState<ToolbarIconName>("bold");
  const saved = useRef<BaseSelection | null>(null);
  const buttons = useRef(new Map<ToolbarIconName, HTMLButtonElement>());

  const openLink = useCallback(
    (from: "button" | "editor") => {
      saved.current = editor.getEditorState().read(() => $getSelection()?.clone() ?? null);
      setLinkOpen(from);
    },
    [editor],
  );

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ editorState }) => setFormats(editorState.read($formats))),
        editor.registerCommand(CAN_UNDO_COMMAND, (can) => (setCanUndo(can), false), COMMAND_PRIORITY_LOW),
        editor.registerCommand(CAN_REDO_COMMAND, (can) => (setCanRedo(can), false), COMMAND_PRIORITY_LOW),
        editor.registerCommand(
          KEY_MODIFIER_COMMAND,
          (event) => {
            if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== "k") return false;
            event.preventDefault();
            openLink("editor");
            return true;
          },
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor, openLink],
  );

  /** Runs `change` on the selection the editor had when the link form opened. */
  const onSavedSelection = (change: () => void) => {
    editor.update(() => {
      if (saved.current) $setSelection(saved.current.clone());
      change();
    });
  };

  const closeLink = (focus: "editor" | "button") => {
    setLinkOpen(null);
    if (focus === "button") buttons.current.get("link")?.focus();
    else editor.focus();
  };

  const applyLink = (url: string, newWindow: boolean) => {
    const attributes = newWindow ? { target: "_blank", rel: "noopener noreferrer" } : { target: null, rel: null };
    onSavedSelection(() => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return;
      const current = $linkAround(selection.anchor.getNode());
      if (!selection.isCollapsed()) $toggleLink(url, attributes);
      else if (current) current.setURL(url).setTarget(attributes.target).setRel(attributes.rel);
      else selection.insertNodes([$createLinkNode(url, attributes).append($createTextNode(url))]);
    });
    closeLink("editor");
  };

  const removeLink = () => {
    onSavedSelection(() => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return;
      const current = $linkAround(selection.anchor.getNode());
      if (selection.isCollapsed() && current) {
        for (const child of current.getChildren()) current.insertBefore(child);
        current.remove();
      } else $toggleLink(null);
    });
    closeLink("editor");
  };

  const all: Button[] = [
    { key: "bold", label: texts.bold, pressed: formats.bold, shortcut: "Control+B Meta+B", run: () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, "bold") },
    { key: "italic", label: texts.italic, pressed: formats.italic, shortcut: "Control+I Meta+I", run: () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, "italic") },
    { key: "link", label: texts.link, pressed: formats.link !== null, expanded: linkOpen !== null, shortcut: "Control+K Meta+K", run: () => openLink("button") },
    {
      key: "bulletList", label: texts.bulletList, pressed: formats.list === "bullet",
      run: () => editor.dispatchCommand(formats.list === "bullet" ? REMOVE_LIST_COMMAND : INSERT_UNORDERED_LIST_COMMAND, undefined),
    },
    {
      key: "numberedList", label: texts.numberedList, pressed: formats.list === "number",
      run: () => editor.dispatchCommand(formats.list === "number" ? REMOVE_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND, undefined),
    },
    { key: "undo", label: texts.undo, disabled: !canUndo, shortcut: "Control+Z Meta+Z", run: () => editor.dispatchCommand(UNDO_COMMAND, undefined) },
    { key: "redo", label: texts.redo, disabled: !canRedo, shortcut: "Control+Shift+Z Meta+Shift+Z Control+Y", run: () => editor.dispatchCommand(REDO_COMMAND, undefined) },
  ];
  const enabled = all.filter((button) => !button.disabled);
  // The one tab stop: the button last moved to, or the first enabled one when that one is disabled.
  const tabStop = enabled.some((button) => button.key === focusKey) ? focusKey : enabled[0]?.key;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((button) => button.key === tabStop);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: enabled.length - 1 }[event.key];
    if (next === undefined || enabled.length === 0) return;
    event.preventDefault();
    const target = enabled[(next + enabled.length) % enabled.length].key;
    setFocusKey(target);
    buttons.current.get(target)?.focus();
  };

  return (
    <>
      <div className="rte-toolbar" role="toolbar" aria-label={texts.toolbar} aria-controls={id} onKeyDown={onKeyDown}>
        {all.map((button) => (
          <button
            key={button.key}
            ref={(element) => {
              if (element) buttons.current.set(button.key, element);
              else buttons.current.delete(button.key);
            }}
            type="button"
            className={`rte-button rte-button-${button.key}`}
            tabIndex={button.key === tabStop ? 0 : -1}
            aria-pressed={button.pressed === undefined ? undefined : button.pressed}
            aria-expanded={button.expanded === undefined ? undefined : button.expanded}
            aria-haspopup={button.key === "link" ? "dialog" : undefined}
            aria-keyshortcuts={button.shortcut}
            disabled={button.disabled}
            title={button.label}
            onFocus={() => setFocusKey(button.key)}
            onClick={button.run}
          >
            <ToolbarIcon name={button.key} />
            <span className="rte-visually-hidden">{button.label}</span>
          </button>
        ))}
      </div>
      {linkOpen && (
        <RichTextLinkDialog
          id={`${id}-link`}
          texts={texts}
          current={formats.link}
          onApply={applyLink}
          onRemove={removeLink}
          onCancel={() => closeLink(linkOpen === "button" ? "button" : "editor")}
        />
      )}
    </>
  );
}
