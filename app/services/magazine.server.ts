/**
 * What every magazine page shares: the magazine's CMS page (headline, meta, share image), the
 * category links, the page number from `?page=` and the article cards of a list.
 */
import { mediaUrl } from "~/lib/images";
import { href, type Locale } from "~/lib/routes";
import { isId } from "~/lib/schemas/common";
import type { ArticleCardData } from "~/lib/types/article-card";
import { pageCount } from "~/lib/paging";
import { memoUntilChange } from "~/db/memo.server";
import { findArticle, listArticlesPage, listRelatedArticles, type ArticleDetail, type ArticleSummary } from "~/models/articles.server";
import { listArticleCategories, listArticleTagsWithCounts, type ArticleTagWithCount } from "~/models/article-taxonomy.server";
import { findImages } from "~/models/images.server";
import { findPageByPath } from "~/models/pages.server";
import { getDesignSettings } from "~/models/settings.server";
import { articleCard } from "~/services/article-card.server";
import { now, readWindowStart } from "~/services/clock.server";
import { notFound } from "~/services/http/http-errors.server";
import { fixedT } from "~/services/i18n.server";
import { reportError } from "~/services/http/monitoring.server";

/** Articles per list page (magazine, category, tag pages and the JSON API). */
export const MAGAZINE_PAGE_SIZE = 12;

/** The magazine's CMS page path per locale (seed: `mediathek-de` / `mediathek-en`). */
const MAGAZINE_PAGE_PATH: Record<Locale, string> = { de: "mediathek-de", en: "mediathek-en" };

/** The magazine header and meta defaults; works without the CMS page (falls back to the texts). */
export async function loadMagazineFrame(locale: Locale) {
  const [page, categories, design, t] = await Promise.all([
    findPageByPath(locale, MAGAZINE_PAGE_PATH[locale]),
    listArticleCategories(locale),
    getDesignSettings(),
    fixedT(locale),
  ]);
  const online = page?.isOnline ? page : undefined;
  const images = await findImages([online?.ogImageId, design.logoImageId], locale);
  const og = images.get(online?.ogImageId ?? -1) ?? images.get(design.logoImageId ?? -1);
  const headline = online?.headline || t("magazine.title");
  return {
    headline,
    metaTitle: online?.metaTitle || headline,
    description: online?.metaDescription ?? "",
    ogImage: og ? mediaUrl(og.name, og.width, "jpg") : design.logoUrl,
    categories: categories.map((c) => ({ ...c, url: href("magazine-category", locale, { category: c.slug || "-", id: c.id }) })),
    url: href("magazine", locale),
  };
}

export type MagazineFrame = Awaited<ReturnType<typeof loadMagazineFrame>>;

/** Which articles a magazine list shows: all, one category's or one tag's. */
export interface MagazineFilter {
  categoryId?: number;
  tagId?: number;
}

/**
 * One page of a magazine list (newest first), read once per read window and kept until the content
 * changes: an article whose publication time comes shows at the next window. Keys are the filters and
 * pages of addresses, hence bounded. Callers share what it answers and change nothing of it.
 */
const readMagazineArticles = memoUntilChange(
  (key: string) => {
    const { filter, page, locale, at } = JSON.parse(key) as { filter: MagazineFilter; page: number; locale: Locale; at: string };
    return listArticlesPage(filter, page, MAGAZINE_PAGE_SIZE, locale, new Date(at));
  },
  undefined,
  500,
);

/** The list as of the start of the read window `at` falls in. */
export function magazineArticles(filter: MagazineFilter, page: number, locale: Locale, at = now()): Promise<{ count: number; results: ArticleSummary[] }> {
  const { categoryId, tagId } = filter;
  return readMagazineArticles(JSON.stringify({ filter: { categoryId, tagId }, page, locale, at: readWindowStart(at).toISOString() }));
}

/** How many other articles of its category an article's page shows. */
const RELATED_ARTICLES = 3;

/** An article's page: the article with its tags, and the newest other articles of its category. */
export interface MagazineArticle {
  article: ArticleDetail;
  related: ArticleSummary[];
}

/**
 * Kept until the content changes, as of the start of a read window: an uncached article page reads
 * the article, its tags and related articles no more; an article due shows at the next window. Keys
 * are ids visitors choose, hence bounded. Callers share what it answers and change nothing of it.
 */
const readMagazineArticle = memoUntilChange(
  async (key: string): Promise<MagazineArticle | undefined> => {
    const [id, locale, at] = JSON.parse(key) as [number, Locale, string];
    const asOf = new Date(at);
    const article = await findArticle(id, locale, asOf);
    if (!article) return undefined;
    return { article, related: await listRelatedArticles({ id, categoryId: article.category?.id ?? null }, RELATED_ARTICLES, locale, asOf) };
  },
  undefined,
  1000,
);

/** The online article published by the start of the read window `at` falls in, with its related articles. */
export function magazineArticle(id: number, locale: Locale, at = now()): Promise<MagazineArticle | undefined> {
  return readMagazineArticle(JSON.stringify([id, locale, readWindowStart(at).toISOString()]));
}

/**
 * Kept until the content changes, as of the start of a read window: an uncached topics page counts
 * the published articles per tag no more. Keys are the language and the window, hence bounded.
 */
const readMagazineTags = memoUntilChange(
  (key: string) => {
    const [locale, at] = JSON.parse(key) as [Locale, string];
    return listArticleTagsWithCounts(locale, new Date(at));
  },
  undefined,
  100,
);

/** Every tag with how many articles published by the start of the read window `at` falls in carry it. */
export function magazineTags(locale: Locale, at = now()): Promise<ArticleTagWithCount[]> {
  return readMagazineTags(JSON.stringify([locale, readWindowStart(at).toISOString()]));
}

/** A positive integer from a URL, or a logged and reported 404 (never a 500). */
export async function positiveIntOr404(value: string | null | undefined, what: string, request: Request): Promise<number> {
  if (isId(value)) return Number(value);
  reportError(new Error(`Invalid ${what} in URL: ${JSON.stringify(value)}`), { url: request.url });
  throw await notFound();
}

/** `?page=` (default 1), or a 404 for anything but a positive integer. */
export async function pageFromQuery(request: Request): Promise<number> {
  const value = new URL(request.url).searchParams.get("page");
  return value === null ? 1 : positiveIntOr404(value, "page", request);
}

/** A 404 (logged and reported) when `page` lies beyond the last page; page 1 always exists. */
export async function assertPageExists(page: number, count: number, request: Request): Promise<number> {
  const pages = pageCount(count, MAGAZINE_PAGE_SIZE);
  if (page > pages) {
    reportError(new Error(`Page ${page} beyond the last page ${pages}`), { url: request.url });
    throw await notFound();
  }
  return pages;
}

/** Cards for a list of articles, their images in one query. */
export async function articleCards(articles: ArticleSummary[], locale: Locale): Promise<ArticleCardData[]> {
  const images = await findImages(articles.map((a) => a.imageId), locale);
  return articles.map((article) => articleCard(article, locale, images));
}
