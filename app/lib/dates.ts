import { DateTime } from "luxon";
import type { Locale } from "./routes";

export const FESTIVAL_ZONE = "Europe/Berlin";

/** "19:30 Uhr" in German, "7:30 pm"-free 24-hour "19:30" in English. */
export function formatTime(iso: string, locale: Locale): string {
  const time = DateTime.fromISO(iso, { zone: FESTIVAL_ZONE }).toFormat("HH:mm");
  return locale === "de" ? `${time} Uhr` : time;
}

/** "Samstag, 21. November 2026" / "Saturday, 21 November 2026". */
export function formatLongDate(iso: string, locale: Locale): string {
  return DateTime.fromISO(iso, { zone: FESTIVAL_ZONE })
    .setLocale(locale === "de" ? "de-DE" : "en-GB")
    .toLocaleString({ weekday: "long", day: "numeric", month: "long", year: "numeric" });
}

/** "21 Nov 2026" (en-GB day, short month, year). */
export function formatShortDate(iso: string, locale: Locale): string {
  return DateTime.fromISO(iso, { zone: FESTIVAL_ZONE })
    .setLocale(locale === "de" ? "de-DE" : "en-GB")
    .toLocaleString({ day: "numeric", month: "short", year: "numeric" });
}

/** A clock value "09:00" from the opening hours, as shown: "09:00 Uhr" / "09:00". */
export function formatClock(clock: string, locale: Locale): string {
  return locale === "de" ? `${clock} Uhr` : clock;
}
