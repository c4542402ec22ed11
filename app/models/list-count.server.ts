/**
 * How many rows a back-office list matches. Without a search text the count is exact; with one it
 * stops after LIST_COUNT_CAP + 1 matches (docs/decisions/0073-office-list-search.md): a search's
 * condition is judged row by row, and a broad one ("e") would otherwise read the whole table for a
 * number nobody pages through.
 */
import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import { LIST_COUNT_CAP } from "~/lib/back-office/list-query";

// The lists' tables vary; only the query's FROM and WHERE are used.
/* eslint-disable @typescript-eslint/no-explicit-any */
type AnyQuery = SelectQueryBuilder<any, any, any>;
type AnyDb = Kysely<any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

/** The rows of `query` (run on `q`, the database or a transaction), counted up to `upTo` (null: all of them). */
export async function countUpTo(q: AnyDb, query: AnyQuery, upTo: number | null): Promise<number> {
  if (upTo === null) return Number((await query.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
  const hits = query.select(sql.lit(1).as("hit")).limit(upTo).as("hits");
  return Number((await q.selectFrom(hits).select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
}

/** A list's count: exact without a search, at most LIST_COUNT_CAP + 1 with one. */
export function countMatches(q: AnyDb, query: AnyQuery, searching: boolean): Promise<number> {
  return countUpTo(q, query, searching ? LIST_COUNT_CAP + 1 : null);
}
