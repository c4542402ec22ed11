/**
 * A page rendered whole in one synchronous pass, as the pieces React writes it in, appended into runs
 * of at most 30,000 UTF-16 units and never into one string; null when a part of it failed or had to wait
 * (React left it to the browser).
 *
 * React's string renderer (`renderToString`) appends each of a page's ~11,000 pieces to one string as
 * it goes. Reading that string (searching it, encoding it) makes V8 copy it into one flat string first,
 * and a page of over 64K UTF-16 units with any character beyond Latin-1 in it (a dash, a euro sign, a
 * German quotation mark) is then one of V8's large objects: memory mapped afresh, written and unmapped
 * again on every render. On a virtual machine whose page faults cost ~12 µs each, that copy took
 * ~0.85 ms of a ~6 ms programme render, and the appending had made ~11,000 short-lived links before it.
 *
 * The same renderer behind React's Node stream (`renderToNodeStream`, React 18) hands every piece to
 * its stream's `push` and ends with `push(null)`, all before `renderToNodeStream` returns when nothing
 * on the page waits. Its stream class is taught here, once, to append the pieces into runs instead
 * (the pieces are strings; the stream is never read), and to keep a fatal error rather than emit it.
 * A run stays below V8's large objects (128 KB: 64K units of two bytes each) unless one piece alone is
 * longer, so its one flat copy, made when it is encoded, is an ordinary young object. Appending (V8
 * links the two strings without copying) costs less than collecting a run's pieces in a list and
 * joining it: a programme render ×0.89 and ×0.94 in CPU (`bench/render-ab.ts`, 20 turns each way),
 * where growing the lists and joining them had been ~0.4 ms of a ~4.5 ms render. A render that does
 * not end at once (a part waits for data), or fails, gives null: the caller renders again with the
 * stream renderer, which knows how to wait, time out and report.
 */
import { createElement, type ReactNode } from "react";
import { renderToNodeStream, renderToString } from "react-dom/server";
import { MarkupMemoContext } from "~/lib/markup-memo";
import { RenderMemo } from "./markup-memo.server";

/** How React marks, in a one-pass render, a part it left to the browser: one that failed or had to wait. */
const LEFT_TO_THE_BROWSER = "<!--$!-->";
/** A run is closed before it would grow past this many UTF-16 units. */
const MOST_UNITS_PER_RUN = 30_000;

/** The markup of one render, appended into runs as its pieces arrive (through the render's block memo). */
class Runs {
  /** The closed runs, in order; the open one is `run`. */
  readonly joined: string[] = [];
  private run = "";
  ended = false;
  failed = false;
  leftToTheBrowser = false;

  constructor(private readonly memo: RenderMemo | null) {}

  add(piece: string | null): void {
    if (piece === null) {
      this.close();
      this.ended = true;
      return;
    }
    if (piece === LEFT_TO_THE_BROWSER) this.leftToTheBrowser = true;
    if (this.memo) this.memo.take(piece, this);
    else this.append(piece);
  }

  append(piece: string): void {
    if (this.run.length + piece.length > MOST_UNITS_PER_RUN) this.close();
    this.run += piece;
  }

  private close(): void {
    if (this.run.length === 0) return;
    this.joined.push(this.run);
    this.run = "";
  }
}

/** A React markup stream, as taught: it keeps its render's runs. */
interface TaughtStream {
  runs?: Runs;
}

/** The block memo of the render under way (a render's pieces all arrive while `renderToNodeStream` runs). */
let memoOfThisRender: RenderMemo | null = null;

function keepPiece(this: TaughtStream, piece: string | null): boolean {
  (this.runs ??= new Runs(memoOfThisRender)).add(piece);
  return true;
}

function keepFailure(this: TaughtStream): TaughtStream {
  (this.runs ??= new Runs(memoOfThisRender)).failed = true;
  return this;
}

let taught = false;

/** Teaches React's markup stream class (shared by every `renderToNodeStream` stream) to keep its runs. */
function teachMarkupStream(): void {
  const markupStream: object = Object.getPrototypeOf(renderToNodeStream(null));
  Object.defineProperty(markupStream, "push", { value: keepPiece });
  Object.defineProperty(markupStream, "destroy", { value: keepFailure });
  taught = true;
}

/**
 * `element`'s markup from one synchronous pass, in runs, or null when it did not render whole. Its
 * memo blocks are kept and given again by the server's block memo (./markup-memo.server.ts).
 */
export function renderPieces(element: ReactNode): string[] | null {
  if (!taught) teachMarkupStream();
  const memo = new RenderMemo();
  memoOfThisRender = memo;
  let runs: Runs | undefined;
  try {
    runs = (renderToNodeStream(createElement(MarkupMemoContext.Provider, { value: memo }, element)) as unknown as TaughtStream).runs;
  } finally {
    memoOfThisRender = null;
  }
  if (!runs?.ended || runs.failed || runs.leftToTheBrowser || memo.failed) return null;
  return runs.joined;
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
 * The page in one pass: in runs in production; React's development build warns on every
 * `renderToNodeStream` (deprecated in React 18), so development renders the same markup as one string.
 */
export const renderWhole = process.env.NODE_ENV === "production" ? renderPieces : renderOneString;
