import { db } from "~/db/db.server";
import type { Locale } from "~/lib/routes";

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
  const en = locale === "en";
  return {
    id: row.id,
    title: (en && row.title_en) || row.title_de,
    slug: (en && row.slug_en) || row.slug_de,
    teaser: (en && row.teaser_en) || row.teaser_de,
    imageId: row.image_id,
    publishedAt: row.published_at,
    isHighlight: row.is_highlight === 1,
    category:
      row.category_id !== null && row.category_de !== null
        ? { id: row.category_id, name: (en && row.category_en) || row.category_de, slug: row.category_slug ?? "" }
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
