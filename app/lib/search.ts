/**
 * Site search, the part shared by server and browser (the page `/de/search/{category?}/{page?}`,
 * the API `/api/search/…`). A search is submitted only with non-empty text; autocomplete is asked
 * only for non-empty text, lowercased first.
 *
 * Category slugs are the same in both languages (the search path itself is not localised).
 */

export const SEARCH_CATEGORIES = ["events", "productions", "persons", "articles", "pages"] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

export const SEARCH_PAGE_SIZE = 10;
export const AUTOCOMPLETE_LIMIT = 8;
/** Longer queries are cut, not refused: nobody types more into a search box. */
export const SEARCH_MAX_LENGTH = 200;

/** One result, whatever it is. `date` (ISO, UTC) only for events; `image` is a media URL or null. */
export interface SearchHit {
  category: SearchCategory;
  id: number;
  title: string;
  /** A short plain-text excerpt around the match (or the start of the text). */
  excerpt: string;
  url: string;
  date: string | null;
  image: string | null;
}

export interface SearchResults {
  query: string;
  /** Hits in the asked category (all categories when none). */
  count: number;
  /** Hits per category for the tabs, whichever category is asked. */
  counts: Record<SearchCategory, number>;
  page: number;
  results: SearchHit[];
}

export function isSearchCategory(value: string | undefined): value is SearchCategory {
  return SEARCH_CATEGORIES.includes(value as SearchCategory);
}

/** The text a search box submits: trimmed; null when nothing is left (an empty search is not sent). */
export function searchText(value: string | null | undefined): string | null {
  const text = (value ?? "").trim().slice(0, SEARCH_MAX_LENGTH);
  return text === "" ? null : text;
}

/** What autocomplete is asked with: the text lowercased, or null for empty text (no request). */
export function autocompleteText(value: string | null | undefined): string | null {
  const text = searchText(value);
  return text === null ? null : text.toLowerCase();
}
