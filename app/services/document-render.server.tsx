/**
 * Renders a document to a streamed Response. Browsers get the shell as soon as it is ready; bots
 * and no-script clients (`allReady`) get the whole document before the first byte. Every render
 * error is reported; one before the answer started makes it a 500, unless a part of the page that
 * fails alone contained it (a CMS module, app/lib/part-failures.ts): then it is reported with the
 * part's name and the page keeps its status. A render still unfinished after `timeoutMs` is aborted,
 * and one aborted before its answer started is a 503 with `Retry-After` (the server is too busy),
 * never a 500.
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@remix-run/node";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { PartFailures, PartFailuresContext } from "~/lib/part-failures";
import { busyAnswer, SHED_RETRY_AFTER_SECONDS } from "./load-shedding.server";
import { reportError } from "./monitoring.server";

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

export function renderDocument(element: ReactNode, options: DocumentRenderOptions): Promise<Response> {
  const { request, headers, nonce, allReady, timeoutMs, cacheControl } = options;
  let status = options.status;
  let answered = false;
  let aborted = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const parts = new PartFailures();
  return new Promise<Response>((resolve, reject) => {
    function answer(response: Response) {
      answered = true;
      resolve(response);
    }
    const ready = () => {
      if (aborted) {
        answer(busyResponse(request, headers));
        return;
      }
      const body = new PassThrough();
      headers.set("Content-Type", "text/html; charset=utf-8");
      cacheControl(status, headers);
      answer(new Response(createReadableStreamFromReadable(body), { headers, status }));
      pipe(body);
      body.once("end", () => clearTimeout(timer));
    };
    const { pipe, abort } = renderToPipeableStream(<PartFailuresContext.Provider value={parts}>{element}</PartFailuresContext.Provider>, {
      nonce,
      ...(allReady ? { onAllReady: ready } : { onShellReady: ready }),
      onShellError(error: unknown) {
        clearTimeout(timer);
        if (aborted) answer(busyResponse(request, headers));
        else reject(error); // Remix reports it and renders the error boundary
      },
      onError(error: unknown) {
        // The abort reaches every unfinished boundary; it is reported once, below.
        if (aborted) return;
        const part = parts.fail(error);
        if (!answered && !part) status = 500;
        reportError(error, { url: request.url, during: "render", ...part });
      },
    });
    timer = setTimeout(() => {
      aborted = true;
      reportError(new Error(`Render aborted after ${timeoutMs} ms${answered ? " (answer already started)" : "; answered 503"}`), { url: request.url });
      abort();
    }, timeoutMs);
  });
}
