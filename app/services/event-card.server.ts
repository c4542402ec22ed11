import { DateTime } from "luxon";
import { FESTIVAL_ZONE, formatLongDate, formatTime } from "~/lib/dates";
import { urlForEvent, urlForVenue } from "~/lib/entity-urls";
import type { Locale } from "~/lib/routes";
import type { EventCardData, EventDateParts, EventListCard } from "~/lib/types/event-card";
import type { EventSummary } from "~/models/events.server";

/** An event as a list row in the page's language, its dates formatted here (no luxon in the browser). */
export function eventCard(event: EventSummary, locale: Locale): EventCardData {
  return {
    id: event.id,
    url: urlForEvent(locale, event),
    title: event.title,
    subtitle: event.subtitle,
    startsAt: event.startsAt,
    date: formatLongDate(event.startsAt, locale),
    time: formatTime(event.startsAt, locale),
    venue: event.venue ? { name: event.venue.name, url: urlForVenue(locale, event.venue) } : null,
    room: event.room,
    isCancelled: event.isCancelled,
    isSoldOut: event.isSoldOut,
  };
}

/** "Sa" · "21" · "Nov" (Europe/Berlin, the locale's abbreviations without their dot). */
export function eventDateParts(iso: string, locale: Locale): EventDateParts {
  const local = DateTime.fromISO(iso, { zone: FESTIVAL_ZONE }).setLocale(locale === "de" ? "de-DE" : "en-GB");
  return {
    weekday: local.toFormat("ccc").replace(/\.$/, ""),
    day: local.toFormat("d"),
    month: local.toFormat("LLL").replace(/\.$/, ""),
  };
}

/** A row of the CMS event list: the list row and its calendar leaf. */
export function eventListCard(event: EventSummary, locale: Locale): EventListCard {
  return { ...eventCard(event, locale), dateParts: eventDateParts(event.startsAt, locale) };
}
