/**
 * The booking widget's data and rules, shared by the event page's loader, the widget in the browser
 * and the no-JS booking action. Plain TypeScript (no zod: this reaches a public page's bundle; the
 * form schema is app/lib/booking-form.ts).
 */
import { MAX_QUANTITY_PER_TYPE, type ShopCartBody } from "./cart-constants";

/** Below this many seats the widget says how many are left ("nur noch 3 Plätze"). */
export const FEW_LEFT = 10;

/** The widget's step and summary reset this long after it closes (its closing transition). */
export const CLOSE_DELAY_MS = 250;
/** The summary (loading) appears this long after "add to cart", so quick answers do not flash. */
export const SUMMARY_DELAY_MS = 100;

export interface WidgetPrice {
  id: number;
  saleTypeId: number;
  name: string;
  text: string;
  cents: number;
  /** As shown: '12 €', '12,50 €'. */
  label: string;
  /** A negative price (a reduction) is styled as such. */
  negative: boolean;
}

export interface WidgetSeatGroup {
  id: number;
  name: string;
  text: string;
  /** Status 1: only offered groups get ticket controls; others show their text ("closed"). */
  offered: boolean;
  /** Main price (Vollpreis) first, then the discounts. */
  prices: WidgetPrice[];
  /** Seats left without timeslots, or per timeslot (`blockId` → seats). */
  left: number;
  leftBySlot: Record<number, number>;
}

export interface WidgetTimeslot {
  blockId: number;
  startsAt: string;
  /** '13:00 Uhr' / '1:00 pm' as the locale writes it. */
  label: string;
}

/** One event's widget. Timeslots are the offered ones (status 1) that have not started. */
export interface WidgetOffer {
  eventJetId: number;
  /** The design settings' currency sign, for the total. */
  currency: string;
  seatGroups: WidgetSeatGroup[];
  timeslots: WidgetTimeslot[];
}

/** GET /{locale}/api/event-offer/{id_jet}/: the widget of one event, loaded by the event overlay. */
export interface EventOfferAnswer {
  offer: WidgetOffer;
  /** The plain form's key against double submits (see BookingData). */
  nonce: string;
}

/** A selected ticket is a price of a seat group; `amount` 0 never stays in the list. */
export interface TicketRef {
  id: number;
  seatGroup: number;
  saleTypeId: number;
}
export interface SelectedTicket {
  ticket: TicketRef;
  amount: number;
}

const same = (a: TicketRef, b: TicketRef) => a.seatGroup === b.seatGroup && a.saleTypeId === b.saleTypeId;

/** The same seat group and sale type increments its amount, else the ticket is added with 1. */
export function addTicket(selection: SelectedTicket[], ticket: TicketRef): SelectedTicket[] {
  const found = selection.find((s) => same(s.ticket, ticket));
  if (!found) return [...selection, { ticket, amount: 1 }];
  return selection.map((s) => (s === found ? { ...s, amount: s.amount + 1 } : s));
}

/** Removing decrements; an entry at 1 is dropped. */
export function removeTicket(selection: SelectedTicket[], ticket: TicketRef): SelectedTicket[] {
  const found = selection.find((s) => same(s.ticket, ticket));
  if (!found) return selection;
  if (found.amount <= 1) return selection.filter((s) => s !== found);
  return selection.map((s) => (s === found ? { ...s, amount: s.amount - 1 } : s));
}

export function amountOf(selection: SelectedTicket[], seatGroup: number, saleTypeId: number): number {
  return selection.find((s) => s.ticket.seatGroup === seatGroup && s.ticket.saleTypeId === saleTypeId)?.amount ?? 0;
}

/** Tickets selected, optionally only those matching `filter`. */
export function countTickets(selection: SelectedTicket[], filter: (t: TicketRef) => boolean = () => true): number {
  return selection.reduce((sum, s) => (filter(s.ticket) ? sum + s.amount : sum), 0);
}

/** Seats a group has for the chosen timeslot (or at all, without timeslots). */
export function seatsLeft(group: WidgetSeatGroup, blockId: number | null, hasTimeslots: boolean): number {
  if (!group.offered) return 0;
  if (!hasTimeslots) return group.left;
  return blockId === null ? 0 : (group.leftBySlot[blockId] ?? 0);
}

/** A ticket type's upper bound: what is left, and never more than one call may ask for. */
export function maxPerType(left: number): number {
  return Math.max(0, Math.min(MAX_QUANTITY_PER_TYPE, left));
}

