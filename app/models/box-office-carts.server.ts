/**
 * Cart, reservation and idempotency SQL of the embedded box office. Every function runs on the
 * executor of the cart transaction (`q`, see app/services/box-office/lock.server.ts); `forUpdate`
 * adds PostgreSQL's row lock (SQLite has none: its BEGIN IMMEDIATE locks the whole database).
 */
import type { Kysely } from "kysely";
import type pg from "pg";
import type { DB } from "~/db/schema";

type Q = Kysely<DB>;

export interface CartLine {
  id: number;
  event_id: number;
  seat_group_id: number;
  price_id: number;
  timeslot_id: number | null;
  quantity: number;
}

/**
 * The cart with its lines in one round trip (PostgreSQL: the cart row locked), and whether one of
 * them was released after expiring (migration 0024). Undefined when no cart has the token.
 */
export async function findCartWithLines(q: Q, token: string, forUpdate: boolean) {
  const rows = await q
    .selectFrom("carts as c")
    .leftJoin("reservations as r", "r.cart_id", "c.id")
    .select(["c.id as cart_id", "c.status", "c.expires_at", "r.id", "r.event_id", "r.seat_group_id", "r.price_id", "r.timeslot_id", "r.quantity", "r.counted"])
    .where("c.token", "=", token)
    .orderBy("r.id")
    .$if(forUpdate, (qb) => qb.forUpdate("c"))
    .execute();
  const first = rows[0];
  if (!first) return undefined;
  const lines: CartLine[] = [];
  let released = false;
  for (const r of rows) {
    if (r.id === null || r.event_id === null || r.seat_group_id === null || r.price_id === null || r.quantity === null) continue;
    lines.push({ id: r.id, event_id: r.event_id, seat_group_id: r.seat_group_id, price_id: r.price_id, timeslot_id: r.timeslot_id, quantity: r.quantity });
    if (r.counted === 0) released = true;
  }
  return { cart: { id: first.cart_id, status: first.status, expires_at: first.expires_at }, lines, released };
}

export async function readSeatGroups(q: Q, ids: number[], forUpdate: boolean) {
  if (ids.length === 0) return [];
  return q
    .selectFrom("seat_groups")
    .select(["id", "capacity", "status"])
    .where("id", "in", ids)
    .orderBy("id")
    .$if(forUpdate, (qb) => qb.forUpdate())
    .execute();
}

/** Capacity and status of timeslots (ascending id, the lock order), locked when asked. */
export async function readTimeslots(q: Q, ids: number[], forUpdate: boolean) {
  if (ids.length === 0) return [];
  return q
    .selectFrom("timeslots")
    .select(["id", "capacity", "status", "time_start"])
    .where("id", "in", ids)
    .orderBy("id")
    .$if(forUpdate, (qb) => qb.forUpdate())
    .execute();
}

export interface NewLine {
  event_id: number;
  seat_group_id: number;
  price_id: number;
  timeslot_id: number | null;
  quantity: number;
}

export async function setLineQuantity(q: Q, lineId: number, quantity: number): Promise<void> {
  await q.updateTable("reservations").set({ quantity }).where("id", "=", lineId).execute();
}

export async function deleteLine(q: Q, lineId: number): Promise<void> {
  await q.deleteFrom("reservations").where("id", "=", lineId).execute();
}

/** Moves the cart's end and every one of its reservations to `expiresAt` (15 minutes from now). */
export async function extendCart(q: Q, cartId: number, expiresAt: string): Promise<void> {
  await q.updateTable("carts").set({ expires_at: expiresAt }).where("id", "=", cartId).execute();
  await q.updateTable("reservations").set({ expires_at: expiresAt }).where("cart_id", "=", cartId).execute();
}

/** How many tickets of one event a cart may hold: the site settings, else `fallback` (no settings row yet). */
export async function findMaxTicketsPerEvent(q: Q, fallback: number): Promise<number> {
  const row = await q.selectFrom("site_settings").select("max_tickets_per_event").orderBy("id").limit(1).executeTakeFirst();
  return row?.max_tickets_per_event ?? fallback;
}

export async function countTickets(q: Q, cartId: number): Promise<number> {
  const row = await q
    .selectFrom("reservations")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("quantity"), eb.lit(0)).as("n"))
    .where("cart_id", "=", cartId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The answer stored for an idempotency key (by its hash), or undefined. */
export async function findIdempotentAnswer(q: Q, keyHash: string): Promise<string | undefined> {
  const row = await q.selectFrom("cart_idempotency").select("response").where("key", "=", keyHash).executeTakeFirst();
  return row?.response;
}

export interface ReserveCall {
  /** False only in the tests' oversell control run: no row locks. */
  lock: boolean;
  token: string | null;
  newToken: string;
  eventId: number;
  seatGroupId: number;
  timeslotId: number | null;
  priceIds: number[];
  quantities: number[];
  keyHash: string | null;
  /** A fixed "now" (a test's clock), else the database's clock moved by `clockOffsetMs`. */
  now: string | null;
  clockOffsetMs: number;
  reservationMs: number;
  maxPerType: number;
}

/**
 * The call commits without waiting for the disk (`synchronous_commit` off for its transaction only):
 * a reservation is a hold of 15 minutes, not a sale, and the seat group's row lock is held until the
 * commit, so with a flush per commit every buyer of one seat group also waited for the others'
 * flushes, one after the other. A crash of the database server can lose the holds of its last
 * fraction of a second (at most three times `wal_writer_delay`), whole and with their counters,
 * never half of one: what SQLite's `synchronous = NORMAL` risks on a power cut. Checkout, cart
 * changes and cancellations keep the server's setting.
 */
const RESERVE_SQL = `select set_config('synchronous_commit', 'off', true),
  box_office_reserve($1::boolean, $2::text, $3::text, $4::integer, $5::integer, $6::integer,
  $7::integer[], $8::integer[], $9::text, $10::text, $11::bigint, $12::bigint, $13::integer) as answer`;

/**
 * PostgreSQL: the locked part of add to cart in one round trip, the function of migrations 0007 and
 * 0008. A named statement, so each connection plans it once (Kysely's statements are unnamed: parsed
 * and planned on every call, ~10 % of the database's time per add). Answers its JSON text (see there).
 */
export async function reserveInPostgres(q: pg.Pool | pg.PoolClient, c: ReserveCall): Promise<string> {
  const values = [
    c.lock, c.token, c.newToken, c.eventId, c.seatGroupId, c.timeslotId, c.priceIds, c.quantities, c.keyHash, c.now,
    c.clockOffsetMs, c.reservationMs, c.maxPerType,
  ];
  const { rows } = await q.query<{ answer: string }>({ name: "box_office_reserve", text: RESERVE_SQL, values });
  return rows[0]!.answer;
}

/**
 * The tests' oversell control run (`lock: false`): the same call inside a transaction that commits
 * `commitDelayMs` later, as a writer of several round trips would, so that concurrent calls overlap.
 */
export async function reserveInPostgresUnserialized(pool: pg.Pool, c: ReserveCall, commitDelayMs: number): Promise<string> {
  const client = await pool.connect();
  try {
    await client.query("begin");
    const answer = await reserveInPostgres(client, c);
    await new Promise((resolve) => setTimeout(resolve, commitDelayMs));
    await client.query("commit");
    return answer;
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
