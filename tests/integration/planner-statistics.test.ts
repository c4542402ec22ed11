/**
 * What writes in bulk leaves PostgreSQL's planner with statistics of the tables (app/models/planner-
 * statistics.server.ts): the demo seed and the benches' copies of events and articles. `reltuples` is
 * -1 for a table never analysed; autovacuum is not waited for (it may be off, as on the test machine).
 */
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { multiplyArticles, multiplyEvents } from "~/db/seed/multiply";
import { createTestDatabases, setupDatabase } from "./support/test-db";

describe.each(createTestDatabases().filter((engine) => engine.name === "postgres"))("planner statistics on $name", (engine) => {
  const t = setupDatabase(engine, { seed: true });

  /** The planner's row estimate of a table against its real row count. */
  const estimateAndCount = async (table: "events" | "articles") => {
    const { rows } = await sql<{ estimate: number; n: number }>`select
        (select reltuples from pg_class where oid = ${table}::regclass) as estimate,
        (select count(*) from ${sql.table(table)}) as n`.execute(t.db);
    return { estimate: Number(rows[0]!.estimate), n: Number(rows[0]!.n) };
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
