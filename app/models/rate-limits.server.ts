import type Database from "better-sqlite3";
import { connection, db } from "~/db/db.server";
import { withWriteLock } from "~/db/write-lock.server";

/**
 * One hit: a key's window starts at its first hit and lasts the limiter's window (`over` is the
 * latest start of a window that is over, `now - windowMs`); a hit after that starts a new window at 1. Both
 * engines run it atomically, so hits from several processes at once count exactly.
 */
const HIT_SQLITE = `insert into rate_limits (key, window_start, count) values (@key, @now, 1)
  on conflict (key) do update set
    count = case when rate_limits.window_start <= @over then 1 else rate_limits.count + 1 end,
    window_start = case when rate_limits.window_start <= @over then excluded.window_start else rate_limits.window_start end
  returning count`;
const HIT_POSTGRES = `insert into rate_limits (key, window_start, count) values ($1, $2, 1)
  on conflict (key) do update set
    count = case when rate_limits.window_start <= $3 then 1 else rate_limits.count + 1 end,
    window_start = case when rate_limits.window_start <= $3 then excluded.window_start else rate_limits.window_start end
  returning count`;

// A cart write pays for this on the ticket rush's hot path: prepared once per database handle
// (SQLite) or named so that each connection plans it once (PostgreSQL), not built by Kysely each time.
const sqliteHits = new WeakMap<Database.Database, Database.Statement>();

function sqliteHit(sqlite: Database.Database): Database.Statement {
  let statement = sqliteHits.get(sqlite);
  if (!statement) {
    statement = sqlite.prepare(HIT_SQLITE).pluck();
    sqliteHits.set(sqlite, statement);
  }
  return statement;
}

/** Counts one hit for `key` at `now` (epoch ms) in a window of `windowMs`; answers the window's count. */
export async function hitRateLimit(key: string, now: number, windowMs: number): Promise<number> {
  const conn = connection();
  if (conn.sqlite) {
    const hit = sqliteHit(conn.sqlite);
    // In a transaction of its own, so that another process's write lock is waited for without
    // stopping this one (SQLite's busy handler would sleep it); never call it inside a transaction.
    return withWriteLock(conn, () => Number(hit.get({ key, now, over: now - windowMs })));
  }
  const { rows } = await conn.pool!.query<{ count: number }>({ name: "rate_limit_hit", text: HIT_POSTGRES, values: [key, now, now - windowMs] });
  return Number(rows[0]!.count);
}

/** Deletes the counters of windows that started before `before` (epoch ms). */
export async function deleteRateLimitsBefore(before: number): Promise<number> {
  const result = await db().deleteFrom("rate_limits").where("window_start", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
