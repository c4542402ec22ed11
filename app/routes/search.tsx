import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/components/i18n";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { CategoryTabs } from "~/components/search/category-tabs";
import { ResultList, ResultListSkeleton } from "~/components/search/result-list";
import { searchHref } from "~/components/search/search-href";
import { SearchPaging } from "~/components/search/search-paging";
import { formatLongDate, formatTime } from "~/lib/dates";
import { pageMeta, siteMeta } from "~/lib/meta";
import { href } from "~/lib/routes";
import { isSearchCategory, SEARCH_MAX_LENGTH, SEARCH_PAGE_SIZE, searchText, type SearchCategory } from "~/lib/search";
import { PROGRESS } from "~/lib/ui-constants";
import { pageCount } from "~/lib/paging";
import { notFound } from "~/services/http/http-errors.server";
import { i18n, requestLocale } from "~/services/i18n.server";
import { reportError } from "~/services/http/monitoring.server";
import { searchSite } from "~/services/search.server";
import searchStylesheet from "~/styles/search.css";
import { safeRedirect } from "~/services/http/redirect.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: searchStylesheet }];

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
export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const url = new URL(request.url);
  const { category, page, explicitFirst } = await parsePath(params, request);
  // Page 1 has one address, without the segment.
  if (explicitFirst) throw safeRedirect(`${searchHref(locale, { category })}${url.search}`, searchHref(locale, { category }), 301);
  const q = searchText(url.searchParams.get("q"));
  const t = await i18n.getFixedT(locale);
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

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteMeta(matches);
  if (!data || !site) return [];
  // Result lists are not pages of their own for search engines (docs/decisions/0017-search-not-indexed.md).
  return pageMeta({ ...data.meta, ...site, noindex: true });
};

/** True once another query has been loading on this same tab for longer than the progress throttle. */
function useSlowSameTabSearch(): boolean {
  const location = useLocation();
  const navigation = useNavigation();
  const pending = navigation.state === "loading" && navigation.location.pathname === location.pathname && navigation.location.search !== location.search;
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!pending) return setSlow(false);
    const timer = window.setTimeout(() => setSlow(true), PROGRESS.throttleMs);
    return () => window.clearTimeout(timer);
  }, [pending]);
  return slow;
}

export default function SearchPage() {
  const { q, category, page, pages, search } = useLoaderData<typeof loader>();
  const { t, locale } = useTranslation();
  const loading = useSlowSameTabSearch();
  return (
    <div className="search-page">
      <Breadcrumb items={[{ label: null, url: href("home", locale) }, { label: t("search.title"), url: null }]} />
      <h1>{q === null ? t("search.title") : t("search.resultsFor", { query: q })}</h1>
      <Form method="get" action={searchHref(locale, { category })} role="search" aria-label={t("search.pageSearch")} className="search-form">
        <label htmlFor="search-page-q">{t("search.inputLabel")}</label>
        <div className="search-form__row">
          <input
            key={q}
            id="search-page-q"
            type="search"
            name="q"
            required
            pattern=".*\S.*"
            maxLength={SEARCH_MAX_LENGTH}
            defaultValue={q ?? ""}
            enterKeyHint="search"
          />
          <button type="submit" className="button">
            {t("search.submit")}
          </button>
        </div>
      </Form>
      {q !== null && search ? (
        <>
          <CategoryTabs q={q} current={category} counts={search.counts} />
          {loading ? <ResultListSkeleton /> : <ResultList hits={search.hits} />}
          <SearchPaging q={q} category={category} page={page} pages={pages} />
        </>
      ) : null}
    </div>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
