import { reportClientError } from "~/components/search/report-client-error";
import { CART_URL, IDEMPOTENCY_HEADER, type ShopCartAnswer, type ShopCartBody, type ShopCartFailure } from "~/lib/cart-constants";
import { readBrowserCookie } from "~/lib/browser-cookie";
import { CSRF_COOKIE_NAMES, CSRF_HEADER } from "~/lib/csrf";
import { rootHref } from "~/lib/routes";

export type CartAttempt =
  | { ok: true; tickets: number; cartUrl: string }
  /** `doneSeatGroups`: the calls before the failing one went through; those tickets are in the cart. */
  | { ok: false; reason: string; code: number | null; maxTickets?: number; doneSeatGroups: number[] };

function csrfCookieValue(): string | null {
  for (const name of CSRF_COOKIE_NAMES) {
    const value = readBrowserCookie(name);
    if (value) return value;
  }
  return null;
}

/**
 * The CSRF token the cart endpoint wants in its header. Cacheable pages never set the cookie, so
 * the first add-to-cart asks GET /api/csrf/ for it (which sets it); `renew` asks again after a 403
 * (a cookie from an older secret).
 */
async function csrfToken(renew = false): Promise<string> {
  const existing = renew ? null : csrfCookieValue();
  if (existing) return existing;
  const response = await fetch(rootHref("api-csrf"), { credentials: "same-origin", headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`GET /api/csrf/ answered ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  return csrfCookieValue() ?? token;
}

function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function post(body: ShopCartBody, token: string, key: string): Promise<Response> {
  return fetch(rootHref("api-shop-cart"), {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json", Accept: "application/json", [CSRF_HEADER]: token, [IDEMPOTENCY_HEADER]: key },
    body: JSON.stringify(body),
  });
}

/**
 * POST /api/shop-cart/ once per seat group, one after the other (the first creates the cart, the
 * next ones extend it through its cookie), stopping at the first failure (logged and
 * reported). Each call has its own idempotency key, so a retried request never reserves twice.
 */
export async function sendToCart(calls: ShopCartBody[]): Promise<CartAttempt> {
  const done: number[] = [];
  let tickets = 0;
  let cartUrl = CART_URL;
  try {
    let token = await csrfToken();
    const attempt = randomKey();
    for (const call of calls) {
      const key = `${attempt}-${call.seat_group ?? 0}`;
      let response = await post(call, token, key);
      if (response.status === 403) {
        token = await csrfToken(true);
        response = await post(call, token, key);
      }
      const answer = (await response.json().catch(() => null)) as ShopCartAnswer | ShopCartFailure | null;
      if (!response.ok || !answer || !("tickets_quantity" in answer)) {
        const failure = answer && "reason" in answer ? answer : null;
        reportClientError(new Error(`Add to cart failed: ${response.status} ${failure?.reason ?? "unknown"}`), { code: failure?.code ?? null, call });
        return { ok: false, reason: failure?.reason ?? "unknown", code: failure?.code ?? null, maxTickets: failure?.max_tickets, doneSeatGroups: done };
      }
      tickets += call.quantities.reduce((sum, n) => sum + n, 0);
      cartUrl = answer.cart_url;
      if (call.seat_group) done.push(call.seat_group);
    }
  } catch (error) {
    reportClientError(error, { during: "add to cart" });
    return { ok: false, reason: "network", code: null, doneSeatGroups: done };
  }
  return { ok: true, tickets, cartUrl };
}