/**
 * The selection cut down to what a (newly chosen) timeslot has left: each type to its maximum and
 * each seat group to its seats, later types giving way first.
 */
export function clampSelection(offer: WidgetOffer, selection: SelectedTicket[], blockId: number | null): SelectedTicket[] {
  const hasTimeslots = offer.timeslots.length > 0;
  const room = new Map(offer.seatGroups.map((g) => [g.id, seatsLeft(g, blockId, hasTimeslots)]));
  const result: SelectedTicket[] = [];
  for (const entry of selection) {
    const left = room.get(entry.ticket.seatGroup) ?? 0;
    const amount = Math.min(entry.amount, maxPerType(left), left);
    if (amount > 0) result.push({ ...entry, amount });
    room.set(entry.ticket.seatGroup, left - amount);
  }
  return result;
}

/** The selection without the seat groups already put into the cart (after a later group failed). */
export function withoutSeatGroups(selection: SelectedTicket[], seatGroups: number[]): SelectedTicket[] {
  return selection.filter((s) => !seatGroups.includes(s.ticket.seatGroup));
}

/** A timeslot is available when any offered seat group still has seats at that time. */
export function isSlotAvailable(offer: WidgetOffer, blockId: number): boolean {
  return offer.seatGroups.some((g) => g.offered && (g.leftBySlot[blockId] ?? 0) > 0);
}

/** The first available timeslot is preselected; null without (available) timeslots. */
export function firstAvailableSlot(offer: WidgetOffer): number | null {
  return offer.timeslots.find((slot) => isSlotAvailable(offer, slot.blockId))?.blockId ?? null;
}

/** The timeslot a form shows chosen: the one sent before an error while it still has seats, else the first available. */
export function initialSlot(offer: WidgetOffer, values: Record<string, string>): number | null {
  const sent = Number(values.block_id);
  return sent && offer.timeslots.some((s) => s.blockId === sent) && isSlotAvailable(offer, sent) ? sent : firstAvailableSlot(offer);
}

/**
 * The POST /api/shop-cart/ bodies for a selection: one per seat group, in the widget's
 * group order, each listing that group's ticket types in price order.
 */
export function cartCalls(offer: WidgetOffer, selection: SelectedTicket[], blockId: number | null): ShopCartBody[] {
  const calls: ShopCartBody[] = [];
  for (const group of offer.seatGroups) {
    const lines = group.prices
      .map((price) => ({ saleTypeId: price.saleTypeId, amount: amountOf(selection, group.id, price.saleTypeId) }))
      .filter((line) => line.amount > 0);
    if (lines.length === 0) continue;
    calls.push({
      quantities: lines.map((l) => l.amount),
      event_jet_id: offer.eventJetId,
      sale_type_ids: lines.map((l) => l.saleTypeId),
      seat_group: group.id,
      ...(offer.timeslots.length > 0 && blockId !== null ? { block_id: blockId } : {}),
    });
  }
  return calls;
}

/** The no-JS form's field for a ticket type: `q.<seat group>.<sale type>`. */
export function quantityField(seatGroup: number, saleTypeId: number): string {
  return `q.${seatGroup}.${saleTypeId}`;
}

/** The seat group and sale type of a quantity field, or null for any other name. */
export function parseQuantityField(name: string): { seatGroup: number; saleTypeId: number } | null {
  const match = /^q\.(\d{1,9})\.(\d{1,9})$/.exec(name);
  return match ? { seatGroup: Number(match[1]), saleTypeId: Number(match[2]) } : null;
}

/** The selection a no-JS form's values describe (after an error the stepper starts from it). */
export function selectionFromValues(offer: WidgetOffer, values: Record<string, string>): SelectedTicket[] {
  const selection: SelectedTicket[] = [];
  for (const group of offer.seatGroups) {
    for (const price of group.prices) {
      const amount = Number(values[quantityField(group.id, price.saleTypeId)] ?? "");
      if (Number.isInteger(amount) && amount > 0 && amount <= MAX_QUANTITY_PER_TYPE) {
        selection.push({ ticket: { id: price.id, seatGroup: group.id, saleTypeId: price.saleTypeId }, amount });
      }
    }
  }
  return selection;
}

/** What the booking form answers with when it did not work; the entered values come back with it. */
export interface BookingFailure {
  /** `invalid` and `no_tickets` come from the form check, the rest from the box office. */
  reason: string;
  code: number | null;
  /** With `ticket_limit`: how many tickets of one event a cart may hold. */
  maxTickets?: number;
  values: Record<string, string>;
}
