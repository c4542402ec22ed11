import { sql } from "kysely";
import { db } from "~/db/db.server";

/**
 * Counts one hit for `key` in the window that starts at `windowStart` (epoch ms) and answers the
 * window's count, in one statement. A row from an older window starts over at 1; a row from a newer
 * window (another process's clock runs ahead) keeps counting there.
 */
export async function hitRateLimit(key: string, windowStart: number): Promise<number> {
  const row = await db()
    .insertInto("rate_limits")
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`case when rate_limits.window_start < excluded.window_start then 1 else rate_limits.count + 1 end`,
        window_start: sql<number>`case when rate_limits.window_start < excluded.window_start then excluded.window_start else rate_limits.window_start end`,
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
