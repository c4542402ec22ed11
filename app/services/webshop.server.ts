/**
 * The webshop pages' server side: the cart as the page shows it, the order cookie of the
 * confirmation page, and the headers that keep every webshop answer out of every cache.
 */
import type { CartState, CartSummaryView } from "~/lib/types/webshop-cart";
import { MAX_QUANTITY_PER_TYPE } from "~/lib/cart-constants";
import { formatLongDate, formatTime } from "~/lib/dates";
import { urlForEvent } from "~/lib/entity-urls";
import { formatCents } from "~/lib/price";
import type { Locale } from "~/lib/routes";
import { findEventsByIds } from "~/models/events.server";
import { getDesignSettings } from "~/models/settings.server";
import { boxOffice } from "./box-office/box-office.server";
import type { CartView } from "./box-office/types.server";
import { systemClock } from "./box-office/clock.server";
import { readCookie } from "./http/cookies.server";
import { secureCookies } from "./http/session.server";

/** Every webshop answer is the visitor's own (the cart token cookie must never reach a cache). */
export const NO_STORE = { "Cache-Control": "private, no-store" } as const;

/** The webshop is German only (not localised). */
export const WEBSHOP_LOCALE: Locale = "de";

export async function webshopCurrency(): Promise<string> {
  return (await getDesignSettings()).parsers.currency ?? "€";
}

/** Lines grouped per event and seat group, with prices and dates as visitors read them. */
export async function summarizeCart(cart: CartView, locale: Locale, currency: string): Promise<CartSummaryView> {
  const catalogue = await findEventsByIds(cart.events.map((e) => e.eventId), locale);
  return {
    ticketsQuantity: cart.ticketsQuantity,
    total: formatCents(cart.totalCents, currency),
    events: cart.events.map((event) => {
      const known = catalogue.get(event.eventId);
      return {
        id: event.eventId,
        title: event.title,
        url: known ? urlForEvent(locale, { id: event.eventId, slug: known.slug }) : null,
        when: `${formatLongDate(event.startsAt, locale)}, ${formatTime(event.startsAt, locale)}`,
        groups: event.seatGroups.map((group) => ({
          id: group.id,
          name: group.name,
          lines: group.lines.map((line) => ({
            id: line.id,
            name: line.name,
            unit: formatCents(line.unitCents, currency),
            quantity: line.quantity,
            total: formatCents(line.totalCents, currency),
            timeslot: line.timeslot ? formatTime(line.timeslot.startsAt, locale) : null,
            canIncrease: line.quantity < MAX_QUANTITY_PER_TYPE,
          })),
        })),
      };
    }),
  };
}

/**
 * The visitor's cart. `stale` says the cart cookies point at nothing current (unknown, expired or
 * checked-out cart) and should be deleted, as the API does after a -204.
 */
export async function cartState(cartToken: string | null, locale: Locale): Promise<{ state: CartState; stale: boolean }> {
  if (!cartToken) return { state: { kind: "empty" }, stale: false };
  const cart = await boxOffice().getCart(cartToken, locale);
  if (!cart) return { state: { kind: "empty" }, stale: true };
  if (cart.status === "checked_out") return { state: { kind: "empty" }, stale: true };
  if (cart.status === "expired") return { state: { kind: "expired" }, stale: true };
  if (cart.events.length === 0) return { state: { kind: "empty" }, stale: false };
  // The box office's clock, which BOX_OFFICE_CLOCK_FILE may move in end-to-end tests.
  const now = systemClock();
  return {
    state: {
      kind: "open",
      cart: await summarizeCart(cart, locale, await webshopCurrency()),
      expiresAt: cart.expiresAt,
      serverNow: now.toISOString(),
      reservedUntil: formatTime(cart.expiresAt, locale),
    },
    stale: false,
  };
}

// ---------------------------------------------------------------- the order cookie

/**
 * After checkout the cart cookies go; the confirmation page finds the order through this cookie,
 * which holds the checked-out cart's token (it can show that order, never change it). An hour is
 * enough to read, print or reload the confirmation.
 */
const ORDER_COOKIE_MAX_AGE = 60 * 60;

function orderCookieName(): string {
  return secureCookies() ? "__Host-festival-order" : "festival-order";
}

export function orderCookie(cartToken: string): string {
  return [`${orderCookieName()}=${cartToken}`, "Path=/", `Max-Age=${ORDER_COOKIE_MAX_AGE}`, "SameSite=Lax", "HttpOnly", secureCookies() ? "Secure" : ""]
    .filter(Boolean)
    .join("; ");
}

export function readOrderToken(request: Request): string | null {
  const token = readCookie(request, orderCookieName());
  return token && /^[\w-]{1,128}$/.test(token) ? token : null;
}
