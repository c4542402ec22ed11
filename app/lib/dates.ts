import type { Locale } from "./routes";

export const FESTIVAL_ZONE = "Europe/Berlin";

// The browser's own Intl formats dates: a date library would be the largest script of a public page.
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An Intl date formatter for a language tag and options, made once: making one costs ~100 µs,
 * formatting with it about a microsecond (a list of 50 dates paid 5 ms for new formatters). A hot
 * path names its formatter by a `key` of its own (no "{" in it) instead of the options spelled out.
 */
export function dateFormatter(tag: string, options: Intl.DateTimeFormatOptions, key = `${tag} ${JSON.stringify(options)}`): Intl.DateTimeFormat {
  let formatter = formats.get(key);
  if (!formatter) formats.set(key, (formatter = new Intl.DateTimeFormat(tag, options)));
  return formatter;
}

const HOUR_MS = 60 * 60 * 1000;
/** Days already worked out, by the instant's hour since the epoch (UTC). */
const daysByHour = new Map<number, string>();
const MAX_DAYS_BY_HOUR = 10_000;

/**
 * The day (`YYYY-MM-DD`) an instant falls on in the festival's time zone. Its offsets are whole hours
 * and change at the start of a UTC hour, so every instant of one UTC hour falls on the same day there:
 * the day is formatted once per hour (a formatting with a time zone costs ~30 µs; today's opening
 * hours ask for it on every page).
 */
export function festivalDay(instant: Date): string {
  const hour = Math.floor(instant.getTime() / HOUR_MS);
  let day = daysByHour.get(hour);
  if (day === undefined) {
    day = dateFormatter("en-CA", { timeZone: FESTIVAL_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }, "festival-day").format(instant);
    if (daysByHour.size >= MAX_DAYS_BY_HOUR) daysByHour.clear();
    daysByHour.set(hour, day);
  }
  return day;
}

/** The start of an ISO-8601 UTC instant's minute, in the same form ("2026-05-04T08:07:00.000Z"). */
export function startOfMinute(instant: string): string {
  const date = new Date(instant);
  date.setUTCSeconds(0, 0);
  return date.toISOString();
}

/** A day or a time without offset ("2026-11-21", "2026-11-21T19:30") is a wall-clock time in the festival's zone. */
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

function format(iso: string, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  const wall = WALL_CLOCK.exec(iso);
  // A wall-clock value is formatted as the same wall-clock time in UTC, so no zone shifts it.
  const timeZone = wall ? "UTC" : FESTIVAL_ZONE;
  const formatter = dateFormatter(locale === "de" ? "de-DE" : "en-GB", { ...options, timeZone });
  const [, y, mo, d, h, mi, s] = wall ?? [];
  const date = wall ? new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0))) : new Date(iso);
  return Number.isNaN(date.getTime()) ? "Invalid DateTime" : formatter.format(date);
}

/** "19:30 Uhr" in German, "7:30 pm"-free 24-hour "19:30" in English. */
export function formatTime(iso: string, locale: Locale): string {
  const time = format(iso, "de", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  return locale === "de" ? `${time} Uhr` : time;
}

/** "Samstag, 21. November 2026" / "Saturday, 21 November 2026". */
export function formatLongDate(iso: string, locale: Locale): string {
  return format(iso, locale, { weekday: "long", day: "numeric", month: "long", year: "numeric" });
}

/** "21 Nov 2026" (en-GB day, short month, year). */
export function formatShortDate(iso: string, locale: Locale): string {
  return format(iso, locale, { day: "numeric", month: "short", year: "numeric" });
}

/** A clock value "09:00" from the opening hours, as shown: "09:00 Uhr" / "09:00". */
export function formatClock(clock: string, locale: Locale): string {
  return locale === "de" ? `${clock} Uhr` : clock;
}

/** An instant's Berlin date and time as digits: `{ date: "21.11.2026", time: "19:30" }`. */
export function berlinDigits(instant: string): { date: string; time: string } {
  const at = new Date(instant);
  return {
    date: dateFormatter("de-DE", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: FESTIVAL_ZONE }, "digits-date").format(at),
    time: dateFormatter("de-DE", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: FESTIVAL_ZONE }, "digits-time").format(at),
  };
}
