/**
 * What every magazine page shares: the magazine's CMS page (headline, meta, share image), the
 * category links, the page number from `?page=` and the article cards of a list.
 */
import { formatShortDate } from "~/lib/dates";
import { urlForArticle } from "~/lib/entity-urls";
import { mediaUrl } from "~/lib/images";
import { href, type Locale } from "~/lib/routes";
import { isId } from "~/lib/schemas/common";
import type { ArticleSummary } from "~/models/articles.server";
import { listArticleCategories } from "~/models/article-taxonomy.server";
import { findImages } from "~/models/images.server";
import { findPageByPath } from "~/models/pages.server";
import { getDesignSettings } from "~/models/settings.server";
import { notFound } from "~/services/http/http-errors.server";
import { i18n } from "~/services/i18n.server";
import { reportError } from "~/services/http/monitoring.server";
// eslint-disable-next-line no-restricted-imports -- the event and article card types are moved by the card unification
import type { ArticleCardData } from "~/components/magazine/article-card";

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
    i18n.getFixedT(locale),
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
  const pages = Math.max(1, Math.ceil(count / MAGAZINE_PAGE_SIZE));
  if (page > pages) {
    reportError(new Error(`Page ${page} beyond the last page ${pages}`), { url: request.url });
    throw await notFound();
  }
  return pages;
}

/** Cards for a list of articles: URL, date in the page's language and image, in one image query. */
export async function articleCards(articles: ArticleSummary[], locale: Locale): Promise<ArticleCardData[]> {
  const images = await findImages(articles.map((a) => a.imageId), locale);
  return articles.map((a) => ({
    id: a.id,
    title: a.title,
    teaser: a.teaser,
    url: urlForArticle(locale, a),
    publishedAt: a.publishedAt,
    publishedLabel: formatShortDate(a.publishedAt, locale),
    category: a.category?.name ?? null,
    image: a.imageId !== null ? images.get(a.imageId) ?? null : null,
  }));
}
