/**
 * State that must hold across server processes lives in the database
 * (docs/decisions/0030-sessions-and-limits-in-the-database.md):
 * - `sessions`: one row per editor login. The cookie carries a random token; the row's id is its
 *   SHA-256, so the table alone cannot be turned back into a cookie. Logout and a password change
 *   set `revoked_at`; every editor request checks the row.
 * - `rate_limits`: one fixed-window counter per key (`login:<address>`, `cart:<token>`, …), written
 *   by one upsert per hit; `window_start` is the window's start in epoch milliseconds. Unlogged on
 *   PostgreSQL.
 * Both are bookkeeping: their writes do not tell the caches that content changed.
 */
import { sql, type Kysely } from "kysely";
import { dropTables, index, isPostgres, ref, timestamp } from "./columns";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .$call((tb) => ref(tb, "user_id", "users", "cascade"))
    .$call((tb) => timestamp(db, tb, "created_at"))
    .$call((tb) => timestamp(db, tb, "last_seen_at"))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("revoked_at", "text")
    .addColumn("user_agent", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await index(db, "sessions", ["user_id"]);
  await index(db, "sessions", ["expires_at"]);

  // On PostgreSQL unlogged: no write-ahead log, so a hit commits without waiting for a disk flush;
  // after a crash the counters start empty, which a rate limit can afford.
  let rateLimits = db.schema.createTable("rate_limits");
  if (isPostgres(db)) rateLimits = rateLimits.modifyFront(sql`unlogged`);
  await rateLimits
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("window_start", "bigint", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .execute();
  await index(db, "rate_limits", ["window_start"]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ["rate_limits", "sessions"]);
}
