/**
 * What is taken per seat group and timeslot, kept as counters (`seat_holds`) instead of counted from
 * every live reservation under the box office's lock: add to cart's locked step then reads one row
 * (a timeslot's own capacity: one row per seat group of that timeslot), however many reservations are
 * live (docs/decisions/0064-seat-hold-counters.md).
 *
 * - `seat_holds (seat_group_id, timeslot_key)`: `timeslot_key` is the timeslot's id, 0 where the
 *   event has none. `reserved` = the quantities of reservations with `counted = 1`; `sold` = the
 *   items' `quantity - cancelled_quantity` of orders not cancelled.
 * - `reservations.counted`: 1 while a reservation is in `reserved`. A reservation that expired is
 *   released (set to 0) by the next writer that counts its seat group or timeslot, under that
 *   writer's lock; readers that show figures subtract the expired ones not yet released.
 * - Triggers on reservations, order items and orders keep the counters in the same transaction as
 *   every write, whichever code makes it (add to cart, cart changes, checkout, cancellations,
 *   deletions cascading from the back office, tests' fixtures).
 * - The partial indexes reach only reservations still counted, so releasing and subtracting read
 *   the expired-but-counted ones, not the whole history.
 * - PostgreSQL's `box_office_reserve` (migration 0019) is replaced with one that releases and reads
 *   the counters instead of summing reservations and order items.
 */
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { RESERVE as RESERVE_OF_0019 } from "./0019-box-office-cancellations";
import { isPostgres } from "./columns";

const KEY = (row: "new" | "old") => `${row}.seat_group_id, coalesce(${row}.timeslot_id, 0)`;
const AT = (row: "new" | "old") => `seat_group_id = ${row}.seat_group_id and timeslot_key = coalesce(${row}.timeslot_id, 0)`;
const orderActive = (row: "new" | "old") => `exists (select 1 from orders o where o.id = ${row}.order_id and o.cancelled_at is null)`;

/** Adds to `reserved` or `sold` of a row's seat group and timeslot (creating the counter row). */
const addTo = (column: "reserved" | "sold", row: "new" | "old", amount: string, when: string) =>
  `insert into seat_holds (seat_group_id, timeslot_key, reserved, sold)
    select ${KEY(row)}, ${column === "reserved" ? amount : "0"}, ${column === "sold" ? amount : "0"} where ${when}
    on conflict (seat_group_id, timeslot_key) do update set ${column} = seat_holds.${column} + excluded.${column}`;
const takeFrom = (column: "reserved" | "sold", row: "new" | "old", amount: string, when: string) =>
  `update seat_holds set ${column} = ${column} - ${amount} where ${AT(row)} and ${when}`;

const RESERVATION_IN = addTo("reserved", "new", "new.quantity", "new.counted = 1");
const RESERVATION_OUT = takeFrom("reserved", "old", "old.quantity", "old.counted = 1");
const ITEM_IN = addTo("sold", "new", "new.quantity - new.cancelled_quantity", orderActive("new"));
const ITEM_OUT = takeFrom("sold", "old", "(old.quantity - old.cancelled_quantity)", orderActive("old"));
/** An order cancelled (-1) or restored (+1), or deleted while active (-1, before its items go). */
const orderItems = (row: "new" | "old", sign: string) =>
  `update seat_holds set sold = sold + ${sign} * (select coalesce(sum(oi.quantity - oi.cancelled_quantity), 0) from order_items oi
      where oi.order_id = ${row}.id and oi.seat_group_id = seat_holds.seat_group_id and coalesce(oi.timeslot_id, 0) = seat_holds.timeslot_key)
    where (seat_group_id, timeslot_key) in (select seat_group_id, coalesce(timeslot_id, 0) from order_items where order_id = ${row}.id)`;
const ORDER_SIGN = "(case when new.cancelled_at is null then 1 else -1 end)";

const RESERVATION_CHANGED = `old.quantity is distinct from new.quantity or old.counted is distinct from new.counted
  or old.seat_group_id is distinct from new.seat_group_id or old.timeslot_id is distinct from new.timeslot_id`;
const ITEM_CHANGED = `old.quantity is distinct from new.quantity or old.cancelled_quantity is distinct from new.cancelled_quantity
  or old.seat_group_id is distinct from new.seat_group_id or old.timeslot_id is distinct from new.timeslot_id or old.order_id is distinct from new.order_id`;
const ORDER_CHANGED = "(old.cancelled_at is null) <> (new.cancelled_at is null)";

