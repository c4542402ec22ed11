/**
 * Answers the ticket rush's API calls straight from their route modules, in front of Express and
 * Remix (docs/decisions/0015-direct-api-routes.md). Remix ranks and compiles the whole route table
 * twice for every request, and Express runs its middleware stack; for a small JSON call such as add
 * to cart these were the largest costs when ticket sales open. The route module stays the one
 * implementation: this calls its `loader` (GET, HEAD) or `action` (other methods) with the context
 * Remix would give it and a `RequestLike` read straight from Node's request (no Fetch `Request`
 * with its streams and signals), and leaves everything it does not handle (another path, no such
 * export) to Express.
 *
 * What server.ts does around every answer is done here too: the security headers, the refusal of a
 * browser's cross-origin POST, `Server-Timing` and the request log line.
 *
 * Only for resource routes without params whose loader and action take `DirectRouteArgs` and always
 * answer a `Response`.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import { isCrossOrigin } from "./origin-check-express.server";
import type { DirectRouteArgs, RequestLike } from "./request.server";
import { securityHeaders } from "./security-headers.server";
import { forwardedRequest, type ForwardedRequest } from "./trust-proxy.server";

/** More than any JSON call of ours sends; a larger body is refused before the route runs. */
const MAX_BODY_BYTES = 64 * 1024;

/** JSON answers load nothing and are never framed. */
const JSON_POLICY = "default-src 'none'; frame-ancestors 'none'";

type Handler = (args: DirectRouteArgs) => unknown;

export interface DirectRouteOptions {
  build: () => ServerBuild;
  /** Route id → path, from the route table. */
  routes: { id: string; path: string }[];
  loadContext: (clientIp: string) => AppLoadContext;
  /** Writes the request log line (server.ts decides whether to). */
  log: (method: string, url: string, status: number, ms: number) => void;
}

/** A header as a Fetch `Headers` reads it (Node keeps only Set-Cookie as a list). */
function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(", ") : value;
}

/** The URL the browser asked for, as Remix's Express adapter builds it (forwarded parts from a trusted proxy only). */
function requestUrl(req: IncomingMessage, forwarded: ForwardedRequest): string {
  return `${forwarded.proto}://${forwarded.host ?? "localhost"}${req.url ?? "/"}`;
}

/** Node's request as the route sees it: headers looked up as they came, the body read in full. */
function requestLike(req: IncomingMessage, forwarded: ForwardedRequest, body: string): RequestLike {
  return {
    method: req.method!,
    url: requestUrl(req, forwarded),
    headers: { get: (name) => header(req, name) ?? null },
    text: async () => body,
  };
}

/**
 * The body, or null once it passes MAX_BODY_BYTES (declared or counted). The rest is then left
 * unread, without destroying the request (that would take the socket, and the 413 with it): the
 * 413 closes the connection instead.
 */
function readBody(req: IncomingMessage): Promise<Buffer | null> {
  if (Number(header(req, "content-length") ?? 0) > MAX_BODY_BYTES) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off("data", onData).off("end", onEnd).off("error", reject);
      req.pause();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk);
      stop();
      resolve(null);
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    req.on("data", onData).on("end", onEnd).on("error", reject);
  });
}

function baseHeaders(started: bigint): Record<string, string | string[]> {
  return {
    ...securityHeaders,
    "Content-Security-Policy": JSON_POLICY,
    "Server-Timing": `app;dur=${(Number(process.hrtime.bigint() - started) / 1e6).toFixed(2)}`,
  };
}

function sendError(res: ServerResponse, started: bigint, status: number, error: string, extra: Record<string, string> = {}) {
  const body = JSON.stringify({ error });
  res.writeHead(status, {
    ...baseHeaders(started),
    "Cache-Control": "no-store",
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    ...extra,
  });
  res.end(body);
}

async function send(req: IncomingMessage, res: ServerResponse, started: bigint, answer: Response) {
  const body = Buffer.from(await answer.arrayBuffer());
  const headers = baseHeaders(started);
  for (const [name, value] of answer.headers) if (name !== "set-cookie") headers[name] = value;
  const cookies = answer.headers.getSetCookie();
  if (cookies.length) headers["set-cookie"] = cookies;
  res.writeHead(answer.status, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * A request listener for the direct routes: answers and returns true for a request it serves,
 * returns false (having touched nothing) for any other, which then goes to Express.
 */
export function directRoutes({ build, routes, loadContext, log }: DirectRouteOptions) {
  const byPath = new Map(routes.map((route) => [route.path, route.id]));

  async function serve(req: IncomingMessage, res: ServerResponse, routeId: string, handler: Handler, reads: boolean) {
    const started = process.hrtime.bigint();
    res.once("finish", () => log(req.method!, req.url!, res.statusCode, Number(process.hrtime.bigint() - started) / 1e6));
    const forwarded = forwardedRequest(req);
    if (isCrossOrigin(req.method!, header(req, "origin"), forwarded.host)) {
      console.warn(`[csrf] cross-origin ${req.method} ${req.url} from ${header(req, "origin")}`);
      return sendError(res, started, 403, "Cross-origin request refused.");
    }
    const body = reads ? Buffer.alloc(0) : await readBody(req);
    if (body === null) return sendError(res, started, 413, "The request body is too large.", { Connection: "close" });
    const args = { request: requestLike(req, forwarded, body.toString("utf8")), context: loadContext(forwarded.clientIp) };
    let answer: unknown;
    try {
      answer = await handler(args);
    } catch (thrown) {
      answer = thrown;
    }
    if (answer instanceof Response) return send(req, res, started, answer);
    // What Remix does with an error in a resource route: report it, answer 500 without details.
    const error = answer instanceof Error ? answer : new Error(`Route ${routeId} did not answer with a Response.`);
    // The entry's handler wants a Fetch request: made only here, for the report.
    const reported = new Request(args.request.url, { method: args.request.method });
    build().entry.module.handleError?.(error, { request: reported, params: {}, context: args.context });
    if (!res.headersSent) sendError(res, started, 500, "Unexpected Server Error");
  }

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url ?? "";
    const query = url.indexOf("?");
    const routeId = byPath.get(query === -1 ? url : url.slice(0, query));
    if (!routeId) return false;
    const module = build().routes[routeId]?.module;
    const reads = req.method === "GET" || req.method === "HEAD";
    const handler = (reads ? module?.loader : module?.action) as Handler | undefined;
    if (!handler) return false;
    serve(req, res, routeId, handler, reads).catch((error: unknown) => {
      console.error(`[direct-route] ${req.method} ${url}`, error);
      if (!res.headersSent) sendError(res, process.hrtime.bigint(), 500, "Unexpected Server Error");
      else res.destroy();
    });
    return true;
  };
}
