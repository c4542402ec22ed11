/**
 * Cancelled tickets are free again. What an order holds is `quantity - cancelled_quantity` of its
 * items, and nothing at all once the order is cancelled (`orders.cancelled_at`). PostgreSQL's
 * `box_office_reserve` (migration 0014) counted every item's whole quantity; it is replaced with
 * the same function counting only what is still sold. SQLite's counts live in TypeScript
 * (app/models/box-office-reserve-statements.server.ts) and count the same way.
 *
 * Indexes for the back office's lists: orders by state (active or cancelled), newest first; unread
 * form entries per form (the start page counts `read_at is null`).
 */
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { RESERVE as RESERVE_OF_0014 } from "./0014-ticket-limit";
import { index, isPostgres } from "./columns";

const SOLD_IN_GROUP_BEFORE = `(select coalesce(sum(quantity), 0) from order_items
          where seat_group_id = p_seat_group_id and (p_timeslot_id is null or timeslot_id = p_timeslot_id))`;
const SOLD_IN_GROUP = `(select coalesce(sum(oi.quantity - oi.cancelled_quantity), 0) from order_items oi
          join orders o on o.id = oi.order_id and o.cancelled_at is null
          where oi.seat_group_id = p_seat_group_id and (p_timeslot_id is null or oi.timeslot_id = p_timeslot_id))`;
const SOLD_AT_SLOT_BEFORE = `(select coalesce(sum(quantity), 0) from order_items where timeslot_id = p_timeslot_id)`;
const SOLD_AT_SLOT = `(select coalesce(sum(oi.quantity - oi.cancelled_quantity), 0) from order_items oi
          join orders o on o.id = oi.order_id and o.cancelled_at is null where oi.timeslot_id = p_timeslot_id)`;

function replaced(text: string, before: string, after: string): string {
  if (!text.includes(before)) throw new Error(`migration 0019: "${before.slice(0, 60)}…" not found in box_office_reserve`);
  return text.replace(before, after);
}

export const RESERVE = replaced(replaced(RESERVE_OF_0014, SOLD_IN_GROUP_BEFORE, SOLD_IN_GROUP), SOLD_AT_SLOT_BEFORE, SOLD_AT_SLOT);

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql.raw(RESERVE).execute(db);
  await index(db, "orders", ["cancelled_at", "id"]);
  await index(db, "form_entries", ["read_at", "form_id"]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("form_entries_read_at_form_id_idx").execute();
  await db.schema.dropIndex("orders_cancelled_at_id_idx").execute();
  if (isPostgres(db)) await sql.raw(RESERVE_OF_0014).execute(db);
}
