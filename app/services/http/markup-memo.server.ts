/**
 * The server's memo of page blocks (`MemoBlock`, app/components/markup-memo.tsx; the rule a block
 * obeys is in ~/lib/markup-memo.ts): the markup of a block is kept per block name, place and inputs,
 * and a later render with the same key puts the kept markup in its place instead of rendering the
 * block again. It works on the pieces React writes in a one-pass
 * render (./render-pieces.server.ts): a block that is not kept is rendered between two marks (text
 * pieces React writes as they are), its pieces are taken from the page, kept and put back; a kept block
 * renders one mark, which its markup replaces. In both cases the request's return address and nonce take
 * the place of their stand-ins, escaped as React escapes attribute values.
 *
 * A mark is a text node, and React writes `<!-- -->` between two text nodes that follow each other; the
 * page without marks has none there when the block begins and ends with an element, as a block must. So
 * a `<!-- -->` right after a mark is dropped, and one right before a mark, a block that ends with one, a
 * block with a part React failed or waited for, or a stand-in that reached the markup in another form
 * (encoded, say) makes the render fail: nothing is kept, and the page is rendered again by the stream
 * renderer, which renders every block as it is.
 */
import { STAND_IN, type MarkupMemo, type RequestValues } from "~/lib/markup-memo";

/** Marks begin with a private-use character (none of the site's fonts or texts has one). */
const MARK_START = "\uE000memo:";
const OPEN = `${MARK_START}open:`;
const KEPT = `${MARK_START}kept:`;
const CLOSE = `${MARK_START}close`;
const TEXT_SEPARATOR = "<!-- -->";
/** How React marks a part it left to the browser (`<!--$!-->`: failed) or still waits for (`<!--$?-->`). */
const UNFINISHED_PART = /<!--\$[!?]-->/;

/** A block's markup cut at the stand-ins: `values[i]` goes between `parts[i]` and `parts[i + 1]`. */
interface KeptBlock {
  parts: string[];
  values: (keyof RequestValues)[];
}

/** Blocks kept at most (each ~10–30 KB of markup; the oldest used goes first). */
const MOST_KEPT = 200;
const kept = new Map<string, KeptBlock>();

function recall(key: string): KeptBlock | undefined {
  const block = kept.get(key);
  if (block) {
    kept.delete(key);
    kept.set(key, block);
  }
  return block;
}

function keep(key: string, block: KeptBlock): void {
  if (kept.size >= MOST_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(key, block);
}

/** Forgets every kept block (tests). */
export function forgetKeptBlocks(): void {
  kept.clear();
}

const STAND_INS = new RegExp(`${STAND_IN.returnTo}|${STAND_IN.nonce}`, "g");
const STAND_IN_NAMES = new Map(Object.entries(STAND_IN).map(([name, text]) => [text, name as keyof RequestValues]));
/** A stand-in's first character encoded as a URL would carry it. */
const ENCODED_STAND_IN = encodeURIComponent(STAND_IN.returnTo[0]!);

/** The captured markup cut at its stand-ins; null when a stand-in reached it in another form. */
function cut(markup: string): KeptBlock | null {
  const parts: string[] = [];
  const values: (keyof RequestValues)[] = [];
  let from = 0;
  for (const match of markup.matchAll(STAND_INS)) {
    parts.push(markup.slice(from, match.index));
    values.push(STAND_IN_NAMES.get(match[0])!);
    from = match.index + match[0].length;
  }
  parts.push(markup.slice(from));
  const rest = parts.join("");
  return rest.includes(STAND_IN.returnTo[0]!) || rest.includes(ENCODED_STAND_IN) ? null : { parts, values };
}

const ESCAPED: Record<string, string> = { '"': "&quot;", "&": "&amp;", "'": "&#x27;", "<": "&lt;", ">": "&gt;" };

/** As React escapes an attribute's value or a text. */
function escaped(value: string): string {
  return value.replace(/["&'<>]/g, (c) => ESCAPED[c]!);
}

function filled(block: KeptBlock, values: RequestValues): string {
  let markup = block.parts[0]!;
  for (let i = 0; i < block.values.length; i++) markup += escaped(values[block.values[i]!] ?? "") + block.parts[i + 1]!;
  return markup;
}

/** Where the page's pieces go once the marks are replaced. */
export interface PieceSink {
  append(piece: string): void;
}

interface Slot {
  key: string;
  values: RequestValues;
  block: KeptBlock | undefined;
}

/** The memo's side of one render: the blocks it opened, and the markup of the one being captured. */
export class RenderMemo implements MarkupMemo {
  private readonly slots: Slot[] = [];
  private capture: { slot: Slot; markup: string } | null = null;
  private afterMark = false;
  private lastWasSeparator = false;
  /** JSON of the objects among this render's inputs: the root data, an input of both blocks, is written once. */
  private readonly objectJson = new WeakMap<object, string>();
  failed = false;

  open(name: string, place: string, inputs: unknown, values: RequestValues): { mark: string; kept: boolean } {
    const key = this.json([name, place, values.nonce === undefined, inputs]);
    const block = recall(key);
    const index = this.slots.push({ key, values, block }) - 1;
    return { mark: `${block ? KEPT : OPEN}${index}`, kept: block !== undefined };
  }

  close(): string {
    return CLOSE;
  }

  /** Passes one of React's pieces on to `sink`, a mark replaced by its block's markup. */
  take(piece: string, sink: PieceSink): void {
    if (piece.startsWith(MARK_START) && this.mark(piece, sink)) return;
    if (this.afterMark) {
      this.afterMark = false;
      if (piece === TEXT_SEPARATOR) return;
    }
    if (this.capture) {
      this.capture.markup += piece;
      return;
    }
    this.lastWasSeparator = piece === TEXT_SEPARATOR;
    sink.append(piece);
  }

  /** Acts on a mark; false when the piece only looked like one. */
  private mark(piece: string, sink: PieceSink): boolean {
    if (piece === CLOSE) {
      if (!this.capture) return false;
      const { slot, markup } = this.capture;
      this.capture = null;
      const block = markup.endsWith(TEXT_SEPARATOR) || UNFINISHED_PART.test(markup) ? null : cut(markup);
      if (!block) {
        this.failed = true;
        return true;
      }
      keep(slot.key, block);
      this.put(block, slot.values, sink);
      return true;
    }
    const slot = this.slots[Number(piece.slice(piece.lastIndexOf(":") + 1))];
    if (!slot || this.capture) return false;
    if (this.lastWasSeparator) this.failed = true;
    if (piece.startsWith(OPEN)) {
      this.capture = { slot, markup: "" };
      this.afterMark = true;
    } else if (piece.startsWith(KEPT) && slot.block) {
      this.put(slot.block, slot.values, sink);
    } else {
      return false;
    }
    return true;
  }

  /** A key's JSON: arrays written element by element, each object once per render. */
  private json(value: unknown): string {
    if (Array.isArray(value)) return `[${value.map((item) => this.json(item)).join(",")}]`;
    if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
    let text = this.objectJson.get(value);
    if (text === undefined) this.objectJson.set(value, (text = JSON.stringify(value)));
    return text;
  }

  private put(block: KeptBlock, values: RequestValues, sink: PieceSink): void {
    sink.append(filled(block, values));
    this.afterMark = true;
    this.lastWasSeparator = false;
  }
}
