import type { Locale } from "./routes";
import { toUrlDate } from "./programme-filters";

/**
 * The programme's calendar as its loader sends it: per month only what the grid cannot work out
 * (which days have events, the chosen day, today). The weeks and every day's label are built from it by
 * `monthWeeks`, on the server and in the browser alike, instead of travelling with the page.
 */
export interface CalendarData {
  /** Short weekday names from Monday (the column headings). */
  weekdays: string[];
  /** Long weekday names from Monday (in each day's label). */
  weekdayNames: string[];
  months: CalendarMonthData[];
}

export interface CalendarMonthData {
  /** `YYYY-MM` */
  key: string;
  /** The caption: "November 2026". */
  label: string;
  /** The month's name in a day's label: "November". */
  name: string;
  /** The days of the month with events for the active filters. */
  available: number[];
  /** The chosen day, when it is in this month. */
  selected: number | null;
  /** Today, when it is in this month. */
  today: number | null;
}

export interface CalendarCell {
  day: number;
  /** `DD-MM-YYYY`, as the programme's address writes a date. */
  date: string;
  /** "Sonntag, 29. November 2026" */
  label: string;
  available: boolean;
  selected: boolean;
  today: boolean;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The month's weeks from Monday; null pads the first and the last week. */
export function monthWeeks(month: CalendarMonthData, weekdayNames: readonly string[], locale: Locale): (CalendarCell | null)[][] {
  const [year, monthNumber] = month.key.split("-").map(Number) as [number, number];
  const leading = (new Date(Date.UTC(year, monthNumber - 1, 1)).getUTCDay() + 6) % 7;
  const length = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const available = new Set(month.available);
  const cells: (CalendarCell | null)[] = Array.from({ length: leading }, () => null);
  for (let day = 1; day <= length; day++) {
    const weekday = weekdayNames[(leading + day - 1) % 7];
    cells.push({
      day,
      date: toUrlDate(`${month.key}-${pad(day)}`),
      label: locale === "de" ? `${weekday}, ${day}. ${month.name} ${year}` : `${weekday}, ${day} ${month.name} ${year}`,
      available: available.has(day),
      selected: day === month.selected,
      today: day === month.today,
    });
  }
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
