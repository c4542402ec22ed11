import { hasSessionCookie } from "./session.server";
import { CSRF_COOKIE } from "~/lib/csrf";

/** Cookies that change what a page shows for this visitor. */
const PERSONAL_COOKIES = [CSRF_COOKIE, "cartAmount", "cartUrl", "festival-alert", "festival-consent"];

function isPersonal(request: Request, responseHeaders: Headers): boolean {
  const cookie = request.headers.get("Cookie");
  if (responseHeaders.has("Set-Cookie")) return true;
  if (hasSessionCookie(cookie)) return true;
  return !!cookie && PERSONAL_COOKIES.some((name) => new RegExp(`(?:^|;\\s*)${name}=`).test(cookie));
}

/**
 * A page for an anonymous visitor can sit in a CDN for a minute (and be served stale while it
 * revalidates); anything that depends on the visitor's cookies is private. A route that set its own
 * Cache-Control keeps it.
 */
export function applyCacheControl(request: Request, status: number, headers: Headers): void {
  headers.append("Vary", "Cookie");
  if (headers.has("Cache-Control")) return;
  if ((request.method !== "GET" && request.method !== "HEAD") || isPersonal(request, headers) || status >= 500) {
    headers.set("Cache-Control", "private, no-store");
  } else if (status >= 400) {
    headers.set("Cache-Control", "public, max-age=0, s-maxage=30");
  } else {
    headers.set("Cache-Control", "public, max-age=0, s-maxage=60, stale-while-revalidate=300");
  }
}
