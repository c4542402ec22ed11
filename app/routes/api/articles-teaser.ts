import type { LoaderFunctionArgs } from "@remix-run/node";
import { listLatestArticles } from "~/models/articles.server";
import { findImages } from "~/models/images.server";
import { apiJson } from "~/services/http/json-api.server";
import { articleJson } from "~/services/article-api.server";
import { requestLocale } from "~/services/i18n.server";

// GET /{locale}/api/articles-teaser/ — the newest published article for the teaser block, or null.
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const [article] = await listLatestArticles(1, locale);
  if (!article) return apiJson(null);
  const images = await findImages([article.imageId], locale);
  return apiJson(articleJson(article, images.get(article.imageId ?? -1), locale));
}
