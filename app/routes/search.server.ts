import type { LoaderFunctionArgs } from "@remix-run/node";
import { searchHref } from "~/components/search/search-href";
import { formatLongDate, formatTime } from "~/lib/dates";
import { isSearchCategory, SEARCH_PAGE_SIZE, searchText, type SearchCategory } from "~/lib/search";
import { pageCount } from "~/lib/paging";
import { notFound } from "~/services/http/http-errors.server";
import { fixedT, requestLocale } from "~/services/i18n.server";
import { reportError } from "~/services/http/monitoring.server";
import { searchSite } from "~/services/search.server";
import { safeRedirect } from "~/services/http/redirect.server";

/** A bad URL (unknown category, page not a positive integer or beyond the last) is a reported 404. */
async function badUrl(message: string, request: Request): Promise<never> {
  reportError(new Error(message), { url: request.url });
  throw await notFound();
}

/** Category and page from `/search/{category?}/{page?}`; the pages of "All" are `/search/{page}`. */
async function parsePath(params: LoaderFunctionArgs["params"], request: Request) {
  let { category, page } = params;
  if (page === undefined && category !== undefined && /^\d+$/.test(category)) [category, page] = [undefined, category];
  if (category !== undefined && !isSearchCategory(category)) return badUrl(`Unknown search category ${JSON.stringify(category)}`, request);
  if (page !== undefined && !/^[1-9]\d{0,5}$/.test(page)) return badUrl(`Invalid search page ${JSON.stringify(page)}`, request);
  return { category: (category ?? null) as SearchCategory | null, page: page === undefined ? 1 : Number(page), explicitFirst: page === "1" };
}

// /de/search/{category?}/{page?}?q=… — events, productions, persons, articles and pages.
export async function searchLoader({ request, params }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const url = new URL(request.url);
  const { category, page, explicitFirst } = await parsePath(params, request);
  // Page 1 has one address, without the segment.
  if (explicitFirst) throw safeRedirect(`${searchHref(locale, { category })}${url.search}`, searchHref(locale, { category }), 301);
  const q = searchText(url.searchParams.get("q"));
  const t = await fixedT(locale);
  const title = q === null ? t("search.title") : t("search.resultsFor", { query: q });
  const meta = {
    title: page > 1 ? t("search.pageTitle", { title, page }) : title,
    description: t("search.description"),
    path: searchHref(locale, { q, category, page }),
    alternates: { de: searchHref("de", { q, category, page }), en: searchHref("en", { q, category, page }) },
  };
  // The language switch keeps the query (top-level `alternates`, see useSiblingUrl).
  const { alternates } = meta;
  if (q === null) return { q, category, page, pages: 1, search: null, meta, alternates };

  const search = await searchSite({ locale, q, category, page });
  const pages = pageCount(search.count, SEARCH_PAGE_SIZE);
  if (page > pages) return badUrl(`Search page ${page} beyond the last page ${pages}`, request);
  const hits = search.results.map((hit) => ({
    ...hit,
    dateLabel: hit.date ? `${formatLongDate(hit.date, locale)}, ${formatTime(hit.date, locale)}` : null,
  }));
  return { q, category, page, pages, search: { counts: search.counts, hits }, meta, alternates };
}
