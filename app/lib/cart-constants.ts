/**
 * What the browser and the server share about the cart: names, limits, error codes and answer
 * shapes. Plain constants and types only (the cart page's address from the route table), so the
 * booking widget can import it without pulling zod into a public page's bundle (the zod schema is
 * app/lib/cart.ts).
 */

import { rootHref } from "./routes";

/** The webshop's cart page; `cart_url` of POST /api/shop-cart/ and the `cartUrl` cookie. */
export const CART_URL = rootHref("webshop-cart");

/** Tickets and the cart cookies last 15 minutes from the cart's last change. */
export const RESERVATION_MINUTES = 15;
export const RESERVATION_MS = RESERVATION_MINUTES * 60_000;

/** Cookies readable by script (the cart cookies the old front end reads, plus the reservation's end as ISO time). */
export const CART_AMOUNT_COOKIE = "cartAmount";
export const CART_URL_COOKIE = "cartUrl";
export const CART_EXPIRES_COOKIE = "cartExpires";

/** At most this many tickets of one ticket type per add-to-cart call (and per cart line). */
export const MAX_QUANTITY_PER_TYPE = 20;
/** At most this many ticket types in one add-to-cart call. */
export const MAX_TYPES_PER_CALL = 10;
/**
 * A cart holds at most this many tickets of one event unless the site settings say otherwise
 * (`site_settings.max_tickets_per_event`); the default where no settings row exists yet.
 */
export const DEFAULT_MAX_TICKETS_PER_EVENT = 10;

/** The webshop's error codes. */
export const CART_ERROR_CODES = { notEnoughSeats: -214, noReservation: -204 } as const;
export type CartErrorCode = (typeof CART_ERROR_CODES)[keyof typeof CART_ERROR_CODES];

/** Why a box-office call failed; stable words the UI translates (the `code` is what it shows). */
export type CartFailureReason =
  | "not_enough_seats" // -214
  | "no_reservation" // -204: the cart expired, was checked out or never existed
  | "unknown_event"
  | "unknown_seat_group"
  | "unknown_sale_type"
  | "unknown_timeslot"
  | "unknown_line"
  | "seat_group_required"
  | "timeslot_required"
  | "not_offered" // a seat group or timeslot with status 0
  | "event_not_bookable" // cancelled or over
  | "line_limit" // more than MAX_QUANTITY_PER_TYPE tickets of one type in a cart
  | "ticket_limit" // more than the site's maximum of tickets per event in one cart
  | "empty_cart"
  | "shop_offline"
  | "rate_limited"
  | "already_sent" // a repeated call (same idempotency key) without the cart its first answer made
  | "invalid";

/** Body of POST /api/shop-cart/; lists pair up by index. */
export interface ShopCartBody {
  quantities: number[];
  event_jet_id: number;
  sale_type_ids: number[];
  seat_group?: number | null;
  block_id?: number | null;
}

/** Success answer of POST /api/shop-cart/: the old webshop's answer plus the reservation's end. */
export interface ShopCartAnswer {
  tickets_quantity: number;
  cart_url: string;
  expires_at: string;
}

/** Failure answer of POST /api/shop-cart/ (and of the other cart endpoints). */
export interface ShopCartFailure {
  error: string;
  reason: CartFailureReason;
  /** -214 or -204 where the webshop names one, else null ('Error {code}' shows only with a code). */
  code: CartErrorCode | null;
  /** With `ticket_limit`: how many tickets of one event a cart may hold. */
  max_tickets?: number;
}

/** Header that makes a repeated add-to-cart call answer the same without reserving again. */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/** The ticket count the `cartAmount` cookie stands for, as the header shows it: a positive whole number, else 0. */
export function cartAmountFrom(raw: string | undefined): number {
  const amount = Number.parseInt(raw ?? "", 10);
  return Number.isFinite(amount) && amount > 0 ? amount : 0;
}
