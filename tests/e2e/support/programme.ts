import { expect } from "@playwright/test";

/**
 * The seeded festival's events as a visitor's browser finds them: through the programme's JSON API
 * (`/de/api/events/`, online events from now on). The demo festival runs now — days over, today,
 * days ahead — so a test never assumes a date or an id; it asks for, say, "the last date of this
 * production still to come". Counted from the end, a choice stays the same while time passes (the
 * list only loses dates at its front), so two tests asking at different times never swap events.
 */
export interface EventAhead {
  id: number;
  /** The box office's id of the event (from its ticket link), null without one. */
  jetId: number | null;
  title: string;
  /** The event page's path, e.g. `/de/programm/krokodil-im-kinderzimmer/12`. */
  path: string;
  startsAt: string;
  room: string | null;
  tags: string[];
  isCancelled: boolean;
  isSoldOut: boolean;
}

export interface EventsAheadFilter {
  /** The event's title, exactly. */
  title?: string;
  /** The room's name, exactly. */
  room?: string;
  /** true: school performances only; false: none of them. */
  school?: boolean;
  /** The start's time of day in Europe/Berlin, `HH:MM`. */
  time?: string;
}

interface ApiPage {
  next: string | null;
  results: {
    id: number; title: string; url: string; date_start: string; ticket_url: string | null; room: { name: string } | null; tags: { name: string }[];
    is_cancelled: boolean; is_sold_out: boolean;
  }[];
}

/** A test's event must neither start nor end while the test runs: only events this far ahead count. */
const MARGIN_MS = 2 * 60 * 60 * 1000;

const berlinTime = new Intl.DateTimeFormat("de-DE", { timeZone: "Europe/Berlin", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const berlinDate = new Intl.DateTimeFormat("de-DE", { timeZone: "Europe/Berlin", day: "2-digit", month: "2-digit", year: "numeric" });

const berlinLongDate = new Intl.DateTimeFormat("de-DE", { timeZone: "Europe/Berlin", weekday: "long", day: "numeric", month: "long", year: "numeric" });

/** The programme's `date` parameter (`DD-MM-YYYY`, Europe/Berlin) of an instant. */
export function programmeDate(instant: string): string {
  return berlinDate.format(new Date(instant)).replaceAll(".", "-");
}

/** The day of an instant as the programme's calendar and day headings name it: "Mittwoch, 2. Dezember 2026". */
export function longDate(instant: string): string {
  return berlinLongDate.format(new Date(instant));
}

/** The online events that start at least two hours from now and match, by date (bookable or not). */
export async function eventsAhead(baseURL: string, filter: EventsAheadFilter = {}): Promise<EventAhead[]> {
  const events: EventAhead[] = [];
  for (let url: string | null = new URL("/de/api/events/?page_size=100", baseURL).toString(); url; ) {
    const response = await fetch(url);
    expect(response.status, url).toBe(200);
    const page = (await response.json()) as ApiPage;
    for (const e of page.results) {
      events.push({
        id: e.id, jetId: Number(/\/events\/(\d+)$/.exec(e.ticket_url ?? "")?.[1]) || null, title: e.title, path: e.url, startsAt: e.date_start, room: e.room?.name ?? null, tags: e.tags.map((t) => t.name),
        isCancelled: e.is_cancelled, isSoldOut: e.is_sold_out,
      });
    }
    url = page.next;
  }
  const from = new Date(Date.now() + MARGIN_MS).toISOString();
  return events.filter(
    (e) =>
      e.startsAt >= from &&
      (filter.title === undefined || e.title === filter.title) &&
      (filter.room === undefined || e.room === filter.room) &&
      (filter.school === undefined || e.tags.includes("Schulvorstellung") === filter.school) &&
      (filter.time === undefined || berlinTime.format(new Date(e.startsAt)) === filter.time),
  );
}

/**
 * The `n`-th last (0 = the last) matching event ahead that sells tickets here (neither cancelled nor
 * sold out). Fails the test when the festival has too few such dates left.
 */
export async function eventFromTheEnd(baseURL: string, filter: EventsAheadFilter, n = 0): Promise<EventAhead> {
  const matching = (await eventsAhead(baseURL, filter)).filter((e) => !e.isCancelled && !e.isSoldOut);
  const event = matching[matching.length - 1 - n];
  expect(event, `the ${n}-th last of ${matching.length} events ahead matching ${JSON.stringify(filter)}`).toBeDefined();
  return event!;
}
