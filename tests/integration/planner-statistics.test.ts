/**
 * What writes in bulk leaves the query planner with statistics of the tables (app/models/planner-
 * statistics.server.ts): the demo seed and the benches' copies of events and articles. Autovacuum is
 * not waited for (it may be off, as on the test machine's PostgreSQL).
 */
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { multiplyArticles, multiplyEvents } from "~/db/seed/multiply";
import { createTestDatabases, setupDatabase } from "./support/test-db";

describe.each(createTestDatabases())("planner statistics on $name", (engine) => {
  const t = setupDatabase(engine, { seed: true });

  /**
   * The rows the planner believes a table has (PostgreSQL: `reltuples`, -1 before any analysis;
   * SQLite: the first figure of an index's `sqlite_stat1` row, none before), and the rows it has.
   */
  const estimateAndCount = async (table: "events" | "articles") => {
    const n = Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(t.db)).rows[0]!.n);
    if (engine.name === "postgres") {
      const { rows } = await sql<{ estimate: number }>`select reltuples as estimate from pg_class where oid = ${table}::regclass`.execute(t.db);
      return { estimate: Number(rows[0]!.estimate), n };
    }
    const statTable = await sql<{ name: string }>`select name from sqlite_master where name = 'sqlite_stat1'`.execute(t.db);
    if (statTable.rows.length === 0) return { estimate: -1, n };
    const { rows } = await sql<{ stat: string }>`select stat from sqlite_stat1 where tbl = ${table} and idx is not null limit 1`.execute(t.db);
    return { estimate: rows[0] ? Number(rows[0].stat.split(" ")[0]) : -1, n };
  };

  it("knows the seeded tables' sizes", async () => {
    const events = await estimateAndCount("events");
    expect(events.n).toBeGreaterThan(50);
    expect(events.estimate).toBe(events.n);
  });

  it("knows the sizes again after events and articles were copied in bulk", async () => {
    await multiplyEvents(t.db, 3);
    await multiplyArticles(t.db, 60);
    for (const table of ["events", "articles"] as const) {
      const { estimate, n } = await estimateAndCount(table);
      expect(estimate).toBe(n);
    }
  });
});
