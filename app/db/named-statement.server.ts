import crypto from "node:crypto";
import type { Compilable, Kysely, RawBuilder } from "kysely";
import { db, poolOf } from "./db.server";
import type { DB } from "./schema";

/** A read Kysely built (a select): it compiles and runs on the instance it was built from. */
type BuiltQuery<R> = Compilable<R> & { execute(): Promise<R[]> };

const READ = /^\s*(select|with)\b/i;

const isRaw = <R>(query: RawBuilder<R> | BuiltQuery<R>): query is RawBuilder<R> => "isRawBuilder" in query && query.isRawBuilder;

/**
 * PostgreSQL: runs `query` as a named statement, which each pooled connection parses and plans once
 * and then keeps (docs/decisions/0083-named-statements-for-content-reads.md); Kysely sends unnamed
 * statements, parsed and planned anew on every call. For a
 * statement every visitor's request runs and whose planning costs more than its execution (a search:
 * ~0.5 of its ~0.85 ms of database CPU on the demo festival ×10; a page of the programme: ~1 of
 * ~1.2 ms). The name is the text's hash, so each shape of the statement (a search limited to some
 * categories, a list of three ids) is a statement of its own.
 *
 * After five calls PostgreSQL may keep one plan for all values until the tables' statistics change, so
 * only for statements
 * - whose plan does not hinge on a parameter's value: a `like` prefix, for one, reaches its index only
 *   when the pattern is planned as a constant (a range of parameters reaches it in every plan), and so
 *   does a partial index's condition;
 * - over content, whose size changes with editors' work and bulk imports (which renew the statistics,
 *   docs/decisions/0080-planner-statistics-after-bulk-writes.md), not over what a rush fills
 *   (reservations, carts, orders): a plan kept from when `reservations` was empty scans it whole, where
 *   a statement planned afresh each time sees the table grow (docs/decisions/0081-box-office-plans-by-index.md).
 *
 * `on` is the instance `query` was built for (a raw query's), by default the server's connection.
 * SQLite, and a transaction (whose statements must run on its own connection), run it as it is. Reads
 * only: a write sent past Kysely would pass the write tracker by (./data-version.server.ts).
 */
export async function executeNamed<R>(query: RawBuilder<R> | BuiltQuery<R>, on: Kysely<DB> = db()): Promise<R[]> {
  const pool = poolOf(on);
  if (!pool) return isRaw(query) ? (await query.execute(on)).rows : query.execute();
  const { sql: text, parameters } = isRaw(query) ? query.compile(on) : query.compile();
  if (!READ.test(text)) throw new Error(`executeNamed runs reads only: ${text.slice(0, 60)}`);
  const name = `q_${crypto.createHash("sha1").update(text).digest("base64url")}`;
  const { rows } = await pool.query<R & object>({ name, text, values: parameters as unknown[] });
  return rows;
}
