/**
 * Checks rich text (Lexical JSON) before it is saved. A headless Lexical editor with the editor's own
 * node list parses it, so only what the editor can write is stored; the stored value is what that
 * editor exports (normalised). Links must be http(s), mailto, tel, a path on this site or an anchor,
 * and open in the same or a new window.
 */
import { createHeadlessEditor } from "@lexical/headless";
import type { LexicalEditor } from "lexical";
import { RICH_TEXT_NAMESPACE, RICH_TEXT_NODE_TYPES, RICH_TEXT_NODES } from "~/lib/editor/rich-text-nodes";
import { isRecord } from "~/lib/is-record";
import { safeLinkUrl } from "~/lib/rich-text";

export { isEmptyRichText } from "~/lib/rich-text";

/** At most this many characters of JSON per language. */
export const RICH_TEXT_MAX_LENGTH = 100_000;
/** Lists inside lists inside …: deeper than this is no text an editor wrote. */
const MAX_DEPTH = 40;

export const RICH_TEXT_ERRORS = {
  unreadable: "is not rich text the editor can read",
  tooLong: "is too long",
  tooDeep: "is nested too deeply",
  unknownNode: "contains an element the editor does not know: ",
  linkUrl: "links must start with https://, mailto: or tel:",
  linkTarget: "links open in the same or in a new window only",
} as const;

type Checked = { ok: true; value: unknown } | { ok: false; error: string };
type Node = Record<string, unknown>;

const HEADING_TAGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);
const LIST_TYPES = new Set(["bullet", "number"]);

let headless: LexicalEditor | null = null;

/** One headless editor for every check: parsing builds a new state and leaves the editor alone. */
function editor(): LexicalEditor {
  headless ??= createHeadlessEditor({
    namespace: RICH_TEXT_NAMESPACE,
    nodes: [...RICH_TEXT_NODES],
    onError: (error) => {
      throw error;
    },
  });
  return headless;
}

/** Visits every node below `root` (iteratively: no deep recursion); the first message wins. */
function eachNode(root: Node, visit: (node: Node) => string | null): string | null {
  const stack: [Node, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (depth > MAX_DEPTH) return RICH_TEXT_ERRORS.tooDeep;
    const problem = visit(node);
    if (problem) return problem;
    if (node.children === undefined) continue;
    if (!Array.isArray(node.children)) return RICH_TEXT_ERRORS.unreadable;
    for (const child of node.children) {
      if (!isRecord(child)) return RICH_TEXT_ERRORS.unreadable;
      stack.push([child, depth + 1]);
    }
  }
  return null;
}

/** Before parsing: only node types the editor knows, in the shape Lexical reads. */
function shapeProblem(node: Node): string | null {
  if (typeof node.type !== "string") return RICH_TEXT_ERRORS.unreadable;
  if (!RICH_TEXT_NODE_TYPES.has(node.type)) return RICH_TEXT_ERRORS.unknownNode + node.type.slice(0, 40);
  if (node.type === "text" && typeof node.text !== "string") return RICH_TEXT_ERRORS.unreadable;
  // Lexical would quietly turn these into something else: refuse them instead.
  if (node.type === "heading" && !HEADING_TAGS.has(String(node.tag))) return RICH_TEXT_ERRORS.unreadable;
  if (node.type === "list" && !LIST_TYPES.has(String(node.listType))) return RICH_TEXT_ERRORS.unreadable;
  return null;
}

/** After parsing, on what is stored: link addresses and targets. */
function linkProblem(node: Node): string | null {
  if (node.type !== "link") return null;
  if (safeLinkUrl(node.url) === null) return RICH_TEXT_ERRORS.linkUrl;
  if (node.target != null && node.target !== "_blank") return RICH_TEXT_ERRORS.linkTarget;
  return null;
}

function isBlank(value: unknown): boolean {
  return value == null || (typeof value === "string" && value.trim() === "");
}

/** One language's rich text: a state object or its JSON string; answers it in the same form. */
function checkState(value: unknown): Checked {
  if (isBlank(value)) return { ok: true, value };
  const json = typeof value === "string" ? value : JSON.stringify(value);
  if (json === undefined) return { ok: false, error: RICH_TEXT_ERRORS.unreadable };
  if (json.length > RICH_TEXT_MAX_LENGTH) return { ok: false, error: RICH_TEXT_ERRORS.tooLong };
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return { ok: false, error: RICH_TEXT_ERRORS.unreadable };
  }
  if (!isRecord(parsed) || !isRecord(parsed.root) || parsed.root.type !== "root") return { ok: false, error: RICH_TEXT_ERRORS.unreadable };
  const shape = eachNode(parsed.root, shapeProblem);
  if (shape) return { ok: false, error: shape };
  let normalised: { root: Node };
  try {
    normalised = editor().parseEditorState(parsed as never).toJSON() as unknown as { root: Node };
  } catch {
    return { ok: false, error: RICH_TEXT_ERRORS.unreadable };
  }
  const content = eachNode(normalised.root, linkProblem);
  if (content) return { ok: false, error: content };
  return { ok: true, value: typeof value === "string" ? JSON.stringify(normalised) : normalised };
}

/** A `{de, en}` pair (English may be missing, null or empty): a record with no other keys. */
function isPair(value: unknown): value is { de?: unknown; en?: unknown } {
  if (!isRecord(value) || "root" in value) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => key === "de" || key === "en");
}

/**
 * Rich text as the editor saves it: a Lexical state (object or JSON string) or a `{de, en}` pair of
 * them. Answers the normalised value (in the form it came in) or why it cannot be stored. Empty is
 * fine here: whether a field is required is its schema's rule.
 */
export function checkRichText(value: unknown): { ok: true; value: unknown } | { ok: false; error: string } {
  if (!isPair(value)) return checkState(value);
  const out: Record<string, unknown> = {};
  for (const locale of ["de", "en"] as const) {
    if (!(locale in value)) continue;
    const checked = checkState(value[locale]);
    if (!checked.ok) return checked;
    out[locale] = checked.value;
  }
  return { ok: true, value: out };
}
