import { db } from "~/db/db.server";

export async function logErrorEntry(entry: { url: string; status: number; referrer?: string | null; userAgent?: string | null }) {
  await db()
    .insertInto("error_log")
    .values({
      url: entry.url.slice(0, 2000),
      status: entry.status,
      referrer: entry.referrer?.slice(0, 2000) ?? null,
      user_agent: entry.userAgent?.slice(0, 500) ?? null,
      created_at: new Date().toISOString(),
    })
    .execute();
}

export async function countErrorEntries(url: string): Promise<number> {
  const row = await db()
    .selectFrom("error_log")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("url", "=", url)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The most frequent missing URLs with their count and last occurrence, for the dashboard. */
export async function listErrorSummary(limit = 50) {
  return db()
    .selectFrom("error_log")
    .select((eb) => ["url", eb.fn.countAll<number>().as("count"), eb.fn.max("created_at").as("last_seen")])
    .where("status", "=", 404)
    .groupBy("url")
    .orderBy("count", "desc")
    .orderBy("last_seen", "desc")
    .limit(limit)
    .execute();
}
