/**
 * Search queries over the index (docs/decisions/0010-search.md). Both engines get the same words
 * (app/lib/search-normalize.ts steps 1–3); SQLite matches their JavaScript stems in FTS5 and ranks by
 * bm25, PostgreSQL stems them with the locale's configuration and ranks by ts_rank_cd. Hits whose
 * title holds every word come first, then by category, then by rank; ties go to the earlier event
 * (app/lib/search-order.ts). A search counts its matches per group and ranks only the groups its page
 * reaches: a broad word in a large archive is counted, not ranked and handed over whole.
 */
import { sql, type RawBuilder } from "kysely";
import { connection, db } from "~/db/db.server";
import { executeNamed } from "~/db/named-statement.server";
import type { Locale } from "~/lib/routes";
import type { SearchCategory } from "~/lib/search";
import { RESULT_CATEGORY_ORDER, groupSlices, groupsIn, inResultOrder, type MatchGroup } from "~/lib/search-order";
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

/** A hit with whether it holds every word in its title. */
export type RankedHit = HitRow & { inTitle: boolean };

const isPostgres = () => connection().dialect === "postgres";

function ftsExpression(q: MatchQuery): string {
  const terms = q.words.map((w) => `"${stemWord(w, q.locale)}"`);
  if (q.prefix) terms.push(`"${stemWord(q.prefix, q.locale)}"*`);
  return terms.join(" ");
}

function tsqueryText(q: MatchQuery): string {
  return [...q.words, ...(q.prefix ? [`${q.prefix}:*`] : [])].join(" & ");
}

/**
 * The visible documents `d` of the query's locale. The locale is a literal: on PostgreSQL each locale's
 * terms have an index of their own (migration 0033), which a kept plan reads only when the locale is
 * part of the statement, not a parameter.
 */
const visible = (q: MatchQuery) => sql`d.locale = ${sql.lit(q.locale)} and (d.visible_from is null or d.visible_from <= ${q.now})
    and (d.visible_until is null or d.visible_until > ${q.now})`;

/** PostgreSQL: the query as `q`, beside the documents `d`. */
const tsquery = (q: MatchQuery) => sql`to_tsquery(${PG_CONFIG[q.locale]}::regconfig, ${tsqueryText(q)})`;
const documentsAndQuery = (q: MatchQuery) => sql`search_documents d, ${tsquery(q)} q`;

/** SQLite: the ids of the documents whose title holds every word. */
const titleMatches = (q: MatchQuery) => sql`(select rowid from search_fts where search_fts match ${`{title} : (${ftsExpression(q)})`})`;

/** SQLite: the matches `d`, their full-text row beside them (for bm25). */
const matchesWithTerms = (q: MatchQuery) => sql`search_fts join search_documents d on d.id = search_fts.rowid where search_fts match ${ftsExpression(q)}`;

/** Whether the document `d` holds every word in its title. */
const inTitle = (q: MatchQuery) => (isPostgres() ? sql<boolean>`(d.title_vector @@ q)` : sql<boolean>`(d.id in ${titleMatches(q)})`);

/** A page of a search: the visible matches counted per group (all categories), and the page's hits. */
export interface SearchPage {
  groups: MatchGroup[];
  hits: RankedHit[];
}

/**
 * The hits `offset` to `offset + limit - 1` of the matches in `categories` (all when null), in result
 * order, and how many matches every group holds. PostgreSQL answers both in one statement (one round
 * trip: under load each round trip waits behind other work); SQLite, in process, counts first and then
 * ranks the groups the page reaches.
 */
export async function findSearchPage(q: MatchQuery, categories: SearchCategory[] | null, offset: number, limit: number): Promise<SearchPage> {
  if (isPostgres()) return searchPageInOneStatement(q, categories, offset, limit);
  const groups = await countMatches(q);
  const inScope = groupsIn(groups, categories);
  return { groups, hits: await findRankedHits(q, inScope, offset, limit) };
}

/** SQLite: how many visible matches each group holds (./search-order.ts), in result order: no rank computed, no text read. */
async function countMatches(q: MatchQuery): Promise<MatchGroup[]> {
  const { rows } = await sql<{ category: SearchCategory; in_title: number; n: number }>`select d.category, ${inTitle(q)} as in_title, count(*) as n
    from ${matchesWithTerms(q)} and ${visible(q)} group by 1, 2`.execute(db());
  return inResultOrder(rows.map((r) => ({ category: r.category, inTitle: Boolean(r.in_title), count: Number(r.n) })));
}

/** The position of `category` (a column) in RESULT_CATEGORY_ORDER. */
const categoryOrder = (category: RawBuilder<unknown>) => sql`case ${category} ${sql.join(RESULT_CATEGORY_ORDER.map((c, i) => sql`when ${c} then ${sql.lit(i)}`), sql` `)} end`;
const CATEGORY_ORDER = categoryOrder(sql.ref("d.category"));

