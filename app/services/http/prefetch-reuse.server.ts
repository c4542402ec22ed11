/**
 * An answer to a prefetch may be used by the navigation that follows it.
 *
 * A pointer resting on a link makes the browser prefetch the page's data (`<link rel="prefetch">`,
 * sent with `Sec-Purpose: prefetch`, by older browsers `Purpose: prefetch`). Our pages say
 * `max-age=0` to the browser (shared caches get `s-maxage`), and the browser keeps a prefetched answer
 * no longer than its headers allow: the click that follows asked the server for the same data again,
 * and the page waited for it. The answer to a prefetch therefore says `max-age=PREFETCH_REUSE_SECONDS`
 * where the page's own answer says `max-age=0`; `Vary: Cookie` keeps it from a visitor whose cookies
 * changed meanwhile (a cart, the Merkliste, consent), and an answer that may not be stored
 * (`no-store`: an editor's session, a Set-Cookie answer) stays as it is. The page cache keeps the
 * page's own headers: the change is made only as this answer's headers are written.
 */
import type { IncomingHttpHeaders, OutgoingHttpHeaders, ServerResponse } from "node:http";

/** How long the browser may use a prefetched answer: time enough to click the link it rested on. */
export const PREFETCH_REUSE_SECONDS = 10;

export function isPrefetch(headers: IncomingHttpHeaders): boolean {
  const purpose = headers["sec-purpose"] ?? headers.purpose;
  return typeof purpose === "string" && /^prefetch\b/i.test(purpose);
}

/** The Cache-Control of an answer to a prefetch, given the page's own. */
export function prefetchCacheControl(value: string): string {
  if (/\bno-store\b/i.test(value)) return value;
  return value.replace(/\bmax-age=0\b/i, `max-age=${PREFETCH_REUSE_SECONDS}`);
}

function rewriteIn(headers: OutgoingHttpHeaders): void {
  for (const name of Object.keys(headers)) {
    const value = headers[name];
    if (name.toLowerCase() === "cache-control" && typeof value === "string") headers[name] = prefetchCacheControl(value);
  }
}

/**
 * When `req` is a prefetch, `res`'s Cache-Control is rewritten as its headers are written, whichever
 * part of the server answers (the page cache's lane, Express, Remix).
 */
export function reusableWhenPrefetched(headers: IncomingHttpHeaders, res: ServerResponse): void {
  if (!isPrefetch(headers)) return;
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const last = args.at(-1);
    if (last && typeof last === "object" && !Array.isArray(last)) rewriteIn(last as OutgoingHttpHeaders);
    const current = this.getHeader("cache-control");
    if (typeof current === "string") this.setHeader("Cache-Control", prefetchCacheControl(current));
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["writeHead"];
}
