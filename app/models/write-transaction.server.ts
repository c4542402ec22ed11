/**
 * One write transaction on either engine. SQLite: `BEGIN IMMEDIATE` on Kysely's single connection
 * (`withWriteLock`: its mutex keeps this process's other queries out; while another process holds the
 * write lock, this one waits for it without stopping its other requests), so the
 * reads that decide a change see what the change is applied to. PostgreSQL: an ordinary transaction;
 * rows that decide a change are locked with `FOR UPDATE` (`postgres` says when). The commit counts as
 * a content write (`countCommit`), so a page read while the transaction was open is not cached as current.
 */
import type { Kysely } from "kysely";
import { connection } from "~/db/db.server";
import { withWriteLock } from "~/db/write-lock.server";
import { countCommit } from "~/db/data-version.server";
import type { DB } from "~/db/schema";

export type Q = Kysely<DB>;

/** The transaction's executor; `postgres` says whether rows must be locked (`FOR UPDATE`) by hand. */
export interface WriteTx {
  q: Q;
  postgres: boolean;
}

export async function writeTransaction<T>(fn: (tx: WriteTx) => Promise<T>): Promise<T> {
  const result = await inTransaction(fn);
  countCommit();
  return result;
}

async function inTransaction<T>(fn: (tx: WriteTx) => Promise<T>): Promise<T> {
  const conn = connection();
  if (conn.dialect === "postgres") return conn.db.transaction().execute((q) => fn({ q, postgres: true }));
  return withWriteLock(conn, (q) => fn({ q, postgres: false }));
}
