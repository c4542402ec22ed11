/**
 * Page cache hits answered in front of Express (docs/decisions/0074-page-cache-lane.md): for a stored
 * page, Express's middleware stack, the compression step and the request wrappers cost more than the
 * answer itself. The lane gives exactly what the Express path gives for a hit — the same per-answer
 * headers (`AnswerHeaders`: the CSP with a fresh nonce, the security headers, the worker), the stored
 * headers, gzip when the browser takes it, `Server-Timing` and the log line — and leaves every other
 * request, untouched, to Express: a miss, a method other than GET or HEAD, build assets and media, and
 * a request whose host Express must check (a forwarded host, or a Host that makes no URL).
 */
import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from "node:http";
import { acceptsGzip } from "./accept-encoding";
import { answerTokens } from "./answer-tokens.server";
import type { CachedAnswer, PageKey } from "./page-cache.server";
import { publicOrigin } from "./public-origin.server";
import type { ServerHooks } from "./server-hooks.server";

/** The headers of one answer, with the CSP nonce they were made for. */
export interface AnswerHeaders {
  nonce: string;
  headers: Record<string, string>;
}

export interface PageCacheLaneOptions {
  cache: () => ServerHooks["pageCache"];
  answerHeaders: (cookie: string | null) => AnswerHeaders;
  log: (method: string, url: string, status: number, ms: number) => void;
}

/** `Vary` with Accept-Encoding added (a stored page may come unencoded or gzipped). */
function varyWithEncoding(vary: OutgoingHttpHeader | undefined): string {
  const names = String(vary ?? "").split(",").map((name) => name.trim()).filter(Boolean);
  if (!names.some((name) => name.toLowerCase() === "accept-encoding" || name === "*")) names.push("Accept-Encoding");
  return names.join(", ");
}

/** Each stored page's hit headers, unencoded and gzipped (made once per stored page). */
const hitHeadersOf = new WeakMap<CachedAnswer["headers"], [plain: [string, string | string[]][], gzipped: [string, string | string[]][]]>();

/** The headers of a hit besides the per-answer ones: the stored headers, the hit marker, the encoding. */
export function hitHeaders(hit: CachedAnswer, gzip: boolean): readonly [string, string | string[]][] {
  let made = hitHeadersOf.get(hit.headers);
  if (!made) {
    const headers = hit.headers.filter(([name]) => name.toLowerCase() !== "vary");
    const stored = hit.headers.find(([name]) => name.toLowerCase() === "vary")?.[1];
    headers.push(["Vary", varyWithEncoding(stored)], ["X-Page-Cache", "hit"]);
    made = [headers, [...headers, ["Content-Encoding", "gzip"]]];
    hitHeadersOf.set(hit.headers, made);
  }
  return made[gzip ? 1 : 0];
}

/**
 * What the lane worked out for a request it left to Express after looking it up (a miss, or an
 * answer the cache never keeps): the key (null: none), and for a key the answer's headers and the
 * tokens of their nonce. Express's steps take them from here instead of working them out again.
 */
export type LaneMiss = { found: null } | { found: PageKey; answer: AnswerHeaders; tokens: string[] };
const misses = new WeakMap<IncomingMessage, LaneMiss>();

/** What the lane found for a request it passed on, if it looked it up. */
export function laneMiss(req: IncomingMessage): LaneMiss | undefined {
  return misses.get(req);
}

/** A Host header that makes a URL (Express answers any other with a 400). */
function plainHost(req: IncomingMessage): boolean {
  return req.headers["x-forwarded-host"] === undefined && typeof req.headers.host === "string" && URL.canParse(`http://${req.headers.host}/`);
}

/** A request listener: answers a page cache hit and returns true, or returns false having touched nothing. */
export function pageCacheLane({ cache, answerHeaders, log }: PageCacheLaneOptions) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url ?? "/";
    if ((req.method !== "GET" && req.method !== "HEAD") || url.startsWith("/build/") || url.startsWith("/media/") || !plainHost(req)) return false;
    const started = process.hrtime.bigint();
    const pages = cache();
    const cookie = req.headers.cookie ?? null;
    const found = pages.key({ method: req.method, url: `${publicOrigin()}${url}`, cookie, referer: req.headers.referer ?? null, userAgent: req.headers["user-agent"] ?? null });
    if (!found) {
      misses.set(req, { found: null });
      return false;
    }
    const answer = answerHeaders(cookie);
    const tokens = answerTokens(answer.nonce);
    const hit = pages.get(found.key, tokens);
    if (!hit) {
      misses.set(req, { found, answer, tokens });
      return false;
    }
    const gzip = acceptsGzip(req.headers["accept-encoding"]);
    const body = req.method === "HEAD" ? undefined : gzip ? hit.gzip() : hit.body;
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    // Header names match whatever their case: the stored page's copy of a header every answer gets
    // gives way to this answer's own.
    const headers = new Map<string, [string, string | string[]]>();
    for (const [name, value] of [...hitHeaders(hit, gzip), ...Object.entries(answer.headers), ["Server-Timing", `app;dur=${ms.toFixed(2)}`] as const]) {
      headers.set(name.toLowerCase(), [name, value]);
    }
    if (body) headers.set("content-length", ["Content-Length", String(body.length)]);
    res.writeHead(hit.status, Object.fromEntries(headers.values()));
    res.end(body);
    log(req.method, url, hit.status, ms);
    return true;
  };
}
