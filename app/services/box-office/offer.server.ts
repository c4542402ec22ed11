/**
 * The read side of the embedded box office: an event's offer for the widget and a cart for the
 * webshop page. Reads take no locks: "left" here is information, the cart transaction decides.
 */
import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import { centsToPriceString } from "~/lib/price";
import type { Locale } from "~/lib/routes";
import { localized } from "~/lib/localize";
import type { Connection } from "~/db/db.server";
import { memoPerConnection } from "~/db/memo.server";
import { findEventSaleRows, takenForEvent, type BookableEventRow, type Taken } from "~/models/box-office.server";
import { findCartForView, findOrderByCart, orderLinesForView, reservationLinesForView, type ViewLineRow } from "~/models/box-office-orders.server";
import type { CartEvent, CartView, EventOffer, OfferSeatGroup } from "./types.server";

/** Cancelled events and events that are over (past their end, or their start without one) sell nothing. */
export function isEventBookable(event: BookableEventRow, nowIso: string): boolean {
  return event.is_cancelled === 0 && nowIso < (event.date_end ?? event.date_start);
}

function takenSum(taken: Taken[], match: (t: Taken) => boolean): number {
  return taken.filter(match).reduce((sum, t) => sum + t.quantity, 0);
}

// What an event offers is content: kept per connection until the content changes (an editor's change of
// a seat group, price or timeslot). What is taken (reservations, sold tickets) is read for every offer, so
// a visitor who has just reserved sees their seats gone; on PostgreSQL that is one round trip, not two.
const eventSaleRows = memoPerConnection((conn, jetId: number) => findEventSaleRows(conn.db, jetId), 1000);

export async function buildOffer(conn: Connection, eventJetId: number, locale: Locale, now: Date): Promise<EventOffer | null> {
  const rows = await eventSaleRows(conn, eventJetId);
  if (!rows) return null;
  const { event, groups, prices, slots } = rows;
  const nowIso = now.toISOString();
  const taken = await takenForEvent(conn.db, event.id, nowIso);
  const bookable = isEventBookable(event, nowIso);
  const selling = bookable && event.is_sold_out === 0;

  const seatGroups = groups.map((group): OfferSeatGroup => {
    const sells = selling && group.status === 1;
    const groupPrices = prices.filter((p) => p.seat_group_id === group.id);
    const timeslots = slots.map((slot) => {
      const inGroup = group.capacity - takenSum(taken, (t) => t.seat_group_id === group.id && t.timeslot_id === slot.id);
      const inSlot = slot.capacity === null ? Infinity : slot.capacity - takenSum(taken, (t) => t.timeslot_id === slot.id);
      const open = sells && slot.status === 1 && nowIso < slot.time_start;
      return { id: slot.id, blockId: slot.block_id, startsAt: slot.time_start, status: slot.status, left: open ? Math.max(0, Math.min(inGroup, inSlot)) : 0 };
    });
    const leftWithout = sells ? Math.max(0, group.capacity - takenSum(taken, (t) => t.seat_group_id === group.id)) : 0;
    return {
      id: group.id,
      name: localized(locale, group.name_de, group.name_en),
      text: localized(locale, group.text_de, group.text_en),
      status: group.status,
      prices: groupPrices.map((p, i) => ({
        id: p.id,
        saleTypeId: p.sale_type_id,
        name: localized(locale, p.name_de, p.name_en),
        text: localized(locale, p.text_de, p.text_en),
        cents: p.amount_cents,
        price: centsToPriceString(p.amount_cents),
        isMain: i === 0,
      })),
      hasDiscounts: groupPrices.length > 1,
      timeslots,
      left: slots.length > 0 ? timeslots.reduce((sum, s) => sum + s.left, 0) : leftWithout,
    };
  });
  return { eventId: event.id, idJet: event.id_jet, ticketUrl: event.ticket_url, startsAt: event.date_start, bookable, seatGroups };
}

function groupLines(rows: ViewLineRow[], locale: Locale): CartEvent[] {
  const events: CartEvent[] = [];
  for (const row of rows) {
    let event = events.find((e) => e.eventId === row.event_id);
    if (!event) {
      const title = localized(locale, row.event_title_de, row.event_title_en) || localized(locale, row.production_title_de, row.production_title_en);
      event = { eventId: row.event_id, idJet: row.id_jet, title, startsAt: row.date_start, seatGroups: [] };
      events.push(event);
    }
    let group = event.seatGroups.find((g) => g.id === row.seat_group_id);
    if (!group) {
      group = { id: row.seat_group_id, name: localized(locale, row.seat_group_de, row.seat_group_en), lines: [] };
      event.seatGroups.push(group);
    }
    group.lines.push({
      id: row.id,
      priceId: row.price_id ?? 0,
      saleTypeId: row.sale_type_id ?? 0,
      name: localized(locale, row.price_de, row.price_en) ?? "",
      unitCents: row.unit_cents,
      quantity: row.quantity,
      totalCents: row.unit_cents * row.quantity,
      timeslot: row.timeslot_id !== null && row.block_id !== null && row.time_start !== null ? { id: row.timeslot_id, blockId: row.block_id, startsAt: row.time_start } : null,
    });
  }
  return events;
}

export async function buildCartView(q: Kysely<DB>, token: string, locale: Locale, now: Date): Promise<CartView | null> {
  const cart = await findCartForView(q, token);
  if (!cart) return null;
  const checkedOut = cart.status === "checked_out";
  const status = checkedOut ? "checked_out" : cart.status === "open" && cart.expires_at > now.toISOString() ? "open" : "expired";
  const rows = checkedOut ? await orderLinesForView(q, cart.id) : await reservationLinesForView(q, cart.id);
  return {
    status,
    orderId: checkedOut ? ((await findOrderByCart(q, cart.id))?.id ?? null) : null,
    expiresAt: cart.expires_at,
    ticketsQuantity: rows.reduce((sum, r) => sum + r.quantity, 0),
    totalCents: rows.reduce((sum, r) => sum + r.quantity * r.unit_cents, 0),
    events: groupLines(rows, locale),
  };
}
