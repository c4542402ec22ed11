import { mediaUrl } from "~/lib/images";
import { urlForArticle } from "~/lib/entity-urls";
import type { Locale } from "~/lib/routes";
import type { ArticleSummary } from "~/models/articles.server";
import type { ImageRecord } from "~/lib/images";

/** One article as the JSON API answers it (list results and the teaser). */
export function articleJson(article: ArticleSummary, image: ImageRecord | undefined, locale: Locale) {
  return {
    id: article.id,
    title: article.title,
    slug: article.slug,
    teaser: article.teaser,
    url: urlForArticle(locale, article),
    published_at: article.publishedAt,
    is_highlight: article.isHighlight,
    category: article.category,
    image: image ? { url: mediaUrl(image.name, image.width, "jpg"), width: image.width, height: image.height, alt: image.alt } : null,
  };
}
