/**
 * Add to cart in the embedded box office: resolve what is asked for (no lock needed: events, seat
 * groups and prices are editor data), then, inside the serialising write transaction, count what
 * is left and reserve all of it or nothing. The order inside the transaction matters:
 * idempotency replay, cart row, seat group and timeslot rows (PostgreSQL locks in this order),
 * and only then the clock — a writer that waited for a lock must not judge expiry by the time it
 * started waiting (it could revive reservations another writer already counted as expired).
 */
import crypto from "node:crypto";
import { versionOf, type Connection } from "~/db/db.server";
import { memoUntilChange } from "~/db/memo.server";
import { MAX_QUANTITY_PER_TYPE, MAX_TYPES_PER_CALL, RESERVATION_MS } from "~/lib/cart-constants";
import { findBookingRows, type BookingRows } from "~/models/box-office.server";
import {
  createCart, extendCart, findIdempotentAnswer, insertLines, reserveInPostgres, setLineQuantity, storeIdempotentAnswer, type NewLine,
} from "~/models/box-office-carts.server";
import type { AddToCartInput, BoxOfficeFailure, BoxOfficeResult, CartReceipt } from "./box-office.server";
import { systemClock, systemClockOffsetMs } from "./box-office-clock.server";
import { fail } from "./box-office-errors.server";
import { lockAndCheckCart, leftFor, type WriteEnv } from "./box-office-write-support.server";
import { isEventBookable } from "./box-office-offer.server";
import { isUniqueViolation, writeTransaction, type Tx } from "./box-office-lock.server";

interface Target {
  eventId: number;
  seatGroupId: number;
  timeslotId: number | null;
  lines: { priceId: number; quantity: number }[];
}

function validTickets(tickets: AddToCartInput["tickets"]): boolean {
  const types = new Set(tickets.map((t) => t.saleTypeId));
  return (
    tickets.length > 0 && tickets.length <= MAX_TYPES_PER_CALL && types.size === tickets.length &&
    tickets.every((t) => Number.isInteger(t.quantity) && t.quantity >= 1 && t.quantity <= MAX_QUANTITY_PER_TYPE)
  );
}

const bookingRowsMemos = new WeakMap<Connection, (jetId: number) => Promise<BookingRows | undefined>>();

/**
 * What an event offers (editor data), on SQLite kept per connection until the content changes: when
 * sales open, every add asks for the same few events. The locked part re-reads what decides a sale
 * (seat group and timeslot status, capacity). PostgreSQL asks its function each time, because this
 * process would not notice another server process's edits there.
 */
function bookingRowsFor(conn: Connection, jetId: number): Promise<BookingRows | undefined> {
  if (conn.dialect !== "sqlite") return findBookingRows(conn.db, jetId);
  let memo = bookingRowsMemos.get(conn);
  if (!memo) {
    memo = memoUntilChange((jet: number) => findBookingRows(conn.db, jet), () => versionOf(conn));
    bookingRowsMemos.set(conn, memo);
  }
  return memo(jetId);
}

