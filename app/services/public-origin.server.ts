/**
 * The site's public origin, PUBLIC_URL (default http://localhost:PORT): the only source of absolute
 * URLs (canonical, og:url, og:image, hreflang, JSON-LD) and the origin a browser's write must come
 * from. A request's Host or X-Forwarded-Host never goes into a page, so no header can change what a
 * cached page shows (docs/decisions/0024-public-origin-and-proxies.md).
 */
import { env } from "./env.server";

export function publicOrigin(): string {
  const { PUBLIC_URL, PORT } = env();
  return PUBLIC_URL ? new URL(PUBLIC_URL).origin : `http://localhost:${PORT}`;
}

function parsedOrigin(value: string): URL | null {
  if (value === "null") return null; // an opaque origin: sandboxed frame, redirect across sites
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * True when `origin` (an Origin or Referer header) is the site's own: PUBLIC_URL's origin. Without
 * PUBLIC_URL (development, the quick start) the host the request was sent to counts as well, so the
 * site also works at http://127.0.0.1:3000 or a LAN address; a browser never sends another site's
 * Origin to a host, so this is still a same-origin check.
 */
export function isOwnOrigin(origin: string, requestHost: string | undefined): boolean {
  const url = parsedOrigin(origin);
  if (!url) return false;
  if (url.origin === publicOrigin()) return true;
  return !env().PUBLIC_URL && requestHost !== undefined && url.host === requestHost;
}

/** The request's path and query on the public origin, with the query parameter `page` set to `page`. */
export function pageLink(request: { url: string }, page: number): string {
  const asked = new URL(request.url);
  const url = new URL(`${asked.pathname}${asked.search}`, publicOrigin());
  url.searchParams.set("page", String(page));
  return url.toString();
}
