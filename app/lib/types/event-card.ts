/**
 * One event as a row of a list (the programme, a catalogue page's dates, the CMS event list), with
 * its dates formatted on the server in the page's language, so the browser needs no date library.
 */
export interface EventCardData {
  id: number;
  url: string;
  title: string;
  subtitle: string;
  /** The start as an ISO instant, for `<time dateTime>`. */
  startsAt: string;
  /** "Samstag, 21. November 2026" / "Saturday, 21 November 2026" */
  date: string;
  /** "16:00 Uhr" / "16:00" */
  time: string;
  venue: { name: string; url: string } | null;
  room: string | null;
  isCancelled: boolean;
  isSoldOut: boolean;
}

/** The day of an event as a calendar leaf beside its row: "Sa", "21", "Nov." without the dot. */
export interface EventDateParts {
  weekday: string;
  day: string;
  month: string;
}


/** A row of the CMS event list, which shows the day as a calendar leaf beside it. */
export type EventListCard = EventCardData & { dateParts: EventDateParts };
