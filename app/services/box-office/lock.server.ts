/**
 * The write transaction the webshop's cart changes and checkout run in, so that "what is left" is
 * read and spent by one writer at a time (docs/decisions/0011-box-office.md). Add to cart, the hot
 * one, takes the same locks in its own way: PostgreSQL's `box_office_reserve` (decision 0016) and
 * SQLite's synchronous transaction (decision 0018).
 *
 * - SQLite: `BEGIN IMMEDIATE` takes the database's write lock before the first read, so writers in
 *   other processes wait instead of reading a count that is about to change. Kysely's `transaction()`
 *   always says plain `begin` (deferred), so `withWriteLock` holds Kysely's single connection — its
 *   mutex also keeps this process's other queries out of the transaction — and issues `begin
 *   immediate` / `commit` / `rollback` on it, waiting for another process's lock without stopping
 *   this one.
 * - PostgreSQL: an ordinary transaction; the caller locks the cart, seat group and timeslot rows
 *   with `SELECT … FOR UPDATE` (`Tx.locks`) in one global order: carts, seat groups, timeslots.
 * - `serialize: false` (the oversell control run of the tests only) runs the same steps with no
 *   transaction and no locks.
 */
import { sql, type Kysely } from "kysely";
import type { Connection } from "~/db/db.server";
import { withWriteLock } from "~/db/write-lock.server";
import type { DB } from "~/db/schema";

export interface Tx {
  q: Kysely<DB>;
  /** True where the caller must take row locks itself (PostgreSQL, serialized). */
  locks: boolean;
}

export async function writeTransaction<T>(conn: Connection, serialize: boolean, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (!serialize) return fn({ q: conn.db, locks: false });
  if (conn.dialect === "postgres") {
    return conn.db.transaction().execute(async (q) => {
      // The foreign-key checks its inserts fire are planned once per connection and kept: planned
      // by index, also when the tables were small then (decision 0081).
      await sql`set local enable_seqscan = off`.execute(q);
      return fn({ q, locks: true });
    });
  }
  return withWriteLock(conn, (q) => fn({ q, locks: false }));
}

/** Unique-constraint violations on either engine (a concurrent twin wrote the same key first). */
export { isUniqueViolation } from "~/models/constraint-errors.server";
