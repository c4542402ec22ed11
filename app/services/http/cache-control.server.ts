import { pageVariant } from "./page-variant.server";

/**
 * Cache-Control follows the page cache's key (./page-variant.server.ts, decision 0060): a page as a
 * visitor without cookies sees it can sit in a CDN for a minute (and be served stale while it
 * revalidates), also when the request carried cookies no page reads (analytics, the CSRF token); a page
 * shaped by the visitor's preferences or cart is private; an editor's session, a Set-Cookie answer or
 * anything but GET/HEAD is never stored. A route that set its own Cache-Control keeps it.
 */
export function applyCacheControl(request: Request, status: number, headers: Headers): void {
  headers.append("Vary", "Cookie");
  if (headers.has("Cache-Control")) return;
  const variant = pageVariant(request.headers.get("Cookie"));
  if ((request.method !== "GET" && request.method !== "HEAD") || headers.has("Set-Cookie") || !variant || status >= 500) {
    headers.set("Cache-Control", "private, no-store");
  } else if (variant.personal) {
    headers.set("Cache-Control", "private, max-age=0");
  } else if (status >= 400) {
    headers.set("Cache-Control", "public, max-age=0, s-maxage=30");
  } else {
    headers.set("Cache-Control", "public, max-age=0, s-maxage=60, stale-while-revalidate=300");
  }
}