/** What a hit shows, of the document `d`. */
const HIT_COLUMNS = sql`d.id, d.category, d.ref_id, d.title, d.body, d.slug, d.date, d.image_id`;

/** PostgreSQL: how well the document `d` matches `q`; its title's terms (weight A) count ten times its body's (B). */
const RANK = sql`ts_rank_cd('{0, 0, 0.1, 1}', d.vector, q)`;

/**
 * The hits `offset` to `offset + limit - 1` of the matches counted in `groups` (`countMatches`), in
 * result order, in one query that ranks only the matches of the groups the page reaches.
 */
async function findRankedHits(q: MatchQuery, groups: MatchGroup[], offset: number, limit: number): Promise<RankedHit[]> {
  const slices = groupSlices(groups, offset, limit);
  if (slices.length === 0) return [];
  return rankedHits(q, { scope: slices.map((s) => s.group), offset: slices[0]!.offset, limit: slices.reduce((n, s) => n + s.limit, 0) });
}

/**
 * The first `limit` hits in result order, without counting (autocomplete). SQLite ranks every match in
 * one query. PostgreSQL first ranks the title matches alone, found through the title's own index, and
 * ranks the other matches only when the title matches leave room: a prefix typed into the search box
 * matches thousands of an archive's documents (4,883 for "les"), of which the title matches are a
 * fraction (373), and every match ranked cost ~11 ms per keystroke.
 */
export async function findTopHits(q: MatchQuery, limit: number): Promise<RankedHit[]> {
  if (!isPostgres()) return rankedHits(q, { scope: null, offset: 0, limit });
  const titleMatches = await rankedHits(q, { scope: true, offset: 0, limit });
  if (titleMatches.length === limit) return titleMatches;
  return [...titleMatches, ...(await rankedHits(q, { scope: false, offset: 0, limit: limit - titleMatches.length }))];
}

/**
 * Hits in result order: by group, then by how well the title (and, a tenth as much, the body) matches,
 * ties to the earlier event. Only the matches in the page's scope are read and ranked.
 */
async function rankedHits(q: MatchQuery, page: HitsPage): Promise<RankedHit[]> {
  const rows = await executeNamed(rankedHitsStatement(q, page));
  return rows.map(({ in_title, ...row }) => ({ ...row, inTitle: Boolean(in_title) }));
}

/** Which hits `rankedHits` reads: `limit` from `offset` of the matches in `scope`. */
interface HitsPage {
  /**
   * The matches of these groups; or every match whose title holds every word (true) or does not
   * (false); or every match (null).
   */
  scope: Pick<MatchGroup, "category" | "inTitle">[] | boolean | null;
  offset: number;
  limit: number;
}

/** The statement of `rankedHits`. */
export function rankedHitsStatement(q: MatchQuery, page: HitsPage): RawBuilder<HitRow & { in_title: number | boolean }> {
  const { scope, offset, limit } = page;
  const title = inTitle(q);
  const inTitleOrNot = (wanted: boolean) => (wanted ? title : sql`not ${title}`);
  const inScope =
    scope === null
      ? sql`true`
      : typeof scope === "boolean"
        ? inTitleOrNot(scope)
        : sql.join(scope.map((group) => sql`(d.category = ${group.category} and ${inTitleOrNot(group.inTitle)})`), sql` or `);
  if (isPostgres()) {
    // Title matches alone are found through the title's own index.
    const matching = scope === true ? title : sql`d.vector @@ q and (${inScope})`;
    return sql`select ${HIT_COLUMNS}, ${title} as in_title from ${documentsAndQuery(q)}
      where ${matching} and ${visible(q)}
      order by in_title desc, ${CATEGORY_ORDER}, ${RANK} desc, d.date asc nulls last, d.id limit ${limit} offset ${offset}`;
  }
  // bm25 is lower for better matches; the title counts ten times the body.
  return sql`select ${HIT_COLUMNS}, ${title} as in_title from ${matchesWithTerms(q)}
    and (${inScope}) and ${visible(q)}
    order by in_title desc, ${CATEGORY_ORDER}, bm25(search_fts, 10.0, 1.0), (d.date is null), d.date, d.id limit ${limit} offset ${offset}`;
}

/**
 * PostgreSQL: `findSearchPage` in one statement. The matches are found once through the index, without
 * their text; they are counted per group; the groups in scope are laid end to end in result order
 * (`start`: where each begins), and only the matches of the groups the page reaches are ranked. The
 * group rows come with their count `n`, the hits with `n` null.
 */
