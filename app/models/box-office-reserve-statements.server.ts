/**
 * SQLite: the statements of add to cart's locked part, prepared once per database handle and run
 * synchronously by better-sqlite3 (docs/decisions/0018-reserve-in-sqlite.md). They are the SQL of
 * box-office-carts.server.ts and box-office.server.ts written out once, without Kysely building and
 * compiling each query anew and without an await between the statements of a transaction that
 * holds the whole database.
 */
import type Database from "better-sqlite3";
import type { CartLine, NewLine } from "./box-office-carts.server";

export interface LockedCartRow {
  id: number;
  status: string;
  expires_at: string;
  lines: (CartLine & { expires_at: string })[];
  /** One of its lines expired and was released: its seats may be someone else's. */
  released: boolean;
}

export interface SeatGroupRow {
  id: number;
  capacity: number;
  status: number;
}

export interface TimeslotRow {
  id: number;
  /** Null: the seat groups' capacities alone limit the timeslot. */
  capacity: number | null;
  status: number;
}

export interface SqliteReserveStatements {
  idempotentAnswer(keyHash: string): string | undefined;
  cartWithLines(token: string): LockedCartRow | undefined;
  seatGroup(id: number): SeatGroupRow | undefined;
  timeslot(id: number): TimeslotRow | undefined;
  /** How many tickets of one event a cart may hold (the site settings, else `fallback`). */
  maxTicketsPerEvent(fallback: number): number;
  /** Stops counting the expired reservations of the timeslot (when given), else of the seat group. */
  releaseExpired(seatGroupId: number, timeslotId: number | null, nowIso: string): void;
  /** Unexpired reservations plus sold tickets (not cancelled) in a seat group (at one timeslot when given), after `releaseExpired`. */
  takenInSeatGroup(seatGroupId: number, timeslotId: number | null): number;
  /** The same over all seat groups at one timeslot. */
  takenInTimeslot(timeslotId: number): number;
  createCart(token: string, expiresAt: string): number;
  insertLine(cartId: number, line: NewLine, expiresAt: string): void;
  /** A line that grows gets the cart's new end at once. */
  growLine(lineId: number, quantity: number, expiresAt: string): void;
  /** Moves the cart's end and all its other reservations to `expiresAt`. */
  extendCart(cartId: number, expiresAt: string): void;
  storeIdempotentAnswer(keyHash: string, cartId: number | null, response: string): void;
}

// Migration 0024: counters per seat group and timeslot, kept by triggers; expired reservations are
// released (no longer counted) by the writer that counts their seat group or timeslot next.
const RELEASE_IN_GROUP = "update reservations set counted = 0 where seat_group_id = ? and timeslot_id is null and counted = 1 and expires_at <= ?";
const RELEASE_AT_SLOT = "update reservations set counted = 0 where timeslot_id = ? and counted = 1 and expires_at <= ?";
const TAKEN_IN_GROUP = "select coalesce((select reserved + sold from seat_holds where seat_group_id = ? and timeslot_key = ?), 0)";
const TAKEN_AT_SLOT = "select coalesce(sum(reserved + sold), 0) from seat_holds where timeslot_key = ?";

interface CartJoinRow {
  cart_id: number;
  status: string;
  expires_at: string;
  id: number | null;
  event_id: number;
  seat_group_id: number;
  price_id: number;
  timeslot_id: number | null;
  quantity: number;
  line_expires_at: string;
  counted: number | null;
}

