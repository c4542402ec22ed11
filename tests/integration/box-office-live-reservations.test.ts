/**
 * PostgreSQL: what add to cart and checkout read does not grow with the carts, reservations and
 * orders of a rush (migrations 0030 and 0031, the box office's write transaction). Counted as the
 * rows and index entries read in the tables that grow (`pg_stat_get_xact_tuples_returned` within one
 * transaction, or `pg_stat_get_tuples_returned` as the statistics hold it). SQLite's locked step is
 * prepared statements on keys and the cart's lines read by the cart; there is no planner to mislead.
 */
import crypto from "node:crypto";
import { sql } from "kysely";
import type pg from "pg";
import { describe, expect, it } from "vitest";
import { connect } from "~/db/db.server";
import { reserveInPostgres } from "~/models/box-office-carts.server";
import { createEmbeddedBoxOffice } from "~/services/box-office/embedded.server";
import { inDays, insertBookableEvent, oneTicketCall, type FixtureIds } from "./support/box-office-fixtures";
import { createTestDatabases, setupDatabase } from "./support/test-db";

const LIVE = 3_000;
/** Far below the live reservations: a cart's few lines and the key lookups. */
const FEW = 50;

/** The sum of `counter` over `tables` and their indexes (rows and index entries returned). */
const returnedIn = (counter: "pg_stat_get_xact_tuples_returned" | "pg_stat_get_tuples_returned", tables: string[]) => {
  const oids = tables.map((table) => `'${table}'::regclass`).join(", ");
  return `select sum(${counter}(oid)) as read from pg_class where oid in (${oids}) or oid in (select indexrelid from pg_index where indrelid in (${oids}))`;
};

describe.each(createTestDatabases().filter((engine) => engine.name === "postgres"))("live reservations on $name", (engine) => {
  const t = setupDatabase(engine);

  /** Reservations of one ticket in carts of their own, as buyers before this one left them. */
  async function pileUp(hall: FixtureIds, count: number) {
    const expiresAt = inDays(1 / 24);
    const carts = await t.db
      .insertInto("carts")
      .values(Array.from({ length: count }, () => ({ token: crypto.randomBytes(24).toString("base64url"), status: "open" as const, expires_at: expiresAt })))
      .returning("id")
      .execute();
    await t.db
      .insertInto("reservations")
      .values(carts.map((c) => ({ cart_id: c.id, event_id: hall.eventId, seat_group_id: hall.groupIds[0]!, price_id: hall.priceIds[0]![0]!, timeslot_id: null, quantity: 1, expires_at: expiresAt })))
      .execute();
  }

  /** One ticket more into `token`'s cart (a new cart without one), on `client`; answers the cart's token. */
  async function add(client: pg.PoolClient, hall: FixtureIds, token: string | null): Promise<string> {
    const answer = await reserveInPostgres(client, oneTicketCall(hall, token));
    const parsed = JSON.parse(answer) as { ok: boolean; value?: { cartToken: string } };
    if (!parsed.ok) throw new Error(`add failed: ${answer}`);
    return parsed.value!.cartToken;
  }

  /** Rows and index entries of `carts` and `reservations` the client's current transaction read. */
  async function readSoFar(client: pg.PoolClient): Promise<number> {
    const { rows } = await client.query<{ read: string }>(returnedIn("pg_stat_get_xact_tuples_returned", ["carts", "reservations"]));
    return Number(rows[0]!.read);
  }

  /** What one more add into `token`'s cart reads, measured in a transaction that is rolled back. */
  async function readByOneAdd(client: pg.PoolClient, hall: FixtureIds, token: string): Promise<number> {
    await client.query("begin");
    try {
      const before = await readSoFar(client);
      await add(client, hall, token);
      return (await readSoFar(client)) - before;
    } finally {
      await client.query("rollback");
    }
  }

  it("reads the cart's lines, not the event's live reservations, when the statistics are older than the rush", async () => {
    const hall = await insertBookableEvent(t.db, { jet: 82_001, groups: [{ name: "Freiluft", capacity: 100_000, prices: [[1, 1000, "Voll"]] }] });
    await sql`analyze carts, reservations`.execute(t.db);
    await pileUp(hall, LIVE);
    const client = await t.conn.pool!.connect();
    try {
      const token = await add(client, hall, null);
      expect(await readByOneAdd(client, hall, token)).toBeLessThan(FEW);
    } finally {
      client.release();
    }
  });

  it("reads by its indexes on a connection that first planned it while the tables were nearly empty", async () => {
    const hall = await insertBookableEvent(t.db, { jet: 82_002, groups: [{ name: "Zelt", capacity: 100_000, prices: [[1, 1000, "Voll"]] }] });
    await sql`truncate carts cascade`.execute(t.db);
    await sql`analyze carts, reservations`.execute(t.db);
    const client = await t.conn.pool!.connect();
    try {
      // A connection keeps a statement's plan from its sixth run on, and a foreign-key check's from the first.
      let token = await add(client, hall, null);
      for (let i = 0; i < 7; i++) token = await add(client, hall, i % 2 ? null : token);
      await pileUp(hall, LIVE);
      expect(await readByOneAdd(client, hall, token)).toBeLessThan(FEW);
    } finally {
      client.release();
    }
  });

  it("a checkout reads by index on a connection that first checked out while the tables were nearly empty", async () => {
    const hall = await insertBookableEvent(t.db, { jet: 82_003, groups: [{ name: "Arena", capacity: 100_000, prices: [[1, 1000, "Voll"]] }] });
    await sql`truncate carts, orders cascade`.execute(t.db);
    await sql`analyze carts, orders, order_items, reservations`.execute(t.db);
    // One connection, so that the checkouts below plan on it and the measured one uses its plans.
    const single = connect(t.current.url, { poolSize: 1 });
    const box = createEmbeddedBoxOffice({ connection: () => single });
    const buy = async () => {
      const added = await box.addToCart({ eventJetId: 82_003, tickets: [{ saleTypeId: 1, quantity: 1 }] });
      if (!added.ok) throw new Error(`add failed: ${added.reason}`);
      const bought = await box.checkout(added.value.cartToken, { name: "Kim Kauf", email: "kim@example.org" });
      if (!bought.ok) throw new Error(`checkout failed: ${bought.reason}`);
    };
    // What the tables' rows and indexes returned so far, as the statistics hold them once the
    // single connection has handed over its own (it does so when it next goes idle).
    const readInCartsAndOrders = async () => {
      await single.pool!.query("select pg_stat_force_next_flush()");
      const { rows } = await t.conn.pool!.query<{ read: string }>(returnedIn("pg_stat_get_tuples_returned", ["carts", "orders"]));
      return Number(rows[0]!.read);
    };
    try {
      for (let i = 0; i < 7; i++) await buy();
      await pileUp(hall, LIVE);
      await sql`insert into orders (cart_id, name, email, total_cents) select id, 'Frühere Käuferin', 'frueher@example.org', 1000 from carts where status = 'open'`.execute(t.db);
      const before = await readInCartsAndOrders();
      await buy();
      expect((await readInCartsAndOrders()) - before).toBeLessThan(FEW);
    } finally {
      await single.db.destroy();
    }
  });
});
