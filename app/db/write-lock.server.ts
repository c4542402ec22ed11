/**
 * SQLite's write lock, waited for without stopping the process for long (docs/decisions/0088-waiting-for-the-sqlite-write-lock.md).
 *
 * One connection of all processes writes at a time, and holds the lock for about 0.1 ms (add to cart,
 * a rate limit's hit). SQLite's own busy handler waits for it by sleeping the calling thread — Node's
 * only one — in steps of 1, 2, 5, 10, 15, 20, 25, 25, 25, 50, 50, 100 ms: every request of the
 * sleeping process waits with it, long after the lock was free. Here `BEGIN IMMEDIATE` runs with
 * `busy_timeout` 0 and is tried again after pauses of 0.1 ms, for up to 3 ms; a lock held longer
 * than that (its holder's process is off the CPU) is waited for on later turns of the event loop, so
 * the process serves its other requests meanwhile. Waiting on later turns alone is no better: under
 * load a turn lasts as long as the batch of requests it serves, tens of milliseconds.
 *
 * The attempt holds Kysely's single connection (its mutex keeps this process's other queries out of
 * the transaction, and the transaction out of one of Kysely's), and lets it go between attempts.
 */
import type Database from "better-sqlite3";
import type { Kysely } from "kysely";
import { SQLITE_BUSY_TIMEOUT_MS, type Connection } from "./db.server";
import type { DB } from "./schema";

/** The pause between two tries of one attempt, and how long an attempt tries before it gives the event loop back. */
const TRY_AGAIN_AFTER_MS = 0.1;
const ATTEMPT_MS = 3;
/** Attempts made again on the next turn of the event loop; later ones after a timer's millisecond. */
const NEXT_TURN_ATTEMPTS = 2;
const pauseCell = new Int32Array(new SharedArrayBuffer(4));

interface LockStatements {
  begin: Database.Statement;
  commit: Database.Statement;
  rollback: Database.Statement;
}

const statementsOf = new WeakMap<Database.Database, LockStatements>();

function lockStatements(sqlite: Database.Database): LockStatements {
  let s = statementsOf.get(sqlite);
  if (!s) {
    s = {
      begin: sqlite.prepare("begin immediate"),
      commit: sqlite.prepare("commit"),
      rollback: sqlite.prepare("rollback"),
    };
    statementsOf.set(sqlite, s);
  }
  return s;
}

const isBusy = (error: unknown) => (error as { code?: unknown } | null)?.code === "SQLITE_BUSY";

/**
 * `BEGIN IMMEDIATE`, tried for `ATTEMPT_MS` with short pauses that hold the thread: null once it
 * holds the lock, else the busy error of the last try.
 */
function tryBegin(sqlite: Database.Database, s: LockStatements): unknown {
  // Kysely's mutex keeps this process's own transactions out; this is the guard of last resort.
  if (sqlite.inTransaction) throw new Error("SQLite write lock: a transaction is already open on this connection.");
  const until = performance.now() + ATTEMPT_MS;
  // SQLite sets the timeout while it prepares the pragma, not when a kept statement runs again.
  sqlite.pragma("busy_timeout = 0");
  try {
    for (;;) {
      try {
        s.begin.run();
        return null;
      } catch (error) {
        if (!isBusy(error)) throw error;
        if (performance.now() >= until) return error;
      }
      Atomics.wait(pauseCell, 0, 0, TRY_AGAIN_AFTER_MS);
    }
  } finally {
    sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`); // the handle's own, for every other statement
  }
}

const pause = (attempt: number) => new Promise<void>((resolve) => (attempt < NEXT_TURN_ATTEMPTS ? setImmediate(resolve) : setTimeout(resolve, 1)));

const BUSY = Symbol("busy");

/**
 * Runs `fn` inside `BEGIN IMMEDIATE … COMMIT` on `conn`'s SQLite handle, rolled back when it throws;
 * a synchronous `fn` runs with its commit in one go. Waits for another connection's write lock in
 * short pauses, then on later turns of the event loop, `timeoutMs` in all (as long as any other
 * statement waits), then throws SQLite's busy error.
 */
export async function withWriteLock<T>(conn: Connection, fn: (q: Kysely<DB>) => T | Promise<T>, timeoutMs = SQLITE_BUSY_TIMEOUT_MS): Promise<T> {
  const sqlite = conn.sqlite;
  if (!sqlite) throw new Error("withWriteLock: SQLite only");
  const s = lockStatements(sqlite);
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 0; ; attempt++) {
    let busy: unknown = null;
    const result = await conn.db.connection().execute(async (q): Promise<T | typeof BUSY> => {
      busy = tryBegin(sqlite, s);
      if (busy) return BUSY;
      try {
        const returned = fn(q);
        const value = returned instanceof Promise ? await returned : returned;
        s.commit.run();
        return value;
      } catch (error) {
        if (sqlite.inTransaction) s.rollback.run(); // SQLite may have rolled back already
        throw error;
      }
    });
    if (result !== BUSY) return result;
    if (Date.now() >= deadline) throw busy;
    await pause(attempt);
  }
}
