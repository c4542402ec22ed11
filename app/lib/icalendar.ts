import { DateTime } from "luxon";
import { FESTIVAL_ZONE } from "./dates";

/**
 * iCalendar files (RFC 5545) for "add to calendar": one VEVENT per event, times in the festival's zone
 * with its VTIMEZONE (so a calendar in another zone shows the right hour), CRLF line ends, lines folded
 * at 75 octets, text values escaped.
 */
export interface CalendarEntry {
  /** Unique and stable for the event, e.g. `event-12@festival.example`. */
  uid: string;
  /** ISO instants. */
  startsAt: string;
  endsAt: string;
  summary: string;
  description: string;
  location: string;
  /** Absolute URL of the event's page. */
  url: string;
  cancelled: boolean;
}

export interface CalendarOptions {
  /** The calendar's name (X-WR-CALNAME), e.g. the festival's. */
  name: string;
  /** When the file is made (DTSTAMP). */
  now: Date;
}

const PRODUCT_ID = "-//Festival Website//Programme//DE";

/** Central European time with its summer time, the rules in force since 1996. */
const BERLIN_TIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${FESTIVAL_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as `\n`. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n|\r/g, "\\n");
}

/** A content line folded into lines of at most 75 octets, continuation lines starting with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // a continuation line's leading space counts
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

function localTime(iso: string): string {
  return DateTime.fromISO(iso, { zone: FESTIVAL_ZONE }).toFormat("yyyyMMdd'T'HHmmss");
}

function utcTime(date: Date): string {
  return DateTime.fromJSDate(date, { zone: "utc" }).toFormat("yyyyMMdd'T'HHmmss'Z'");
}

function eventLines(entry: CalendarEntry, stamp: string): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${entry.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;TZID=${FESTIVAL_ZONE}:${localTime(entry.startsAt)}`,
    `DTEND;TZID=${FESTIVAL_ZONE}:${localTime(entry.endsAt)}`,
    `SUMMARY:${escapeText(entry.summary)}`,
    ...(entry.description ? [`DESCRIPTION:${escapeText(entry.description)}`] : []),
    ...(entry.location ? [`LOCATION:${escapeText(entry.location)}`] : []),
    `URL:${entry.url}`,
    `STATUS:${entry.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
  ];
}

/** The whole file, ready to send as `text/calendar`. */
export function icalendar(entries: CalendarEntry[], options: CalendarOptions): string {
  const stamp = utcTime(options.now);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODUCT_ID}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(options.name)}`,
    `X-WR-TIMEZONE:${FESTIVAL_ZONE}`,
    ...BERLIN_TIMEZONE,
    ...entries.flatMap((entry) => eventLines(entry, stamp)),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
