import { hasSessionCookie } from "./session.server";
import { CSRF_COOKIE_NAMES } from "~/lib/csrf";
import { ALERT_COOKIE } from "~/lib/alert";
import { CONSENT_COOKIE } from "~/lib/consent";

/** Cookies that make a page this visitor's own: never stored anywhere but their browser's memory. */
const PERSONAL_COOKIES = [...CSRF_COOKIE_NAMES, "cartAmount", "cartUrl", "cartExpires", "festival-cart", "__Host-festival-cart"];
/** Preferences that change what a page shows, not whose it is (the page cache keys on them). */
const PREFERENCE_COOKIES = [ALERT_COOKIE, CONSENT_COOKIE];

function hasCookie(cookie: string | null, names: string[]): boolean {
  return !!cookie && names.some((name) => new RegExp(`(?:^|;\\s*)${name}=`).test(cookie));
}

/**
 * A page for an anonymous visitor can sit in a CDN for a minute (and be served stale while it
 * revalidates); a page shaped by the visitor's preferences is private; anything personal is never
 * stored. A route that set its own Cache-Control keeps it.
 */
export function applyCacheControl(request: Request, status: number, headers: Headers): void {
  headers.append("Vary", "Cookie");
  if (headers.has("Cache-Control")) return;
  const cookie = request.headers.get("Cookie");
  const personal = headers.has("Set-Cookie") || hasSessionCookie(cookie) || hasCookie(cookie, PERSONAL_COOKIES);
  if ((request.method !== "GET" && request.method !== "HEAD") || personal || status >= 500) {
    headers.set("Cache-Control", "private, no-store");
  } else if (hasCookie(cookie, PREFERENCE_COOKIES)) {
    headers.set("Cache-Control", "private, max-age=0");
  } else if (status >= 400) {
    headers.set("Cache-Control", "public, max-age=0, s-maxage=30");
  } else {
    headers.set("Cache-Control", "public, max-age=0, s-maxage=60, stale-while-revalidate=300");
  }
}
