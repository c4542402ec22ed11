import { db } from "~/db/db.server";
import { memoUntilChange } from "~/db/memo.server";
import type { Locale } from "~/lib/routes";
import { localized } from "~/lib/localize";

/** A magazine category or tag. */
export interface ArticleTerm {
  id: number;
  name: string;
  slug: string;
}

export interface ArticleTagWithCount extends ArticleTerm {
  /** Published, online articles with this tag. */
  count: number;
}

/** Every category in the editors' order. */
export function listArticleCategories(locale: Locale): Promise<ArticleTerm[]> {
  return rememberedCategories(locale);
}

/** Kept until the content changes: every magazine page links all categories. Callers change nothing of it. */
const rememberedCategories = memoUntilChange(async (locale: Locale) => {
  const rows = await db().selectFrom("article_categories").select(["id", "slug", "name_de", "name_en"]).orderBy("sort").orderBy("id").execute();
  return rows.map((row) => ({ id: row.id, slug: row.slug, name: localized(locale, row.name_de, row.name_en) }));
});

export async function findArticleCategory(id: number, locale: Locale): Promise<ArticleTerm | undefined> {
  return (await listArticleCategories(locale)).find((category) => category.id === id);
}

export async function findArticleTag(id: number, locale: Locale): Promise<ArticleTerm | undefined> {
  const row = await db().selectFrom("article_tags").select(["id", "slug", "name_de", "name_en"]).where("id", "=", id).executeTakeFirst();
  return row ? { id: row.id, slug: row.slug, name: localized(locale, row.name_de, row.name_en) } : undefined;
}

/** Every tag in the editors' order, with how many visible articles carry it (one query). */
export async function listArticleTagsWithCounts(locale: Locale, now: Date = new Date()): Promise<ArticleTagWithCount[]> {
  const rows = await db()
    .selectFrom("article_tags as t")
    .leftJoin("article_tag_links as l", "l.tag_id", "t.id")
    .leftJoin("articles as a", (join) =>
      join.onRef("a.id", "=", "l.article_id").on("a.is_online", "=", 1).on("a.published_at", "<=", now.toISOString()),
    )
    .select(["t.id", "t.slug", "t.name_de", "t.name_en", "t.sort"])
    .select((eb) => eb.fn.count<number | string>("a.id").as("n"))
    .groupBy(["t.id", "t.slug", "t.name_de", "t.name_en", "t.sort"])
    .orderBy("t.sort")
    .orderBy("t.id")
    .execute();
  return rows.map((row) => ({ id: row.id, slug: row.slug, name: localized(locale, row.name_de, row.name_en), count: Number(row.n) }));
}
