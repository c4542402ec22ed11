import { db } from "~/db/db.server";

/** Rewrites the health check's one row: succeeds only when the database takes writes. */
export async function recordHealthCheck(now = new Date()): Promise<void> {
  const checked_at = now.toISOString();
  await db()
    .insertInto("health_checks")
    .values({ id: 1, checked_at })
    .onConflict((oc) => oc.column("id").doUpdateSet({ checked_at }))
    .execute();
}
