// The programme's counts per start hour (app/models/events.server.ts, programmeStartHours): whole hours
// come from counts kept until the content changes, the hours cut by the range's ends are counted
// exactly. Checked against every matching event read plainly, for ranges that start and end inside
// an hour, on hour boundaries, within one hour, and open-ended; and after a change of the events.
import { describe, expect, it } from "vitest";
import { programmeStartHours, type ProgrammeCriteria } from "~/models/events.server";
import { createTestDatabases, setupDatabase } from "./support/test-db";

describe.each(createTestDatabases())("the programme's start hours on $name", (engine) => {
  const t = setupDatabase(engine, { seed: true });

  /** Every online event of an online production in [from, to), counted per UTC hour, the plain way. */
  async function expected(c: ProgrammeCriteria): Promise<[string, number][]> {
    const rows = await t.db
      .selectFrom("events as e")
      .innerJoin("productions as p", "p.id", "e.production_id")
      .select(["e.date_start", "e.room_id"])
      .where("e.is_online", "=", 1)
      .where("p.is_online", "=", 1)
      .execute();
    const counts = new Map<string, number>();
    for (const r of rows) {
      if (r.date_start < c.from || (c.to !== null && r.date_start >= c.to)) continue;
      if (c.room !== undefined && r.room_id !== c.room) continue;
      counts.set(r.date_start.slice(0, 13), (counts.get(r.date_start.slice(0, 13)) ?? 0) + 1);
    }
    return [...counts].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  }

  async function ranges(): Promise<ProgrammeCriteria[]> {
    const starts = (await t.db.selectFrom("events").select("date_start").orderBy("date_start").execute()).map((r) => r.date_start);
    const at = (i: number, minutes: number) => new Date(Date.parse(starts[Math.floor(starts.length * i)]!) + minutes * 60_000).toISOString();
    const room = (await t.db.selectFrom("events").select("room_id").where("room_id", "is not", null).executeTakeFirstOrThrow()).room_id!;
    return [
      { from: new Date(0).toISOString(), to: null },
      { from: at(0.3, 0), to: null },
      { from: at(0.3, 1), to: null },
      { from: at(0.3, -7), to: at(0.6, 13) },
      { from: at(0.2, 0), to: at(0.2, 0) },
      { from: at(0.4, -1), to: at(0.4, 1) },
      { from: at(0.5, -61), to: at(0.5, 60) },
      { from: `${at(0.5, 0).slice(0, 13)}:00:00.000Z`, to: `${at(0.7, 0).slice(0, 13)}:00:00.000Z` },
      { from: at(0.1, 30), to: null, room },
    ];
  }

  it("counts as many events per hour as a plain reading of every event finds", async () => {
    for (const c of await ranges()) expect(await programmeStartHours(c), JSON.stringify(c)).toEqual(await expected(c));
  });

  it("follows a change of the events", async () => {
    const c = { from: new Date(0).toISOString(), to: null };
    const before = await programmeStartHours(c);
    const event = await t.db.selectFrom("events").selectAll().where("is_online", "=", 1).orderBy("date_start", "desc").executeTakeFirstOrThrow();
    const { id: _id, created_at: _c, updated_at: _u, ...rest } = event;
    await t.db.insertInto("events").values({ ...rest, date_start: "2099-01-01T10:00:00.000Z", id_jet: 999_999 }).execute();
    await t.db.updateTable("events").set({ is_online: 0 }).where("id", "=", event.id).execute();
    const after = await programmeStartHours(c);
    expect(after).toEqual(await expected(c));
    expect(after).not.toEqual(before);
    expect(after.at(-1)).toEqual(["2099-01-01T10", 1]);
  });
});
