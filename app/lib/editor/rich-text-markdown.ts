/**
 * Rich text (Lexical editor-state JSON) from a short markdown-like text and back, for the rich-text
 * field without JavaScript (a textarea) and for the seed's texts. The text knows:
 * - blocks separated by an empty line; a single line break inside a paragraph stays a line break;
 * - `## `, `### ` … `###### ` headings (H2–H6);
 * - lines starting with `- ` (a bulleted list) or `1. ` (a numbered list);
 * - inline `**bold**`, `*italic*`, `***both***` and `[text](https://…)` links (only addresses
 *   `safeLinkUrl` keeps become links; others stay text).
 * Anything else a Lexical state holds (quotes, underline …) is written back as its plain text.
 */
import { parseRichText, safeLinkUrl, TEXT_FORMAT, type LexicalNode, type LexicalState } from "../rich-text";

const BLOCK = { direction: "ltr", format: "", indent: 0, version: 1 };

function textNode(text: string, format = 0): LexicalNode {
  return { type: "text", text, format, detail: 0, mode: "normal", style: "", version: 1 } as LexicalNode;
}

function linkNode(url: string, label: string): LexicalNode {
  const external = /^https?:/.test(url);
  return {
    ...BLOCK, type: "link", url, rel: external ? "noopener noreferrer" : null,
    target: external ? "_blank" : null, title: null, children: [textNode(label)],
  } as LexicalNode;
}

/** Inline markup of one line: `***both***`, `**bold**`, `*italic*`, `[label](url)`. */
export function inline(source: string): LexicalNode[] {
  const nodes: LexicalNode[] = [];
  const pattern = /\*\*\*(.+?)\*\*\*|\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((.+?)\)/g;
  let last = 0;
  for (const match of source.matchAll(pattern)) {
    const [whole, both, bold, italic, label, url] = match;
    const index = match.index;
    const safeUrl = url === undefined ? null : safeLinkUrl(url);
    if (label !== undefined && !safeUrl) continue; // an unsafe address stays plain text
    if (index > last) nodes.push(textNode(source.slice(last, index)));
    if (both !== undefined) nodes.push(textNode(both, TEXT_FORMAT.bold | TEXT_FORMAT.italic));
    else if (bold !== undefined) nodes.push(textNode(bold, TEXT_FORMAT.bold));
    else if (italic !== undefined) nodes.push(textNode(italic, TEXT_FORMAT.italic));
    else nodes.push(linkNode(safeUrl!, label!));
    last = index + whole.length;
  }
  if (last < source.length) nodes.push(textNode(source.slice(last)));
  return nodes;
}

/** Lines joined by line-break nodes. */
function lines(texts: string[]): LexicalNode[] {
  return texts.flatMap((text, i) => (i === 0 ? inline(text) : [{ type: "linebreak", version: 1 } as LexicalNode, ...inline(text)]));
}

export const paragraph = (...texts: string[]): LexicalNode =>
  ({ ...BLOCK, type: "paragraph", textFormat: 0, textStyle: "", children: lines(texts) }) as LexicalNode;

export const heading = (level: 2 | 3 | 4 | 5 | 6, text: string): LexicalNode =>
  ({ ...BLOCK, type: "heading", tag: `h${level}`, children: inline(text) }) as LexicalNode;

export function list(listType: "bullet" | "number", items: string[]): LexicalNode {
  return {
    ...BLOCK, type: "list", listType, start: 1, tag: listType === "bullet" ? "ul" : "ol",
    children: items.map((item, i) => ({ ...BLOCK, type: "listitem", value: i + 1, children: inline(item) })),
  } as LexicalNode;
}

/** An editor state of these blocks (a string is a paragraph). */
export function richTextState(...blocks: (LexicalNode | string)[]): LexicalState {
  const children = blocks.map((b) => (typeof b === "string" ? paragraph(b) : b));
  return { root: { ...BLOCK, type: "root", children } as LexicalNode };
}

const HEADING = /^(#{2,6})\s+(.*)$/;
const BULLET = /^[-*]\s+(.*)$/;
const NUMBERED = /^\d+[.)]\s+(.*)$/;

/** The blocks of one paragraph-separated chunk: runs of list lines become lists, headings stand alone. */
function blocksOf(chunk: string[]): LexicalNode[] {
  const blocks: LexicalNode[] = [];
  let text: string[] = [];
  const flush = () => {
    if (text.length) blocks.push(paragraph(...text));
    text = [];
  };
  for (let i = 0; i < chunk.length; i++) {
    const line = chunk[i]!;
    const head = HEADING.exec(line);
    const kind = BULLET.test(line) ? "bullet" : NUMBERED.test(line) ? "number" : null;
    if (head) {
      flush();
      blocks.push(heading(head[1]!.length as 2 | 3 | 4 | 5 | 6, head[2]!.trim()));
    } else if (kind) {
      flush();
      const pattern = kind === "bullet" ? BULLET : NUMBERED;
      const items: string[] = [];
      while (i < chunk.length && pattern.test(chunk[i]!)) items.push(pattern.exec(chunk[i++]!)![1]!.trim());
      i -= 1;
      blocks.push(list(kind, items));
    } else {
      text.push(line.trim());
    }
  }
  flush();
  return blocks;
}

/** The editor state of a markdown-like text; null for an empty text. */
export function markdownToRichText(source: string): LexicalState | null {
  const chunks = source.replace(/\r\n?/g, "\n").split(/\n\s*\n/).map((chunk) => chunk.split("\n").filter((line) => line.trim() !== ""));
  const blocks = chunks.filter((chunk) => chunk.length > 0).flatMap(blocksOf);
  return blocks.length ? richTextState(...blocks) : null;
}

function formatNumber(node: LexicalNode): number {
  return typeof node.format === "number" ? node.format : 0;
}

function inlineText(nodes: LexicalNode[] | undefined): string {
  return (nodes ?? [])
    .map((node) => {
      if (node.type === "text") {
        const text = node.text ?? "";
        const format = formatNumber(node);
        const bold = (format & TEXT_FORMAT.bold) !== 0;
        const italic = (format & TEXT_FORMAT.italic) !== 0;
        if (!text.trim()) return text;
        return bold && italic ? `***${text}***` : bold ? `**${text}**` : italic ? `*${text}*` : text;
      }
      if (node.type === "linebreak") return "\n";
      if ((node.type === "link" || node.type === "autolink") && node.url) return `[${inlineText(node.children)}](${node.url})`;
      return inlineText(node.children);
    })
    .join("");
}

function blockText(node: LexicalNode): string {
  if (node.type === "heading") {
    const level = Math.min(6, Math.max(2, Number(/^h(\d)$/.exec(node.tag ?? "")?.[1] ?? 2)));
    return `${"#".repeat(level)} ${inlineText(node.children)}`;
  }
  if (node.type === "list") {
    return (node.children ?? [])
      .map((item, i) => `${node.listType === "number" ? `${i + 1}.` : "-"} ${inlineText(item.children).replace(/\n/g, " ")}`)
      .join("\n");
  }
  return inlineText(node.children);
}

/** The markdown-like text of a stored editor state (a JSON string or parsed); "" for none. */
export function richTextToMarkdown(value: unknown): string {
  const blocks = parseRichText(value)?.root.children ?? [];
  return blocks.map(blockText).filter((text) => text.trim() !== "").join("\n\n");
}
