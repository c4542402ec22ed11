import crypto from "node:crypto";
import { csrfCookieName, CSRF_FIELD, CSRF_HEADER } from "~/lib/csrf";
import { readCookie } from "./cookies.server";
import { isOwnOrigin } from "./public-origin.server";
import { sessionSecret } from "./secret.server";
import { secureCookies } from "./session.server";
import type { RequestLike } from "./request.server";

function sign(value: string): string {
  return crypto.createHmac("sha256", sessionSecret()).update(value).digest("base64url");
}

function isValidToken(token: string): boolean {
  const [value, signature] = token.split(".");
  if (!value || !signature) return false;
  const expected = Buffer.from(sign(value));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/** The name of the token cookie: `__Host-csrftoken` where cookies are Secure, else `csrftoken`. */
export function csrfCookie(): string {
  return csrfCookieName(secureCookies());
}

/**
 * The visitor's CSRF token: the one in the cookie when it is valid, else a new one with the
 * Set-Cookie header to store it. The cookie is readable by script so fetch calls can send it back.
 */
export function csrfToken(request: RequestLike): { token: string; setCookie: string | null } {
  const existing = readCookie(request, csrfCookie());
  if (existing && isValidToken(existing)) return { token: existing, setCookie: null };
  const value = crypto.randomBytes(24).toString("base64url");
  const token = `${value}.${sign(value)}`;
  const attributes = ["Path=/", "SameSite=Lax", "Max-Age=31536000", secureCookies() ? "Secure" : ""].filter(Boolean);
  return { token, setCookie: `${csrfCookie()}=${token}; ${attributes.join("; ")}` };
}

// A thrown Response is a 403 both for a page's action (its error boundary shows it) and for a resource
// route (answered as is); a thrown `data()` would become a 500 in a resource route.
function refusal(error: string): Response {
  return Response.json({ error }, { status: 403, headers: { "Cache-Control": "no-store" } });
}

/** The Origin (else Referer) is the site's own (./public-origin.server.ts); true without either. */
export function sameOrigin(request: RequestLike): boolean {
  const origin = request.headers.get("Origin") ?? request.headers.get("Referer");
  if (!origin) return true; // non-browser clients; the token still has to match
  return isOwnOrigin(origin, new URL(request.url).host);
}

/**
 * Throws 403 unless the request comes from our origin and sends back the cookie's token in the
 * X-CSRFToken header or the `csrf` form field.
 */
export function assertCsrf(request: RequestLike, formData?: FormData): void {
  const cookie = readCookie(request, csrfCookie());
  const sent = request.headers.get(CSRF_HEADER) ?? formData?.get(CSRF_FIELD);
  const ok = sameOrigin(request) && !!cookie && typeof sent === "string" && sent === cookie && isValidToken(cookie);
  if (!ok) {
    console.warn(`[csrf] rejected ${request.method} ${new URL(request.url).pathname}`);
    throw refusal("CSRF verification failed.");
  }
}

/**
 * For preference forms that only set the visitor's own cookies (consent, alert dismissal): a token
 * would make every anonymous page personal and uncacheable, so the origin check alone guards them.
 */
export function assertSameOrigin(request: RequestLike): void {
  if (!sameOrigin(request)) {
    console.warn(`[csrf] cross-origin ${request.method} ${new URL(request.url).pathname}`);
    throw refusal("Cross-origin request refused.");
  }
}
