/**
 * PostgreSQL: the documents' terms, and their titles' terms, are indexed per locale, in one partial GIN
 * index each (`search_documents_vector_de_idx`, `search_documents_title_vector_de_idx`, and `…_en_…`),
 * and the search names its locale as a literal, so that the plan it keeps reads its locale's index
 * alone. With one index over both locales and the locale as a parameter, the kept plan intersected the
 * terms' index with the `(locale, title_key)` index — every entry of the locale, 12,028 on a festival
 * archive of 10,000 events and 2,000 articles — on every search: the whole search of a broad word
 * ("Theater", ~3,000 matches) took 4.3 ms there, 2.6 ms per locale (pgbench, one client, the statement
 * as prepared).
 */
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { isPostgres } from "./columns";

const LOCALES = ["de", "en"] as const;
const COLUMNS = ["vector", "title_vector"] as const;

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const column of COLUMNS) {
    for (const locale of LOCALES) {
      await sql`create index ${sql.id(`search_documents_${column}_${locale}_idx`)} on search_documents using gin (${sql.id(column)}) where locale = ${sql.lit(locale)}`.execute(db);
    }
    await sql`drop index ${sql.id(`search_documents_${column}_idx`)}`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const column of COLUMNS) {
    await sql`create index ${sql.id(`search_documents_${column}_idx`)} on search_documents using gin (${sql.id(column)})`.execute(db);
    for (const locale of LOCALES) await sql`drop index ${sql.id(`search_documents_${column}_${locale}_idx`)}`.execute(db);
  }
}
