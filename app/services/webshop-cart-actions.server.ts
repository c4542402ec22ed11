/**
 * The cart page's POST forms (they work without JavaScript): change a line's quantity, remove a
 * line, check out. Success answers 303 (back to the cart, or on to the confirmation); a failure
 * re-renders the cart page with a message and the status the box office names.
 */
import { data } from "@remix-run/node";
import { z } from "zod";
import type { CartActionData } from "~/lib/types/webshop-cart";
import { CheckoutSchema, LineQuantitySchema } from "~/lib/cart";
import type { CartFailureReason } from "~/lib/cart-constants";
import type { TranslationKey } from "~/lib/translate";
import { webshopAliasOf, webshopHref } from "~/lib/webshop";
import { getSiteSettings } from "~/models/settings.server";
import { boxOffice } from "./box-office/box-office.server";
import type { BoxOfficeFailure } from "./box-office/types.server";
import { cartCookies, clearCartCookies, readCartToken } from "./box-office/cart-cookies.server";
import { fail } from "./box-office/errors.server";
import { allowCartWrite } from "./box-office/visitor.server";
import { assertCsrf } from "./http/csrf.server";
import { pageForm } from "./http/input.server";
import { NO_STORE, orderCookie } from "./webshop.server";
import { safeRedirect } from "~/services/http/redirect.server";

const Intent = z.enum(["quantity", "remove", "checkout"]);
const RemoveSchema = LineQuantitySchema.pick({ line: true });

const MESSAGES: Partial<Record<CartFailureReason, TranslationKey>> = {
  not_enough_seats: "webshop.errors.notEnoughSeats",
  no_reservation: "webshop.errors.noReservation",
  line_limit: "webshop.errors.lineLimit",
  ticket_limit: "webshop.errors.ticketLimit",
  not_offered: "webshop.errors.notOffered",
  event_not_bookable: "webshop.errors.notBookable",
  unknown_line: "webshop.errors.unknownLine",
  empty_cart: "webshop.errors.emptyCart",
  shop_offline: "webshop.offline",
  rate_limited: "webshop.errors.rateLimited",
  invalid: "webshop.errors.invalid",
};

function withCookies(cookies: string[]): Headers {
  const headers = new Headers(NO_STORE);
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

function failure(f: BoxOfficeFailure, extra: CartActionData = {}) {
  if (f.code === null && f.status >= 500) console.warn(`[webshop] ${f.status} ${f.reason}: ${f.message}`);
  // A cart that is gone keeps no cookies, as after the API's -204.
  const cookies = f.reason === "no_reservation" ? clearCartCookies() : [];
  const body: CartActionData = { ...extra, message: MESSAGES[f.reason] ?? "webshop.errors.failed", code: f.code };
  if (f.maxTickets !== undefined) body.messageVars = { max: f.maxTickets };
  return data(body, { status: f.status, headers: withCookies(cookies) });
}

/** The checkout form's field messages (zod's own stay in the logs' language). */
function checkoutFields(values: { name: string; email: string }, issues: Partial<Record<"name" | "email", string[]>>) {
  return {
    name: issues.name ? ("webshop.checkout.nameRequired" as const) : undefined,
    email: !issues.email ? undefined : values.email.trim() ? ("webshop.checkout.emailInvalid" as const) : ("webshop.checkout.emailRequired" as const),
  };
}

/** One line's change: a new quantity (0 removes it) or its removal. */
async function changeLine(token: string, remove: boolean, form: FormData) {
  const fields = Object.fromEntries(form);
  if (remove) {
    const parsed = RemoveSchema.safeParse(fields);
    return parsed.success ? boxOffice().removeLine(token, parsed.data.line) : fail("invalid");
  }
  const parsed = LineQuantitySchema.safeParse(fields);
  return parsed.success ? boxOffice().changeQuantity(token, parsed.data.line, parsed.data.quantity) : fail("invalid");
}

export async function cartAction(request: Request, clientIp: string) {
  const { formData: form } = await pageForm(request, { files: false });
  assertCsrf(request, form);
  const alias = webshopAliasOf(new URL(request.url).pathname);
  const intent = Intent.safeParse(form.get("intent"));
  if (!intent.success) return failure(fail("invalid", "Unknown form."));
  const values = { name: String(form.get("name") ?? ""), email: String(form.get("email") ?? "") };
  const extra: CartActionData = intent.data === "checkout" ? { values } : {};

  if (!(await getSiteSettings("de")).isShopOnline) return failure(fail("shop_offline", "The webshop is offline."), extra);
  const token = readCartToken(request);
  if (!token) return failure(fail("no_reservation"), extra);
  if (!(await allowCartWrite(request, clientIp))) return failure(fail("rate_limited"), extra);

  if (intent.data === "checkout") {
    const parsed = CheckoutSchema.safeParse(values);
    if (!parsed.success) {
      const fields = checkoutFields(values, parsed.error.flatten().fieldErrors);
      return data<CartActionData>({ values, fields, message: "webshop.checkout.fixFields" }, { status: 400, headers: NO_STORE });
    }
    const result = await boxOffice().checkout(token, parsed.data);
    if (!result.ok) return failure(result, extra);
    console.log(`[webshop] order ${result.value.orderId}: ${result.value.ticketsQuantity} tickets`);
    return safeRedirect(webshopHref("webshop-confirmation", alias), webshopHref("webshop-cart", alias), { status: 303, headers: withCookies([...clearCartCookies(), orderCookie(token)]) });
  }

  const result = await changeLine(token, intent.data === "remove", form);
  if (!result.ok) return failure(result);
  return safeRedirect(webshopHref("webshop-cart", alias), webshopHref("webshop-cart", alias), { status: 303, headers: withCookies(cartCookies(result.value)) });
}
