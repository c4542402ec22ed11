// What one server process remembers (settings, navigation, what an event offers, cached pages) is
// dropped when another process changes the content, and only then: on SQLite the counter the content
// tables' triggers bump (migration 0025), on PostgreSQL the notifications from their triggers
// (migration 0009). Bookkeeping (a health check, a reservation, a rate-limit count, a logged 404)
// changes nothing. Two connections to one database stand for two server processes.
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, versionOf, type Connection } from "~/db/db.server";
import { BOOKKEEPING_TABLES, CONTENT_VERSION_TABLE } from "~/db/data-version.server";
import { sqliteContentTrigger, sqliteTables } from "~/db/migrations/columns";
import { hitRateLimit } from "~/models/rate-limits.server";
import { logErrorEntry } from "~/models/error-log.server";
import { recordHealthCheck } from "~/models/health-checks.server";
import { createEmbeddedBoxOffice } from "~/services/box-office/embedded.server";
import { getSiteSettings } from "~/models/settings.server";
import { insertBookableEvent, manualClock } from "./support/box-office-fixtures";
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

  /** Waits until `other` has heard everything written so far (notifications may still be on their way). */
  async function quietVersion(): Promise<string> {
    await knownVersion(other);
    let quiet = versionOf(other);
    await eventually(async () => {
      await sleep(engine.name === "postgres" ? 200 : 10);
      const now = versionOf(other);
      const still = now === quiet;
      quiet = now;
      return still;
    }, "no more changes arrive");
    return quiet;
  }

  /** Runs `write` as the other server process: the app's connection is the writer's for its length. */
  async function asWriter(write: () => Promise<unknown>): Promise<void> {
    const back = useDatabase(t.conn);
    try {
      await write();
    } finally {
      back();
    }
  }

  it("stays the same when another connection writes only bookkeeping (health check, reservation, rate limit, 404 log)", async () => {
    const jet = 81_000;
    await insertBookableEvent(t.db, { jet, groups: [{ name: "Saal", capacity: 50, prices: [[1, 1200, "Vollpreis"]] }] });
    const quiet = await quietVersion();
    const writerBefore = await knownVersion(t.conn); // the writer's own bookkeeping does not count for itself either
    const box = createEmbeddedBoxOffice({ connection: () => t.conn, clock: manualClock().now });
    await asWriter(async () => {
      await recordHealthCheck();
      const added = await box.addToCart({ eventJetId: jet, tickets: [{ saleTypeId: 1, quantity: 2 }] });
      expect(added.ok).toBe(true);
      expect(await hitRateLimit("content-version-test", Date.now(), 60_000)).toBe(1);
      await logErrorEntry({ url: "/de/nirgends", status: 404 });
    });
    expect(await t.db.selectFrom("error_log").select("id").where("url", "=", "/de/nirgends").execute()).toHaveLength(1);
    await sleep(engine.name === "postgres" ? 300 : 10); // a notification would have arrived; SQLite reads again on a new turn
    expect(versionOf(other)).toBe(quiet);
    expect(versionOf(t.conn)).toBe(writerBefore);
  });

  it("changes when another connection changes content (a page's title, an event)", async () => {
    // The other process's count, without this process's own writes (which count for themselves).
    const others = () => other.othersVersion!();
    await quietVersion();
    const before = others();
    await t.db.updateTable("pages").set({ title_de: "Neu betitelt" }).where("url_de", "=", "").execute();
    await eventually(() => others() !== before, "the page's title is seen");
    const afterPage = others();
    await t.db.updateTable("events").set({ is_sold_out: 1 }).where("id", "=", (eb) => eb.selectFrom("events").select((e) => e.fn.min("id").as("id"))).execute();
    await eventually(() => others() !== afterPage, "the event is seen");
  });

  it.runIf(engine.name === "sqlite")("changes when another connection changes the schema (no trigger sees a renamed table)", async () => {
    const others = () => other.othersVersion!();
    await quietVersion();
    const before = others();
    await sql`alter table design_settings rename to design_settings_gone`.execute(t.db);
    try {
      await eventually(() => others() !== before, "the renamed table is seen");
    } finally {
      await sql`alter table design_settings_gone rename to design_settings`.execute(t.db);
    }
  });

  it.runIf(engine.name === "postgres")("knows nothing while its listening connection is gone, and listens again", async () => {
    await knownVersion(other);
    const admin = new pg.Client({ connectionString: t.current.url });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %'",
      );
      expect(rowCount).toBeGreaterThanOrEqual(1); // the writer's own listener too, once something asked it for the version
      await eventually(() => other.othersVersion!() < 0, "the version is unknown");
      expect(versionOf(other)).not.toBe(versionOf(other)); // nothing is kept meanwhile
      const back = await knownVersion(other);
      await t.db.updateTable("site_settings").set({ is_site_online: 1 }).execute();
      await eventually(() => versionOf(other) !== back, "a change after the reconnect is heard");
    } finally {
      await admin.end();
    }
  });

  it.runIf(engine.name === "sqlite")("has the counting triggers on every content table and on no bookkeeping table", async () => {
    const tables = (await sqliteTables(t.db)).filter((name) => !name.startsWith("kysely_") && name !== CONTENT_VERSION_TABLE);
    expect(tables.length).toBeGreaterThan(30);
    const triggers = await sql<{ name: string; tbl_name: string }>`select name, tbl_name from sqlite_master where type = 'trigger'`.execute(t.db);
    const counted = (table: string) =>
      (["insert", "update", "delete"] as const).every((event) => triggers.rows.some((g) => g.tbl_name === table && g.name === sqliteContentTrigger(table, event)));
    const wrong = tables.filter((table) => counted(table) === BOOKKEEPING_TABLES.has(table));
    expect(wrong).toEqual([]);
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
