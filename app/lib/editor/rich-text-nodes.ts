/**
 * The Lexical node classes rich text may hold: the editor registers exactly these, and the server's
 * check on save parses with exactly these, so what the editor can write the server accepts, and a
 * node type outside this list is refused. Paragraph, text, line break and tab come with Lexical.
 * This module pulls in Lexical: only the editor (app/components/editor, app/services/editor) imports it.
 */
import { LinkNode } from "@lexical/link";
import { ListItemNode, ListNode } from "@lexical/list";
import { HeadingNode, QuoteNode } from "@lexical/rich-text";
import type { Klass, LexicalNode } from "lexical";

export const RICH_TEXT_NODES: readonly Klass<LexicalNode>[] = [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode];

/** The node types Lexical registers itself (root, paragraph, text, linebreak, tab). */
const BUILT_IN_TYPES = ["root", "paragraph", "text", "linebreak", "tab"];

/** Every node type stored rich text may contain. */
export const RICH_TEXT_NODE_TYPES: ReadonlySet<string> = new Set([...BUILT_IN_TYPES, ...RICH_TEXT_NODES.map((node) => node.getType())]);

/** The editor's namespace (shared by the browser editor and the server's headless one). */
export const RICH_TEXT_NAMESPACE = "festival-rich-text";
