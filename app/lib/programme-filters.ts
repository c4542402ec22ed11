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
