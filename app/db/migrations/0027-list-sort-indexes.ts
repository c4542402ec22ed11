/**
 * Every column a back-office list of a record kind sorts by leads an index, so that a page of a long
 * list (10,000 genres, redirect rules …) walks the index from its offset instead of sorting every row
 * (docs/decisions/0073-office-list-search.md). A list orders by the column, then by `id`: each index
 * here is `(column, id)`. Columns that already lead an index (or are unique) are not listed;
 * tests/integration/back-office-list-sort-indexes.test.ts checks that none is missing.
 */
import type { Kysely } from "kysely";

export const LIST_SORT_INDEXES: Record<string, readonly string[]> = {
  persons: ["first_name", "sort"],
  person_categories: ["name_de", "sort"],
  venues: ["name", "city", "is_online", "sort"],
  rooms: ["name_de", "show_in_filter", "sort"],
  series: ["name_de", "is_subscription", "is_online", "sort"],
  genres: ["name_de", "sort"],
  exhibition_types: ["name_de", "sort"],
  production_tags: ["name_de", "show_in_filter", "sort"],
  event_tags: ["name_de", "show_in_filter", "sort"],
  seasons: ["name_de", "date_from", "date_to", "sort"],
  teasers: ["name", "is_online"],
  pages: ["title_de", "is_online", "updated_at"],
  articles: ["title_de", "is_highlight", "is_online"],
  article_categories: ["name_de", "sort"],
  article_tags: ["name_de", "sort"],
  breaking_news: ["title_de", "is_active", "online_from", "online_to", "created_at"],
  redirect_rules: ["new_path", "created_at"],
  opening_hours: ["time_from", "closed", "sort"],
  opening_hours_exceptions: ["time_from", "closed", "sort"],
};

const indexName = (table: string, column: string) => `${table}_${column}_list_idx`;

/**
 * Lists that page along a date: with the id in the index PostgreSQL reads a deep page's skipped rows
 * from the index alone (SQLite's indexes hold the rowid anyway): the events by date, a form's
 * entries by date.
 */
const PAGE_INDEXES: Record<string, readonly string[]> = {
  events_date_start_id_idx: ["events", "date_start", "id"],
  form_entries_form_id_created_at_id_idx: ["form_entries", "form_id", "created_at", "id"],
};
/** The indexes those replace (the same columns without the id). */
const REPLACED: Record<string, readonly string[]> = {
  events_date_start_idx: ["events", "date_start"],
  form_entries_form_id_created_at_idx: ["form_entries", "form_id", "created_at"],
};

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of Object.entries(LIST_SORT_INDEXES)) {
    for (const column of columns) await db.schema.createIndex(indexName(table, column)).on(table).columns([column, "id"]).execute();
  }
  for (const [name, [table, ...columns]] of Object.entries(PAGE_INDEXES)) await db.schema.createIndex(name).on(table!).columns(columns).execute();
  for (const name of Object.keys(REPLACED)) await db.schema.dropIndex(name).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name, [table, ...columns]] of Object.entries(REPLACED)) await db.schema.createIndex(name).on(table!).columns(columns).execute();
  for (const name of Object.keys(PAGE_INDEXES)) await db.schema.dropIndex(name).execute();
  for (const [table, columns] of Object.entries(LIST_SORT_INDEXES)) {
    for (const column of columns) await db.schema.dropIndex(indexName(table, column)).execute();
  }
}
