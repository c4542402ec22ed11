/**
 * One write transaction on either engine. SQLite: `BEGIN IMMEDIATE` on Kysely's single connection
 * (its mutex keeps this process's other queries out; other processes wait for the write lock), so the
 * reads that decide a change see what the change is applied to. PostgreSQL: an ordinary transaction;
 * rows that decide a change are locked with `FOR UPDATE` (`postgres` says when). The commit counts as
 * a content write (`countCommit`), so a page read while the transaction was open is not cached as current.
 */
import { sql, type Kysely } from "kysely";
import { connection } from "~/db/db.server";
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
  return conn.db.connection().execute(async (q) => {
    await sql`begin immediate`.execute(q);
    try {
      const result = await fn({ q, postgres: false });
      await sql`commit`.execute(q);
      return result;
    } catch (error) {
      await sql`rollback`.execute(q).catch(() => undefined); // SQLite may have rolled back already
      throw error;
    }
  });
}
