/**
 * Helpers that let one migration run on SQLite and PostgreSQL (docs/decisions/0001-data-conventions.md).
 * Migrations get a `Kysely<any>`; the dialect is read from the adapter, never from the environment.
 */
import { PostgresAdapter, sql } from "kysely";
import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely, RawBuilder } from "kysely";
import { CONTENT_TRIGGER } from "../content-notifications.server";
import { CONTENT_VERSION_TABLE } from "../data-version.server";

export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

type ColumnBuild = (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

/** `[type, build]` of an integer primary key: `integer … autoincrement` on SQLite, `serial` on PostgreSQL. */
export function idColumn(db: Kysely<any>): ["serial" | "integer", ColumnBuild] {
  return isPostgres(db)
    ? ["serial", (col) => col.primaryKey()]
    : ["integer", (col) => col.primaryKey().autoIncrement()];
}

/** The current instant as ISO-8601 UTC text with milliseconds, the format of every instant column. */
export function nowSql(db: Kysely<any>): RawBuilder<string> {
  return isPostgres(db)
    ? sql<string>`(to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
    : sql<string>`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}

/** `createTable(name)` with the id column already added. */
export function createTable(db: Kysely<any>, name: string): CreateTableBuilder<string, "id"> {
  const [type, build] = idColumn(db);
  return db.schema.createTable(name).addColumn("id", type, build);
}

type Builder = CreateTableBuilder<any, any>;

/** Adds `${name}_de` and `${name}_en` text columns (not null, default ''). */
export function localized(tb: Builder, name: string, opts: { nullable?: boolean } = {}): Builder {
  for (const locale of ["de", "en"]) {
    tb = tb.addColumn(`${name}_${locale}`, "text", (col) => (opts.nullable ? col : col.notNull().defaultTo("")));
  }
  return tb;
}

/** An integer 0/1 column with a default. */
export function flag(tb: Builder, name: string, initial: 0 | 1): Builder {
  return tb.addColumn(name, "integer", (col) => col.notNull().defaultTo(initial).check(sql`${sql.ref(name)} in (0, 1)`));
}

/** A text instant column defaulting to now. */
export function timestamp(db: Kysely<any>, tb: Builder, name: string): Builder {
  return tb.addColumn(name, "text", (col) => col.notNull().defaultTo(nowSql(db)));
}

/** `created_at` and `updated_at`, both defaulting to now. */
export function timestamps(db: Kysely<any>, tb: Builder): Builder {
  return timestamp(db, timestamp(db, tb, "created_at"), "updated_at");
}

type OnDelete = "cascade" | "set null" | "restrict";

/** An integer foreign key to `${table}.id`. */
export function ref(tb: Builder, name: string, table: string, onDelete: OnDelete, notNull = onDelete !== "set null"): Builder {
  return tb.addColumn(name, "integer", (col) => {
    const c = col.references(`${table}.id`).onDelete(onDelete);
    return notNull ? c.notNull() : c;
  });
}

/** `sort integer not null default 0`. */
export function sort(tb: Builder): Builder {
  return tb.addColumn("sort", "integer", (col) => col.notNull().defaultTo(0));
}

/** Creates an index named `${table}_${columns}_idx`. */
export async function index(db: Kysely<any>, table: string, columns: string[], unique = false): Promise<void> {
  let builder = db.schema.createIndex(`${table}_${columns.join("_")}_${unique ? "key" : "idx"}`).on(table).columns(columns);
  if (unique) builder = builder.unique();
  await builder.execute();
}

/** Drops tables in the given order (dependants first); `cascade` on PostgreSQL. */
export async function dropTables(db: Kysely<any>, tables: string[]): Promise<void> {
  for (const table of tables) {
    let builder = db.schema.dropTable(table).ifExists();
    if (isPostgres(db)) builder = builder.cascade();
    await builder.execute();
  }
}

/**
 * Makes `table` a content table for the page cache and the memos of every server process
 * (docs/decisions/0065-content-version.md); every table that is not bookkeeping needs it.
 * PostgreSQL: a statement trigger that says NOTIFY (migration 0009). SQLite: row triggers that bump the
 * counter `content_version` (migration 0025, which gave them to the tables made before it; until it
 * ran, there is no counter and nothing to do).
 */
export async function notifyContentChanges(db: Kysely<any>, table: string): Promise<void> {
  if (isPostgres(db)) {
    await sql
      .raw(`create trigger ${CONTENT_TRIGGER} after insert or update or delete or truncate on "${table}" for each statement execute function ${CONTENT_TRIGGER}()`)
      .execute(db);
    return;
  }
  const counter = await sql<{ n: number }>`select count(*) as n from sqlite_master where type = 'table' and name = ${CONTENT_VERSION_TABLE}`.execute(db);
  if (Number(counter.rows[0]?.n) === 0) return;
  await countContentChangesInSqlite(db, table);
}

/** SQLite's name of the trigger that counts `event`s on `table`. */
export const sqliteContentTrigger = (table: string, event: "insert" | "update" | "delete") => `${table}_content_${event}`;

/** SQLite: one row trigger per kind of change on `table`, each bumping the counter's one row. */
export async function countContentChangesInSqlite(db: Kysely<any>, table: string): Promise<void> {
  for (const event of ["insert", "update", "delete"] as const) {
    await sql
      .raw(
        `create trigger "${sqliteContentTrigger(table, event)}" after ${event} on "${table}" for each row
         begin update ${CONTENT_VERSION_TABLE} set n = n + 1 where id = 1; end`,
      )
      .execute(db);
  }
}

/** The tables of the SQLite file: not SQLite's own, no views, no virtual or shadow tables (the full-text index's). */
export async function sqliteTables(db: Kysely<any>): Promise<string[]> {
  const tables = await sql<{ name: string }>`select name from pragma_table_list where schema = 'main' and type = 'table' and name not like 'sqlite!_%' escape '!' order by name`.execute(db);
  return tables.rows.map((t) => t.name);
}
