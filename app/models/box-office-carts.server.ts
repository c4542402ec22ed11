/**
 * Cart, reservation and idempotency SQL of the embedded box office. Every function runs on the
 * executor of the cart transaction (`q`, see app/services/box-office-lock.server.ts); `forUpdate`
 * adds PostgreSQL's row lock (SQLite has none: its BEGIN IMMEDIATE locks the whole database).
 */
import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";

type Q = Kysely<DB>;

export async function findCart(q: Q, token: string, forUpdate: boolean) {
  return q
    .selectFrom("carts")
    .select(["id", "status", "expires_at"])
    .where("token", "=", token)
    .$if(forUpdate, (qb) => qb.forUpdate())
    .executeTakeFirst();
}

/** Capacity and status of seat groups (ascending id, the lock order), locked when asked. */
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

/** The cart's reservations (its lines). */
export async function cartLines(q: Q, cartId: number) {
  return q
    .selectFrom("reservations")
    .select(["id", "event_id", "seat_group_id", "price_id", "timeslot_id", "quantity"])
    .where("cart_id", "=", cartId)
    .orderBy("id")
    .execute();
}

export async function createCart(q: Q, token: string, expiresAt: string): Promise<number> {
  const row = await q.insertInto("carts").values({ token, status: "open", expires_at: expiresAt }).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export interface NewLine {
  event_id: number;
  seat_group_id: number;
  price_id: number;
  timeslot_id: number | null;
  quantity: number;
}

export async function insertLines(q: Q, cartId: number, lines: NewLine[], expiresAt: string): Promise<void> {
  if (lines.length === 0) return;
  await q
    .insertInto("reservations")
    .values(lines.map((line) => ({ ...line, cart_id: cartId, expires_at: expiresAt })))
    .execute();
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

/** Stores the answer for a key; a concurrent twin makes this fail with a unique violation. */
export async function storeIdempotentAnswer(q: Q, keyHash: string, cartId: number | null, response: string): Promise<void> {
  await q.insertInto("cart_idempotency").values({ key: keyHash, cart_id: cartId, response }).execute();
}
