import { sql } from "kysely";
import { db } from "~/db/db.server";

/**
 * Counts one hit for `key` at `now` (epoch ms) and answers the count of its current window, in one
 * statement. A window starts at a key's first hit and lasts `windowMs`; a hit after that starts a
 * new window at 1.
 */
export async function hitRateLimit(key: string, now: number, windowMs: number): Promise<number> {
  const over = sql<boolean>`rate_limits.window_start <= ${now - windowMs}`;
  const row = await db()
    .insertInto("rate_limits")
    .values({ key, window_start: now, count: 1 })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`case when ${over} then 1 else rate_limits.count + 1 end`,
        window_start: sql<number>`case when ${over} then excluded.window_start else rate_limits.window_start end`,
      }),
    )
    .returning("count")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Deletes the counters of windows that started before `before` (epoch ms). */
export async function deleteRateLimitsBefore(before: number): Promise<number> {
  const result = await db().deleteFrom("rate_limits").where("window_start", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
