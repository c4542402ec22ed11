/**
 * A page rendered whole in one synchronous pass, as the list of pieces React writes it in, never joined
 * into one string; null when a part of it failed or had to wait (React left it to the browser).
 *
 * React's string renderer (`renderToString`) appends each of a page's ~12,000 pieces to one string as
 * it goes. Reading that string (searching it, encoding it) makes V8 copy it into one flat string first,
 * and a page of over 64K UTF-16 units with any character beyond Latin-1 in it (a dash, a euro sign, a
 * German quotation mark) is then one of V8's large objects: memory mapped afresh, written and unmapped
 * again on every render. On a virtual machine whose page faults cost ~12 µs each, that copy took
 * ~0.85 ms of a ~6 ms programme render, and the appending had made ~12,000 short-lived links before it.
 *
 * The same renderer behind React's Node stream (`renderToNodeStream`, React 18) hands every piece to
 * its stream's `push` and ends with `push(null)`, all before `renderToNodeStream` returns when nothing
 * on the page waits. Its stream class is taught here, once, to keep the pieces in a list instead (the pieces
 * are strings; the stream is never read), and to keep a fatal error rather than emit it. A render that
 * does not end at once (a part waits for data), or fails, gives null: the caller renders again with
 * the stream renderer, which knows how to wait, time out and report.
 */
import type { ReactNode } from "react";
import { renderToNodeStream, renderToString } from "react-dom/server";

/** How React marks, in a one-pass render, a part it left to the browser: one that failed or had to wait. */
const LEFT_TO_THE_BROWSER = "<!--$!-->";

/** What the taught stream holds after a render. */
interface PieceCollector {
  pieces?: string[];
  ended?: boolean;
  failed?: boolean;
}

function keepPiece(this: PieceCollector, piece: string | null): boolean {
  if (piece === null) this.ended = true;
  else (this.pieces ??= []).push(piece);
  return true;
}

function keepFailure(this: PieceCollector): PieceCollector {
  this.failed = true;
  return this;
}

let taught = false;

/** Teaches React's markup stream class (shared by every `renderToNodeStream` stream) to keep its pieces. */
function teachMarkupStream(): void {
  const markupStream: object = Object.getPrototypeOf(renderToNodeStream(null));
  Object.defineProperty(markupStream, "push", { value: keepPiece });
  Object.defineProperty(markupStream, "destroy", { value: keepFailure });
  taught = true;
}

/** The pieces of `element`'s markup from one synchronous pass, or null when it did not render whole. */
export function renderPieces(element: ReactNode): string[] | null {
  if (!taught) teachMarkupStream();
  const stream = renderToNodeStream(element) as unknown as PieceCollector;
  if (!stream.ended || stream.failed) return null;
  const pieces = stream.pieces ?? [];
  return pieces.includes(LEFT_TO_THE_BROWSER) ? null : pieces;
}

/** `element`'s markup as one string (React's string renderer), or null when it did not render whole. */
export function renderOneString(element: ReactNode): string[] | null {
  let html: string;
  try {
    html = renderToString(element);
  } catch {
    return null;
  }
  return html.includes(LEFT_TO_THE_BROWSER) ? null : [html];
}

/**
 * The page in one pass: in pieces in production; React's development build warns on every
 * `renderToNodeStream` (deprecated in React 18), so development renders the same markup as one string.
 */
export const renderWhole = process.env.NODE_ENV === "production" ? renderPieces : renderOneString;

/** A joined run of pieces stays below V8's large objects (128 KB: 64K units of two bytes each). */
const MOST_UNITS_JOINED = 30_000;

/**
 * Hands `write` the pieces in order, joined into strings of at most 30,000 UTF-16 units each (a
 * longer piece alone): few calls to an encoder, and no string made here is a large object.
 */
export function writeJoined(pieces: readonly string[], write: (text: string) => void): void {
  const flush = (from: number, to: number) => write(to - from === 1 ? pieces[from]! : pieces.slice(from, to).join(""));
  let from = 0;
  let units = 0;
  for (let index = 0; index < pieces.length; index++) {
    const length = pieces[index]!.length;
    if (units + length > MOST_UNITS_JOINED && index > from) {
      flush(from, index);
      from = index;
      units = 0;
    }
    units += length;
  }
  if (from < pieces.length) flush(from, pieces.length);
}
