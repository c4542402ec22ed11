/**
 * The in-page rich-text editor (Lexical): bold, italic, links, bulleted and numbered lists, undo and
 * redo, with the node list the server's check uses, so what it saves the server accepts. Every change
 * of the content (not of the selection alone) is reported as Lexical JSON (`editorState.toJSON()`).
 * The edit mode loads it with React.lazy (it is the default export); it is safe to import on the
 * server: until it is mounted in the browser it shows the stored text as visitors see it. Its styles: app/styles/editor-rich-text.css.
 */
import { LexicalComposer, type InitialConfigType } from "@lexical/react/LexicalComposer";
import { ContentEditable } from "@lexical/react/LexicalContentEditable";
import { LexicalErrorBoundary } from "@lexical/react/LexicalErrorBoundary";
import { HistoryPlugin } from "@lexical/react/LexicalHistoryPlugin";
import { LinkPlugin } from "@lexical/react/LexicalLinkPlugin";
import { ListPlugin } from "@lexical/react/LexicalListPlugin";
import { OnChangePlugin } from "@lexical/react/LexicalOnChangePlugin";
import { RichTextPlugin } from "@lexical/react/LexicalRichTextPlugin";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { useContext, useEffect, useMemo, useState } from "react";
import { RichText } from "~/components/cms/rich-text";
import { isAllowedLinkUrl } from "~/lib/editor/link-url";
import { RICH_TEXT_NAMESPACE, RICH_TEXT_NODE_TYPES, RICH_TEXT_NODES } from "~/lib/editor/rich-text-nodes";
import type { EditorTexts } from "~/lib/editor/texts";
import { parseRichText, type LexicalNode } from "~/lib/rich-text";
import { CaretSyncPlugin } from "./caret-sync-plugin";
import { EditorContext } from "./editor-context";
import { RICH_TEXT_THEME } from "./rich-text-theme";
import { RichTextToolbar } from "./rich-text-toolbar";

export interface RichTextEditorProps {
  /** The id of the editable area (unique on the page); the toolbar and the link form derive theirs from it. */
  id: string;
  /** The accessible name of the editable area. */
  label: string;
  /** One language's stored rich text: Lexical JSON, its JSON string, or null. */
  initial: unknown;
  /** Called with the editor's state as Lexical JSON after every change. */
  onChange(json: unknown): void;
  autoFocus?: boolean;
  /** The texts, when the editor is used outside the edit mode (else the edit mode's texts). */
  texts?: EditorTexts["richText"];
}

/** HistoryPlugin merges changes within this many milliseconds into one undo step. */
const HISTORY_DELAY = 500;

type Initial = { kind: "empty" } | { kind: "state"; json: string } | { kind: "unsupported" };

function usesOnlyKnownNodes(node: LexicalNode): boolean {
  return RICH_TEXT_NODE_TYPES.has(node.type) && (node.children ?? []).every(usesOnlyKnownNodes);
}

/** What the editor starts with; a text holding nodes the editor does not know is not editable here (saving would lose them). */
export function initialEditorState(initial: unknown): Initial {
  const state = parseRichText(initial);
  if (!state || (state.root.children ?? []).length === 0) return { kind: "empty" };
  if (!usesOnlyKnownNodes(state.root)) return { kind: "unsupported" };
  return { kind: "state", json: JSON.stringify(state) };
}

function AutoFocus() {
  const [editor] = useLexicalComposerContext();
  useEffect(() => editor.focus(), [editor]);
  return null;
}

export function RichTextEditor({ id, label, initial, onChange, autoFocus, texts: ownTexts }: RichTextEditorProps) {
  const context = useContext(EditorContext);
  const texts = ownTexts ?? context?.texts.richText;
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  // Read once: Lexical owns the text after the first render.
  const [start] = useState(() => initialEditorState(initial));
  const config = useMemo<InitialConfigType>(
    () => ({
      namespace: RICH_TEXT_NAMESPACE,
      nodes: [...RICH_TEXT_NODES],
      theme: RICH_TEXT_THEME,
      editorState: start.kind === "state" ? start.json : undefined,
      onError: (error) => {
        throw error;
      },
    }),
    [start],
  );
  if (!texts) throw new Error("RichTextEditor needs the edit mode's texts or a texts prop");

  if (start.kind === "unsupported" || !mounted) {
    return (
      <div className="rte rte-static" data-rich-text-editor={mounted ? "unsupported" : "loading"}>
        {start.kind === "unsupported" && <p className="rte-notice">{texts.unsupported}</p>}
        <RichText value={initial} className="rte-content rich-text" />
      </div>
    );
  }

  return (
    <div className="rte" data-rich-text-editor="ready">
      <LexicalComposer initialConfig={config}>
        <RichTextToolbar id={id} texts={texts} />
        <RichTextPlugin
          contentEditable={<ContentEditable id={id} className="rte-content rich-text" aria-label={label} aria-multiline="true" role="textbox" />}
          ErrorBoundary={LexicalErrorBoundary}
        />
        <HistoryPlugin delay={HISTORY_DELAY} />
        <ListPlugin />
        <LinkPlugin validateUrl={isAllowedLinkUrl} />
        <CaretSyncPlugin />
        {/* A moved caret is no change: only edits are reported (each report may start a save). */}
        <OnChangePlugin ignoreSelectionChange onChange={(editorState) => onChange(editorState.toJSON())} />
        {autoFocus && <AutoFocus />}
      </LexicalComposer>
    </div>
  );
}

export default RichTextEditor;
