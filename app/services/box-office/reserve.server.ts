/**
 * Add to cart in the embedded box office: resolve what is asked for (no lock needed: events, seat
 * groups and prices are editor data), then, serialised with every other writer, count what is left
 * and reserve all of it or nothing — on PostgreSQL in one call of the database function of
 * decision 0016, on SQLite in one synchronous transaction (decision 0018). Both take the same steps
 * in the same order: idempotency replay, cart row, seat group and timeslot rows (PostgreSQL locks
 * in this order), and only then the clock — a writer that waited for a lock must not judge expiry
 * by the time it started waiting (it could revive reservations another writer already counted as
 * expired).
 */
import crypto from "node:crypto";
import type { Connection } from "~/db/db.server";
import { memoPerConnection } from "~/db/memo.server";
import { MAX_QUANTITY_PER_TYPE, MAX_TYPES_PER_CALL, RESERVATION_MS } from "~/lib/cart-constants";
import { findBookingRows } from "~/models/box-office.server";
import { findIdempotentAnswer, reserveInPostgres, reserveInPostgresUnserialized, type ReserveCall } from "~/models/box-office-carts.server";
import type { AddToCartInput, BoxOfficeFailure, BoxOfficeResult, CartReceipt } from "./types.server";
import { systemClock, systemClockOffsetMs } from "./clock.server";
import { fail, ticketLimit } from "./errors.server";
import type { WriteEnv } from "./locked-cart.server";
import { isEventBookable } from "./offer.server";
import { isUniqueViolation } from "./lock.server";
import { reserveInSqlite, reserveInSqliteUnserialized, type ReserveTarget } from "./reserve-locked-step-sqlite.server";

function validTickets(tickets: AddToCartInput["tickets"]): boolean {
  const types = new Set(tickets.map((t) => t.saleTypeId));
  return (
    tickets.length > 0 && tickets.length <= MAX_TYPES_PER_CALL && types.size === tickets.length &&
    tickets.every((t) => Number.isInteger(t.quantity) && t.quantity >= 1 && t.quantity <= MAX_QUANTITY_PER_TYPE)
  );
}

/**
 * What an event offers (editor data), kept per connection until the content changes: when sales
 * open, every add asks for the same few events. The locked part re-reads what decides a sale (seat
 * group and timeslot status, capacity).
 */
const bookingRowsFor = memoPerConnection((conn, jetId: number) => findBookingRows(conn.db, jetId));

async function resolveTarget(conn: Connection, input: AddToCartInput, nowIso: string): Promise<ReserveTarget | BoxOfficeFailure> {
  if (!validTickets(input.tickets)) return fail("invalid", `Between 1 and ${MAX_QUANTITY_PER_TYPE} tickets per sale type, each sale type once.`);
  const rows = await bookingRowsFor(conn, input.eventJetId);
  if (!rows) return fail("unknown_event");
  const { event, groups, slots } = rows;
  const group = input.seatGroupId != null ? groups.find((g) => g.id === input.seatGroupId) : groups.length === 1 ? groups[0] : undefined;
  if (!group) return input.seatGroupId == null && groups.length > 1 ? fail("seat_group_required") : fail("unknown_seat_group");
  if (group.status !== 1) return fail("not_offered", "This seat group is not offered.");
  if (!isEventBookable(event, nowIso)) return fail("event_not_bookable");
  const prices = rows.prices.filter((p) => p.seat_group_id === group.id);
  const lines: ReserveTarget["lines"] = [];
  for (const ticket of input.tickets) {
    const price = prices.find((p) => p.sale_type_id === ticket.saleTypeId);
    if (!price) return fail("unknown_sale_type", `Unknown sale type ${ticket.saleTypeId} for this seat group.`);
    lines.push({ priceId: price.id, quantity: ticket.quantity });
  }
  if (slots.length === 0 && input.blockId != null) return fail("unknown_timeslot");
  if (slots.length > 0 && input.blockId == null) return fail("timeslot_required");
  const slot = input.blockId != null ? slots.find((s) => s.block_id === input.blockId) : undefined;
  if (input.blockId != null && !slot) return fail("unknown_timeslot");
  if (slot && slot.status !== 1) return fail("not_offered", "This timeslot is not offered.");
  if (slot && nowIso >= slot.time_start) return fail("event_not_bookable", "This timeslot has begun.");
  if (event.is_sold_out === 1) return fail("not_enough_seats");
  return { eventId: event.id, seatGroupId: group.id, timeslotId: slot?.id ?? null, lines };
}

