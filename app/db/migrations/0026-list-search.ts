/**
 * The back office's list searches through an index (docs/decisions/0073-office-list-search.md): a
 * search is a case-insensitive substring of any searched column, and a LIKE '%term%' over every row
 * grew with the rows. Here every table a back-office list searches gets a trigram index over the
 * columns it searches:
 *
 * - SQLite: an FTS5 table `<table>_trigrams` (trigram tokenizer, Unicode case folded, contentless: it
 *   holds no copy of the text; rowid = the row's id), filled from the rows and kept in step by
 *   triggers on insert, update and delete.
 * - PostgreSQL: pg_trgm GIN indexes on `lower(coalesce(cast(column as text), ''))` of each column, the
 *   very expression the LIKE of app/models/like-pattern.server.ts compares, so the LIKE itself uses them.
 */
import { sql } from "kysely";
import type { Kysely } from "kysely";
import { isPostgres } from "./columns";

/** The columns indexed per table (what the back office's lists search in). */
export const LIST_SEARCH_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  events: ["title_de", "title_en"],
  productions: ["title_de", "title_en", "subtitle_de", "slug_de", "slug_en"],
  orders: ["name", "email"],
  form_entries: ["field_values"],
  users: ["first_name", "last_name", "email", "username"],
  images: ["name", "alt_de", "alt_en"],
  audit_log: ["user_name"],
  persons: ["first_name", "last_name", "slug", "role_de", "email"],
  articles: ["title_de", "title_en", "slug_de", "slug_en"],
  pages: ["title_de", "title_en", "url_de", "url_en"],
  venues: ["name", "slug", "street", "city"],
  rooms: ["name_de", "name_en"],
  teasers: ["name", "headline_de", "headline_en"],
  breaking_news: ["title_de", "title_en", "text_de", "text_en"],
  redirect_rules: ["old_path", "new_path"],
  opening_hours: ["alternative_text_de", "alternative_text_en", "time_from", "time_to"],
  opening_hours_exceptions: ["date", "alternative_text_de", "alternative_text_en"],
  genres: ["name_de", "name_en", "slug"],
  series: ["name_de", "name_en", "slug"],
  seasons: ["name_de", "name_en", "slug"],
  exhibition_types: ["name_de", "name_en", "slug"],
  event_tags: ["name_de", "name_en", "slug"],
  production_tags: ["name_de", "name_en", "slug"],
  person_categories: ["name_de", "name_en", "slug"],
  article_categories: ["name_de", "name_en", "slug"],
  article_tags: ["name_de", "name_en", "slug"],
};

/** The PostgreSQL expression a column is compared by (and indexed on). */
export const searchedExpression = (column: string) => `lower(coalesce(cast(${column} as text), ''))`;

const pgIndexName = (table: string, column: string) => `${table}_${column}_trgm_idx`;

async function upSqlite(db: Kysely<any>, table: string, columns: readonly string[]): Promise<void> {
  const fts = `${table}_trigrams`;
  const list = columns.join(", ");
  const values = (row: "new") => columns.map((c) => `${row}.${c}`).join(", ");
  await sql.raw(`create virtual table ${fts} using fts5(${list}, tokenize = 'trigram', content = '', contentless_delete = 1)`).execute(db);
  await sql.raw(`insert into ${fts} (rowid, ${list}) select id, ${list} from ${table}`).execute(db);
  await sql.raw(`create trigger ${fts}_insert after insert on ${table} begin insert into ${fts} (rowid, ${list}) values (new.id, ${values("new")}); end`).execute(db);
  await sql
    .raw(
      `create trigger ${fts}_update after update of id, ${list} on ${table} begin
         delete from ${fts} where rowid = old.id;
         insert into ${fts} (rowid, ${list}) values (new.id, ${values("new")});
       end`,
    )
    .execute(db);
  await sql.raw(`create trigger ${fts}_delete after delete on ${table} begin delete from ${fts} where rowid = old.id; end`).execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql`create extension if not exists pg_trgm`.execute(db);
  for (const [table, columns] of Object.entries(LIST_SEARCH_COLUMNS)) {
    if (!isPostgres(db)) {
      await upSqlite(db, table, columns);
      continue;
    }
    for (const column of columns) {
      await sql.raw(`create index ${pgIndexName(table, column)} on ${table} using gin (${searchedExpression(column)} gin_trgm_ops)`).execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of Object.entries(LIST_SEARCH_COLUMNS)) {
    if (isPostgres(db)) {
      for (const column of columns) await sql.raw(`drop index if exists ${pgIndexName(table, column)}`).execute(db);
      continue;
    }
    for (const op of ["insert", "update", "delete"]) await sql.raw(`drop trigger if exists ${table}_trigrams_${op}`).execute(db);
    await sql.raw(`drop table if exists ${table}_trigrams`).execute(db);
  }
}
