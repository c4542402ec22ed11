/**
 * Site search (the page `/de/search/{category?}/{page?}?q=`, the API `/api/search/…`): German-aware,
 * ranked full-text search over events, productions, persons, articles and pages, and the
 * autocomplete suggestions. See docs/decisions/0010-search.md.
 */
import { urlForArticle, urlForEvent } from "~/lib/entity-urls";
import { imageWidths, mediaUrl } from "~/lib/images";
import { href, type Locale } from "~/lib/routes";
import {
  AUTOCOMPLETE_LIMIT, SEARCH_CATEGORIES, SEARCH_PAGE_SIZE, autocompleteText, searchText,
  type SearchCategory, type SearchHit, type SearchResults,
} from "~/lib/search";
import { searchExcerpt } from "~/lib/search-excerpt";
import { groupsIn } from "~/lib/search-order";
import { indexWords, normalizeWord, prefixKey, remembered, wordsWithOffsets } from "~/lib/search-normalize";
import { findImages } from "~/models/images.server";
import { pagePath } from "~/models/pages.server";
import { findSearchPage, findTitlesStartingWith, findTopHits, type HitRow, type MatchQuery } from "~/models/search.server";
import { refreshSearchIndex } from "./search-index.server";

export { rebuildSearchIndex, refreshSearchIndex } from "./search-index.server";

/** A failed refresh must not take the search down: it answers from the index as it is. */
async function refreshQuietly(): Promise<void> {
  try {
    await refreshSearchIndex();
  } catch (error) {
    console.error("[search] refreshing the index failed", error);
  }
}

function hitUrl(row: HitRow, locale: Locale): string {
  const entity = { id: row.ref_id, slug: row.slug || "-" };
  switch (row.category) {
    case "events":
      return urlForEvent(locale, entity);
    case "productions":
      return href("production", locale, entity);
    case "persons":
      return href("person", locale, entity);
    case "articles":
      return urlForArticle(locale, entity);
    case "pages":
      return pagePath(locale, row.slug);
  }
}

const emptyCounts = () => Object.fromEntries(SEARCH_CATEGORIES.map((c) => [c, 0])) as Record<SearchCategory, number>;

export async function searchSite(args: { locale: Locale; q: string; category: SearchCategory | null; page: number }): Promise<SearchResults> {
  return searchInCategories({ ...args, categories: args.category ? [args.category] : null });
}

/** `searchSite` over several categories (all when null); `count` is their sum. */
export async function searchInCategories(args: { locale: Locale; q: string; categories: SearchCategory[] | null; page: number }): Promise<SearchResults> {
  const { locale, categories, page } = args;
  const query = searchText(args.q) ?? "";
  const words = indexWords(query, locale);
  const counts = emptyCounts();
  if (words.length === 0 || !Number.isInteger(page) || page < 1) return { query, count: 0, counts, page, results: [] };

  await refreshQuietly();
  const match: MatchQuery = { locale, words, now: new Date().toISOString() };
  const { groups, hits: rows } = await findSearchPage(match, categories, (page - 1) * SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE);
  for (const group of groups) counts[group.category] += group.count;
  const inScope = groupsIn(groups, categories);
  const images = await findImages(rows.map((r) => r.image_id), locale);
  const results: SearchHit[] = rows.map((row) => {
    const image = row.image_id === null ? undefined : images.get(row.image_id);
    return {
      category: row.category,
      id: row.ref_id,
      title: row.title,
      excerpt: searchExcerpt(row.body, words, locale),
      url: hitUrl(row, locale),
      date: row.category === "events" ? row.date : null,
      image: image ? mediaUrl(image.name, imageWidths(image.width)[0]!, "jpg") : null,
    };
  });
  return { query, count: inScope.reduce((sum, group) => sum + group.count, 0), counts, page, results };
}

/** A word of a text: lower case, as the text writes it, and spelled out (`prefixKey`). */
interface TextWord {
  word: string;
  written: string;
  key: string;
}

/** A text's words, remembered per text: the same hits come back for every prefix typed towards them. */
const wordsOfText = remembered(
  (text: string): TextWord[] => wordsWithOffsets(text).map((w) => ({ word: w.word, written: text.slice(w.start, w.end), key: prefixKey(w.word) })),
  1_000,
);

/** Words of the matched texts that start like the last typed word, most frequent first. */
function matchingWords(rows: HitRow[], lastTyped: string): string[] {
  const key = prefixKey(lastTyped);
  const seen = new Map<string, { word: string; n: number }>();
  // The dates of one production share its text: each text is read once.
  for (const text of new Set(rows.map((row) => `${row.title}\n${row.body}`))) {
    for (const w of wordsOfText(text)) {
      if (w.word.length <= key.length || !w.key.startsWith(key)) continue;
      const entry = seen.get(w.word) ?? { word: w.written, n: 0 };
      entry.n++;
      seen.set(w.word, entry);
    }
  }
  return [...seen.values()].sort((a, b) => b.n - a.n || a.word.length - b.word.length).map((e) => e.word);
}

/**
 * Up to AUTOCOMPLETE_LIMIT suggestions for what has been typed, best first: titles that start with
 * it, titles that contain its words (the last one as a beginning), then words of the matching texts
 * that complete the last word.
 */
export async function autocompleteSuggestions(args: { locale: Locale; q: string }): Promise<string[]> {
  const text = autocompleteText(args.q);
  if (text === null) return [];
  const { locale } = args;
  await refreshQuietly();
  const now = new Date().toISOString();
  const typed = wordsWithOffsets(text);
  const last = typed.at(-1);
  const words = typed.slice(0, -1).flatMap((w) => normalizeWord(w.word, locale) ?? []);
  const prefix = last ? normalizeWord(last.word, locale) : null;

  const suggestions = new Map<string, string>();
  const add = (s: string) => suggestions.size < AUTOCOMPLETE_LIMIT && !suggestions.has(s.toLowerCase()) && suggestions.set(s.toLowerCase(), s);
  const key = prefixKey(text);
  // Both reads at once (on PostgreSQL one round trip instead of two); the hits are used only when the
  // titles leave room.
  const [titles, hits] = await Promise.all([
    key ? findTitlesStartingWith(locale, key, now, AUTOCOMPLETE_LIMIT) : [],
    words.length || prefix ? findTopHits({ locale, words, prefix, now } satisfies MatchQuery, 20) : null,
  ]);
  titles.forEach(add);
  if (suggestions.size < AUTOCOMPLETE_LIMIT && hits) {
    hits.filter((row) => row.inTitle).forEach((row) => add(row.title));
    if (last && prefix) {
      const before = text.slice(0, last.start);
      matchingWords(hits, last.word).forEach((w) => add(`${before}${w}`));
    }
  }
  return [...suggestions.values()];
}
