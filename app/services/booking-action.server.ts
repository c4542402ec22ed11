/**
 * The event page's action: the booking widget without JavaScript (docs/decisions/0013-booking-form.md).
 * Same-origin check, zod, rate limit, then one box-office call per seat group like the widget's
 * fetches (stopping at the first failure); 303 back to the page with the cart cookies, or 4xx with
 * the failure and the entered values so the page shows the error and keeps the selection.
 */
import crypto from "node:crypto";
import { data, type ActionFunctionArgs } from "@remix-run/node";
import type { BookingFailure } from "~/lib/booking";
import { BookingFormSchema, readBookingForm, ticketsBySeatGroup } from "~/lib/booking-form";
import { ShopCartBodySchema } from "~/lib/cart";
import { href } from "~/lib/routes";
import { findEventDetail } from "~/models/event-detail.server";
import { cartTokenCookieName, readCartToken } from "./box-office-cookies.server";
import { fail } from "./box-office-errors.server";
import { addToCartForVisitor, allowCartWrite } from "./box-office-visitor.server";
import { detailId } from "./catalogue.server";
import { assertSameOrigin } from "./csrf.server";
import { notFound } from "./http-errors.server";
import { requestLocale } from "./i18n.server";
import { pageForm, pageMethod } from "./input.server";
import { safeRedirect } from "~/services/redirect.server";

export interface BookingActionData {
  booking: BookingFailure;
}

function failure(request: Request, booking: BookingFailure, status: number, setCookies: string[]) {
  // A failed add to cart is logged. The script widget reports from the browser; without
  // script nobody else can, so every failure of this form is logged here.
  console.warn(`[booking] ${status} ${booking.reason}${booking.code === null ? "" : ` ${booking.code}`} (${new URL(request.url).pathname})`);
  const headers = new Headers();
  for (const value of setCookies) headers.append("Set-Cookie", value);
  return data<BookingActionData>({ booking }, { status, headers });
}

/** The request as the next call sees it: with the cart the previous call made or extended. */
function withCart(request: Request, token: string): Request {
  const name = cartTokenCookieName();
  const headers = new Headers(request.headers);
  const others = (headers.get("Cookie") ?? "").split(/;\s*/).filter((c) => c && !c.startsWith(`${name}=`));
  headers.set("Cookie", [...others, `${name}=${token}`].join("; "));
  return new Request(request.url, { headers });
}

/**
 * The form's key (unique per answer, also one from the page cache; a CDN may still repeat it)
 * scoped to what only this visitor's repeated submit has in common: address, browser, their cart
 * before the post and the very selection. A double submit reserves once; should two people ever
 * produce the same key, the box office binds it to the cart it made, so the second gets
 * `already_sent`, never the first one's cart.
 */
function idempotencyKey(request: Request, clientIp: string, nonce: string, selection: unknown, seatGroup: number): string {
  const scope = [nonce, clientIp, request.headers.get("User-Agent") ?? "", request.headers.get("Accept-Language") ?? "", readCartToken(request) ?? "", JSON.stringify(selection)];
  return `form-${crypto.createHash("sha256").update(scope.join("\n")).digest("hex")}-${seatGroup}`;
}

export async function bookingAction({ request, params, context }: ActionFunctionArgs) {
  await pageMethod(request);
  // A cross-site form must not put tickets into a visitor's cart (the cart cookie is SameSite=Lax,
  // so a top-level cross-site POST would not even carry it; the check also stops new carts).
  assertSameOrigin(request);
  const locale = requestLocale(request);
  const event = await findEventDetail(await detailId(request, params), locale);
  if (!event) throw await notFound();

  const { formData: form } = await pageForm(request, { files: false });
  const { input, values } = readBookingForm(form);
  const parsed = BookingFormSchema.safeParse(input);
  if (!parsed.success) {
    const noTickets = parsed.error.issues.some((issue) => issue.message === "no_tickets");
    return failure(request, { reason: noTickets ? "no_tickets" : "invalid", code: null, values }, 400, []);
  }

  const groups = ticketsBySeatGroup(parsed.data);
  let current = request;
  let cookies: string[] = [];
  let booked = 0;
  for (const [index, group] of groups.entries()) {
    // After a failure the selection keeps only what is not in the cart yet.
    const kept = () => Object.fromEntries(Object.entries(values).filter(([name]) => name === "block_id" || groups.slice(index).some((g) => name.startsWith(`q.${g.seatGroup}.`))));
    if (!(await allowCartWrite(current, context.clientIp))) {
      const f = fail("rate_limited");
      return failure(request, { reason: f.reason, code: f.code, values: kept() }, f.status, cookies);
    }
    const body = ShopCartBodySchema.safeParse({
      quantities: group.tickets.map((t) => t.quantity),
      event_jet_id: event.idJet,
      sale_type_ids: group.tickets.map((t) => t.saleTypeId),
      seat_group: group.seatGroup,
      block_id: parsed.data.block_id ?? null,
    });
    if (!body.success) return failure(request, { reason: "invalid", code: null, values: kept() }, 400, cookies);
    const key = idempotencyKey(request, context.clientIp, parsed.data.nonce, groups, group.seatGroup);
    const { result, setCookies } = await addToCartForVisitor(current, body.data, key);
    if (!result.ok) {
      // The page answered here shows the header as the cookies now say: emptied after -204.
      if (result.reason === "no_reservation") context.cartAmount = 0;
      const booking: BookingFailure = { reason: result.reason, code: result.code, values: kept() };
      if (result.maxTickets !== undefined) booking.maxTickets = result.maxTickets;
      return failure(request, booking, result.status, [...cookies, ...setCookies]);
    }
    cookies = setCookies;
    context.cartAmount = result.value.ticketsQuantity;
    current = withCart(request, result.value.cartToken);
    booked += group.tickets.reduce((sum, t) => sum + t.quantity, 0);
  }
  const page = href("event", locale, { slug: event.slugs[locale] || "-", id: event.id }, { booked });
  const headers = new Headers();
  for (const value of cookies) headers.append("Set-Cookie", value);
  return safeRedirect(`${page}#tickets`, page, { status: 303, headers });
}
