// What one server process remembers (settings, navigation, what an event offers, cached pages) is
// dropped when another process changes the content: SQLite's data_version, PostgreSQL's
// notifications from the content tables' triggers (migration 0009). Two connections to one database
// stand for two server processes.
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, versionOf, type Connection } from "~/db/db.server";
import { BOOKKEEPING_TABLES } from "~/db/data-version.server";
import { getSiteSettings } from "~/models/settings.server";
import { contentVersionKnown, createTestDatabases, setupDatabase, useDatabase } from "./support/test-db";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` holds (a notification takes a moment to arrive), or fails after 5 s. */
async function eventually(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let waited = 0; waited < 5000; waited += 25) {
    if (await check()) return;
    await sleep(25);
  }
  throw new Error(`Not within 5 s: ${what}`);
}

async function knownVersion(conn: Connection): Promise<string> {
  await contentVersionKnown(conn);
  return versionOf(conn);
}

describe.each(createTestDatabases())("content changes seen by another process on $name", (engine) => {
  const t = setupDatabase(engine, { seed: true });
  let other: Connection;
  let restore: () => void;

  beforeAll(() => {
    other = connect(t.current.url);
    restore = useDatabase(other);
  });
  afterAll(async () => {
    restore();
    await other.db.destroy();
  });

  it("drops a remembered setting when another connection changes it", async () => {
    await knownVersion(other);
    expect((await getSiteSettings("de")).isShopOnline).toBe(true);
    await t.db.updateTable("site_settings").set({ is_shop_online: 0 }).execute();
    try {
      await eventually(async () => !(await getSiteSettings("de")).isShopOnline, "the settings say the shop is offline");
    } finally {
      await t.db.updateTable("site_settings").set({ is_shop_online: 1 }).execute();
    }
    await eventually(async () => (await getSiteSettings("de")).isShopOnline, "the settings say the shop is online again");
  });

  it.runIf(engine.name === "postgres")("stays the same when another connection writes only bookkeeping (carts, the 404 log)", async () => {
    await knownVersion(other);
    // Quiet first: notifications of the writes before this test may still be on their way.
    let quiet = versionOf(other);
    await eventually(async () => {
      await sleep(200);
      const now = versionOf(other);
      const still = now === quiet;
      quiet = now;
      return still;
    }, "no more notifications arrive");
    await t.db.insertInto("carts").values({ token: "bookkeeping-only", status: "open", expires_at: "2999-01-01T00:00:00.000Z" }).execute();
    await t.db.insertInto("error_log").values({ url: "/de/nirgends" }).execute();
    await sleep(300);
    expect(versionOf(other)).toBe(quiet);
    await t.db.updateTable("events").set({ is_sold_out: 0 }).where("id", "=", -1).execute(); // content, though no row matches
    await eventually(() => versionOf(other) !== quiet, "the content statement is heard");
  });

  it.runIf(engine.name === "postgres")("knows nothing while its listening connection is gone, and listens again", async () => {
    await knownVersion(other);
    const admin = new pg.Client({ connectionString: t.current.url });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %'",
      );
      expect(rowCount).toBe(1);
      await eventually(() => other.othersVersion!() < 0, "the version is unknown");
      expect(versionOf(other)).not.toBe(versionOf(other)); // nothing is kept meanwhile
      const back = await knownVersion(other);
      await t.db.updateTable("site_settings").set({ is_site_online: 1 }).execute();
      await eventually(() => versionOf(other) !== back, "a change after the reconnect is heard");
    } finally {
      await admin.end();
    }
  });

  it.runIf(engine.name === "postgres")("has the notifying trigger on every content table and on no bookkeeping table", async () => {
    const { rows } = await sql<{ table_name: string; notifies: boolean }>`
      select t.table_name, exists (
        select 1 from pg_trigger g where g.tgrelid = (quote_ident(t.table_name))::regclass and g.tgname = 'festival_content_changed'
      ) as notifies
      from information_schema.tables t
      where t.table_schema = current_schema() and t.table_type = 'BASE TABLE' and t.table_name not like 'kysely_%'`.execute(t.db);
    expect(rows.length).toBeGreaterThan(30);
    const wrong = rows.filter((r) => r.notifies === BOOKKEEPING_TABLES.has(r.table_name)).map((r) => r.table_name);
    expect(wrong).toEqual([]);
  });
});
