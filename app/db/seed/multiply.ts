import type { Kysely } from "kysely";
import type { DB } from "../schema";

/**
 * For benchmarks: every event `factor` times (copies a few minutes apart, same production, room,
 * tags, seat groups are not copied), so the programme has the size a big festival would have.
 */
export async function multiplyEvents(db: Kysely<DB>, factor: number): Promise<number> {
  const events = await db.selectFrom("events").selectAll().execute();
  const links = await db.selectFrom("event_tag_links").selectAll().execute();
  const maxJet = Math.max(0, ...events.map((e) => e.id_jet));
  let jet = maxJet;
  let added = 0;
  for (let copy = 1; copy < factor; copy++) {
    for (const event of events) {
      const { id, created_at: _c, updated_at: _u, ...rest } = event;
      const start = new Date(Date.parse(event.date_start) + copy * 5 * 60_000).toISOString();
      const row = await db
        .insertInto("events")
        .values({ ...rest, date_start: start, id_jet: ++jet, ticket_url: `/webshop/events/${jet}` })
        .returning("id")
        .executeTakeFirstOrThrow();
      const tags = links.filter((l) => l.event_id === id).map((l) => ({ ...l, event_id: row.id }));
      if (tags.length) await db.insertInto("event_tag_links").values(tags).execute();
      added++;
    }
  }
  return added;
}
