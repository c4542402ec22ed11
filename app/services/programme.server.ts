/**
 * The programme: the page's data and the JSON API's share this.
 * Days are Europe/Berlin days computed with luxon here, never in SQL (decision 0001).
 */
import { DateTime } from "luxon";
import { memoUntilChange } from "~/db/memo.server";
import { dateFormatter, FESTIVAL_ZONE, festivalDay } from "~/lib/dates";
import { urlForEvent, urlForVenue } from "~/lib/entity-urls";
import { mediaUrl, type ImageRecord } from "~/lib/images";
import { PROGRAMME_PAGE_SIZE } from "~/lib/programme-filters";
import type { ProgrammeFilter } from "~/lib/programme-query";
import type { CalendarData, CalendarMonthData } from "~/lib/calendar-grid";
import type { Locale } from "~/lib/routes";
import { listBookableEventIds, listProgrammeEvents, programmeStartHours, type ProgrammeCriteria, type ProgrammeEvent } from "~/models/events.server";
import { findImages } from "~/models/images.server";
import { readWindowStart } from "~/services/clock.server";
import { listTeasers, type EventTeaser } from "~/models/teasers.server";
import type { ProgrammeDayView, ProgrammeItemView, ProgrammeTeaserView } from "~/lib/types/programme";

const startOfDay = (day: string) => DateTime.fromISO(day, { zone: FESTIVAL_ZONE }).startOf("day");
const iso = (dt: DateTime) => dt.toUTC().toISO()!;

// The list formats many instants per request: cached Intl formatters (dateFormatter, named by a key
// of their own) are ~50x faster than a luxon DateTime per value. Same output as app/lib/dates.ts.
const intlLocale = (locale: Locale) => (locale === "de" ? "de-DE" : "en-GB");
/** `YYYY-MM-DD` of an instant in Europe/Berlin. */
export function berlinDay(instant: string): string {
  return festivalDay(new Date(instant));
}
/** "19:30 Uhr" / "19:30". */
function timeOf(instant: string, locale: Locale): string {
  const time = dateFormatter("de-DE", { timeZone: FESTIVAL_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }, "time").format(new Date(instant));
  return locale === "de" ? `${time} Uhr` : time;
}
const LONG: Intl.DateTimeFormatOptions = { weekday: "long", day: "numeric", month: "long", year: "numeric" };
/** "Mittwoch, 25. November 2026" / "Wednesday, 25 November 2026" for an instant (Berlin) or a UTC-noon day. */
function longDate(instant: Date, locale: Locale, zone: string): string {
  return dateFormatter(intlLocale(locale), { ...LONG, timeZone: zone }, `long-${locale}-${zone}`).format(instant);
}

/** The instants shown: one day when a date is chosen, else everything from now on. */
export function programmeCriteria(filter: ProgrammeFilter, day: string | undefined, now: Date): ProgrammeCriteria {
  if (day) {
    const start = startOfDay(day);
    return { ...filter, from: iso(start), to: iso(start.plus({ days: 1 })) };
  }
  return { ...filter, from: now.toISOString(), to: null };
}

/** The days (`YYYY-MM-DD`, Europe/Berlin) with an event for the filters, from `from` on. */
export async function availableDays(filter: ProgrammeFilter, from: string): Promise<string[]> {
  const hours = await programmeStartHours({ ...filter, from, to: null });
  const days = new Set<string>();
  for (const [hour] of hours) days.add(berlinDay(`${hour}:00:00Z`));
  return [...days].sort();
}

/** The programme's shapes as the page shows them; their home is app/lib/types/programme.ts. */
export type ProgrammeItem = ProgrammeItemView;
export type ProgrammeTeaser = ProgrammeTeaserView;
export type ProgrammeDay = ProgrammeDayView;

function toItem(event: ProgrammeEvent, locale: Locale, images: Map<number, ImageRecord>, bookable: Set<number>): ProgrammeItem {
  return {
    id: event.id,
    url: urlForEvent(locale, { id: event.id, slug: event.slug }),
    title: event.title,
    subtitle: event.subtitle,
    startsAt: event.startsAt,
    date: longDate(new Date(event.startsAt), locale, FESTIVAL_ZONE),
    time: timeOf(event.startsAt, locale),
    venue: event.venue ? { name: event.venue.name, url: urlForVenue(locale, event.venue) } : null,
    room: event.room,
    tags: event.tags,
    isCancelled: event.isCancelled,
    isSoldOut: event.isSoldOut,
    isBookable: bookable.has(event.id),
    idJet: event.idJet,
    image: event.imageId !== null ? images.get(event.imageId) ?? null : null,
  };
}

function toTeaser(teaser: EventTeaser, images: Map<number, ImageRecord>): ProgrammeTeaser {
  const { id, preline, headline, subline, linkText, linkUrl } = teaser;
  return { id, preline, headline, subline, linkText, linkUrl, image: teaser.imageId !== null ? images.get(teaser.imageId) ?? null : null };
}

/**
 * Pages 1..`page` of the programme grouped by day, with the teasers of those days (a teaser shows
 * at the end of the day of its position). Without script the "more" link asks for page n and
 * gets the list up to it; with script the same list replaces the shown one.
 */
