/**
 * The cart's cookies, built in one place for POST /api/shop-cart/, the event page's no-JS booking
 * action and the webshop pages:
 * - the cart token: HttpOnly, host-only (`__Host-` where cookies are Secure), SameSite=Lax;
 * - `cartAmount`, `cartUrl` and `cartExpires` (ISO end of the reservation): readable by script and
 *   on COOKIE_DOMAIN when set, so the festival's other sites can show the cart.
 * All last as long as the reservation: 15 minutes from the cart's last change.
 */
import { CART_AMOUNT_COOKIE, CART_EXPIRES_COOKIE, CART_URL, CART_URL_COOKIE, RESERVATION_MINUTES } from "~/lib/cart-constants";
import { readCookie } from "~/services/http/cookies.server";
import { env } from "~/services/http/env.server";
import { secureCookies } from "~/services/http/session.server";
import type { RequestLike } from "~/services/http/request.server";

const MAX_AGE = RESERVATION_MINUTES * 60;

export function cartTokenCookieName(): string {
  return secureCookies() ? "__Host-festival-cart" : "festival-cart";
}

/** The visitor's cart token, or null. Unknown or expired tokens are the box office's to judge (-204). */
export function readCartToken(request: RequestLike): string | null {
  return cartTokenFrom(readCookie(request, cartTokenCookieName()));
}

/** The cart token a cookie value stands for, or null when it cannot be one. */
export function cartTokenFrom(raw: string | undefined): string | null {
  return raw && /^[\w-]{1,128}$/.test(raw) ? raw : null;
}

function cookie(name: string, value: string, maxAge: number, options: { httpOnly?: boolean; shared?: boolean }): string {
  const domain = options.shared ? env().COOKIE_DOMAIN : undefined;
  return [
    `${name}=${value}`,
    "Path=/",
    `Max-Age=${maxAge}`,
    "SameSite=Lax",
    options.httpOnly ? "HttpOnly" : "",
    secureCookies() ? "Secure" : "",
    domain ? `Domain=${domain}` : "",
  ]
    .filter(Boolean)
    .join("; ");
}

/** Set-Cookie values after a cart change (the reservation now ends 15 minutes from now). */
export function cartCookies(cart: { cartToken: string; ticketsQuantity: number; expiresAt: string }): string[] {
  return [
    cookie(cartTokenCookieName(), cart.cartToken, MAX_AGE, { httpOnly: true }),
    cookie(CART_AMOUNT_COOKIE, String(cart.ticketsQuantity), MAX_AGE, { shared: true }),
    cookie(CART_URL_COOKIE, encodeURIComponent(CART_URL), MAX_AGE, { shared: true }),
    cookie(CART_EXPIRES_COOKIE, encodeURIComponent(cart.expiresAt), MAX_AGE, { shared: true }),
  ];
}

/** Set-Cookie values that delete the cart cookies (cart expired, unknown or checked out). */
export function clearCartCookies(): string[] {
  return [
    cookie(cartTokenCookieName(), "", 0, { httpOnly: true }),
    cookie(CART_AMOUNT_COOKIE, "", 0, { shared: true }),
    cookie(CART_URL_COOKIE, "", 0, { shared: true }),
    cookie(CART_EXPIRES_COOKIE, "", 0, { shared: true }),
  ];
}
