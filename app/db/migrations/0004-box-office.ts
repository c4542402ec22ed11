/**
 * The built-in box office: seat groups, prices and timeslots per event; carts with 15-minute
 * reservations; orders; idempotency keys for cart writes.
 */
import { sql } from "kysely";
import type { Kysely } from "kysely";
import { createTable, dropTables, index, localized, ref, sort, timestamp } from "./columns";

export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, "seat_groups")
    .$call((tb) => ref(tb, "event_id", "events", "cascade"))
    .$call((tb) => localized(tb, "name"))
    .addColumn("status", "integer", (c) => c.notNull().defaultTo(1))
    .$call((tb) => localized(tb, "text"))
    .addColumn("capacity", "integer", (c) => c.notNull().check(sql`capacity >= 0`))
    .$call(sort)
    .execute();
  await index(db, "seat_groups", ["event_id", "sort"]);

  await createTable(db, "prices")
    .$call((tb) => ref(tb, "seat_group_id", "seat_groups", "cascade"))
    .addColumn("sale_type_id", "integer", (c) => c.notNull())
    .$call((tb) => localized(tb, "name"))
    .$call((tb) => localized(tb, "text"))
    .addColumn("amount_cents", "integer", (c) => c.notNull().check(sql`amount_cents >= 0`))
    .$call(sort)
    .execute();
  await index(db, "prices", ["seat_group_id", "sort"]);
  await index(db, "prices", ["seat_group_id", "sale_type_id"], true);

  await createTable(db, "timeslots")
    .$call((tb) => ref(tb, "event_id", "events", "cascade"))
    .addColumn("time_start", "text", (c) => c.notNull())
    .addColumn("status", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("block_id", "integer", (c) => c.notNull())
    .addColumn("capacity", "integer", (c) => c.check(sql`capacity >= 0`))
    .$call(sort)
    .execute();
  await index(db, "timeslots", ["event_id", "time_start"]);

  await createTable(db, "carts")
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("open").check(sql`status in ('open', 'checked_out', 'expired')`),
    )
    .$call((tb) => timestamp(db, tb, "created_at"))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await index(db, "carts", ["status", "expires_at"]);

  await createTable(db, "reservations")
    .$call((tb) => ref(tb, "cart_id", "carts", "cascade"))
    .$call((tb) => ref(tb, "event_id", "events", "cascade"))
    .$call((tb) => ref(tb, "seat_group_id", "seat_groups", "cascade"))
    .$call((tb) => ref(tb, "price_id", "prices", "cascade"))
    .$call((tb) => ref(tb, "timeslot_id", "timeslots", "cascade", false))
    .addColumn("quantity", "integer", (c) => c.notNull().check(sql`quantity > 0`))
    .$call((tb) => timestamp(db, tb, "created_at"))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await index(db, "reservations", ["seat_group_id", "expires_at"]);
  await index(db, "reservations", ["timeslot_id", "expires_at"]);
  await index(db, "reservations", ["cart_id"]);
  await index(db, "reservations", ["expires_at"]);
  await index(db, "reservations", ["event_id"]);

  await createTable(db, "orders")
    .$call((tb) => ref(tb, "cart_id", "carts", "set null"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("total_cents", "integer", (c) => c.notNull())
    .$call((tb) => timestamp(db, tb, "created_at"))
    .execute();
  await index(db, "orders", ["cart_id"]);

  await createTable(db, "order_items")
    .$call((tb) => ref(tb, "order_id", "orders", "cascade"))
    .$call((tb) => ref(tb, "event_id", "events", "restrict"))
    .$call((tb) => ref(tb, "seat_group_id", "seat_groups", "restrict"))
    .$call((tb) => ref(tb, "price_id", "prices", "set null"))
    .$call((tb) => ref(tb, "timeslot_id", "timeslots", "set null"))
    .addColumn("quantity", "integer", (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn("unit_cents", "integer", (c) => c.notNull())
    .execute();
  await index(db, "order_items", ["order_id"]);
  await index(db, "order_items", ["seat_group_id"]);
  await index(db, "order_items", ["timeslot_id"]);
  await index(db, "order_items", ["event_id"]);

  await createTable(db, "cart_idempotency")
    .addColumn("key", "text", (c) => c.notNull().unique())
    .$call((tb) => ref(tb, "cart_id", "carts", "cascade", false))
    .addColumn("response", "text", (c) => c.notNull())
    .$call((tb) => timestamp(db, tb, "created_at"))
    .execute();
  await index(db, "cart_idempotency", ["created_at"]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, [
    "cart_idempotency", "order_items", "orders", "reservations", "carts", "timeslots", "prices", "seat_groups",
  ]);
}
