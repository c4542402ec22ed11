/**
 * PostgreSQL: add to cart's transaction commits without waiting for the disk flush, and only that
 * transaction: the next one on the same pooled connection (a checkout, say) waits for it again.
 */
import type pg from "pg";
import { describe, expect, it } from "vitest";
import { reserveInPostgres } from "~/models/box-office-carts.server";
import { insertBookableEvent, oneTicketCall, type FixtureIds } from "./support/box-office-fixtures";
import { createTestDatabases, setupDatabase } from "./support/test-db";

describe.each(createTestDatabases().filter((engine) => engine.name === "postgres"))("a hold's commit on $name", (engine) => {
  const t = setupDatabase(engine);

  async function addOneTicket(client: pg.PoolClient, hall: FixtureIds): Promise<void> {
    const answer = await reserveInPostgres(client, oneTicketCall(hall, null));
    expect(JSON.parse(answer)).toMatchObject({ ok: true });
  }

  const synchronousCommit = async (client: pg.PoolClient) => (await client.query<{ synchronous_commit: string }>("show synchronous_commit")).rows[0]!.synchronous_commit;

  it("an add to cart's transaction does not wait for the flush; the connection's next transaction does", async () => {
    const hall = await insertBookableEvent(t.db, { jet: 83_001, groups: [{ name: "Saal", capacity: 100, prices: [[1, 1000, "Voll"]] }] });
    const client = await t.conn.pool!.connect();
    try {
      const serverSetting = await synchronousCommit(client);
      expect(serverSetting).not.toBe("off");

      await client.query("begin");
      await addOneTicket(client, hall);
      expect(await synchronousCommit(client)).toBe("off");
      await client.query("commit");

      // Called on its own, as the box office calls it: the setting ends with the add's transaction.
      await addOneTicket(client, hall);
      expect(await synchronousCommit(client)).toBe(serverSetting);
    } finally {
      client.release();
    }
  });
});
