/**
 * A back-office list's query: search text, sorting, page and filters, all in the URL (GET forms and
 * links, so lists work without script and can be bookmarked). Bad values fall back to the defaults:
 * a list never answers 400 for a hand-edited address.
 */
import { z } from "zod";

export const OFFICE_PAGE_SIZE = 50;

/**
 * A searched list counts its matches up to this many and beyond says "more than 1,000": a search's
 * condition is judged row by row, so an exact count of a broad one would read every row of the table.
 * A list without a search text counts exactly.
 */
export const LIST_COUNT_CAP = 1000;

export interface ListQuery {
  q: string;
  page: number;
  sort: string | null;
  dir: "asc" | "desc";
  /** Filter values by filter name ("" = all). */
  filters: Record<string, string>;
}

const QuerySchema = z.object({
  q: z.string().trim().max(200).catch(""),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  sort: z
    .string()
    .regex(/^[a-z_]{1,40}$/)
    .nullable()
    .catch(null),
  dir: z.enum(["asc", "desc"]).catch("asc"),
});

/** The query of a list URL; `filterNames` are the list's filters, other parameters are ignored. */
export function parseListQuery(url: URL, filterNames: readonly string[] = []): ListQuery {
  const params = url.searchParams;
  const base = QuerySchema.parse({ q: params.get("q") ?? "", page: params.get("page") ?? 1, sort: params.get("sort"), dir: params.get("dir") ?? "asc" });
  const filters: Record<string, string> = {};
  for (const name of filterNames) {
    const value = (params.get(name) ?? "").trim();
    if (value && value.length <= 100) filters[name] = value;
  }
  return { ...base, filters };
}

/** The list's URL parameters for `query` changed by `change` (the page resets unless it is changed). */
export function listParams(query: ListQuery, change: Partial<ListQuery> = {}): Record<string, string | number | undefined> {
  const next = { ...query, page: "page" in change ? change.page! : 1, ...change };
  return {
    q: next.q || undefined,
    sort: next.sort ?? undefined,
    dir: next.sort && next.dir === "desc" ? "desc" : undefined,
    page: next.page > 1 ? next.page : undefined,
    ...next.filters,
  };
}

/** What a list's pager shows: the number of pages, or null beyond the count's cap, and the ways on. */
export interface ListPager {
  pages: number | null;
  hasPrevious: boolean;
  hasNext: boolean;
}

/**
 * The pager of a list page: `total` as the list counted it (LIST_COUNT_CAP + 1 for "more than"),
 * `shown` the rows on this page. Beyond the cap the pages go on while a page is full.
 */
export function listPager(total: number, page: number, shown: number, pageSize: number): ListPager {
  const pages = total > LIST_COUNT_CAP ? null : Math.max(1, Math.ceil(total / pageSize));
  return { pages, hasPrevious: page > 1, hasNext: pages === null ? shown === pageSize : page < pages };
}
