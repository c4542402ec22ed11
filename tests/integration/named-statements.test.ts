// A page of the programme (every uncached programme page and JSON list asks for one), the search's
// title suggestions, and a logged-in request's session with its user's account are read as named statements on
// PostgreSQL, planned once per pooled connection; a named read inside a transaction runs on that
// transaction's own connection; and what events hold stays unnamed, planned afresh each time, because
// the reservations it reads grow fastest exactly when tickets go on sale.
import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { connect } from "~/db/db.server";
import { executeNamed } from "~/db/named-statement.server";
import type { DB } from "~/db/schema";
import { heldByEvents } from "~/models/box-office.server";
import { listProgrammeEvents } from "~/models/events.server";
import { findTitlesStartingWith } from "~/models/search.server";
import { findLiveSession, insertSession } from "~/models/sessions.server";
import { optionalUser } from "~/services/auth.server";
import { startSession } from "~/services/http/session.server";
import { inDays, insertBookableEvent } from "./support/box-office-fixtures";
import { createTestDatabases, setupDatabase, useDatabase } from "./support/test-db";

describe.each(createTestDatabases())("named statements on $name", (engine) => {
  const t = setupDatabase(engine);

  async function bookableEvent(jet: number) {
    return insertBookableEvent(t.db, { jet, groups: [{ name: "Saal", capacity: 50, prices: [[1, 900, "Normal"]] }] });
  }

  /** The statements prepared on a connection of its own (pool of one), after `read` ran on it. */
  async function preparedAfter(read: (db: Kysely<DB>) => Promise<unknown>): Promise<string[]> {
    const own = connect(t.current.url, { poolSize: 1 });
    const restore = useDatabase(own);
    try {
      await read(own.db);
      const { rows } = await own.pool!.query<{ statement: string }>("select statement from pg_prepared_statements");
      return rows.map((row) => row.statement);
    } finally {
      restore();
      await own.db.destroy();
    }
  }

  it("read a page of the programme", async () => {
    const { eventId } = await bookableEvent(91001);
    const { events, count } = await listProgrammeEvents({ from: inDays(9), to: inDays(11) }, { offset: 0, limit: 10 }, "de");
    expect(events.map((event) => event.id)).toContain(eventId);
    expect(count).toBe(events.length);
  });

  it.runIf(engine.name === "postgres")("keep the programme page's three statements prepared on the connection", async () => {
    await bookableEvent(91002);
    const statements = await preparedAfter(() => listProgrammeEvents({ from: inDays(9), to: inDays(11) }, { offset: 0, limit: 10 }, "de"));
    expect(statements.filter((s) => s.includes('from "events" as "e"') && s.includes("limit"))).toHaveLength(1);
    expect(statements.filter((s) => s.includes("count(*)"))).toHaveLength(1);
    expect(statements.filter((s) => s.includes('from "event_tag_links" as "l"'))).toHaveLength(1);
  });

  it.runIf(engine.name === "postgres")("keep the title suggestions' statement prepared on the connection", async () => {
    const statements = await preparedAfter(() => findTitlesStartingWith("de", "les", new Date().toISOString(), 8));
    expect(statements.filter((s) => s.includes('from "search_documents"') && s.includes("~>=~"))).toHaveLength(1);
  });

  it("read a logged-in request's session and its user's account in one", async () => {
    const user = await t.db.insertInto("users").values({ email: "named@example.org", username: "named", first_name: "N", last_name: "N", password_hash: "scrypt$00$00", is_admin: 0, is_active: 1, role: "editor" }).returning("id").executeTakeFirstOrThrow();
    const now = new Date();
    await insertSession({ id: "named-session", userId: user.id, userAgent: "test", now: now.toISOString(), expiresAt: new Date(now.getTime() + 60_000).toISOString() });
    const live = await findLiveSession("named-session", now.toISOString());
    expect(live).toEqual({
      lastSeenAt: now.toISOString(),
      account: { id: user.id, email: "named@example.org", username: "named", first_name: "N", last_name: "N", is_admin: 0, role: "editor", editor_locale: null },
    });
    expect(live!.account).not.toHaveProperty("password_hash");
    expect(await findLiveSession("named-session", new Date(now.getTime() + 120_000).toISOString())).toBeUndefined();
    await t.db.updateTable("users").set({ is_active: 0 }).where("id", "=", user.id).execute();
    expect(await findLiveSession("named-session", now.toISOString())).toBeUndefined();
  });

  it.runIf(engine.name === "postgres")("know a logged-in request's user from one prepared read of its session", async () => {
    const { id } = await t.db.insertInto("users").values({ email: "prepared@example.org", username: "prepared", first_name: "P", last_name: "P", password_hash: "scrypt$00$00", is_admin: 0, is_active: 1 }).returning("id").executeTakeFirstOrThrow();
    const cookie = (await startSession(new Request("http://localhost/"), id)).split(";")[0]!;
    let user: Awaited<ReturnType<typeof optionalUser>> = null;
    const statements = await preparedAfter(async () => {
      user = await optionalUser(new Request("http://localhost/cms-hub", { headers: { Cookie: cookie } }));
    });
    expect(user).toMatchObject({ id, email: "prepared@example.org", sessionId: expect.any(String) });
    expect(statements.filter((s) => s.includes('from "sessions"'))).toHaveLength(1);
    expect(statements.filter((s) => s.includes('from "users"'))).toEqual([]);
  });

  it.runIf(engine.name === "postgres")("run inside a transaction on its connection, seeing what it wrote before it commits", async () => {
    const { groupIds } = await bookableEvent(91003);
    await t.db.transaction().execute(async (trx) => {
      await trx.insertInto("seat_holds").values({ seat_group_id: groupIds[0]!, timeslot_key: 0, reserved: 2, sold: 0 }).execute();
      const holds = (on: typeof trx | typeof t.db) => executeNamed(on.selectFrom("seat_holds").select("reserved").where("seat_group_id", "=", groupIds[0]!), on);
      expect(await holds(trx)).toEqual([{ reserved: 2 }]);
      expect(await holds(t.db)).toEqual([]);
    });
  });

  it.runIf(engine.name === "postgres")("leave what events hold unnamed: a kept plan from an empty reservations table scans it whole", async () => {
    const { eventId } = await bookableEvent(91004);
    const statements = await preparedAfter((db) => heldByEvents(db, [eventId], new Date().toISOString()));
    expect(statements.filter((s) => s.includes('from "reservations"'))).toEqual([]);
  });
});