const sqliteTriggers = [
  `create trigger seat_holds_reservation_insert after insert on reservations begin ${RESERVATION_IN}; end`,
  `create trigger seat_holds_reservation_delete after delete on reservations begin ${RESERVATION_OUT}; end`,
  `create trigger seat_holds_reservation_update after update of quantity, counted, seat_group_id, timeslot_id on reservations
    when ${RESERVATION_CHANGED.replaceAll("is distinct from", "is not")} begin ${RESERVATION_OUT}; ${RESERVATION_IN}; end`,
  `create trigger seat_holds_item_insert after insert on order_items begin ${ITEM_IN}; end`,
  `create trigger seat_holds_item_delete after delete on order_items begin ${ITEM_OUT}; end`,
  `create trigger seat_holds_item_update after update of quantity, cancelled_quantity, seat_group_id, timeslot_id, order_id on order_items
    when ${ITEM_CHANGED.replaceAll("is distinct from", "is not")} begin ${ITEM_OUT}; ${ITEM_IN}; end`,
  `create trigger seat_holds_order_update after update of cancelled_at on orders when ${ORDER_CHANGED} begin ${orderItems("new", ORDER_SIGN)}; end`,
  `create trigger seat_holds_order_delete before delete on orders when old.cancelled_at is null begin ${orderItems("old", "-1")}; end`,
];

const plpgsql = (name: string, body: string) =>
  `create or replace function ${name}() returns trigger language plpgsql as $fn$ begin ${body} return null; end $fn$`;

const postgresTriggers = [
  plpgsql("seat_holds_reservation_in", `${RESERVATION_IN};`),
  plpgsql("seat_holds_reservation_out", `${RESERVATION_OUT};`),
  plpgsql("seat_holds_reservation_change", `${RESERVATION_OUT}; ${RESERVATION_IN};`),
  plpgsql("seat_holds_item_in", `${ITEM_IN};`),
  plpgsql("seat_holds_item_out", `${ITEM_OUT};`),
  plpgsql("seat_holds_item_change", `${ITEM_OUT}; ${ITEM_IN};`),
  plpgsql("seat_holds_order_change", `${orderItems("new", ORDER_SIGN)};`),
  // A BEFORE trigger must return the row, or the delete is skipped.
  `create or replace function seat_holds_order_gone() returns trigger language plpgsql as $fn$ begin ${orderItems("old", "-1")}; return old; end $fn$`,
  "create trigger seat_holds_reservation_insert after insert on reservations for each row execute function seat_holds_reservation_in()",
  "create trigger seat_holds_reservation_delete after delete on reservations for each row execute function seat_holds_reservation_out()",
  `create trigger seat_holds_reservation_update after update of quantity, counted, seat_group_id, timeslot_id on reservations
    for each row when (${RESERVATION_CHANGED}) execute function seat_holds_reservation_change()`,
  "create trigger seat_holds_item_insert after insert on order_items for each row execute function seat_holds_item_in()",
  "create trigger seat_holds_item_delete after delete on order_items for each row execute function seat_holds_item_out()",
  `create trigger seat_holds_item_update after update of quantity, cancelled_quantity, seat_group_id, timeslot_id, order_id on order_items
    for each row when (${ITEM_CHANGED}) execute function seat_holds_item_change()`,
  `create trigger seat_holds_order_update after update of cancelled_at on orders for each row when (${ORDER_CHANGED}) execute function seat_holds_order_change()`,
  "create trigger seat_holds_order_delete before delete on orders for each row when (old.cancelled_at is null) execute function seat_holds_order_gone()",
];

const TRIGGERS = [
  "seat_holds_reservation_insert:reservations", "seat_holds_reservation_delete:reservations", "seat_holds_reservation_update:reservations",
  "seat_holds_item_insert:order_items", "seat_holds_item_delete:order_items", "seat_holds_item_update:order_items",
  "seat_holds_order_update:orders", "seat_holds_order_delete:orders",
];
/** The trigger functions above, by name (migration 0031 sets how they are planned). */
export const SEAT_HOLD_FUNCTIONS = [
  "seat_holds_reservation_in", "seat_holds_reservation_out", "seat_holds_reservation_change", "seat_holds_item_in", "seat_holds_item_out",
  "seat_holds_item_change", "seat_holds_order_change", "seat_holds_order_gone",
];

