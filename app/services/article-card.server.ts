import { formatShortDate } from "~/lib/dates";
import { urlForArticle } from "~/lib/entity-urls";
import type { ImageRecord } from "~/lib/images";
import type { Locale } from "~/lib/routes";
import type { ArticleCardData } from "~/lib/types/article-card";
import type { ArticleSummary } from "~/models/articles.server";

/** An article as a card in the page's language, with its image from the caller's image batch. */
export function articleCard(article: ArticleSummary, locale: Locale, images: Map<number, ImageRecord>): ArticleCardData {
  return {
    id: article.id,
    title: article.title,
    teaser: article.teaser,
    url: urlForArticle(locale, article),
    publishedAt: article.publishedAt,
    publishedLabel: formatShortDate(article.publishedAt, locale),
    category: article.category,
    image: article.imageId !== null ? (images.get(article.imageId) ?? null) : null,
  };
}
