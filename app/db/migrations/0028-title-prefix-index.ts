/**
 * PostgreSQL: the search's title suggestions (titles that start with what is typed, by their spelled-out
 * `title_key`) read an index instead of every document of the locale: `(locale, title_key
 * text_pattern_ops)`, which a `title_key like 'prefix%'` walks as a range whatever the database's
 * collation. On the demo ×10 the scan took 2.2 ms of the 3.3 ms an autocomplete spent in PostgreSQL.
 *
 * SQLite: migration 0032.
 */
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { isPostgres } from "./columns";

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create index search_documents_title_key_idx on search_documents (locale, title_key text_pattern_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop index search_documents_title_key_idx`.execute(db);
}
