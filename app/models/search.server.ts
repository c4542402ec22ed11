/**
 * Search queries over the index (docs/decisions/0010-search.md). Both engines get the same words
 * (app/lib/search-normalize.ts steps 1–3); SQLite matches their JavaScript stems in FTS5 and ranks by
 * bm25, PostgreSQL stems them with the locale's configuration and ranks by ts_rank_cd. Hits whose
 * title holds every word come first, then by category, then by rank; ties go to the earlier event.
 */
import { sql, type RawBuilder } from "kysely";
import { inIdOrder } from "./in-id-order.server";
import { connection, db } from "~/db/db.server";
import type { Locale } from "~/lib/routes";
import type { SearchCategory } from "~/lib/search";
import { stemWord } from "~/lib/search-normalize";
import { PG_CONFIG } from "./search-index.server";

export interface MatchQuery {
  locale: Locale;
  /** Normalised words, all required. */
  words: string[];
  /** A normalised word typed so far, matched as the start of a term (autocomplete). */
  prefix?: string | null;
  /** ISO instant: what is found is what is visible now. */
  now: string;
}

/** One hit in rank order: what counting, filtering and paging need. */
export interface RankedHit {
  id: number;
  category: SearchCategory;
  inTitle: boolean;
}

/** What a hit shows. */
export interface HitRow {
  id: number;
  category: SearchCategory;
  ref_id: number;
  title: string;
  body: string;
  slug: string;
  date: string | null;
  image_id: number | null;
}

const isPostgres = () => connection().dialect === "postgres";

function ftsExpression(q: MatchQuery): string {
  const terms = q.words.map((w) => `"${stemWord(w, q.locale)}"`);
  if (q.prefix) terms.push(`"${stemWord(q.prefix, q.locale)}"*`);
  return terms.join(" ");
}

function tsqueryText(q: MatchQuery): string {
  return [...q.words, ...(q.prefix ? [`${q.prefix}:*`] : [])].join(" & ");
}

// Among hits equally in the title or not, the entity's own page comes before its dates: a production
// before its (often many) events.
const CATEGORY_ORDER = sql`case d.category when 'productions' then 0 when 'persons' then 1 when 'articles' then 2 when 'pages' then 3 else 4 end`;

/**
 * Every visible match of the locale, best first (at most `limit`). One pass over the full-text index
 * serves the counts, the category filter and the page, with no text read yet.
 */
export async function rankMatches(q: MatchQuery, limit?: number): Promise<RankedHit[]> {
  const visible = sql`d.locale = ${q.locale} and (d.visible_from is null or d.visible_from <= ${q.now})
    and (d.visible_until is null or d.visible_until > ${q.now})`;
  const top = limit === undefined ? sql`` : sql`limit ${limit}`;
  let query: RawBuilder<{ id: number; category: SearchCategory; in_title: number | boolean }>;
  if (isPostgres()) {
    query = sql`select d.id, d.category, (ts_filter(d.vector, '{a}') @@ q) as in_title
      from search_documents d, to_tsquery(${PG_CONFIG[q.locale]}::regconfig, ${tsqueryText(q)}) q
      where d.vector @@ q and ${visible}
      order by in_title desc, ${CATEGORY_ORDER}, ts_rank_cd('{0, 0, 0.1, 1}', d.vector, q) desc, d.date asc nulls last, d.id ${top}`;
  } else {
    const expression = ftsExpression(q);
    // bm25 is lower for better matches; the title counts ten times the body.
    query = sql`select d.id, d.category, (d.id in (select rowid from search_fts where search_fts match ${`{title} : (${expression})`})) as in_title
      from search_fts join search_documents d on d.id = search_fts.rowid
      where search_fts match ${expression} and ${visible}
      order by in_title desc, ${CATEGORY_ORDER}, bm25(search_fts, 10.0, 1.0), (d.date is null), d.date, d.id ${top}`;
  }
  const { rows } = await query.execute(db());
  return rows.map((r) => ({ id: r.id, category: r.category, inTitle: Boolean(r.in_title) }));
}

/** The documents of these hits, in the order given. */
export async function findHits(ids: number[]): Promise<HitRow[]> {
  if (ids.length === 0) return [];
  const rows = await db()
    .selectFrom("search_documents")
    .select(["id", "category", "ref_id", "title", "body", "slug", "date", "image_id"])
    .where("id", "in", ids)
    .execute();
  return inIdOrder(ids, rows);
}

/** Titles of visible documents that start with `key` (app/lib/search-normalize.ts `prefixKey`), shortest first. */
export async function findTitlesStartingWith(locale: Locale, key: string, now: string, limit: number): Promise<string[]> {
  const rows = await db()
    .selectFrom("search_documents")
    .select("title")
    .where("locale", "=", locale)
    // PostgreSQL walks its title_key index for a LIKE prefix (the key holds letters, digits and spaces
    // only: no wildcard); SQLite compares in process.
    .where(isPostgres() ? sql<boolean>`title_key like ${`${key}%`}` : sql<boolean>`substr(title_key, 1, ${key.length}) = ${key}`)
    .where((eb) => eb.or([eb("visible_from", "is", null), eb("visible_from", "<=", now)]))
    .where((eb) => eb.or([eb("visible_until", "is", null), eb("visible_until", ">", now)]))
    .groupBy("title")
    .orderBy(sql`length(title)`)
    .orderBy("title")
    .limit(limit)
    .execute();
  return rows.map((r) => r.title);
}
