/**
 * Site search (docs/decisions/0010-search.md): one document per entity and locale, a full-text index
 * over its normalised words (FTS5 on SQLite, a weighted tsvector with a GIN index on PostgreSQL), and
 * a queue that triggers on the source tables fill with (category, id) whenever content changes. The
 * search service drains the queue before it answers. Existing content is queued here, so the first
 * search after this migration builds the whole index.
 */
import { sql } from "kysely";
import type { Kysely } from "kysely";
import { createTable, dropTables, index, isPostgres } from "./columns";

type RowRef = "NEW" | "OLD";

/** What a row change enqueues: one statement per row image (NEW after insert/update, OLD after update/delete). */
const enqueue = (category: string, column: string) => (row: RowRef) =>
  `insert into search_queue (category, ref_id) select '${category}', ${row}.${column} where ${row}.${column} is not null`;

// A section belongs to a page, or (page_id null) to a production whose page shows it.
const ownerOf = (section: string) =>
  `select case when ${section}.page_id is not null then 'pages' else 'productions' end, coalesce(${section}.page_id, ${section}.object_id)`;
const ownerFilter = (section: string) =>
  `(${section}.page_id is not null or (${section}.content_type = 'production' and ${section}.object_id is not null))`;

const SEARCH_SOURCES: { table: string; statement: (row: RowRef) => string }[] = [
  { table: "events", statement: enqueue("events", "id") },
  { table: "productions", statement: enqueue("productions", "id") },
  { table: "production_persons", statement: enqueue("productions", "production_id") },
  { table: "persons", statement: enqueue("persons", "id") },
  { table: "articles", statement: enqueue("articles", "id") },
  { table: "pages", statement: enqueue("pages", "id") },
  { table: "rooms", statement: enqueue("rooms", "id") },
  { table: "venues", statement: enqueue("venues", "id") },
  {
    table: "container_sections",
    statement: (row) => `insert into search_queue (category, ref_id) ${ownerOf(row)} where ${ownerFilter(row)}`,
  },
  {
    table: "modules",
    statement: (row) =>
      `insert into search_queue (category, ref_id) ${ownerOf("s")} from container_sections s where s.id = ${row}.section_id and ${ownerFilter("s")}`,
  },
];

/** Every source row, for a fresh index: the same (category, id) pairs the triggers would enqueue. */
const QUEUE_EVERYTHING = [
  "insert into search_queue (category, ref_id) select 'events', id from events",
  "insert into search_queue (category, ref_id) select 'productions', id from productions",
  "insert into search_queue (category, ref_id) select 'persons', id from persons",
  "insert into search_queue (category, ref_id) select 'articles', id from articles",
  "insert into search_queue (category, ref_id) select 'pages', id from pages",
];

async function createTriggers(db: Kysely<any>): Promise<void> {
  for (const { table, statement } of SEARCH_SOURCES) {
    if (isPostgres(db)) {
      await sql
        .raw(
          `create function search_enqueue_${table}() returns trigger language plpgsql as $$
          begin
            if tg_op in ('INSERT', 'UPDATE') then ${statement("NEW")}; end if;
            if tg_op in ('UPDATE', 'DELETE') then ${statement("OLD")}; end if;
            return null;
          end $$`,
        )
        .execute(db);
      await sql
        .raw(`create trigger search_${table} after insert or update or delete on ${table} for each row execute function search_enqueue_${table}()`)
        .execute(db);
    } else {
      await sql.raw(`create trigger search_${table}_insert after insert on ${table} begin ${statement("NEW")}; end`).execute(db);
      await sql.raw(`create trigger search_${table}_update after update on ${table} begin ${statement("NEW")}; ${statement("OLD")}; end`).execute(db);
      await sql.raw(`create trigger search_${table}_delete after delete on ${table} begin ${statement("OLD")}; end`).execute(db);
    }
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, "search_queue")
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("ref_id", "integer", (c) => c.notNull())
    .execute();

  let documents = createTable(db, "search_documents")
    .addColumn("category", "text", (c) => c.notNull().check(sql`category in ('events', 'productions', 'persons', 'articles', 'pages')`))
    .addColumn("ref_id", "integer", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull().check(sql`locale in ('de', 'en')`))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("title_key", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("date", "text")
    .addColumn("image_id", "integer")
    .addColumn("visible_from", "text")
    .addColumn("visible_until", "text")
    .addColumn("stale_at", "text");
  if (isPostgres(db)) documents = documents.addColumn("vector", sql`tsvector`, (c) => c.notNull());
  await documents.execute();
  await index(db, "search_documents", ["category", "ref_id", "locale"], true);
  await index(db, "search_documents", ["stale_at"]);

  if (isPostgres(db)) {
    await sql`create index search_documents_vector_idx on search_documents using gin (vector)`.execute(db);
  } else {
    // Terms only (stems), one row per document (rowid = search_documents.id).
    await sql`create virtual table search_fts using fts5(title, body, tokenize = 'unicode61 remove_diacritics 2')`.execute(db);
  }
  await createTriggers(db);
  for (const statement of QUEUE_EVERYTHING) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { table } of SEARCH_SOURCES) {
    if (isPostgres(db)) {
      await sql.raw(`drop trigger if exists search_${table} on ${table}`).execute(db);
      await sql.raw(`drop function if exists search_enqueue_${table}()`).execute(db);
    } else {
      for (const op of ["insert", "update", "delete"]) await sql.raw(`drop trigger if exists search_${table}_${op}`).execute(db);
    }
  }
  if (!isPostgres(db)) await sql`drop table if exists search_fts`.execute(db);
  await dropTables(db, ["search_documents", "search_queue"]);
}
