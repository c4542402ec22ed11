// What events hold (every event page and booking step asks) and a page of the programme (every
// uncached programme page and JSON list) are read as named statements on PostgreSQL, planned once per
// pooled connection; inside a transaction on that transaction's own connection (the back office
// checks what is taken while it holds the event's sales locked).
import { describe, expect, it } from "vitest";
import { connect } from "~/db/db.server";
import { heldByEvents } from "~/models/box-office.server";
import { listProgrammeEvents } from "~/models/events.server";
import { inDays, insertBookableEvent } from "./support/box-office-fixtures";
import { createTestDatabases, setupDatabase, useDatabase } from "./support/test-db";

describe.each(createTestDatabases())("what events hold, read on $name", (engine) => {
  const t = setupDatabase(engine);

  async function bookableEvent(jet: number) {
    return insertBookableEvent(t.db, { jet, groups: [{ name: "Saal", capacity: 50, prices: [[1, 900, "Normal"]] }] });
  }

  it("reads what the counters hold", async () => {
    const { eventId, groupIds } = await bookableEvent(91001);
    await t.db.insertInto("seat_holds").values({ seat_group_id: groupIds[0]!, timeslot_key: 0, reserved: 3, sold: 1 }).execute();
    expect(await heldByEvents(t.db, [eventId], new Date().toISOString())).toEqual([
      { event_id: eventId, seat_group_id: groupIds[0], timeslot_id: null, reserved: 3, sold: 1 },
    ]);
  });

  it.runIf(engine.name === "postgres")("inside a transaction, sees what the transaction wrote before it commits", async () => {
    const { eventId, groupIds } = await bookableEvent(91002);
    const now = new Date().toISOString();
    await t.db.transaction().execute(async (trx) => {
      await trx.insertInto("seat_holds").values({ seat_group_id: groupIds[0]!, timeslot_key: 0, reserved: 2, sold: 0 }).execute();
      expect(await heldByEvents(trx, [eventId], now)).toEqual([{ event_id: eventId, seat_group_id: groupIds[0], timeslot_id: null, reserved: 2, sold: 0 }]);
      expect(await heldByEvents(t.db, [eventId], now)).toEqual([]);
    });
  });

  it.runIf(engine.name === "postgres")("keeps its two statements prepared on the connection, the partial index's condition written out", async () => {
    const { eventId } = await bookableEvent(91003);
    // One pooled connection, so that both statements land on the one this test then asks.
    const own = connect(t.current.url, { poolSize: 1 });
    try {
      await heldByEvents(own.db, [eventId], new Date().toISOString());
      const { rows } = await own.pool!.query<{ statement: string }>("select statement from pg_prepared_statements");
      const statements = rows.map((row) => row.statement);
      expect(statements.filter((s) => s.includes('from "seat_holds"'))).toHaveLength(1);
      expect(statements.filter((s) => s.includes('from "reservations"') && s.includes('"counted" = 1'))).toHaveLength(1);
    } finally {
      await own.db.destroy();
    }
  });

  it.runIf(engine.name === "postgres")("keeps the programme page's statements prepared on the connection", async () => {
    const { eventId } = await bookableEvent(91004);
    const own = connect(t.current.url, { poolSize: 1 });
    const restore = useDatabase(own);
    try {
      const { events } = await listProgrammeEvents({ from: inDays(9), to: inDays(11) }, { offset: 0, limit: 10 }, "de");
      expect(events.map((event) => event.id)).toContain(eventId);
      const { rows } = await own.pool!.query<{ statement: string }>("select statement from pg_prepared_statements");
      const statements = rows.map((row) => row.statement);
      expect(statements.filter((s) => s.includes('from "events" as "e"') && s.includes("limit"))).toHaveLength(1);
      expect(statements.filter((s) => s.includes("count(*)"))).toHaveLength(1);
      expect(statements.filter((s) => s.includes('from "event_tag_links" as "l"'))).toHaveLength(1);
    } finally {
      restore();
      await own.db.destroy();
    }
  });
});
