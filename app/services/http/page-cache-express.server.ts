/**
 * The Express side of the page cache (app/services/http/page-cache.server.ts): answers a request from the
 * cache, or lets it through and keeps what the app wrote. Mounted in server.ts after the security
 * headers (the fresh nonce, which the answer's other per-answer values derive from) and the compression (so what is kept is the plain body).
 */
import type { NextFunction, Request, Response } from "express";
import { acceptsGzip } from "./accept-encoding";
import { answerTokens } from "./answer-tokens.server";
import { hitHeaders, laneMiss } from "./page-cache-lane.server";
import { publicOrigin } from "./public-origin.server";
import type { ServerHooks } from "./server-hooks.server";

type Chunk = string | Uint8Array | null | undefined | ((error?: Error | null) => void);

function toBuffer(chunk: Chunk, encoding: unknown): Buffer | null {
  if (chunk == null || typeof chunk === "function") return null;
  if (typeof chunk === "string") return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  // A view, not a copy: a written chunk is not changed afterwards.
  return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

export function pageCacheMiddleware(cache: () => ServerHooks["pageCache"]) {
  return (req: Request, res: Response, next: NextFunction) => {
    const pages = cache();
    const lane = laneMiss(req);
    const found = lane
      ? lane.found
      : pages.key({
          method: req.method,
          // The page shows PUBLIC_URL whatever Host or X-Forwarded-Host say, so neither is part of the key.
          url: `${publicOrigin()}${req.originalUrl}`,
          cookie: req.headers.cookie ?? null,
          referer: req.get("referer") ?? null,
          userAgent: req.get("user-agent") ?? null,
        });
    if (found === null) return next();
    const { key, secrets } = found;
    // With the lane's key the answer carries the lane's headers (server.ts), so its tokens are this nonce's.
    const tokens = lane?.found ? lane.tokens : answerTokens(res.locals.cspNonce as string);
    const hit = pages.get(key, tokens);
    if (hit) {
      const gzip = acceptsGzip(req.headers["accept-encoding"]);
      res.status(hit.status);
      for (const [name, value] of hitHeaders(hit, gzip)) res.setHeader(name, value);
      // Already compressed: the compression middleware leaves an encoded answer alone.
      res.end(req.method === "HEAD" ? undefined : gzip ? hit.gzip() : hit.body);
      return;
    }
    if (req.method !== "GET") return next();

    // A miss is kept whole until it ends. One the cache may keep is stored and, when the browser takes
    // gzip, answered from the stored compressed parts (the compression step leaves an encoded answer
    // alone): the page is compressed once, for this answer and every later hit. Any other answer goes
    // out as it is written.
    const version = pages.version();
    const chunks: Buffer[] = [];
    const write = res.write;
    const end = res.end;
    let holding: boolean | undefined;
    const mayBeKept = () => (holding ??= pages.mayKeep(res.statusCode, res.getHeaders()));
    res.setHeader("X-Page-Cache", "miss");
    res.write = function (this: Response, chunk: Chunk, encoding?: unknown, callback?: unknown) {
      const buffer = toBuffer(chunk, encoding);
      if (buffer) chunks.push(buffer);
      if (!mayBeKept()) return (write as (...args: unknown[]) => boolean).call(this, chunk, encoding, callback);
      if (typeof encoding === "function") (encoding as () => void)();
      else if (typeof callback === "function") (callback as () => void)();
      return true;
    } as Response["write"];
    res.end = function (this: Response, chunk?: Chunk, encoding?: unknown, callback?: unknown) {
      const buffer = toBuffer(chunk, encoding);
      if (buffer) chunks.push(buffer);
      const done = typeof chunk === "function" ? chunk : typeof encoding === "function" ? encoding : callback;
      const headers = { ...res.getHeaders() };
      delete headers["x-page-cache"];
      const held = mayBeKept();
      const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      const kept = pages.store(key, version, { status: res.statusCode, headers, body, tokens, secrets }) ? pages.get(key, tokens) : null;
      const finish = end as (...args: unknown[]) => Response;
      if (!held) return finish.call(this, chunk, encoding, callback);
      if (kept && acceptsGzip(req.headers["accept-encoding"])) {
        res.setHeader("Content-Encoding", "gzip");
        res.removeHeader("Content-Length");
        return finish.call(this, kept.gzip(), done);
      }
      return finish.call(this, body, done);
    } as Response["end"];
    next();
  };
}