type Answer = BoxOfficeResult<CartReceipt>;

/** The oversell control run's transactions stay open this long after their writes (PostgreSQL). */
const CONTROL_RUN_COMMIT_DELAY_MS = 5;

/**
 * A remembered or database-made answer: the whole answer as this service stores it, or the
 * PostgreSQL function's short failure (`{"ok":false,"reason":…}`, with `"max"` for `ticket_limit`),
 * completed here.
 */
function answerFrom(text: string): Answer {
  const parsed = JSON.parse(text) as Answer | { ok: false; reason: BoxOfficeFailure["reason"]; status?: undefined; max?: number };
  if (parsed.ok || parsed.status !== undefined) return parsed;
  return parsed.reason === "ticket_limit" && parsed.max !== undefined ? ticketLimit(parsed.max) : fail(parsed.reason);
}

/**
 * PostgreSQL: the locked part in the database's function (migrations 0007 and 0008), so that the row
 * locks are held for one round trip instead of eight (decision 0016).
 */
async function reserveInDatabase(env: WriteEnv, target: ReserveTarget, input: AddToCartInput, keyHash: string | null, newToken: string): Promise<Answer> {
  const testClock = env.clock !== systemClock;
  const call: ReserveCall = {
    lock: env.serialize,
    token: input.cartToken ?? null,
    newToken,
    eventId: target.eventId,
    seatGroupId: target.seatGroupId,
    timeslotId: target.timeslotId,
    priceIds: target.lines.map((l) => l.priceId),
    quantities: target.lines.map((l) => l.quantity),
    keyHash,
    now: testClock ? env.clock().toISOString() : null,
    clockOffsetMs: testClock ? 0 : systemClockOffsetMs(),
    reservationMs: RESERVATION_MS,
    maxPerType: MAX_QUANTITY_PER_TYPE,
  };
  const pool = env.connection().pool!;
  return answerFrom(env.serialize ? await reserveInPostgres(pool, call) : await reserveInPostgresUnserialized(pool, call, CONTROL_RUN_COMMIT_DELAY_MS));
}

/**
 * An answer goes out only with the cart the request presented or the one this very call created: a
 * key is bound to the cart it made, so a repeat that does not carry that cart (another visitor who
 * happens to produce the same key, or a repeat whose first answer never reached the browser) learns
 * nothing about it and gets `already_sent` instead. Failures carry no cart and are given again as
 * they were.
 */
function boundToCaller(answer: Answer, input: AddToCartInput, newToken: string): Answer {
  if (!answer.ok) return answer;
  const token = answer.value.cartToken;
  return token === newToken || token === (input.cartToken ?? null) ? answer : fail("already_sent");
}

export async function addToCart(env: WriteEnv, input: AddToCartInput): Promise<Answer> {
  const newToken = crypto.randomBytes(24).toString("base64url");
  return boundToCaller(await reserve(env, input, newToken), input, newToken);
}

async function reserve(env: WriteEnv, input: AddToCartInput, newToken: string): Promise<Answer> {
  const keyHash = input.idempotencyKey ? crypto.createHash("sha256").update(input.idempotencyKey).digest("hex") : null;
  const conn = env.connection();
  const target = await resolveTarget(conn, input, env.clock().toISOString());
  if ("ok" in target) {
    // A repeat of a call that went through before the event changed gets the answer it got then.
    // (Every other repeat is answered inside the locked part, which looks for the key first.)
    const stored = keyHash ? await findIdempotentAnswer(conn.db, keyHash) : undefined;
    return stored ? answerFrom(stored) : target;
  }
  try {
    if (conn.dialect === "postgres") return await reserveInDatabase(env, target, input, keyHash, newToken);
    const call = { target, cartToken: input.cartToken ?? null, newToken, keyHash };
    return await (env.serialize ? reserveInSqlite : reserveInSqliteUnserialized)(conn, env.clock, call);
  } catch (error) {
    // A twin with the same key committed first (PostgreSQL: different rows locked): answer as it did.
    const stored = keyHash && isUniqueViolation(error) ? await findIdempotentAnswer(conn.db, keyHash) : undefined;
    if (stored) return answerFrom(stored);
    throw error;
  }
}