export async function programmePage(criteria: ProgrammeCriteria, page: number, locale: Locale, withImages: boolean, now = new Date()) {
  const { count, events } = await listProgrammeEvents(criteria, { offset: 0, limit: page * PROGRAMME_PAGE_SIZE }, locale);
  const dayOf = berlinDay;
  const firstDay = events.length ? dayOf(events[0].startsAt) : undefined;
  const lastDay = events.length ? dayOf(events[events.length - 1].startsAt) : undefined;
  const [teasers, bookable] = await Promise.all([
    firstDay ? listTeasers(locale, { fromDay: firstDay, toDay: lastDay }) : [],
    listBookableEventIds(events.map((e) => e.id), now.toISOString()),
  ]);
  const images = await findImages([...(withImages ? events.map((e) => e.imageId) : []), ...teasers.map((t) => t.imageId)], locale);

  const days: ProgrammeDay[] = [];
  for (const event of events) {
    const day = dayOf(event.startsAt);
    let group = days[days.length - 1];
    if (!group || group.day !== day) {
      group = { day, label: longDate(new Date(event.startsAt), locale, FESTIVAL_ZONE), events: [], teasers: [] };
      days.push(group);
    }
    group.events.push(toItem(event, locale, images, bookable));
  }
  // A day is complete only when the list does not stop in it (or nothing follows).
  const complete = (index: number) => index < days.length - 1 || events.length >= count;
  days.forEach((group, index) => {
    if (!complete(index)) return;
    group.teasers = teasers.filter((t) => t.position === group.day).map((t) => toTeaser(t, images));
  });
  return { count, days, shown: events.length, hasMore: events.length < count };
}

/** The instant the programme is read as of: the start of the current read window. */
export function programmeClock(now = Date.now()): Date {
  return readWindowStart(new Date(now));
}

export interface ProgrammeListingQuery {
  filter: ProgrammeFilter;
  /** A chosen day (`YYYY-MM-DD`), or everything from now on. */
  day: string | undefined;
  page: number;
  locale: Locale;
  withImages: boolean;
  /** `programmeClock()`: every request of one window asks with the same instant. */
  now: Date;
}

/**
 * The programme page's list and its calendar, read once per window and kept until the
 * content changes: the renders the page cache cannot answer (a visitor whose cookies make the page
 * their own, a query nobody else asked) read the same rows for a whole window. Keys are the filters
 * of the address, hence bounded.
 */
const readProgrammeListing = memoUntilChange(
  async (key: string) => {
    const { filter, day, page, locale, withImages, now } = JSON.parse(key) as Omit<ProgrammeListingQuery, "now"> & { now: string };
    const at = new Date(now);
    const [list, days] = await Promise.all([
      programmePage(programmeCriteria(filter, day, at), page, locale, withImages, at),
      availableDays(filter, now),
    ]);
    return { list, calendar: calendarMonths(days, day, locale, at) };
  },
  undefined,
  500,
);

/** The programme page's list (`programmePage`) and calendar (`calendarMonths`) as of `query.now`. */
export function programmeListing(query: ProgrammeListingQuery) {
  const { filter, day, page, locale, withImages, now } = query;
  return readProgrammeListing(JSON.stringify({ filter, day, page, locale, withImages, now: now.toISOString() }));
}

/** The number of the month of `day` (`YYYY-MM-DD`), counted from year 0. */
const monthNumber = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7));

/**
 * The calendar's months from the first to the last available day (at most six), the chosen day's month
 * included, and today's month when the next day with events is in it or in the month after: on the
 * evening of a month's last day, once today's events have begun, the calendar still shows today.
 */
export function calendarMonths(available: string[], selected: string | undefined, locale: Locale, now: Date): CalendarData {
  const today = berlinDay(now.toISOString());
  const first = [...available].sort()[0];
  const todayShown = first !== undefined && first > today && monthNumber(first) - monthNumber(today) === 1;
  const anchors = [...available, ...(selected ? [selected] : []), ...(todayShown ? [today] : [])].sort();
  const [firstYear, firstMonth] = (anchors[0] ?? today).split("-").map(Number);
  const [lastYear, lastMonth] = (anchors[anchors.length - 1] ?? today).split("-").map(Number);
  const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d, 12));
  const short = dateFormatter(intlLocale(locale), { weekday: "short", timeZone: "UTC" }, `wd-${locale}`);
  const longWeekday = dateFormatter(intlLocale(locale), { weekday: "long", timeZone: "UTC" }, `wdl-${locale}`);
  const monthLabel = dateFormatter(intlLocale(locale), { month: "long", year: "numeric", timeZone: "UTC" }, `month-${locale}`);
  const monthName = dateFormatter(intlLocale(locale), { month: "long", timeZone: "UTC" }, `ml-${locale}`);
  // 1 January 2024 was a Monday.
  const week = Array.from({ length: 7 }, (_, i) => utc(2024, 1, 1 + i));
  const pad = (n: number) => String(n).padStart(2, "0");
  /** The day numbers among `days` (`YYYY-MM-DD`) in the month `key` (`YYYY-MM`). */
  const daysIn = (key: string, days: string[]) => days.filter((day) => day.startsWith(`${key}-`)).map((day) => Number(day.slice(8)));
  const months: CalendarMonthData[] = [];
  for (let y = firstYear, m = firstMonth; (y < lastYear || (y === lastYear && m <= lastMonth)) && months.length < 6; m === 12 ? ((y += 1), (m = 1)) : (m += 1)) {
    const key = `${y}-${pad(m)}`;
    months.push({
      key,
      label: monthLabel.format(utc(y, m, 1)),
      name: monthName.format(utc(y, m, 1)),
      available: daysIn(key, available),
      selected: daysIn(key, selected ? [selected] : [])[0] ?? null,
      today: daysIn(key, [today])[0] ?? null,
    });
  }
  return { weekdays: week.map((day) => short.format(day)), weekdayNames: week.map((day) => longWeekday.format(day)), months };
}

/** An image URL for the API (`image_thumbnails.large`). */
export function largeImageUrl(image: ImageRecord | null | undefined): string | null {
  return image ? mediaUrl(image.name, image.width, "jpg") : null;
}
