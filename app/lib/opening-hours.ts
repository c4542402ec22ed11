import { formatClock } from "./dates";
import type { Locale } from "./routes";

export interface OpeningEntry {
  time_from: string | null;
  time_to: string | null;
  closed: boolean;
  alternative_text: string | null;
  alternative_link_url: string | null;
}

export type OpeningLine =
  | { kind: "open"; ranges: string[] }
  | { kind: "closed" }
  | { kind: "text"; text: string; url: string | null };

/**
 * What the header says about today: an exception replaces the regular hours; an alternative text
 * wins over times; several ranges each show as one range. A day without hours is a closed day.
 */
export function openingLine(
  hours: { opening_hours: OpeningEntry[]; opening_hours_exceptions: OpeningEntry[] },
  locale: Locale,
): OpeningLine {
  const entries = hours.opening_hours_exceptions.length > 0 ? hours.opening_hours_exceptions : hours.opening_hours;
  if (entries.length === 0) return { kind: "closed" };
  const withText = entries.find((e) => e.alternative_text);
  if (withText?.alternative_text) return { kind: "text", text: withText.alternative_text, url: withText.alternative_link_url };
  if (entries.every((e) => e.closed)) return { kind: "closed" };
  const ranges = entries
    .filter((e) => !e.closed && e.time_from && e.time_to)
    .map((e) => (locale === "de" ? `${e.time_from}–${formatClock(e.time_to!, locale)}` : `${e.time_from}–${e.time_to}`));
  return ranges.length ? { kind: "open", ranges } : { kind: "closed" };
}
