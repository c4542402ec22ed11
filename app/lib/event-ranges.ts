import { DateTime } from "luxon";
import { FESTIVAL_ZONE } from "./dates";

/** The event-list module's quick filters. */
export const EVENT_LIST_FILTERS = ["none", "next_3_days", "weekend"] as const;
export type EventListFilter = (typeof EVENT_LIST_FILTERS)[number];

export interface EventListCriteria {
  /** `YYYY-MM-DD` (a day in Europe/Berlin) or an ISO instant; empty = now. */
  dateFrom?: string | null;
  /** `YYYY-MM-DD` (inclusive) or an ISO instant; empty = open end. */
  dateTo?: string | null;
  filter?: string | null;
}

/** A half-open range of instants `[from, to)`; `to` null = open end. ISO UTC strings, as stored. */
export interface InstantRange {
  from: string;
  to: string | null;
}

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function parseBoundary(value: string | null | undefined, endOfDay: boolean): DateTime | null {
  if (!value) return null;
  if (DAY_ONLY.test(value)) {
    const day = DateTime.fromISO(value, { zone: FESTIVAL_ZONE });
    if (!day.isValid) return null;
    return endOfDay ? day.plus({ days: 1 }).startOf("day") : day.startOf("day");
  }
  const instant = DateTime.fromISO(value, { zone: FESTIVAL_ZONE });
  return instant.isValid ? instant : null;
}

/** "next_3_days": today, tomorrow and the day after (Europe/Berlin), from `reference` on. */
export function nextThreeDays(reference: DateTime): { from: DateTime; to: DateTime } {
  const local = reference.setZone(FESTIVAL_ZONE);
  return { from: local, to: local.startOf("day").plus({ days: 3 }) };
}

/**
 * "weekend": Saturday 00:00 to Monday 00:00 (Europe/Berlin). On a Saturday or Sunday it is the
 * running weekend from `reference` on; on a weekday the coming one.
 */
export function weekendOf(reference: DateTime): { from: DateTime; to: DateTime } {
  const local = reference.setZone(FESTIVAL_ZONE);
  const weekday = local.weekday; // 1 = Monday … 7 = Sunday
  if (weekday >= 6) {
    const monday = local.startOf("day").plus({ days: 8 - weekday });
    return { from: local, to: monday };
  }
  const saturday = local.startOf("day").plus({ days: 6 - weekday });
  return { from: saturday, to: saturday.plus({ days: 2 }) };
}

/**
 * The instants an event-list module shows events from: `date_from` (never before now) to
 * `date_to`, narrowed by the quick filter, which counts from the later of now and `date_from`.
 * Returns null when the range is empty (e.g. `date_to` lies in the past).
 */
export function eventListRange(criteria: EventListCriteria, now: Date): InstantRange | null {
  const current = DateTime.fromJSDate(now, { zone: FESTIVAL_ZONE });
  const start = parseBoundary(criteria.dateFrom, false);
  let from = start && start > current ? start : current;
  let to = parseBoundary(criteria.dateTo, true);

  const filter = criteria.filter;
  if (filter === "next_3_days" || filter === "weekend") {
    const quick = filter === "weekend" ? weekendOf(from) : nextThreeDays(from);
    if (quick.from > from) from = quick.from;
    to = to && to < quick.to ? to : quick.to;
  }
  if (to && to <= from) return null;
  return { from: from.toUTC().toISO()!, to: to ? to.toUTC().toISO()! : null };
}
