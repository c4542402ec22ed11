/**
 * The search JSON API: `/api/search/`, `/api/search/events/`, `/api/search/others/` answer a
 * paged list `{ count, next, previous, results, counts }` (SEARCH_PAGE_SIZE per page, results as in
 * app/lib/search.ts `SearchHit`); `/api/search/autocomplete/` answers `{ data: [suggestion, …] }`.
 * The locale comes from `?lang=de|en` (default de).
 */
import { z } from "zod";
import { PositiveInt } from "~/lib/schemas/common";
import { SEARCH_CATEGORIES, SEARCH_PAGE_SIZE, type SearchCategory } from "~/lib/search";
import { pageCount } from "~/lib/paging";
import { apiError, apiJson, LangQuery, paged, parseQuery } from "./http/json-api.server";
import { autocompleteSuggestions, searchInCategories } from "./search.server";

const ResultsQuery = LangQuery.extend({
  query: z.string({ required_error: "query is required" }).trim().min(1, "query is required"),
  page: PositiveInt.default("1"),
});

const AutocompleteQuery = LangQuery.extend({ query: z.string().default("") });

export type SearchScope = "all" | "events" | "others";

const SCOPES: Record<SearchScope, SearchCategory[] | null> = {
  all: null,
  events: ["events"],
  others: SEARCH_CATEGORIES.filter((c) => c !== "events"),
};

export async function searchApiResponse(request: Request, scope: SearchScope): Promise<Response> {
  const { lang, query, page } = parseQuery(request, ResultsQuery);
  const found = await searchInCategories({ locale: lang, q: query, categories: SCOPES[scope], page });
  const pages = pageCount(found.count, SEARCH_PAGE_SIZE);
  if (page > pages) return apiError(request, 404, "Invalid page.");
  return apiJson({ ...paged(request, { page, pages, count: found.count }, found.results), counts: found.counts });
}

export async function autocompleteApiResponse(request: Request): Promise<Response> {
  const { lang, query } = parseQuery(request, AutocompleteQuery);
  return apiJson({ data: await autocompleteSuggestions({ locale: lang, q: query }) });
}
