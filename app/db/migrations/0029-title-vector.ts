/**
 * PostgreSQL: the title's terms in a column of their own (`title_vector`, the title part of `vector`)
 * with a GIN index. Whether a match holds every word in its title is then a test on a few terms, and the
 * title matches can be read through the index alone (app/models/search.server.ts); before, the title
 * was filtered out of the whole vector for every match (`ts_filter(vector, '{a}')`).
 *
 * SQLite needs nothing: its FTS5 table already has the title as a column of its own.
 */
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { isPostgres } from "./columns";

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table search_documents add column title_vector tsvector`.execute(db);
  await sql`update search_documents set title_vector = ts_filter(vector, '{a}')`.execute(db);
  await sql`alter table search_documents alter column title_vector set not null`.execute(db);
  await sql`create index search_documents_title_vector_idx on search_documents using gin (title_vector)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table search_documents drop column title_vector`.execute(db);
}
