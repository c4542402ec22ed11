/** The programme's filter keys, in the order of the filter bar (zod-free: shared with components). */
export const PROGRAMME_FILTER_KEYS = ["room", "type", "tag", "series", "genre"] as const;
export type ProgrammeFilterKey = (typeof PROGRAMME_FILTER_KEYS)[number];

/** Events per page. */
export const PROGRAMME_PAGE_SIZE = 10;

/** `YYYY-MM-DD` → `DD-MM-YYYY` (the URL's form). */
export function toUrlDate(day: string): string {
  const [y, m, d] = day.split("-");
  return `${d}-${m}-${y}`;
}

export type FilterValues = Partial<Record<ProgrammeFilterKey, number>>;

/** `?room=1&date=01-03-2026` from filter values and a date (empty values left out). */
export function programmeSearch(filter: FilterValues, date: string | null, page?: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value !== undefined) params.set(key, String(value));
  if (date) params.set("date", date);
  if (page && page > 1) params.set("page", String(page));
  const qs = params.toString();
  return qs ? `?${qs}` : "";
}
