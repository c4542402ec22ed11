/**
 * Helpers that let one migration run on SQLite and PostgreSQL (docs/decisions/0001-data-conventions.md).
 * Migrations get a `Kysely<any>`; the dialect is read from the adapter, never from the environment.
 */
import { PostgresAdapter, sql } from "kysely";
import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely, RawBuilder } from "kysely";
import { CONTENT_TRIGGER } from "../content-notifications.server";

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
 * PostgreSQL: a statement trigger on `table` that tells every server process the content changed
 * (migration 0009). Every table that is not bookkeeping needs it; SQLite needs nothing.
 */
export async function notifyContentChanges(db: Kysely<any>, table: string): Promise<void> {
  if (!isPostgres(db)) return;
  await sql
    .raw(`create trigger ${CONTENT_TRIGGER} after insert or update or delete or truncate on "${table}" for each statement execute function ${CONTENT_TRIGGER}()`)
    .execute(db);
}
