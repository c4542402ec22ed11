/**
 * PostgreSQL: the documents' terms are indexed per locale, in one partial GIN index for each
 * (`search_documents_vector_de_idx`, `…_en_idx`), and the search names its locale as a literal, so that
 * the plan it keeps reads its locale's index alone. With one index over both locales and the locale as a
 * parameter, the kept plan intersected the terms' index with the `(locale, title_key)` index — every entry
 * of the locale, 12,028 on a festival archive of 10,000 events and 2,000 articles — on every search: the
 * whole search of a broad word ("Theater", ~3,000 matches) took 4.3 ms there, 2.6 ms per locale
 * (pgbench, one client, the statement as prepared).
 *
 * The index of the title's terms alone goes: the search tests the title on the matches it already holds
 * (`title_vector @@ query`) and never looks titles up through an index.
 */
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { isPostgres } from "./columns";

const LOCALES = ["de", "en"] as const;

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const locale of LOCALES) {
    await sql`create index ${sql.id(`search_documents_vector_${locale}_idx`)} on search_documents using gin (vector) where locale = ${sql.lit(locale)}`.execute(db);
  }
  await sql`drop index search_documents_vector_idx`.execute(db);
  await sql`drop index search_documents_title_vector_idx`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create index search_documents_vector_idx on search_documents using gin (vector)`.execute(db);
  await sql`create index search_documents_title_vector_idx on search_documents using gin (title_vector)`.execute(db);
  for (const locale of LOCALES) await sql`drop index ${sql.id(`search_documents_vector_${locale}_idx`)}`.execute(db);
}
