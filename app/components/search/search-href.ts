import { href, type Locale } from "~/lib/routes";
import type { SearchCategory } from "~/lib/search";

export interface SearchLocation {
  q?: string | null;
  category?: SearchCategory | null;
  page?: number;
}

/**
 * A search page URL. Page 1 has no page segment; the pages of "All" (no category) put the number
 * where the category would be (`/de/search/2?q=…`), which never collides because categories are
 * words.
 */
export function searchHref(locale: Locale, { q, category, page = 1 }: SearchLocation): string {
  const paged = page > 1 ? page : undefined;
  const params = category ? { category, page: paged } : { category: paged };
  return href("search", locale, params, { q });
}
