/**
 * SQLite: add to cart's locked part as one synchronous transaction of prepared statements
 * (docs/decisions/0018-reserve-in-sqlite.md). The steps and their order are those of PostgreSQL's
 * `box_office_reserve` (decision 0016): idempotency replay, the cart, the clock (only once the write
 * lock is held: a writer that waited must not judge expiry by the time it started waiting), the seat
 * group and timeslot as they are now, the cart's maximum of tickets per event, what is left, the
 * writes, the remembered answer.
 */
import type { Connection } from "~/db/db.server";
import { withWriteLock } from "~/db/write-lock.server";
import { DEFAULT_MAX_TICKETS_PER_EVENT, MAX_QUANTITY_PER_TYPE, RESERVATION_MS } from "~/lib/cart-constants";
import type { NewLine } from "~/models/box-office-carts.server";
import { sqliteReserveStatements, type LockedCartRow, type SqliteReserveStatements } from "~/models/box-office-reserve-statements.server";
import type { BoxOfficeResult, CartReceipt } from "./types.server";
import type { Clock } from "./clock.server";
import { fail, ticketLimit } from "./errors.server";

type Answer = BoxOfficeResult<CartReceipt>;

/** What add to cart asks for, resolved against the event's seat groups, prices and timeslots. */
export interface ReserveTarget {
  eventId: number;
  seatGroupId: number;
  timeslotId: number | null;
  lines: { priceId: number; quantity: number }[];
}

export interface SqliteReserveCall {
  target: ReserveTarget;
  cartToken: string | null;
  /** The token a new cart gets (made by the caller, as for PostgreSQL's function). */
  newToken: string;
  keyHash: string | null;
}

/** The answer stored for the call's key, given again; undefined when the key is new (or there is none). */
function replayed(s: SqliteReserveStatements, { keyHash }: SqliteReserveCall): Answer | undefined {
  const stored = keyHash ? s.idempotentAnswer(keyHash) : undefined;
  return stored ? (JSON.parse(stored) as Answer) : undefined;
}

/** What the locked reads found: the visitor's cart (none for a new one), "now", and what is left. */
interface Snapshot {
  cart: LockedCartRow | undefined;
  now: Date;
  left: number;
}

/** An answer with the cart it belongs to (none when the visitor's cart is gone). */
type Outcome = [Answer, number | null];

const wantedIn = (target: ReserveTarget) => target.lines.reduce((sum, l) => sum + l.quantity, 0);

/** The cart's unexpired tickets of one event (its lines came with the cart, by the cart's index). */
function ticketsOfEvent(cart: LockedCartRow | undefined, eventId: number, nowIso: string): number {
  let count = 0;
  for (const l of cart?.lines ?? []) if (l.event_id === eventId && l.expires_at > nowIso) count += l.quantity;
  return count;
}

function read(s: SqliteReserveStatements, clock: Clock, { target, cartToken }: SqliteReserveCall): Snapshot | Outcome {
  const cart = cartToken !== null ? s.cartWithLines(cartToken) : undefined;
  if (cartToken !== null && !cart) return [fail("no_reservation"), null];
  const now = clock();
  const nowIso = now.toISOString();
  // A released line (expired by another writer's clock) is someone else's seat now: the cart is over.
  if (cart && (cart.status !== "open" || cart.expires_at <= nowIso || cart.released)) return [fail("no_reservation"), null];
  // Re-read here: an editor may have closed the group or timeslot since the target was resolved.
  const group = s.seatGroup(target.seatGroupId);
  const slot = target.timeslotId !== null ? s.timeslot(target.timeslotId) : null;
  if (!group || group.status !== 1 || slot === undefined || (slot && slot.status !== 1)) return [fail("not_offered"), cart?.id ?? null];
  const max = s.maxTicketsPerEvent(DEFAULT_MAX_TICKETS_PER_EVENT);
  if (ticketsOfEvent(cart, target.eventId, nowIso) + wantedIn(target) > max) return [ticketLimit(max), cart?.id ?? null];
  // What is left: the counters (migration 0024), once the expired reservations they hold are released.
  s.releaseExpired(group.id, slot?.id ?? null, nowIso);
  const inGroup = group.capacity - s.takenInSeatGroup(group.id, slot?.id ?? null);
  const left = slot && slot.capacity !== null ? Math.min(inGroup, slot.capacity - s.takenInTimeslot(slot.id)) : inGroup;
  return { cart, now, left };
}

