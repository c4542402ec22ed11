/**
 * Answers a hot API route straight from its route module, without Remix's request handler
 * (docs/decisions/0015-direct-api-routes.md). Remix ranks and compiles the whole route table twice
 * for every request; for a small JSON call such as add-to-cart that was the largest single cost
 * when ticket sales open. The route module stays the one implementation: this calls its `loader`
 * (GET, HEAD) or `action` (other methods) as Remix would, with the same request, params and
 * context, and leaves everything it does not handle (no such export) to Remix.
 *
 * Only for resource routes without params whose loader and action always answer a `Response`.
 */
import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import type { NextFunction, Request, Response } from "express";

/** More than any JSON call of ours sends; a larger body is refused before the route runs. */
const MAX_BODY_BYTES = 64 * 1024;

type Handler = (args: { request: globalThis.Request; params: Record<string, string>; context: AppLoadContext }) => unknown;

async function readBody(req: Request): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function toHeaders(req: Request): Headers {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  return headers;
}

function json(res: Response, status: number, error: string) {
  res.status(status).setHeader("Cache-Control", "no-store");
  res.json({ error });
}

async function send(req: Request, res: Response, answer: globalThis.Response) {
  res.status(answer.status);
  for (const [name, value] of answer.headers) if (name !== "set-cookie") res.setHeader(name, value);
  const cookies = answer.headers.getSetCookie();
  if (cookies.length) res.setHeader("Set-Cookie", cookies);
  const body = Buffer.from(await answer.arrayBuffer());
  res.end(req.method === "HEAD" ? undefined : body);
}

export function directRoute(build: () => ServerBuild, routeId: string, loadContext: (req: Request, res: Response) => AppLoadContext) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const module = build().routes[routeId]?.module;
    const reads = req.method === "GET" || req.method === "HEAD";
    const handler = (reads ? module?.loader : module?.action) as Handler | undefined;
    if (!handler) return next();

    const body = reads ? null : await readBody(req);
    if (!reads && body === null) return json(res, 413, "The request body is too large.");
    const controller = new AbortController();
    res.on("close", () => controller.abort());
    const host = req.get("X-Forwarded-Host") ?? req.get("host") ?? "localhost";
    const request = new globalThis.Request(`${req.protocol}://${host}${req.originalUrl}`, {
      method: req.method,
      headers: toHeaders(req),
      body: body && body.length > 0 ? new Uint8Array(body) : null,
      signal: controller.signal,
    });
    const args = { request, params: {}, context: loadContext(req, res) };

    let answer: unknown;
    try {
      answer = await handler(args);
    } catch (thrown) {
      answer = thrown;
    }
    if (answer instanceof globalThis.Response) return send(req, res, answer);
    // What Remix does with an error in a resource route: report it, answer 500 without details.
    const error = answer instanceof Error ? answer : new Error(`Route ${routeId} did not answer with a Response.`);
    build().entry.module.handleError?.(error, args);
    if (!res.headersSent) json(res, 500, "Unexpected Server Error");
  };
}
