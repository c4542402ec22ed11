/**
 * The back office's list search: the ids of a table's rows where any of the searched columns contains
 * the text as a substring, case-insensitively (Unicode case: "ärger" finds "Ärger"), through the
 * trigram index of migration 0026 (docs/decisions/0073-office-list-search.md).
 *
 * - SQLite, text of 3 characters or more: the FTS5 trigram table, the text as one phrase (its
 *   trigrams in a row: exactly the substring, in case-folded text) limited to the searched columns.
 * - PostgreSQL: the LIKE of like-pattern.server.ts, which its pg_trgm indexes serve.
 * - Shorter text (a trigram needs 3 characters), or a table without the index: the LIKE over every row,
 *   as before (on SQLite its case folding is ASCII only).
 */
import { sql, type RawBuilder } from "kysely";
import { connection } from "~/db/db.server";
import { LIST_SEARCH_COLUMNS } from "~/db/migrations/0026-list-search";
import { containsAny } from "./like-pattern.server";

/** Characters a trigram index needs in a search text. */
export const TRIGRAM_LENGTH = 3;

/** Whether the FTS5 index of `table` covers `columns`. */
function indexed(table: string, columns: readonly string[]): boolean {
  const covered = LIST_SEARCH_COLUMNS[table];
  return covered !== undefined && columns.length > 0 && columns.every((c) => covered.includes(c));
}

/** An FTS5 query: `text` as one phrase (quotes doubled) in the given columns. */
export function trigramQuery(columns: readonly string[], text: string): string {
  return `{${columns.join(" ")}} : "${text.replaceAll('"', '""')}"`;
}

/** A subquery of the ids of `table`'s rows where one of `columns` contains `text`. */
export function idsContaining(table: string, columns: readonly string[], text: string): RawBuilder<number> {
  const sqlite = connection().dialect === "sqlite";
  if (sqlite && [...text].length >= TRIGRAM_LENGTH && indexed(table, columns)) {
    const fts = sql.table(`${table}_trigrams`);
    return sql<number>`(select rowid from ${fts} where ${fts} match ${trigramQuery(columns, text)})`;
  }
  return sql<number>`(select id from ${sql.table(table)} where ${containsAny(columns, text)})`;
}
