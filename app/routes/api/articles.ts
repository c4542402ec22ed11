import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { findArticleCategory } from "~/models/article-taxonomy.server";
import { listArticlesPage } from "~/models/articles.server";
import { findImages } from "~/models/images.server";
import { apiError, apiJson, parseQuery } from "~/services/api.server";
import { articleJson } from "~/services/article-api.server";
import { requestLocale } from "~/services/i18n.server";
import { MAGAZINE_PAGE_SIZE } from "~/services/magazine.server";
import { pageLink } from "~/services/public-origin.server";

const positiveInt = (what: string) => z.string().regex(/^[1-9]\d{0,8}$/, `${what} must be a positive whole number`).transform(Number);
const Query = z.object({ category: positiveInt("category").optional(), page: positiveInt("page").default("1") });

// GET /{locale}/api/articles/?category=&page= — a paged list {count, next, previous, results}, 12 per page.
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const { category, page } = parseQuery(request, Query);
  if (category !== undefined && !(await findArticleCategory(category, locale))) return apiError(request, 400, `Unknown category ${category}.`);
  const list = await listArticlesPage({ categoryId: category }, page, MAGAZINE_PAGE_SIZE, locale);
  const pages = Math.max(1, Math.ceil(list.count / MAGAZINE_PAGE_SIZE));
  if (page > pages) return apiError(request, 404, "Invalid page.");
  const images = await findImages(list.results.map((a) => a.imageId), locale);
  const pageUrl = (n: number) => pageLink(request, n);
  return apiJson({
    count: list.count,
    next: page < pages ? pageUrl(page + 1) : null,
    previous: page > 1 ? pageUrl(page - 1) : null,
    results: list.results.map((a) => articleJson(a, images.get(a.imageId ?? -1), locale)),
  });
}