function prepareAll(sqlite: Database.Database): SqliteReserveStatements {
  const idempotent = sqlite.prepare("select response from cart_idempotency where key = ?").pluck();
  const cart = sqlite.prepare(`select c.id as cart_id, c.status, c.expires_at,
      r.id, r.event_id, r.seat_group_id, r.price_id, r.timeslot_id, r.quantity, r.expires_at as line_expires_at, r.counted
    from carts c left join reservations r on r.cart_id = c.id where c.token = ? order by r.id`);
  const group = sqlite.prepare("select id, capacity, status from seat_groups where id = ?");
  const slot = sqlite.prepare("select id, capacity, status from timeslots where id = ?");
  const maxPerEvent = sqlite.prepare("select coalesce((select max_tickets_per_event from site_settings order by id limit 1), ?)").pluck();
  const releaseInGroup = sqlite.prepare(RELEASE_IN_GROUP);
  const releaseAtSlot = sqlite.prepare(RELEASE_AT_SLOT);
  const takenInGroup = sqlite.prepare(TAKEN_IN_GROUP).pluck();
  const takenAtSlot = sqlite.prepare(TAKEN_AT_SLOT).pluck();
  const newCart = sqlite.prepare("insert into carts (token, status, expires_at) values (?, 'open', ?)");
  const newLine = sqlite.prepare(`insert into reservations (cart_id, event_id, seat_group_id, price_id, timeslot_id, quantity, expires_at)
    values (?, ?, ?, ?, ?, ?, ?)`);
  const lineQuantity = sqlite.prepare("update reservations set quantity = ?, expires_at = ? where id = ?");
  const cartEnd = sqlite.prepare("update carts set expires_at = ? where id = ?");
  // Lines written in this transaction already end then; rewriting them would move index entries for nothing.
  const linesEnd = sqlite.prepare("update reservations set expires_at = ? where cart_id = ? and expires_at <> ?");
  const remember = sqlite.prepare("insert into cart_idempotency (key, cart_id, response) values (?, ?, ?)");

  return {
    idempotentAnswer: (keyHash) => idempotent.get(keyHash) as string | undefined,
    cartWithLines(token) {
      const rows = cart.all(token) as CartJoinRow[];
      const first = rows[0];
      if (!first) return undefined;
      const lines: LockedCartRow["lines"] = [];
      let released = false;
      for (const r of rows) {
        if (r.id !== null) {
          if (r.counted === 0) released = true;
          lines.push({ id: r.id, event_id: r.event_id, seat_group_id: r.seat_group_id, price_id: r.price_id, timeslot_id: r.timeslot_id, quantity: r.quantity, expires_at: r.line_expires_at });
        }
      }
      return { id: first.cart_id, status: first.status, expires_at: first.expires_at, lines, released };
    },
    seatGroup: (id) => group.get(id) as SeatGroupRow | undefined,
    timeslot: (id) => slot.get(id) as TimeslotRow | undefined,
    maxTicketsPerEvent: (fallback) => maxPerEvent.get(fallback) as number,
    releaseExpired(seatGroupId, timeslotId, nowIso) {
      if (timeslotId === null) releaseInGroup.run(seatGroupId, nowIso);
      else releaseAtSlot.run(timeslotId, nowIso);
    },
    takenInSeatGroup: (seatGroupId, timeslotId) => takenInGroup.get(seatGroupId, timeslotId ?? 0) as number,
    takenInTimeslot: (timeslotId) => takenAtSlot.get(timeslotId) as number,
    createCart: (token, expiresAt) => Number(newCart.run(token, expiresAt).lastInsertRowid),
    insertLine(cartId, line, expiresAt) {
      newLine.run(cartId, line.event_id, line.seat_group_id, line.price_id, line.timeslot_id, line.quantity, expiresAt);
    },
    growLine(lineId, quantity, expiresAt) {
      lineQuantity.run(quantity, expiresAt, lineId);
    },
    extendCart(cartId, expiresAt) {
      cartEnd.run(expiresAt, cartId);
      linesEnd.run(expiresAt, cartId, expiresAt);
    },
    storeIdempotentAnswer(keyHash, cartId, response) {
      remember.run(keyHash, cartId, response);
    },
  };
}

const prepared = new WeakMap<Database.Database, SqliteReserveStatements>();

/** The statements for this database handle, prepared on first use. */
export function sqliteReserveStatements(sqlite: Database.Database): SqliteReserveStatements {
  let statements = prepared.get(sqlite);
  if (!statements) {
    statements = prepareAll(sqlite);
    prepared.set(sqlite, statements);
  }
  return statements;
}
