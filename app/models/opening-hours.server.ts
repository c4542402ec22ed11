import { DateTime } from "luxon";
import { db } from "~/db/db.server";
import { memoUntilChange } from "~/db/memo.server";
import { FESTIVAL_ZONE, festivalDay } from "~/lib/dates";
import type { Locale } from "~/lib/routes";
import { localized } from "~/lib/localize";

export interface OpeningHoursEntry {
  time_from: string | null;
  time_to: string | null;
  closed: boolean;
  alternative_text: string | null;
  alternative_link_url: string | null;
}

export interface OpeningHoursToday {
  opening_hours: OpeningHoursEntry[];
  opening_hours_exceptions: OpeningHoursEntry[];
}

type Row = {
  time_from: string | null;
  time_to: string | null;
  closed: number;
  alternative_text_de: string | null;
  alternative_text_en: string | null;
  alternative_link_url: string | null;
};

function toEntry(row: Row, locale: Locale): OpeningHoursEntry {
  return {
    time_from: row.time_from,
    time_to: row.time_to,
    closed: row.closed === 1,
    alternative_text: localized(locale, row.alternative_text_de, row.alternative_text_en),
    alternative_link_url: row.alternative_link_url,
  };
}

/**
 * The regular hours of today's weekday and any exception for today's date, in Europe/Berlin. They
 * depend on the content and the day only, so each day's answer is kept until the content changes.
 */
export function openingHoursToday(locale: Locale, now = new Date()): Promise<OpeningHoursToday> {
  return openingHoursOf(`${locale} ${festivalDay(now)}`);
}

const openingHoursOf = memoUntilChange(async (key: string): Promise<OpeningHoursToday> => {
  const [locale, date] = key.split(" ") as [Locale, string];
  const weekday = DateTime.fromISO(date, { zone: FESTIVAL_ZONE }).weekday;
  const columns = ["time_from", "time_to", "closed", "alternative_text_de", "alternative_text_en", "alternative_link_url"] as const;
  const [regular, exceptions] = await Promise.all([
    db().selectFrom("opening_hours").select(columns).where("weekday", "=", weekday - 1).orderBy("sort").orderBy("id").execute(),
    db().selectFrom("opening_hours_exceptions").select(columns).where("date", "=", date).orderBy("sort").orderBy("id").execute(),
  ]);
  return {
    opening_hours: regular.map((row) => toEntry(row, locale)),
    opening_hours_exceptions: exceptions.map((row) => toEntry(row, locale)),
  };
});
