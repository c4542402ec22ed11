/** The box office's failures: one HTTP status and webshop code per reason, English messages. */
import { CART_ERROR_CODES, MAX_QUANTITY_PER_TYPE, type CartErrorCode, type CartFailureReason } from "~/lib/cart-constants";
import type { BoxOfficeFailure } from "./box-office.server";

const KINDS: Record<CartFailureReason, { status: BoxOfficeFailure["status"]; code: CartErrorCode | null; message: string }> = {
  not_enough_seats: { status: 409, code: CART_ERROR_CODES.notEnoughSeats, message: "Not enough (connected) seats found." },
  no_reservation: { status: 409, code: CART_ERROR_CODES.noReservation, message: "No current reservation." },
  unknown_event: { status: 404, code: null, message: "Unknown event." },
  unknown_seat_group: { status: 404, code: null, message: "Unknown seat group for this event." },
  unknown_sale_type: { status: 404, code: null, message: "Unknown sale type for this seat group." },
  unknown_timeslot: { status: 404, code: null, message: "Unknown timeslot for this event." },
  unknown_line: { status: 404, code: null, message: "This cart has no such line." },
  seat_group_required: { status: 400, code: null, message: "This event has several seat groups: seat_group is required." },
  timeslot_required: { status: 400, code: null, message: "This event has timeslots: block_id is required." },
  not_offered: { status: 409, code: null, message: "These tickets are not offered." },
  event_not_bookable: { status: 409, code: null, message: "This event can no longer be booked." },
  line_limit: { status: 409, code: null, message: `At most ${MAX_QUANTITY_PER_TYPE} tickets of one ticket type per cart.` },
  ticket_limit: { status: 409, code: null, message: "Too many tickets for one event in this cart." },
  empty_cart: { status: 409, code: null, message: "The cart is empty." },
  shop_offline: { status: 503, code: null, message: "The webshop is offline; no tickets were reserved." },
  rate_limited: { status: 429, code: null, message: "Too many cart changes; please wait a minute." },
  already_sent: { status: 409, code: null, message: "This request was already answered; its tickets went into the cart that answer set." },
  invalid: { status: 400, code: null, message: "Invalid input." },
};

/** A failure for `reason`; `detail` replaces the default message where it says more. */
export function fail(reason: CartFailureReason, detail?: string): BoxOfficeFailure {
  const kind = KINDS[reason];
  return { ok: false, status: kind.status, reason, code: kind.code, message: detail ?? kind.message };
}

/** A cart would hold more than `max` tickets of one event: refused, with the maximum to show. */
export function ticketLimit(max: number): BoxOfficeFailure {
  return { ...fail("ticket_limit", `You can book at most ${max} tickets per event.`), maxTickets: max };
}
