import { z } from "zod";
import type { PagedAnswer } from "~/lib/schemas/common";
import type { RequestLike } from "./request.server";
import { pageLink } from "./public-origin.server";

const PUBLIC_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

/** A JSON answer of the public API; `personal` answers are never cached. */
export function apiJson(body: unknown, init: { status?: number; personal?: boolean; headers?: HeadersInit } = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Cache-Control", init.personal ? "private, no-store" : PUBLIC_CACHE);
  headers.set("Content-Type", "application/json; charset=utf-8");
  // With its length known, a small answer is sent as it is instead of being gzipped (compression's threshold).
  const text = JSON.stringify(body);
  headers.set("Content-Length", String(Buffer.byteLength(text)));
  return new Response(text, { status: init.status ?? 200, headers });
}

/** A 4xx JSON answer with a message; logged, because bad input is worth knowing about. */
export function apiError(request: RequestLike, status: number, message: string, details?: unknown): Response {
  const url = new URL(request.url);
  console.warn(`[api] ${status} ${request.method} ${url.pathname}${url.search}: ${message}`);
  return Response.json(details === undefined ? { error: message } : { error: message, details }, {
    status,
    headers: { "Cache-Control": "no-store" },
  });
}

function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join(".") || "value"}: ${issue.message}`).join("; ");
}

/** The query parsed by `schema`, or a thrown 400 naming what is wrong. */
export function parseQuery<T extends z.ZodTypeAny>(request: RequestLike, schema: T): z.infer<T> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw apiError(request, 400, `Invalid query: ${describeIssues(parsed.error)}`);
  return parsed.data;
}

/**
 * The paged JSON answer (~/lib/schemas/common `pagedAnswer`) of page `page` of `pages`: `next` and
 * `previous` are this request's path and query on the public origin with another `page` (a page past the end points back to the last).
 */
export function paged<T>(request: RequestLike, { page, pages, count }: { page: number; pages: number; count: number }, results: T[]): PagedAnswer<T> {
  const pageUrl = (n: number) => pageLink(request, n);
  return {
    count,
    next: page < pages ? pageUrl(page + 1) : null,
    previous: page > 1 ? pageUrl(Math.min(page - 1, pages)) : null,
    results,
  };
}

/** Resource routes answer only the methods they define. */
export function methodNotAllowed(request: RequestLike, allowed: string): Response {
  return new Response(JSON.stringify({ error: `Method ${request.method} is not allowed.` }), {
    status: 405,
    headers: { Allow: allowed, "Content-Type": "application/json", "Cache-Control": "no-store" },
  });
}

/** `?lang=de|en` for the API routes outside the locale prefix. */
export const LangQuery = z.object({ lang: z.enum(["de", "en"]).default("de") });
