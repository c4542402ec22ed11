/**
 * The box office: ticket inventory, carts with 15-minute reservations, checkout. One interface, so a
 * real ticketing system can replace the embedded one (docs/decisions/0011-box-office.md); routes,
 * the widget's loader and the webshop pages only ever talk to `boxOffice()`.
 */
import type { CartErrorCode, CartFailureReason } from "~/lib/cart-constants";
import type { Locale } from "~/lib/routes";
import type { Clock } from "./box-office-clock.server";
import { createEmbeddedBoxOffice } from "./box-office-embedded.server";
import { env } from "./env.server";

export type { Clock };

/** What went wrong, with the HTTP status an endpoint answers and the webshop's code where it has one. */
export interface BoxOfficeFailure {
  ok: false;
  status: 400 | 404 | 409 | 429 | 503;
  reason: CartFailureReason;
  code: CartErrorCode | null;
  message: string;
  /** With `ticket_limit`: how many tickets of one event a cart may hold. */
  maxTickets?: number;
}
export type BoxOfficeResult<T> = { ok: true; value: T } | BoxOfficeFailure;

export interface OfferPrice {
  id: number;
  saleTypeId: number;
  name: string;
  text: string;
  cents: number;
  /** The API's price text, e.g. '12.50'. */
  price: string;
  /** The first price of a seat group is the main one (Vollpreis); the rest are discounts. */
  isMain: boolean;
}

export interface OfferTimeslot {
  id: number;
  blockId: number;
  startsAt: string;
  /** 1 offered, 0 not offered. */
  status: number;
  /** Tickets still to be had in this seat group at this time (0 when not offered or over). */
  left: number;
}

export interface OfferSeatGroup {
  id: number;
  name: string;
  text: string;
  /** 1 offered, 0 not offered. */
  status: number;
  /** Main price first. */
  prices: OfferPrice[];
  hasDiscounts: boolean;
  /** The event's timeslots as seen from this seat group; empty for an event without timeslots. */
  timeslots: OfferTimeslot[];
  /** Tickets still to be had (summed over the offered timeslots where there are timeslots). */
  left: number;
}

/** Everything the booking widget needs for one event (the old API's CurrentEventData, with what is left). */
export interface EventOffer {
  eventId: number;
  idJet: number;
  ticketUrl: string | null;
  startsAt: string;
  /** False when the event is cancelled or over: the widget shows no booking then. */
  bookable: boolean;
  seatGroups: OfferSeatGroup[];
}

export interface AddToCartInput {
  eventJetId: number;
  /** Needed when the event has more than one seat group. */
  seatGroupId?: number | null;
  /** The timeslot's block id; needed when the event has timeslots. */
  blockId?: number | null;
  tickets: { saleTypeId: number; quantity: number }[];
  /** The visitor's cart, extended when given; a new cart is made without one. */
  cartToken?: string | null;
  /** Same key → same answer, tickets reserved once. Callers scope it to the visitor. */
  idempotencyKey?: string | null;
}

export interface CartReceipt {
  cartToken: string;
  /** All tickets in the cart after this call. */
  ticketsQuantity: number;
  /** When every reservation of the cart ends (15 minutes after this change). */
  expiresAt: string;
}

export interface CartLine {
  /** Identifies the line for changeQuantity/removeLine. */
  id: number;
  priceId: number;
  saleTypeId: number;
  name: string;
  unitCents: number;
  quantity: number;
  totalCents: number;
  timeslot: { id: number; blockId: number; startsAt: string } | null;
}

export interface CartEvent {
  eventId: number;
  idJet: number;
  title: string;
  startsAt: string;
  seatGroups: { id: number; name: string; lines: CartLine[] }[];
}

export interface CartView {
  status: "open" | "expired" | "checked_out";
  /** The order a checked-out cart became. */
  orderId: number | null;
  expiresAt: string;
  ticketsQuantity: number;
  totalCents: number;
  events: CartEvent[];
}

export interface OrderConfirmation {
  orderId: number;
  name: string;
  email: string;
  ticketsQuantity: number;
  totalCents: number;
}

export interface BoxOffice {
  /** The offer of an event for the widget, or null when the event is unknown or offline. */
  offer(eventJetId: number, locale: Locale): Promise<EventOffer | null>;
  /** Reserves tickets of one seat group (and timeslot), creating the cart or extending it. */
  addToCart(input: AddToCartInput): Promise<BoxOfficeResult<CartReceipt>>;
  /** The cart with its lines; null when the token is unknown. */
  getCart(cartToken: string, locale: Locale): Promise<CartView | null>;
  /** Sets a line's quantity (0 removes it); extends the cart. */
  changeQuantity(cartToken: string, lineId: number, quantity: number): Promise<BoxOfficeResult<CartReceipt>>;
  removeLine(cartToken: string, lineId: number): Promise<BoxOfficeResult<CartReceipt>>;
  /** Turns the reservations into a confirmed order (payment is out of scope). */
  checkout(cartToken: string, buyer: { name: string; email: string }): Promise<BoxOfficeResult<OrderConfirmation>>;
}

/** The implementations a deployment may choose with BOX_OFFICE (only the embedded one exists yet). */
const FACTORIES: Record<string, () => BoxOffice> = {
  embedded: () => createEmbeddedBoxOffice(),
};

declare global {
  var __festivalBoxOffice: BoxOffice | undefined;
}

/** The process's box office. The embedded one reads `connection()` per call, so tests can swap databases. */
export function boxOffice(): BoxOffice {
  if (!globalThis.__festivalBoxOffice) {
    const kind = env().BOX_OFFICE;
    const factory = FACTORIES[kind];
    if (!factory) throw new Error(`Unknown BOX_OFFICE "${kind}"; known: ${Object.keys(FACTORIES).join(", ")}`);
    globalThis.__festivalBoxOffice = factory();
  }
  return globalThis.__festivalBoxOffice;
}
