import { db } from "~/db/db.server";
import type { Locale } from "~/lib/routes";
import { localized } from "~/lib/localize";

/** An article as teasers show it. */
export interface ArticleSummary {
  id: number;
  title: string;
  slug: string;
  teaser: string;
  imageId: number | null;
  publishedAt: string;
  isHighlight: boolean;
  category: { id: number; name: string; slug: string } | null;
}

function articlesQuery(now: string) {
  return db()
    .selectFrom("articles as a")
    .leftJoin("article_categories as c", "c.id", "a.category_id")
    .select([
      "a.id", "a.title_de", "a.title_en", "a.slug_de", "a.slug_en", "a.teaser_de", "a.teaser_en", "a.image_id",
      "a.published_at", "a.is_highlight", "a.category_id", "c.name_de as category_de", "c.name_en as category_en",
      "c.slug as category_slug",
    ])
    .where("a.is_online", "=", 1)
    .where("a.published_at", "<=", now);
}

type ArticleRow = Awaited<ReturnType<ReturnType<typeof articlesQuery>["execute"]>>[number];

function toSummary(row: ArticleRow, locale: Locale): ArticleSummary {
  return {
    id: row.id,
    title: localized(locale, row.title_de, row.title_en),
    slug: localized(locale, row.slug_de, row.slug_en),
    teaser: localized(locale, row.teaser_de, row.teaser_en),
    imageId: row.image_id,
    publishedAt: row.published_at,
    isHighlight: row.is_highlight === 1,
    category:
      row.category_id !== null && row.category_de !== null
        ? { id: row.category_id, name: localized(locale, row.category_de, row.category_en), slug: row.category_slug ?? "" }
        : null,
  };
}

/** The newest published articles, newest first. */
export async function listLatestArticles(limit: number, locale: Locale, now: Date = new Date()): Promise<ArticleSummary[]> {
  if (limit <= 0) return [];
  const rows = await articlesQuery(now.toISOString()).orderBy("a.published_at", "desc").orderBy("a.id", "desc").limit(limit).execute();
  return rows.map((row) => toSummary(row, locale));
}

/**
 * Published articles of the given categories: highlights first, then newest first, at most `limit`
 * (across all categories; callers split them per module).
 */
export async function listArticlesInCategories(
  categoryIds: Iterable<number>,
  limit: number,
  locale: Locale,
  now: Date = new Date(),
): Promise<ArticleSummary[]> {
  const wanted = [...new Set(categoryIds)];
  if (wanted.length === 0 || limit <= 0) return [];
  const rows = await articlesQuery(now.toISOString())
    .where("a.category_id", "in", wanted)
    .orderBy("a.is_highlight", "desc")
    .orderBy("a.published_at", "desc")
    .orderBy("a.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => toSummary(row, locale));
}

/** One page of published articles, newest first, optionally of one category or one tag. */
export async function listArticlesPage(
  filter: { categoryId?: number; tagId?: number },
  page: number,
  pageSize: number,
  locale: Locale,
  now: Date = new Date(),
): Promise<{ count: number; results: ArticleSummary[] }> {
  let query = articlesQuery(now.toISOString());
  if (filter.categoryId !== undefined) query = query.where("a.category_id", "=", filter.categoryId);
  if (filter.tagId !== undefined) {
    const tagId = filter.tagId;
    query = query.where(({ exists, selectFrom }) =>
      exists(selectFrom("article_tag_links as l").select("l.article_id").whereRef("l.article_id", "=", "a.id").where("l.tag_id", "=", tagId)),
    );
  }
  const [total, rows] = await Promise.all([
    query.clearSelect().select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirst(),
    query.orderBy("a.published_at", "desc").orderBy("a.id", "desc").limit(pageSize).offset((page - 1) * pageSize).execute(),
  ]);
  return { count: Number(total?.n ?? 0), results: rows.map((row) => toSummary(row, locale)) };
}

/** A published article with everything its page shows. */
export interface ArticleDetail extends ArticleSummary {
  /** The slug in each locale (English falls back to German). */
  slugs: Record<Locale, string>;
  body: string;
  /** The author; an offline person is named but not linked. */
  author: { id: number; name: string; slug: string; isOnline: boolean } | null;
  tags: { id: number; name: string; slug: string }[];
}

/** The article if it is online and published, else undefined. */
export async function findArticle(id: number, locale: Locale, now: Date = new Date()): Promise<ArticleDetail | undefined> {
  const row = await articlesQuery(now.toISOString())
    .leftJoin("persons as p", "p.id", "a.author_id")
    .select([
      "a.body_de", "a.body_en", "p.id as author_id", "p.first_name as author_first", "p.last_name as author_last", "p.slug as author_slug",
      "p.is_online as author_online",
    ])
    .where("a.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const tags = await db()
    .selectFrom("article_tag_links as l")
    .innerJoin("article_tags as t", "t.id", "l.tag_id")
    .select(["t.id", "t.slug", "t.name_de", "t.name_en"])
    .where("l.article_id", "=", id)
    .orderBy("t.sort")
    .orderBy("t.id")
    .execute();
  return {
    ...toSummary(row, locale),
    slugs: { de: row.slug_de, en: row.slug_en || row.slug_de },
    body: localized(locale, row.body_de, row.body_en),
    author:
      row.author_id !== null && row.author_last !== null
        ? { id: row.author_id, name: `${row.author_first ?? ""} ${row.author_last}`.trim(), slug: row.author_slug ?? "", isOnline: row.author_online === 1 }
        : null,
    tags: tags.map((t) => ({ id: t.id, slug: t.slug, name: localized(locale, t.name_de, t.name_en) })),
  };
}

/** Other published articles of the same category, newest first. */
export async function listRelatedArticles(article: { id: number; categoryId: number | null }, limit: number, locale: Locale, now: Date = new Date()): Promise<ArticleSummary[]> {
  if (article.categoryId === null || limit <= 0) return [];
  const rows = await articlesQuery(now.toISOString())
    .where("a.category_id", "=", article.categoryId)
    .where("a.id", "!=", article.id)
    .orderBy("a.published_at", "desc")
    .orderBy("a.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => toSummary(row, locale));
}