async function resolveTarget(conn: Connection, input: AddToCartInput, nowIso: string): Promise<Target | BoxOfficeFailure> {
  if (!validTickets(input.tickets)) return fail("invalid", `Between 1 and ${MAX_QUANTITY_PER_TYPE} tickets per sale type, each sale type once.`);
  const rows = await bookingRowsFor(conn, input.eventJetId);
  if (!rows) return fail("unknown_event");
  const { event, groups, slots } = rows;
  const group = input.seatGroupId != null ? groups.find((g) => g.id === input.seatGroupId) : groups.length === 1 ? groups[0] : undefined;
  if (!group) return input.seatGroupId == null && groups.length > 1 ? fail("seat_group_required") : fail("unknown_seat_group");
  if (group.status !== 1) return fail("not_offered", "This seat group is not offered.");
  if (!isEventBookable(event, nowIso)) return fail("event_not_bookable");
  const prices = rows.prices.filter((p) => p.seat_group_id === group.id);
  const lines: Target["lines"] = [];
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

const LINE_LIMIT_DETAIL = `At most ${MAX_QUANTITY_PER_TYPE} tickets of one ticket type per cart.`;

/**
 * A remembered or database-made answer: the whole answer as this service stores it, or the
 * PostgreSQL function's short failure (`{"ok":false,"reason":…}`), completed here.
 */
function answerFrom(text: string): Answer {
  const parsed = JSON.parse(text) as Answer | { ok: false; reason: BoxOfficeFailure["reason"]; status?: undefined };
  if (parsed.ok || parsed.status !== undefined) return parsed;
  return fail(parsed.reason, parsed.reason === "line_limit" ? LINE_LIMIT_DETAIL : undefined);
}

async function reserve(env: WriteEnv, tx: Tx, target: Target, input: AddToCartInput, keyHash: string | null): Promise<Answer> {
  const remember = async (answer: Answer, cartId: number | null) => {
    if (keyHash) await storeIdempotentAnswer(tx.q, keyHash, cartId, JSON.stringify(answer));
    return answer;
  };
  if (keyHash) {
    const stored = await findIdempotentAnswer(tx.q, keyHash);
    if (stored) return answerFrom(stored);
  }
  const checked = await lockAndCheckCart(env, tx, input.cartToken ?? null, { seatGroupId: target.seatGroupId, timeslotId: target.timeslotId });
  if (!checked.ok) return remember(checked, null);
  const { cart, lines, groups, slots, now } = checked.value;

  const group = groups.get(target.seatGroupId);
  const slot = target.timeslotId !== null ? slots.get(target.timeslotId) : null;
  // Re-checked under the lock: an editor may have closed the group since resolveTarget read it.
  if (!group || group.status !== 1 || slot === undefined || (slot && slot.status !== 1)) return remember(fail("not_offered"), cart?.id ?? null);
  const wanted = target.lines.reduce((sum, l) => sum + l.quantity, 0);
  if (wanted > (await leftFor(tx, group, slot, now.toISOString()))) return remember(fail("not_enough_seats"), cart?.id ?? null);

  const merged = target.lines.map((line) => ({
    line,
    existing: lines.find((l) => l.price_id === line.priceId && l.timeslot_id === target.timeslotId),
  }));
  if (merged.some(({ line, existing }) => (existing?.quantity ?? 0) + line.quantity > MAX_QUANTITY_PER_TYPE)) {
    return remember(fail("line_limit", LINE_LIMIT_DETAIL), cart?.id ?? null);
  }
  const expiresAt = new Date(now.getTime() + RESERVATION_MS).toISOString();
  const token = cart ? input.cartToken! : crypto.randomBytes(24).toString("base64url");
  const cartId = cart ? cart.id : await createCart(tx.q, token, expiresAt);
  const fresh: NewLine[] = [];
  for (const { line, existing } of merged) {
    if (existing) await setLineQuantity(tx.q, existing.id, existing.quantity + line.quantity);
    else fresh.push({ event_id: target.eventId, seat_group_id: target.seatGroupId, price_id: line.priceId, timeslot_id: target.timeslotId, quantity: line.quantity });
  }
  await insertLines(tx.q, cartId, fresh, expiresAt);
  if (cart) await extendCart(tx.q, cartId, expiresAt);
  const receipt: Answer = { ok: true, value: { cartToken: token, ticketsQuantity: lines.reduce((sum, l) => sum + l.quantity, wanted), expiresAt } };
  return remember(receipt, cartId);
}

/**
 * PostgreSQL: the same steps as `reserve`, in the database's function (migration 0007), so that the
 * row locks are held for one round trip instead of eight (decision 0016).
 */
async function reserveInDatabase(env: WriteEnv, target: Target, input: AddToCartInput, keyHash: string | null): Promise<Answer> {
  const testClock = env.clock !== systemClock;
  const text = await reserveInPostgres(env.connection().db, {
    token: input.cartToken ?? null,
    newToken: crypto.randomBytes(24).toString("base64url"),
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
  });
  return answerFrom(text);
}

export async function addToCart(env: WriteEnv, input: AddToCartInput): Promise<Answer> {
  const keyHash = input.idempotencyKey ? crypto.createHash("sha256").update(input.idempotencyKey).digest("hex") : null;
  const conn = env.connection();
  if (keyHash) {
    const stored = await findIdempotentAnswer(conn.db, keyHash);
    if (stored) return answerFrom(stored);
  }
  const target = await resolveTarget(conn, input, env.clock().toISOString());
  if ("ok" in target) return target;
  try {
    if (env.serialize && conn.dialect === "postgres") return await reserveInDatabase(env, target, input, keyHash);
    return await writeTransaction(conn, env.serialize, (tx) => reserve(env, tx, target, input, keyHash));
  } catch (error) {
    // A twin with the same key committed first (PostgreSQL: different rows locked): answer as it did.
    const stored = keyHash && isUniqueViolation(error) ? await findIdempotentAnswer(conn.db, keyHash) : undefined;
    if (stored) return answerFrom(stored);
    throw error;
  }
}