async function searchPageInOneStatement(q: MatchQuery, categories: SearchCategory[] | null, offset: number, limit: number): Promise<SearchPage> {
  const rows = await executeNamed(searchPageStatement(q, categories, offset, limit));
  const groups: MatchGroup[] = [];
  const hits: RankedHit[] = [];
  for (const { in_title, n, ...row } of rows) {
    if (n === null) hits.push({ ...row, inTitle: in_title });
    else groups.push({ category: row.category, inTitle: in_title, count: n });
  }
  return { groups: inResultOrder(groups), hits };
}

/**
 * The statement of `searchPageInOneStatement`. A tab (some categories) ranks its matches while the index
 * finds them, and reads only the page's rows again for their text: a broad word's events (720 on an
 * archive for "Lesung") were read a second time each to be ranked. Every category's matches are too
 * many to rank (thousands for a broad word, of which the first page shows a few groups), so the page of
 * all categories reads the rows of the groups it reaches again and ranks those.
 */
export function searchPageStatement(q: MatchQuery, categories: SearchCategory[] | null, offset: number, limit: number) {
  const inScope = (category: RawBuilder<unknown>) => (categories ? sql`${category} in (${sql.join(categories)})` : sql`true`);
  const rankedInScan = categories ? sql`, case when ${inScope(sql.ref("d.category"))} then ${RANK} end as rank, d.date` : sql``;
  const pageOffset = sql`(select greatest(0, ${offset} - min(start)) from reached)`;
  const rankedOrder = sql`m.in_title desc, ${categoryOrder(sql.ref("m.category"))}, m.rank desc, m.date asc nulls last, m.id`;
  const hits = categories
    ? sql`select ${HIT_COLUMNS}, m.in_title, null from (
        select m.id, m.category, m.in_title, m.rank, m.date from matches m join reached using (category, in_title)
        order by ${rankedOrder} limit ${limit} offset ${pageOffset}
      ) m join search_documents d on d.id = m.id
      order by ${rankedOrder}`
    : sql`select ${HIT_COLUMNS}, m.in_title, null
      from matches m join reached using (category, in_title) join search_documents d on d.id = m.id cross join ${tsquery(q)} q
      order by m.in_title desc, ${CATEGORY_ORDER}, ${RANK} desc, d.date asc nulls last, d.id
      limit ${limit} offset ${pageOffset}`;
  return sql<HitRow & { in_title: boolean; n: number | null }>`with matches as (
      select d.id, d.category, d.title_vector @@ q as in_title${rankedInScan} from ${documentsAndQuery(q)} where d.vector @@ q and ${visible(q)}
    ), counted as (
      select category, in_title, count(*)::int as n from matches group by 1, 2
    ), reached as (
      select category, in_title, start from (
        select category, in_title, n, sum(n) over (order by in_title desc, ${categoryOrder(sql.ref("category"))}) - n as start from counted where ${inScope(sql.ref("category"))}
      ) laid where start < ${offset + limit} and start + n > ${offset}
    )
    select null as id, category, null as ref_id, null as title, null as body, null as slug, null as date, null as image_id, in_title, n from counted
    union all (${hits})`;
}

/** The largest character: every text that starts with a key and goes on sorts below the key followed by it. */
const LAST_CHARACTER = "\u{10FFFF}";

/**
 * The read of `findTitlesStartingWith`: the range from the key to the key followed by the largest
 * character, which both engines walk in their `(locale, title_key)` index (migrations 0028, 0032) —
 * SQLite compares bytes; PostgreSQL's index compares by pattern (`text_pattern_ops`, whatever the
 * database's collation), so its range is written with the pattern operators. A range of parameters,
 * unlike a `like 'key%'`, reaches the index in a plan made once for every key: on PostgreSQL the read
 * is a named statement (decision 0083). The key holds letters, digits and spaces only.
 */
export function titlesStartingWith(locale: Locale, key: string, now: string, limit: number) {
  return db()
    .selectFrom("search_documents")
    .select("title")
    .where("locale", "=", locale)
    .where(sql.ref("title_key"), isPostgres() ? sql.raw("~>=~") : ">=", key)
    .where(sql.ref("title_key"), isPostgres() ? sql.raw("~<~") : "<", `${key}${LAST_CHARACTER}`)
    .where((eb) => eb.or([eb("visible_from", "is", null), eb("visible_from", "<=", now)]))
    .where((eb) => eb.or([eb("visible_until", "is", null), eb("visible_until", ">", now)]))
    .groupBy("title")
    .orderBy(sql`length(title)`)
    .orderBy("title")
    .limit(limit);
}

/** Titles of visible documents that start with `key` (app/lib/search-normalize.ts `prefixKey`), shortest first. */
export async function findTitlesStartingWith(locale: Locale, key: string, now: string, limit: number): Promise<string[]> {
  const rows = await executeNamed(titlesStartingWith(locale, key, now, limit));
  return rows.map((r) => r.title);
}
