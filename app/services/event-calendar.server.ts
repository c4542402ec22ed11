import { DateTime } from "luxon";
import { icalendar, type CalendarEntry } from "~/lib/icalendar";
import { href, type Locale } from "~/lib/routes";
import type { EventDetail } from "~/models/event-detail.server";
import { getSiteSettings } from "~/models/settings.server";
import { publicOrigin } from "./http/public-origin.server";

/** Without an end or a duration, an event is entered as an hour long. */
const DEFAULT_MINUTES = 60;

/** An event as a calendar entry: its page's address, the venue with room and address, the teaser. */
export function calendarEntry(event: EventDetail, locale: Locale): CalendarEntry {
  const origin = publicOrigin();
  const url = `${origin}${href("event", locale, { slug: event.slugs[locale] || "-", id: event.id })}`;
  const minutes = event.production.durationMinutes ?? DEFAULT_MINUTES;
  const endsAt = event.endsAt ?? DateTime.fromISO(event.startsAt).plus({ minutes }).toUTC().toISO()!;
  const venue = event.venue;
  const location = venue ? [venue.name, event.room, venue.street, `${venue.zip} ${venue.city}`.trim()].filter(Boolean).join(", ") : (event.room ?? "");
  const teaser = event.production.teaser.trim();
  return {
    uid: `event-${event.id}@${new URL(origin).host}`,
    startsAt: event.startsAt,
    endsAt,
    summary: event.title,
    // Many calendars show no URL property, so the address also ends the description.
    description: teaser ? `${teaser}\n\n${url}` : url,
    location,
    url,
    cancelled: event.isCancelled,
  };
}

/** The iCalendar file of some events, named after the festival. */
export async function eventsCalendar(events: EventDetail[], locale: Locale, now = new Date()): Promise<string> {
  const settings = await getSiteSettings(locale);
  return icalendar(events.map((event) => calendarEntry(event, locale)), { name: settings.festivalTitle, now });
}
