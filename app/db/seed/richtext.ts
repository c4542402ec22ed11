/**
 * A tiny builder for Lexical editor-state JSON, so seed texts read like prose:
 * `doc(h(2, "Titel"), p("Text mit **fett**, *kursiv* und [Link](https://…)."), ul("eins", "zwei"))`.
 */
import type { LexicalNode, LexicalState } from "../../lib/rich-text";

const BLOCK = { direction: "ltr", format: "", indent: 0, version: 1 };

function textNode(text: string, format = 0): LexicalNode {
  return { type: "text", text, format, detail: 0, mode: "normal", style: "", version: 1 } as LexicalNode;
}

/** Inline markup: `**bold**`, `*italic*`, `[label](url)`. */
export function inline(source: string): LexicalNode[] {
  const nodes: LexicalNode[] = [];
  const pattern = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((.+?)\)/g;
  let last = 0;
  for (const match of source.matchAll(pattern)) {
    if (match.index! > last) nodes.push(textNode(source.slice(last, match.index)));
    if (match[1] !== undefined) nodes.push(textNode(match[1], 1));
    else if (match[2] !== undefined) nodes.push(textNode(match[2], 2));
    else {
      const external = /^https?:/.test(match[4]);
      nodes.push({
        ...BLOCK, type: "link", url: match[4], rel: external ? "noopener noreferrer" : null,
        target: external ? "_blank" : null, title: null, children: [textNode(match[3])],
      } as LexicalNode);
    }
    last = match.index! + match[0].length;
  }
  if (last < source.length) nodes.push(textNode(source.slice(last)));
  return nodes;
}

export const p = (text: string): LexicalNode =>
  ({ ...BLOCK, type: "paragraph", textFormat: 0, textStyle: "", children: inline(text) }) as LexicalNode;

export const h = (level: 2 | 3 | 4, text: string): LexicalNode =>
  ({ ...BLOCK, type: "heading", tag: `h${level}`, children: inline(text) }) as LexicalNode;

function list(listType: "bullet" | "number", items: string[]): LexicalNode {
  return {
    ...BLOCK, type: "list", listType, start: 1, tag: listType === "bullet" ? "ul" : "ol",
    children: items.map((item, i) => ({ ...BLOCK, type: "listitem", value: i + 1, children: inline(item) })),
  } as LexicalNode;
}

export const ul = (...items: string[]) => list("bullet", items);
export const ol = (...items: string[]) => list("number", items);

/** The editor state as an object (for module fields). */
export function state(...blocks: (LexicalNode | string)[]): LexicalState {
  const children = blocks.map((b) => (typeof b === "string" ? p(b) : b));
  return { root: { ...BLOCK, type: "root", children } as LexicalNode };
}

/** The editor state as stored in a rich-text column. */
export const doc = (...blocks: (LexicalNode | string)[]): string => JSON.stringify(state(...blocks));
