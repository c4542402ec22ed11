import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/components/i18n";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { CategoryTabs } from "~/components/search/category-tabs";
import { ResultList, ResultListSkeleton } from "~/components/search/result-list";
import { searchHref } from "~/components/search/search-href";
import { SearchPaging } from "~/components/search/search-paging";
import { Form } from "~/components/ui/form";
import { pageMeta, siteMeta } from "~/lib/meta";
import { href } from "~/lib/routes";
import { SEARCH_MAX_LENGTH } from "~/lib/search";
import { PROGRESS } from "~/lib/ui-constants";
import searchStylesheet from "~/styles/search.css?url";
// The loader lives in a server module: what it imports stays out of the browser.
import { searchLoader } from "~/routes/search.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: searchStylesheet }];

export const loader = searchLoader;

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
