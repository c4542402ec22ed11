/**
 * The search index's writes and the reads that feed it (docs/decisions/0010-search.md): the queue the
 * triggers fill, the source rows of each category, and the documents with their full-text terms
 * (FTS5 table `search_fts` on SQLite, the `vector` and `title_vector` columns on PostgreSQL).
 */
import { sql, type Kysely } from "kysely";
import { connection } from "~/db/db.server";
import type { DB } from "~/db/schema";
import { LOCALES, type Locale } from "~/lib/routes";
import type { SearchCategory } from "~/lib/search";
import { indexStems, indexWords, prefixKey } from "~/lib/search-normalize";

type Executor = Kysely<DB>;

const isPostgres = () => connection().dialect === "postgres";

/** PostgreSQL's configuration per locale: German stems; English words as they are (see the decision). */
export const PG_CONFIG: Record<Locale, string> = { de: "german", en: "simple" };

export interface SearchDocumentInput {
  category: SearchCategory;
  refId: number;
  locale: Locale;
  title: string;
  body: string;
  slug: string;
  date: string | null;
  imageId: number | null;
  visibleFrom: string | null;
  visibleUntil: string | null;
  staleAt: string | null;
}

// ---------------------------------------------------------------- queue

/** Only one drain at a time across processes (PostgreSQL); SQLite writers are serialised anyway. */
export async function lockIndex(trx: Executor): Promise<void> {
  if (isPostgres()) await sql`select pg_advisory_xact_lock(hashtext('search_index'))`.execute(trx);
}

/** The queued (category, id) pairs, without repeats, and the last queue id they cover. */
export async function readQueue(trx: Executor): Promise<{ lastId: number; items: { category: string; refId: number }[] }> {
  const top = await trx.selectFrom("search_queue").select((eb) => eb.fn.max("id").as("last")).executeTakeFirst();
  const lastId = Number(top?.last ?? 0);
  if (!lastId) return { lastId: 0, items: [] };
  const rows = await trx.selectFrom("search_queue").select(["category", "ref_id"]).distinct().where("id", "<=", lastId).execute();
  return { lastId, items: rows.map((r) => ({ category: r.category, refId: r.ref_id })) };
}

export async function clearQueue(trx: Executor, lastId: number): Promise<void> {
  await trx.deleteFrom("search_queue").where("id", "<=", lastId).execute();
}

/** Empties the index and queues every source row: the next drain builds everything anew. */
export async function resetIndex(trx: Executor): Promise<void> {
  if (!isPostgres()) await sql`delete from search_fts`.execute(trx);
  await trx.deleteFrom("search_documents").execute();
  for (const table of ["events", "productions", "persons", "articles", "pages"] as const) {
    await trx.insertInto("search_queue").columns(["category", "ref_id"]).expression(trx.selectFrom(table).select([sql.lit(table).as("category"), "id"])).execute();
  }
}

/**
 * What waits for the index: queued changes, the earliest time a document's text changes with the clock
 * (`stale_at`, ISO), an empty index. The earliest time comes from the `stale_at` index's first entry,
 * whatever the planner's statistics say (a filter `stale_at <= now` was read row by row while the
 * table had none, as right after the index is built).
 */
export async function indexState(): Promise<{ queued: boolean; nextStaleAt: string | null; empty: boolean }> {
  const { rows } = await sql<{ queued: number; next_stale_at: string | null; filled: number }>`select
      (select count(*) from (select 1 from search_queue limit 1) q) as queued,
      (select min(stale_at) from search_documents) as next_stale_at,
      (select count(*) from (select 1 from search_documents limit 1) d) as filled`.execute(connection().db);
  const row = rows[0]!;
  return { queued: Number(row.queued) > 0, nextStaleAt: row.next_stale_at, empty: Number(row.filled) === 0 };
}

/** Documents whose `stale_at` has come, as queue items. */
export async function staleItems(trx: Executor, now: string): Promise<{ category: string; refId: number }[]> {
  const rows = await trx.selectFrom("search_documents").select(["category", "ref_id"]).distinct().where("stale_at", "<=", now).execute();
  return rows.map((r) => ({ category: r.category, refId: r.ref_id }));
}

// ---------------------------------------------------------------- documents

export async function deleteDocuments(trx: Executor, category: SearchCategory, refIds: number[]): Promise<void> {
  if (refIds.length === 0) return;
  if (!isPostgres()) {
    await sql`delete from search_fts where rowid in (select id from search_documents where category = ${category} and ref_id in (${sql.join(refIds)}))`.execute(trx);
  }
  await trx.deleteFrom("search_documents").where("category", "=", category).where("ref_id", "in", refIds).execute();
}

/**
 * PostgreSQL: moves the GIN indexes' pending entries into the indexes proper. A GIN index takes new rows
 * into a pending list (fast to write), which every search then reads row by row until a vacuum or the
 * list's size limit (4 MB) merges it: after the index was rebuilt, a search scanned ~190 pending pages
 * and took 1.5 ms where 0.1 ms do. Merging once per drain, after its writes, keeps the writes fast and
 * the searches on the index.
 */
export async function mergePendingIndexEntries(trx: Executor): Promise<void> {
  if (!isPostgres()) return;
  for (const index of GIN_INDEXES) await sql`select gin_clean_pending_list(${index}::regclass)`.execute(trx);
}

/** The documents' GIN indexes: the terms of each locale's documents, and of their titles alone (migration 0033). */
export const GIN_INDEXES = ["vector", "title_vector"].flatMap((column) => LOCALES.map((locale) => `search_documents_${column}_${locale}_idx`));

const BATCH = 100;

export async function insertDocuments(trx: Executor, docs: SearchDocumentInput[]): Promise<void> {
  for (let i = 0; i < docs.length; i += BATCH) {
    const batch = docs.slice(i, i + BATCH);
    const rows = batch.map((d) => ({
      category: d.category, ref_id: d.refId, locale: d.locale, title: d.title, body: d.body, title_key: prefixKey(d.title),
      slug: d.slug, date: d.date, image_id: d.imageId, visible_from: d.visibleFrom, visible_until: d.visibleUntil, stale_at: d.staleAt,
    }));
    if (isPostgres()) {
      const terms = (d: SearchDocumentInput, text: string, weight: "A" | "B") =>
        sql`setweight(to_tsvector(${PG_CONFIG[d.locale]}::regconfig, ${indexWords(text, d.locale).join(" ")}), ${sql.lit(weight)})`;
      // The title's terms twice: in the vector that is matched and ranked, and alone for the title test.
      const vectors = (d: SearchDocumentInput) => ({ vector: sql`${terms(d, d.title, "A")} || ${terms(d, d.body, "B")}`, title_vector: terms(d, d.title, "A") });
      // The vectors are not in the Kysely types (PostgreSQL only).
      await trx.insertInto("search_documents").values(rows.map((row, j) => ({ ...row, ...vectors(batch[j]!) }) as never)).execute();
      continue;
    }
    const inserted = await trx.insertInto("search_documents").values(rows).returning(["id", "category", "ref_id", "locale"]).execute();
    const ids = new Map(inserted.map((r) => [`${r.category}:${r.ref_id}:${r.locale}`, r.id]));
    const terms = batch.map((d) => sql`(${ids.get(`${d.category}:${d.refId}:${d.locale}`)}, ${indexStems(d.title, d.locale).join(" ")}, ${indexStems(d.body, d.locale).join(" ")})`);
    await sql`insert into search_fts (rowid, title, body) values ${sql.join(terms)}`.execute(trx);
  }
}
