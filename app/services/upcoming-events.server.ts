/** The upcoming events a catalogue page (a production, a venue, a series) lists as cards, read once per read window. */
import { memoUntilChange } from "~/db/memo.server";
import type { Locale } from "~/lib/routes";
import type { EventCardData } from "~/lib/types/event-card";
import { listUpcomingEventIds } from "~/models/productions.server";
import { eventCards } from "./catalogue.server";
import { now, readWindowStart } from "./clock.server";

/** Whose events: a production's, a venue's or a series'. */
export type UpcomingEventsOf = { productionId: number } | { venueId: number } | { seriesId: number };

/**
 * Kept until the content changes, as of the start of a read window: an uncached production, venue or
 * series page reads its events no more, and an event that starts drops out at the next window. Keys are ids
 * visitors choose, hence bounded. Callers share what it answers and change nothing of it.
 */
const rememberedUpcomingEventCards = memoUntilChange(
  async (key: string) => {
    const [of, limit, locale, at] = JSON.parse(key) as [UpcomingEventsOf, number, Locale, string];
    return eventCards(await listUpcomingEventIds(of, at, limit), locale);
  },
  undefined,
  1000,
);

/** The online events of `of` not over as of the start of the read window `at` falls in, by date, as cards. */
export function upcomingEventCards(of: UpcomingEventsOf, limit: number, locale: Locale, at = now()): Promise<EventCardData[]> {
  const which = "productionId" in of ? { productionId: of.productionId } : "venueId" in of ? { venueId: of.venueId } : { seriesId: of.seriesId };
  return rememberedUpcomingEventCards(JSON.stringify([which, limit, locale, readWindowStart(at).toISOString()]));
}
