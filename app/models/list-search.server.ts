/**
 * The back office's list search: the ids of a table's rows where any of the searched columns contains
 * the text as a substring, case-insensitively in Unicode ("ärger" finds "Ärger" on both engines),
 * through the trigram index of migration 0026 (docs/decisions/0073-office-list-search.md).
 *
 * - SQLite, text of 3 characters or more: the FTS5 trigram table, the text as one phrase (its
 *   trigrams in a row: exactly the substring, in case-folded text) in the searched columns, at most
 *   SEARCH_HIT_CAP ids. A text that matches more (a broad one) is searched by the scan below instead:
 *   its matches are dense, so a page read in the list's order finds its rows after a few, while the
 *   index would hand over every match first.
 * - SQLite, shorter text (a trigram needs 3 characters), broad text, or a table without the index:
 *   a GLOB over every row whose pattern spells each letter in both cases ([äÄ]), so the scan too
 *   folds Unicode case (LIKE folds ASCII only).
 * - PostgreSQL: LIKE on the lower-cased columns, which the pg_trgm indexes serve (and a short text scans).
 *   On one table it stays a condition of the list's own query (`searchCondition`), so the planner
 *   chooses: the indexes for a narrow text, the list's order with a LIMIT for a broad one.
 * - SQLite's scan too is a condition of the list's own query (`searchCondition`): the list reads its
 *   rows in its order and stops when its page is full.
 */
import { sql, type RawBuilder, type SqlBool } from "kysely";
import { connection, db } from "~/db/db.server";
import { LIST_SEARCH_COLUMNS } from "~/db/migrations/0026-list-search";
import { containsAny, TRIGRAM_LENGTH } from "./like-pattern.server";

export { TRIGRAM_LENGTH };

/** The most ids the index hands over; a text with more matches is searched by the scan. */
export const SEARCH_HIT_CAP = 1000;

/** Whether the FTS5 index of `table` covers `columns`. */
function indexed(table: string, columns: readonly string[]): boolean {
  const covered = LIST_SEARCH_COLUMNS[table];
  return covered !== undefined && columns.length > 0 && columns.every((c) => covered.includes(c));
}

/** An FTS5 query: `text` as one phrase (quotes doubled) in the given columns. */
export function trigramQuery(columns: readonly string[], text: string): string {
  return `{${columns.join(" ")}} : "${text.replaceAll('"', '""')}"`;
}

/** A GLOB pattern for "contains `text`" with each character in all its one-character cases, wildcards literal. */
export function caseFreeGlob(text: string): string {
  const classOf = (char: string) => {
    const variants = [...new Set([char, char.toLowerCase(), char.toUpperCase()])].filter((v) => [...v].length === 1);
    if (variants.length > 1) return `[${variants.join("")}]`;
    return /[*?[]/.test(char) ? `[${char}]` : char;
  };
  return `*${[...text].map(classOf).join("")}*`;
}

/** SQLite: true where any of `columns` contains `text` in any letter case. */
function globAny(columns: readonly string[], text: string): RawBuilder<SqlBool> {
  const pattern = caseFreeGlob(text);
  return sql<SqlBool>`(${sql.join(
    columns.map((column) => sql`coalesce(cast(${sql.ref(column)} as text), '') glob ${pattern}`),
    sql` or `,
  )})`;
}

/**
 * SQLite: the ids of `table`'s rows whose `columns` contain `text`, from the trigram index; null when
 * the index cannot answer (a text shorter than a trigram, more than SEARCH_HIT_CAP matches, a table
 * or column without the index): then the rows are scanned.
 */
async function trigramHits(table: string, columns: readonly string[], text: string): Promise<number[] | null> {
  if ([...text].length < TRIGRAM_LENGTH || !indexed(table, columns)) return null;
  const fts = sql.table(`${table}_trigrams`);
  const hits = await sql<{ id: number }>`select rowid as id from ${fts} where ${fts} match ${trigramQuery(columns, text)} limit ${SEARCH_HIT_CAP + 1}`.execute(db());
  return hits.rows.length <= SEARCH_HIT_CAP ? hits.rows.map((row) => row.id) : null;
}

/** What searchCondition and idsContaining answered when the index found no row: see `findsNothing`. */
const nothingFound = new WeakSet<RawBuilder<unknown>>();

function foundNothing<T extends RawBuilder<unknown>>(answer: T): T {
  nothingFound.add(answer);
  return answer;
}

/**
 * True when `answer` (of searchCondition or idsContaining) holds for no row, as the index said. A
 * condition that ORs two such answers is false for every row, but SQLite does not know it: it reads
 * every row of the list to find none (2–3 ms for 10,000 events), where a constant false reads nothing.
 */
export function findsNothing(answer: RawBuilder<unknown>): boolean {
  return nothingFound.has(answer);
}

/** `column` of the table named `alias` in the query (or unqualified). */
const qualified = (columns: readonly string[], alias: string | undefined) => columns.map((column) => (alias ? `${alias}.${column}` : column));

/** A subquery (or a list) of the ids of `table`'s rows where one of `columns` contains `text`. */
export async function idsContaining(table: string, columns: readonly string[], text: string): Promise<RawBuilder<number>> {
  if (connection().dialect === "postgres") return sql<number>`(select id from ${sql.table(table)} where ${containsAny(columns, text)})`;
  const hits = await trigramHits(table, columns, text);
  if (hits === null) return sql<number>`(select id from ${sql.table(table)} where ${globAny(columns, text)})`;
  return hits.length ? sql<number>`(${sql.join(hits)})` : foundNothing(sql<number>`(select null where 0)`);
}

/**
 * The condition "the row of `table` (named `alias` in the query, if it is) contains `text` in one of
 * `columns`". Where the index cannot answer, the condition is judged on the row itself, so a page of
 * a broad search stops after its rows (read in the list's order) and a count at its cap; a subquery
 * of every matching id would first read the whole table.
 */
export async function searchCondition(table: string, columns: readonly string[], text: string, alias?: string): Promise<RawBuilder<SqlBool>> {
  if (connection().dialect === "postgres") return containsAny(qualified(columns, alias), text);
  const hits = await trigramHits(table, columns, text);
  if (hits === null) return globAny(qualified(columns, alias), text);
  // Always an IN on the id (an empty one too): a condition SQLite can answer from the key, also as one side of an OR.
  const id = sql.ref(alias ? `${alias}.id` : "id");
  return hits.length ? sql<SqlBool>`${id} in (${sql.join(hits)})` : foundNothing(sql<SqlBool>`${id} in (select null where 0)`);
}
