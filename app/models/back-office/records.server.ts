/**
 * The SQL of the back office's generic record kinds: one table per kind, named by the kind's
 * store (never by a request), columns named by its description. Lists page with LIMIT/OFFSET and
 * count what matches; link tables (many-to-many) are read and replaced as a whole.
 */
import { sql, type Kysely } from "kysely";
import { db } from "~/db/db.server";
import type { DB } from "~/db/schema";
import { countMatches } from "../list-count.server";
import { searchCondition } from "../list-search.server";
import type { Q } from "../write-transaction.server";
import { withChosen } from "../with-chosen.server";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a kind names its table in its store; the schema type cannot know which
type AnyDb = Kysely<any>;
const any = (q: Kysely<DB> = db()) => q as unknown as AnyDb;

export type Row = Record<string, unknown> & { id: number };

export interface ListOptions {
  table: string;
  columns: string[];
  search: { columns: string[]; text: string };
  /** Column = value conditions. */
  equals: Record<string, string | number>;
  sort: { column: string; dir: "asc" | "desc"; then?: { column: string; dir: "asc" | "desc" } };
  offset: number;
  limit: number;
}

export async function listRows(options: ListOptions): Promise<{ rows: Row[]; total: number }> {
  let query = any().selectFrom(options.table);
  if (options.search.text && options.search.columns.length) query = query.where(await searchCondition(options.table, options.search.columns, options.search.text));
  for (const [column, value] of Object.entries(options.equals)) query = query.where(column, "=", value);
  const [rows, count] = await Promise.all([
    query
      .select(["id", ...options.columns.filter((c) => c !== "id")])
      .orderBy(options.sort.column, options.sort.dir)
      .$if(options.sort.then !== undefined, (qb) => qb.orderBy(options.sort.then!.column, options.sort.then!.dir))
      .orderBy("id", options.sort.dir)
      .offset(options.offset)
      .limit(options.limit)
      .execute(),
    countMatches(any(), query, Boolean(options.search.text && options.search.columns.length)),
  ]);
  return { rows: rows as Row[], total: count };
}

export async function findRow(table: string, id: number, q: Kysely<DB> = db()): Promise<Row | undefined> {
  return (await any(q).selectFrom(table).selectAll().where("id", "=", id).executeTakeFirst()) as Row | undefined;
}

/** The row, locked for the rest of the transaction on PostgreSQL. */
export async function lockRow(q: Q, postgres: boolean, table: string, id: number): Promise<Row | undefined> {
  let query = any(q).selectFrom(table).selectAll().where("id", "=", id);
  if (postgres) query = query.forUpdate();
  return (await query.executeTakeFirst()) as Row | undefined;
}

export async function insertRow(q: Q, table: string, values: Record<string, unknown>): Promise<number> {
  const row = await any(q).insertInto(table).values(values).returning("id").executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateRow(q: Q, table: string, id: number, values: Record<string, unknown>): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await any(q).updateTable(table).set(values).where("id", "=", id).execute();
}

export async function deleteRow(q: Q, table: string, id: number): Promise<void> {
  await any(q).deleteFrom(table).where("id", "=", id).execute();
}

/** Whether any row of `table` has `id` in `column`. */
export async function isReferenced(q: Q, table: string, column: string, id: number): Promise<boolean> {
  return (await any(q).selectFrom(table).select(sql.lit(1).as("one")).where(column, "=", id).limit(1).executeTakeFirst()) !== undefined;
}

/** Whether another row of `table` has `value` in `column`. */
export async function valueTaken(q: Q, table: string, column: string, value: string, exceptId: number | null): Promise<boolean> {
  let query = any(q).selectFrom(table).select("id").where(column, "=", value);
  if (exceptId !== null) query = query.where("id", "!=", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export interface LinkTable {
  table: string;
  /** The column holding the record's id. */
  own: string;
  /** The column holding the linked record's id. */
  other: string;
}

export async function readLinks(link: LinkTable, id: number, q: Kysely<DB> = db()): Promise<number[]> {
  const rows = await any(q).selectFrom(link.table).select(link.other).where(link.own, "=", id).orderBy(link.other).execute();
  return rows.map((row) => Number(row[link.other]));
}

export async function replaceLinks(q: Q, link: LinkTable, id: number, ids: number[]): Promise<void> {
  await any(q).deleteFrom(link.table).where(link.own, "=", id).execute();
  if (ids.length) await any(q).insertInto(link.table).values(ids.map((other) => ({ [link.own]: id, [link.other]: other }))).execute();
}

/**
 * `{id, label}` rows of a table for a select: the first `limit` by the label, and before them the
 * `chosen` ones that are not among them (a select that lacks the stored value shows its first option,
 * and saving the form would then clear the field).
 */
export async function optionRows(table: string, label: string, { limit = 2000, chosen = [] }: { limit?: number; chosen?: readonly number[] } = {}): Promise<{ id: number; label: string }[]> {
  const read = (rows: Record<string, unknown>[]) => rows.map((row) => ({ id: Number(row.id), label: String(row.label ?? "") }));
  const options = () => any().selectFrom(table).select(["id", sql.ref(label).as("label")]);
  const first = read(await options().orderBy(label).orderBy("id").limit(limit).execute());
  return withChosen(first, chosen, async (ids) => read(await options().where("id", "in", ids).execute()));
}

/** Redirects a site path to its new address; rules that led to the old one now lead to the new one. */
export async function writePathRedirect(q: Q, oldPath: string, newPath: string): Promise<void> {
  if (oldPath === newPath) return;
  await q.updateTable("redirect_rules").set({ new_path: newPath }).where("new_path", "=", oldPath).execute();
  await q.deleteFrom("redirect_rules").where("old_path", "=", newPath).execute();
  const existing = await q.selectFrom("redirect_rules").select("id").where("old_path", "=", oldPath).executeTakeFirst();
  if (existing) await q.updateTable("redirect_rules").set({ new_path: newPath }).where("id", "=", existing.id).execute();
  else await q.insertInto("redirect_rules").values({ old_path: oldPath, new_path: newPath }).execute();
}

/** A child table holding a record's inline rows (e.g. a production's persons with their roles). */
export interface InlineTable {
  table: string;
  /** The column holding the record's id. */
  own: string;
  /** The columns a row stores (the row fields' columns). */
  columns: string[];
  /** The column that orders the rows. */
  order: string;
}

export async function readInlineRows(inline: InlineTable, id: number, q: Kysely<DB> = db()): Promise<Record<string, unknown>[]> {
  const rows = await any(q).selectFrom(inline.table).select(inline.columns).where(inline.own, "=", id).orderBy(inline.order).orderBy("id").execute();
  return rows as Record<string, unknown>[];
}

export async function replaceInlineRows(q: Q, inline: InlineTable, id: number, rows: Record<string, unknown>[]): Promise<void> {
  await any(q).deleteFrom(inline.table).where(inline.own, "=", id).execute();
  if (rows.length) await any(q).insertInto(inline.table).values(rows.map((row) => ({ ...row, [inline.own]: id }))).execute();
}

/** `column` of the rows of `table` with the given ids (e.g. the venue's name for a list of rooms). */
export async function valuesByIds(table: string, column: string, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await any().selectFrom(table).select(["id", sql.ref(column).as("value")]).where("id", "in", unique).execute();
  return new Map(rows.map((row) => [Number(row.id), String(row.value ?? "")]));
}