/** The reservation itself, all of it or nothing; answers with the cart the answer belongs to. */
function write(s: SqliteReserveStatements, { target, cartToken, newToken }: SqliteReserveCall, { cart, now, left }: Snapshot): Outcome {
  const wanted = wantedIn(target);
  if (wanted > left) return [fail("not_enough_seats"), cart?.id ?? null];
  const lines = cart?.lines ?? [];
  const merged = target.lines.map((line) => ({
    line,
    existing: lines.find((l) => l.price_id === line.priceId && l.timeslot_id === target.timeslotId),
  }));
  if (merged.some(({ line, existing }) => (existing?.quantity ?? 0) + line.quantity > MAX_QUANTITY_PER_TYPE)) return [fail("line_limit"), cart?.id ?? null];

  const expiresAt = new Date(now.getTime() + RESERVATION_MS).toISOString();
  const token = cart ? cartToken! : newToken;
  const cartId = cart ? cart.id : s.createCart(token, expiresAt);
  for (const { line, existing } of merged) {
    if (existing) s.growLine(existing.id, existing.quantity + line.quantity, expiresAt);
    else {
      const fresh: NewLine = { event_id: target.eventId, seat_group_id: target.seatGroupId, price_id: line.priceId, timeslot_id: target.timeslotId, quantity: line.quantity };
      s.insertLine(cartId, fresh, expiresAt);
    }
  }
  if (cart) s.extendCart(cartId, expiresAt);
  const ticketsQuantity = lines.reduce((sum, l) => sum + l.quantity, wanted);
  return [{ ok: true, value: { cartToken: token, ticketsQuantity, expiresAt } }, cartId];
}

/** Stores the answer under the call's key, so that a repeat gets it without reserving again. */
function remember(s: SqliteReserveStatements, call: SqliteReserveCall, [answer, cartId]: Outcome): Answer {
  if (call.keyHash) s.storeIdempotentAnswer(call.keyHash, cartId, JSON.stringify(answer));
  return answer;
}

const isOutcome = (value: Snapshot | Outcome): value is Outcome => Array.isArray(value);

/** Reserves on what `read` found (unless it already failed) and remembers the answer. */
function settle(s: SqliteReserveStatements, call: SqliteReserveCall, found: Snapshot | Outcome): Answer {
  return remember(s, call, isOutcome(found) ? found : write(s, call, found));
}

/**
 * Reserves inside `BEGIN IMMEDIATE` (`withWriteLock`: no other query of this process runs in between,
 * and while another process writes, this one serves its other requests), synchronously once it holds
 * the lock.
 */
export function reserveInSqlite(conn: Connection, clock: Clock, call: SqliteReserveCall): Promise<Answer> {
  const s = sqliteReserveStatements(conn.sqlite!);
  return withWriteLock(conn, () => replayed(s, call) ?? settle(s, call, read(s, clock, call)));
}

/**
 * The tests' oversell control run only (`serialize: false`): the same reads and writes with no
 * transaction and no lock, and the event loop free between reading what is left and spending it —
 * as any writer that does not serialise would be.
 */
export async function reserveInSqliteUnserialized(conn: Connection, clock: Clock, call: SqliteReserveCall): Promise<Answer> {
  const s = sqliteReserveStatements(conn.sqlite!);
  const again = replayed(s, call);
  if (again) return again;
  const found = read(s, clock, call);
  await new Promise((resolve) => setImmediate(resolve));
  return settle(s, call, found);
}
