/**
 * The programme's query (the event list reads the date, DD-MM-YYYY, and the filter keys from the
 * query, validated): one schema for the page loader (`/de/programm`) and the JSON API
 * (`/{locale}/api/events/`, `/api/calendar/`).
 *
 * - `date`: DD-MM-YYYY and a real calendar day (31-02-2026 is refused); becomes `YYYY-MM-DD`.
 * - `room`, `type`, `tag`, `series`, `genre`: numeric ids. `type` is the exhibition type's id (the
 *   issue wants every filter value numeric; `/api/exhibition-types/` gives id, slug and name).
 * - `page`: an integer >= 1, default 1.
 * - An empty value (`?room=`, what a GET form sends for "all") counts as absent.
 *
 * Server only (zod stays out of the browser bundle): components use ./programme-filters.
 */
import { z } from "zod";
import { PROGRAMME_FILTER_KEYS } from "./programme-filters";
import { Id, isoDayOf, IsoDay, optionalParam, PositiveInt } from "./schemas/common";

/** `DD-MM-YYYY` → `YYYY-MM-DD`, or null when it is not that format or not a real day. */
export const parseProgrammeDate = isoDayOf;

const IdParam = optionalParam(Id);

/** The page's and the API's query; unknown keys (e.g. `lang`, `page_size`) are left to the caller. */
export const ProgrammeQuery = z.object({
  date: optionalParam(IsoDay),
  room: IdParam,
  type: IdParam,
  tag: IdParam,
  series: IdParam,
  genre: IdParam,
  page: optionalParam(PositiveInt).transform((page) => page ?? 1),
});

export type ProgrammeQueryValue = z.infer<typeof ProgrammeQuery>;

/** The filter part of a parsed query. */
export type ProgrammeFilter = Partial<Record<(typeof PROGRAMME_FILTER_KEYS)[number], number>>;

export function filterOf(query: ProgrammeQueryValue): ProgrammeFilter {
  const filter: ProgrammeFilter = {};
  for (const key of PROGRAMME_FILTER_KEYS) if (query[key] !== undefined) filter[key] = query[key];
  return filter;
}
