// Lexical editor state (the JSON the editor stores) — only the shape the server walker reads.

export interface LexicalNode {
  type: string;
  children?: LexicalNode[];
  text?: string;
  format?: number | string;
  tag?: string;
  listType?: "bullet" | "number" | "check";
  url?: string;
  target?: string | null;
  rel?: string | null;
  checked?: boolean;
  value?: number;
}

export interface LexicalState {
  root: LexicalNode;
}

/** Lexical's text format bits. */
export const TEXT_FORMAT = {
  bold: 1,
  italic: 2,
  strikethrough: 4,
  underline: 8,
  code: 16,
  subscript: 32,
  superscript: 64,
  highlight: 128,
} as const;

// A path on this site starts with one slash; "//host" and "/\host" lead to another site.
const SAFE_URL = /^(https?:|mailto:|tel:|\/(?![/\\])|#)/i;

/** Links keep only http(s), mailto, tel, same-site paths and anchors; "javascript:" and the like are dropped. */
export function safeLinkUrl(url: unknown): string | null {
  if (typeof url !== "string") return null;
  const trimmed = url.trim();
  return SAFE_URL.test(withoutControlCharacters(trimmed)) ? trimmed : null;
}

/** `url` as browsers read its scheme: they ignore control characters and whitespace in it ("java\tscript:"). */
export function withoutControlCharacters(url: string): string {
  return url.replace(/[\u0000-\u0020]/g, "");
}

/** Accepts the state as stored (a JSON string) or parsed; anything else is no content. */
export function parseRichText(value: unknown): LexicalState | null {
  let parsed = value;
  if (typeof value === "string") {
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (parsed && typeof parsed === "object" && "root" in parsed) {
    const root = (parsed as LexicalState).root;
    if (root && typeof root === "object" && Array.isArray(root.children)) return parsed as LexicalState;
  }
  return null;
}

/** The plain text of a state (for search, meta descriptions and teasers). */
export function richTextToPlain(value: unknown): string {
  const state = parseRichText(value);
  if (!state) return "";
  const blocks: string[] = [];
  const walk = (node: LexicalNode): string =>
    node.type === "text" ? node.text ?? "" : node.type === "linebreak" ? "\n" : (node.children ?? []).map(walk).join("");
  for (const block of state.root.children ?? []) blocks.push(walk(block));
  return blocks.join("\n").trim();
}

/**
 * True when rich text shows nothing: no value, no blocks, or only blank paragraphs. A `{de, en}`
 * pair is as empty as its German text (German is the one that is required).
 */
export function isEmptyRichText(value: unknown): boolean {
  if (value && typeof value === "object" && !("root" in value) && "de" in value) return isEmptyRichText((value as { de: unknown }).de);
  return richTextToPlain(value).trim() === "";
}
