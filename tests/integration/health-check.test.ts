// The health check proves the database takes writes: it rewrites one bookkeeping row, which is not
// a content change (no cached page is dropped), and a database that refuses writes fails it.
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { connect, dataVersion } from "~/db/db.server";
import { serverHooks } from "~/services/server-hooks.server";
import { contentVersionKnown, createTestDatabases, setupDatabase, useDatabase } from "./support/test-db";

describe.each(createTestDatabases())("the health check on $name", (engine) => {
  const t = setupDatabase(engine);

  it("writes its row each time, and that write changes no content version", async () => {
    await contentVersionKnown(t.conn);
    const before = dataVersion();
    expect(await serverHooks.healthcheck()).toBe(true);
    const first = await t.db.selectFrom("health_checks").selectAll().execute();
    expect(first).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await serverHooks.healthcheck()).toBe(true);
    const second = await t.db.selectFrom("health_checks").selectAll().execute();
    expect(second).toHaveLength(1);
    expect(second[0]!.checked_at > first[0]!.checked_at).toBe(true);
    expect(dataVersion()).toBe(before);
  });

  it.runIf(engine.name === "postgres")("fails on a database that takes no writes", async () => {
    const database = sql.id(new URL(t.current.url).pathname.slice(1));
    await sql`alter database ${database} set default_transaction_read_only = on`.execute(t.db);
    const readOnly = connect(t.current.url); // new sessions get the setting
    const restore = useDatabase(readOnly);
    try {
      expect(await serverHooks.healthcheck()).toBe(false);
    } finally {
      restore();
      await readOnly.db.destroy();
      await sql`alter database ${database} reset default_transaction_read_only`.execute(t.db);
    }
  });
});
