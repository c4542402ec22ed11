/**
 * Fewer index entries to move when a cart is extended. Every cart write sets the new expiry on all
 * of the cart's reservations, and each index over `expires_at` then moves one entry per line:
 * - `reservations (expires_at)` alone answered no query (counts go by seat group or timeslot);
 * - `reservations (timeslot_id, expires_at)` held an entry for every line, though most events
 *   have no timeslots; it now holds only the lines that have one (`timeslot_id = ?` implies that,
 *   so SQLite and PostgreSQL still use it).
 * Measured with `npm run bench` (bench/cart.ts): the commit of a cart write was the largest part of
 * add to cart on SQLite.
 */
import type { Kysely } from "kysely";
import { sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("reservations_expires_at_idx").execute();
  await db.schema.dropIndex("reservations_timeslot_id_expires_at_idx").execute();
  await db.schema
    .createIndex("reservations_timeslot_id_expires_at_idx")
    .on("reservations")
    .columns(["timeslot_id", "expires_at"])
    .where(sql.ref("timeslot_id"), "is not", null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("reservations_timeslot_id_expires_at_idx").execute();
  await db.schema.createIndex("reservations_timeslot_id_expires_at_idx").on("reservations").columns(["timeslot_id", "expires_at"]).execute();
  await db.schema.createIndex("reservations_expires_at_idx").on("reservations").column("expires_at").execute();
}
