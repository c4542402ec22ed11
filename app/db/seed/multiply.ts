import type { Kysely } from "kysely";
import type { DB } from "../schema";
import { renewPlannerStatistics } from "~/models/planner-statistics.server";

/**
 * For benchmarks: every event `factor` times (copies a few minutes apart, same production, room,
 * tags, seat groups are not copied), so the programme has the size a big festival would have. The
 * planner's statistics are renewed afterwards, as autovacuum would.
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
  await renewPlannerStatistics(db);
  return added;
}

/**
 * For benchmarks: every article copied until there are at least `total` (a magazine archive of many
 * years): copies a day apart further back, with their own addresses and the same category and tags.
 * The planner's statistics are renewed afterwards.
 */
export async function multiplyArticles(db: Kysely<DB>, total: number): Promise<number> {
  const articles = await db.selectFrom("articles").selectAll().execute();
  const links = await db.selectFrom("article_tag_links").selectAll().execute();
  let added = 0;
  for (let copy = 1; articles.length > 0 && articles.length + added < total; copy++) {
    for (const article of articles) {
      if (articles.length + added >= total) break;
      const { id, created_at: _c, updated_at: _u, ...rest } = article;
      const row = await db
        .insertInto("articles")
        .values({
          ...rest,
          slug_de: `${article.slug_de}-${copy}`,
          slug_en: `${article.slug_en}-${copy}`,
          published_at: new Date(Date.parse(article.published_at) - copy * 86_400_000).toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const tags = links.filter((l) => l.article_id === id).map((l) => ({ ...l, article_id: row.id }));
      if (tags.length) await db.insertInto("article_tag_links").values(tags).execute();
      added++;
    }
  }
  await renewPlannerStatistics(db);
  return added;
}
