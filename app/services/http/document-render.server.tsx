/**
 * Renders a document to a Response with the whole page in one body. A document that renders in one
 * synchronous pass (nothing suspends, nothing fails) is rendered as React's string pieces, joined in
 * runs (./render-pieces.server.ts), and encoded once: that skips the stream renderer's encoding piece
 * by piece into chunks, and its stream. Any other goes through the stream renderer, as follows. Bots and
 * no-script clients (`allReady`) get it only once every part of the page has rendered; browsers once
 * the shell has, with what is still unfinished left for the browser to render. Either way the answer
 * is written at once: the pages have no boundary worth streaming, and one write spares a stream hop
 * and a compressor call per chunk of the document. Every render error is reported; one before the
 * shell (or, for `allReady`, the whole page) was ready makes it a 500, unless a part of the page that
 * fails alone contained it (a CMS module, app/lib/part-failures.ts): then it is reported with the
 * part's name and the page keeps its status. A render still unfinished after `timeoutMs` is aborted,
 * and one aborted before it was ready is a 503 with `Retry-After` (the server is too busy), never a
 * 500.
 */
import { Writable } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { PartFailures, PartFailuresContext } from "~/lib/part-failures";
import { busyAnswer, SHED_RETRY_AFTER_SECONDS } from "./load-shedding.server";
import { reportError } from "./monitoring.server";
import { renderWhole } from "./render-pieces.server";

export interface DocumentRenderOptions {
  request: Request;
  status: number;
  headers: Headers;
  nonce: string | undefined;
  /** Wait for the whole document (bots, no-script clients) rather than the shell only. */
  allReady: boolean;
  timeoutMs: number;
  /** Sets Cache-Control for the final status (called once the status is known). */
  cacheControl: (status: number, headers: Headers) => void;
}

function busyResponse(request: Request, headers: Headers): Response {
  const { type, body } = busyAnswer(new URL(request.url).pathname);
  headers.set("Content-Type", type);
  headers.set("Retry-After", String(SHED_RETRY_AFTER_SECONDS));
  headers.set("Cache-Control", "no-store");
  return new Response(body, { status: 503, headers });
}

/** Collects what React writes; `done` gets the whole document once React ends it. */
function collector(done: (body: Buffer) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    final(callback) {
      done(Buffer.concat(chunks));
      callback();
    },
  });
}

const DOCTYPE = "<!DOCTYPE html>";

/** Encoding space kept between renders: a page is encoded into it and copied out at its exact size. */
let scratch = Buffer.allocUnsafe(0);
/** A page that could need more than this is encoded into space of its own, not kept. */
const MAX_SCRATCH_BYTES = 1024 * 1024;

/**
 * The page's runs as UTF-8 bytes after `prefix` (ASCII), each run in one pass (`Buffer.from` passes
 * twice: it measures the bytes first). A UTF-16 unit is at most three bytes, so the page is written
 * into space for three per unit and copied out: memory allocated per render is what the page needs,
 * not three times it. (Buffers live outside V8's heap but count towards it: ~200 KB allocated per
 * programme render for ~70 KB of page brought V8's full collections about twice as often.)
 */
function utf8(prefix: string, runs: readonly string[]): Buffer {
  let units = 0;
  for (const run of runs) units += run.length;
  const most = prefix.length + units * 3;
  const kept = most <= MAX_SCRATCH_BYTES;
  if (kept && scratch.length < most) scratch = Buffer.allocUnsafe(most);
  const space = kept ? scratch : Buffer.allocUnsafe(most);
  let end = space.write(prefix, "latin1");
  for (const run of runs) end += space.write(run, end);
  const bytes = space.subarray(0, end);
  return kept ? Buffer.from(bytes) : bytes;
}

/** The whole document's bytes from one synchronous pass, or null when a part failed or waited (or all of it failed). */
function renderedInOnePass(element: ReactNode): Buffer | null {
  const runs = renderWhole(<PartFailuresContext.Provider value={new PartFailures()}>{element}</PartFailuresContext.Provider>);
  if (runs === null) return null;
  // The stream renderer writes the doctype before a root <html>; the one-pass render does not.
  return utf8(runs[0]?.startsWith("<html") ? DOCTYPE : "", runs);
}

/**
 * The page's bytes as the body's one chunk. A string body would be checked for lone surrogates first, a
 * pass over the page for nothing; a byte body is copied whole by the Response.
 */
function bytesOnce(bytes: Buffer): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/** `page` makes the document's element, once per render pass: a second pass only when the first could not finish. */
export function renderDocument(page: () => ReactNode, options: DocumentRenderOptions): Promise<Response> {
  const whole = renderedInOnePass(page());
  if (whole === null) return renderStreamed(page(), options);
  const { headers, status, cacheControl } = options;
  headers.set("Content-Type", "text/html; charset=utf-8");
  cacheControl(status, headers);
  return Promise.resolve(new Response(bytesOnce(whole), { headers, status }));
}

function renderStreamed(element: ReactNode, options: DocumentRenderOptions): Promise<Response> {
  const { request, headers, nonce, allReady, timeoutMs, cacheControl } = options;
  let status = options.status;
  /** The status is decided and React writes the document (the shell, or for `allReady` all of it). */
  let ready = false;
  let aborted = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const parts = new PartFailures();
  return new Promise<Response>((resolve, reject) => {
    const onReady = () => {
      if (aborted) {
        resolve(busyResponse(request, headers));
        return;
      }
      ready = true;
      headers.set("Content-Type", "text/html; charset=utf-8");
      cacheControl(status, headers);
      pipe(
        collector((body) => {
          clearTimeout(timer);
          resolve(new Response(new Uint8Array(body), { headers, status }));
        }),
      );
    };
    const { pipe, abort } = renderToPipeableStream(<PartFailuresContext.Provider value={parts}>{element}</PartFailuresContext.Provider>, {
      nonce,
      ...(allReady ? { onAllReady: onReady } : { onShellReady: onReady }),
      onShellError(error: unknown) {
        clearTimeout(timer);
        if (aborted) resolve(busyResponse(request, headers));
        else reject(error); // Remix reports it and renders the error boundary
      },
      onError(error: unknown) {
        // The abort reaches every unfinished boundary; it is reported once, below.
        if (aborted) return;
        const part = parts.fail(error);
        if (!ready && !part) status = 500;
        reportError(error, { url: request.url, during: "render", ...part });
      },
    });
    timer = setTimeout(() => {
      aborted = true;
      reportError(new Error(`Render aborted after ${timeoutMs} ms${ready ? " (the shell is sent, the rest left to the browser)" : "; answered 503"}`), { url: request.url });
      abort();
    }, timeoutMs);
  });
}