/** Releases the expired reservations this step counts: all of the timeslot's, else the seat group's. */
const RELEASE = `    if p_timeslot_id is not null then
      update reservations set counted = 0 where timeslot_id = p_timeslot_id and counted = 1 and expires_at <= v_now_iso;
    else
      update reservations set counted = 0 where seat_group_id = p_seat_group_id and timeslot_id is null and counted = 1 and expires_at <= v_now_iso;
    end if;
    v_left := v_group_capacity - coalesce((select reserved + sold from seat_holds
      where seat_group_id = p_seat_group_id and timeslot_key = coalesce(p_timeslot_id, 0)), 0);
    if p_timeslot_id is not null and v_slot_capacity is not null then
      v_left := least(v_left, v_slot_capacity - (select coalesce(sum(reserved + sold), 0) from seat_holds where timeslot_key = p_timeslot_id));
    end if;
`;
const CART_GONE_BEFORE = "if v_cart_id is not null and (v_cart_status <> 'open' or v_cart_expires <= v_now_iso) then";
const CART_GONE = `if v_cart_id is not null and (v_cart_status <> 'open' or v_cart_expires <= v_now_iso
      or exists (select 1 from reservations where cart_id = v_cart_id and counted = 0)) then`;

function withCounters(text: string): string {
  const start = text.indexOf("    v_left := v_group_capacity");
  const end = text.indexOf("    if v_wanted > v_left then");
  if (start < 0 || end < start || !text.includes(CART_GONE_BEFORE)) throw new Error("migration 0024: box_office_reserve of 0019 not as expected");
  return (text.slice(0, start) + RELEASE + text.slice(end)).replace(CART_GONE_BEFORE, CART_GONE);
}

export const RESERVE = withCounters(RESERVE_OF_0019);

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("reservations").addColumn("counted", "integer", (c) => c.notNull().defaultTo(1)).execute();
  await db.schema
    .createTable("seat_holds")
    .addColumn("seat_group_id", "integer", (c) => c.notNull())
    .addColumn("timeslot_key", "integer", (c) => c.notNull())
    .addColumn("reserved", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sold", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("seat_holds_pkey", ["seat_group_id", "timeslot_key"])
    .execute();
  await sql`create index seat_holds_timeslot_key_idx on seat_holds (timeslot_key)`.execute(db);

  // Backfill: what is expired now is released; the counters start at what the old counts gave.
  await sql`update reservations set counted = 0 where expires_at <= ${new Date().toISOString()}`.execute(db);
  await sql`insert into seat_holds (seat_group_id, timeslot_key, reserved, sold)
    select seat_group_id, coalesce(timeslot_id, 0), sum(quantity), 0 from reservations where counted = 1
    group by seat_group_id, coalesce(timeslot_id, 0)`.execute(db);
  await sql`insert into seat_holds (seat_group_id, timeslot_key, reserved, sold)
    select oi.seat_group_id, coalesce(oi.timeslot_id, 0), 0, sum(oi.quantity - oi.cancelled_quantity)
    from order_items oi join orders o on o.id = oi.order_id and o.cancelled_at is null
    where true group by oi.seat_group_id, coalesce(oi.timeslot_id, 0)
    on conflict (seat_group_id, timeslot_key) do update set sold = excluded.sold`.execute(db);

  for (const statement of isPostgres(db) ? postgresTriggers : sqliteTriggers) await sql.raw(statement).execute(db);

  // Only reservations still counted are looked up by seat group or timeslot and expiry.
  await db.schema.dropIndex("reservations_seat_group_id_expires_at_idx").execute();
  await db.schema.dropIndex("reservations_timeslot_id_expires_at_idx").execute();
  await sql`create index reservations_counted_seat_group_idx on reservations (seat_group_id, expires_at) where counted = 1`.execute(db);
  await sql`create index reservations_counted_timeslot_idx on reservations (timeslot_id, expires_at) where counted = 1 and timeslot_id is not null`.execute(db);

  if (isPostgres(db)) await sql.raw(RESERVE).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql.raw(RESERVE_OF_0019).execute(db);
  await db.schema.dropIndex("reservations_counted_timeslot_idx").execute();
  await db.schema.dropIndex("reservations_counted_seat_group_idx").execute();
  await sql`create index reservations_seat_group_id_expires_at_idx on reservations (seat_group_id, expires_at)`.execute(db);
  await sql`create index reservations_timeslot_id_expires_at_idx on reservations (timeslot_id, expires_at) where timeslot_id is not null`.execute(db);
  for (const entry of TRIGGERS) {
    const [name, table] = entry.split(":");
    await sql.raw(isPostgres(db) ? `drop trigger ${name} on ${table}` : `drop trigger ${name}`).execute(db);
  }
  if (isPostgres(db)) for (const name of SEAT_HOLD_FUNCTIONS) await sql.raw(`drop function ${name}()`).execute(db);
  await db.schema.dropTable("seat_holds").execute();
  await db.schema.alterTable("reservations").dropColumn("counted").execute();
}
