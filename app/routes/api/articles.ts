import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { Id, PositiveInt } from "~/lib/schemas/common";
import { pageCount } from "~/lib/paging";
import { findArticleCategory } from "~/models/article-taxonomy.server";
import { findImages } from "~/models/images.server";
import { apiError, apiJson, paged, parseQuery } from "~/services/http/json-api.server";
import { articleJson } from "~/services/article-api.server";
import { requestLocale } from "~/services/i18n.server";
import { MAGAZINE_PAGE_SIZE, magazineArticles } from "~/services/magazine.server";

const Query = z.object({ category: Id.optional(), page: PositiveInt.default("1") });

// GET /{locale}/api/articles/?category=&page= — a paged list {count, next, previous, results}, 12 per page.
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const { category, page } = parseQuery(request, Query);
  if (category !== undefined && !(await findArticleCategory(category, locale))) return apiError(request, 400, `Unknown category ${category}.`);
  const list = await magazineArticles({ categoryId: category }, page, locale);
  const pages = pageCount(list.count, MAGAZINE_PAGE_SIZE);
  if (page > pages) return apiError(request, 404, "Invalid page.");
  const images = await findImages(list.results.map((a) => a.imageId), locale);
  return apiJson(
    paged(request, { page, pages, count: list.count }, list.results.map((a) => articleJson(a, images.get(a.imageId ?? -1), locale))),
  );
}
