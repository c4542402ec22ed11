import { IdempotencyKeySchema, ShopCartBodySchema } from "~/lib/cart";
import { CART_URL, IDEMPOTENCY_HEADER, type ShopCartAnswer, type ShopCartFailure } from "~/lib/cart-constants";
import { apiError, methodNotAllowed } from "~/services/api.server";
import type { BoxOfficeFailure } from "~/services/box-office.server";
import { fail } from "~/services/box-office-errors.server";
import { addToCartForVisitor, allowCartWrite } from "~/services/box-office-visitor.server";
import { assertCsrf } from "~/services/csrf.server";
import { apiJsonBody, apiMethod } from "~/services/input.server";
import type { DirectRouteArgs, RequestLike } from "~/services/request.server";

/**
 * The JSON answer with its Content-Length: Remix streams bodies without one, and the compression
 * middleware would then gzip even these hundred bytes (a zlib stream per request under load).
 */
function answer(body: ShopCartAnswer | ShopCartFailure, status: number, setCookies: string[]): Response {
  const text = JSON.stringify(body);
  const headers = new Headers({
    "Cache-Control": "private, no-store",
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(text)),
  });
  for (const value of setCookies) headers.append("Set-Cookie", value);
  return new Response(text, { status, headers });
}

function failure(request: RequestLike, f: BoxOfficeFailure, setCookies: string[] = []): Response {
  if (f.status >= 500 || f.code === null) console.warn(`[cart] ${f.status} ${f.reason}: ${f.message} (${new URL(request.url).pathname})`);
  const body: ShopCartFailure = { error: f.message, reason: f.reason, code: f.code };
  if (f.maxTickets !== undefined) body.max_tickets = f.maxTickets;
  return answer(body, f.status, setCookies);
}

/** assertCsrf throws `data()`, which a resource route would turn into a logged 500-style body. */
function csrfRefusal(request: RequestLike): Response | null {
  try {
    assertCsrf(request);
    return null;
  } catch {
    return Response.json({ error: "CSRF verification failed." }, { status: 403, headers: { "Cache-Control": "no-store" } });
  }
}

// POST /api/shop-cart/ {quantities, event_jet_id, sale_type_ids, seat_group?, block_id?}:
// reserves one seat group's tickets for 15 minutes in the visitor's cart. JSON only (the no-JS form
// posts to the event page's action instead). An Idempotency-Key header makes a repeat answer the
// same without reserving again. Checks run cheapest first; nothing is reserved by a rejected request.
export async function action({ request, context }: DirectRouteArgs) {
  apiMethod(request);
  const refused = csrfRefusal(request);
  if (refused) return refused;
  if (!(await allowCartWrite(request, context.clientIp))) return failure(request, fail("rate_limited"));
  const rawKey = request.headers.get(IDEMPOTENCY_HEADER);
  const key = rawKey === null ? null : IdempotencyKeySchema.safeParse(rawKey);
  if (key && !key.success) return apiError(request, 400, `Invalid ${IDEMPOTENCY_HEADER} header: ${key.error.issues[0]?.message}`);
  const body = await apiJsonBody(request, ShopCartBodySchema);
  const { result, setCookies } = await addToCartForVisitor(request, body, key?.data);
  if (!result.ok) return failure(request, result, setCookies);
  const { ticketsQuantity, expiresAt } = result.value;
  return answer({ tickets_quantity: ticketsQuantity, cart_url: CART_URL, expires_at: expiresAt }, 200, setCookies);
}

export function loader({ request }: DirectRouteArgs) {
  return methodNotAllowed(request, "POST");
}
