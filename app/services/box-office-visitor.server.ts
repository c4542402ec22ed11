/**
 * Add to cart on behalf of a visitor's request, shared by POST /api/shop-cart/ and the event page's
 * no-JS booking action. A caller checks CSRF its own way, then `allowCartWrite` (429), validates the
 * input (app/lib/cart.ts), then calls `addToCartForVisitor`: the shop switch, the cart cookie in and
 * out, and the idempotency key scoped to the visitor.
 */
import crypto from "node:crypto";
import type { ShopCartInput } from "~/lib/cart";
import { getSiteSettings } from "~/models/settings.server";
import { boxOffice, type BoxOfficeResult, type CartReceipt } from "./box-office.server";
import { cartCookies, clearCartCookies, readCartToken } from "./box-office-cookies.server";
import { fail } from "./box-office-errors.server";
import { readCookie } from "./cookies.server";
import { csrfCookie } from "./csrf.server";
import { env } from "./env.server";
import { createRateLimiter, type RateLimiter } from "./rate-limit.server";
import type { RequestLike } from "./request.server";

let limiter: RateLimiter | undefined;

/** Cart writes per visitor per minute; CART_RATE_LIMIT raises it for load tests. */
function cartWriteLimiter() {
  limiter ??= createRateLimiter({ name: "cart", limit: env().CART_RATE_LIMIT, windowMs: 60_000 });
  return limiter;
}

/**
 * Counts one cart write for the visitor (their cart, else their address); false when over the limit.
 * A visitor without a cart shares the budget of their address, so dropping the cookie gains nothing.
 * One upsert in the database, so that the limit holds across server processes.
 */
export function allowCartWrite(request: RequestLike, clientIp: string): Promise<boolean> {
  const cart = readCartToken(request);
  return cartWriteLimiter().hit(cart ? `cart:${cart}` : `ip:${clientIp}`);
}

export interface VisitorAnswer {
  result: BoxOfficeResult<CartReceipt>;
  /** Set-Cookie values: the cart's cookies after a success, deleted ones when the cart is gone (-204). */
  setCookies: string[];
}

/**
 * Reserves `input` for the visitor of `request`. `idempotencyKey` comes from the client; it is
 * scoped to the visitor's CSRF cookie so that one visitor's key can never replay another's cart.
 */
export async function addToCartForVisitor(request: RequestLike, input: ShopCartInput, idempotencyKey?: string | null): Promise<VisitorAnswer> {
  if (!(await getSiteSettings("de")).isShopOnline) return { result: fail("shop_offline"), setCookies: [] };
  const scope = readCookie(request, csrfCookie()) ?? "";
  const result = await boxOffice().addToCart({
    eventJetId: input.event_jet_id,
    seatGroupId: input.seat_group ?? null,
    blockId: input.block_id ?? null,
    tickets: input.sale_type_ids.map((saleTypeId, i) => ({ saleTypeId, quantity: input.quantities[i]! })),
    cartToken: readCartToken(request),
    idempotencyKey: idempotencyKey ? `${crypto.createHash("sha256").update(scope).digest("hex")}:${idempotencyKey}` : null,
  });
  if (result.ok) return { result, setCookies: cartCookies(result.value) };
  return { result, setCookies: result.reason === "no_reservation" ? clearCartCookies() : [] };
}
