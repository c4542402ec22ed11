/**
 * What the box office's back office shows of an event's sales: per seat group and per timeslot the
 * capacity, the unexpired reservations, the tickets sold (cancelled ones not counted) and what is
 * left. A seat group's capacity holds per timeslot; a timeslot's own capacity (when set) limits all
 * its seat groups together. Reads take no locks: the numbers are information, carts decide.
 */
import { DateTime } from "luxon";
import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import type { SalesFigures } from "~/lib/back-office/box-office";
import { FESTIVAL_ZONE } from "~/lib/dates";
import { capacitiesOfEvents, salesOfEvents, type SalesCount } from "~/models/box-office-admin.server";

export interface SeatGroupSales extends SalesFigures {
  id: number;
  nameDe: string;
  nameEn: string;
}

export interface TimeslotSales extends SalesFigures {
  id: number;
  startsAt: string;
}

export interface EventSales {
  total: SalesFigures;
  groups: SeatGroupSales[];
  timeslots: TimeslotSales[];
}

/** Berlin midnight today and tomorrow as ISO instants. */
export function berlinDay(now: Date): { todayStart: string; tomorrowStart: string } {
  const start = DateTime.fromJSDate(now, { zone: FESTIVAL_ZONE }).startOf("day");
  return { todayStart: start.toUTC().toISO()!, tomorrowStart: start.plus({ days: 1 }).toUTC().toISO()! };
}

const sum = (rows: SalesCount[], match: (row: SalesCount) => boolean) => rows.reduce((n, row) => n + (match(row) ? row.quantity : 0), 0);

/** Sales of the given events (one page of a list, or one event), by event id. */
export async function salesByEvent(q: Kysely<DB>, eventIds: number[], now: Date): Promise<Map<number, EventSales>> {
  const [{ groups, slots }, { reserved, sold }] = await Promise.all([capacitiesOfEvents(q, eventIds), salesOfEvents(q, eventIds, now.toISOString())]);
  const result = new Map<number, EventSales>();
  for (const eventId of eventIds) {
    const eventGroups = groups.filter((g) => g.event_id === eventId);
    const eventSlots = slots.filter((s) => s.event_id === eventId);
    const r = reserved.filter((row) => row.event_id === eventId);
    const s = sold.filter((row) => row.event_id === eventId);
    const groupFigures = (groupId: number, slotId: number | null): SalesFigures => {
      const capacity = eventGroups.find((g) => g.id === groupId)?.capacity ?? 0;
      const match = (row: SalesCount) => row.seat_group_id === groupId && (slotId === null || row.timeslot_id === slotId);
      const figures = { capacity, reserved: sum(r, match), sold: sum(s, match) };
      return { ...figures, left: Math.max(0, capacity - figures.reserved - figures.sold) };
    };
    const timeslots: TimeslotSales[] = eventSlots.map((slot) => {
      const perGroup = eventGroups.map((g) => groupFigures(g.id, slot.id));
      const groupsCapacity = perGroup.reduce((n, f) => n + f.capacity, 0);
      const capacity = slot.capacity === null ? groupsCapacity : Math.min(slot.capacity, groupsCapacity);
      const reservedHere = perGroup.reduce((n, f) => n + f.reserved, 0);
      const soldHere = perGroup.reduce((n, f) => n + f.sold, 0);
      const groupsLeft = perGroup.reduce((n, f) => n + f.left, 0);
      const left = slot.capacity === null ? groupsLeft : Math.max(0, Math.min(groupsLeft, slot.capacity - reservedHere - soldHere));
      return { id: slot.id, startsAt: slot.time_start, capacity, reserved: reservedHere, sold: soldHere, left };
    });
    const groupRows: SeatGroupSales[] = eventGroups.map((g) => {
      const figures =
        eventSlots.length === 0
          ? groupFigures(g.id, null)
          : eventSlots.map((slot) => groupFigures(g.id, slot.id)).reduce((a, b) => ({ capacity: a.capacity + b.capacity, reserved: a.reserved + b.reserved, sold: a.sold + b.sold, left: a.left + b.left }));
      return { id: g.id, nameDe: g.name_de, nameEn: g.name_en, ...figures };
    });
    const rows: SalesFigures[] = eventSlots.length ? timeslots : groupRows;
    const total = rows.reduce((a, b) => ({ capacity: a.capacity + b.capacity, reserved: a.reserved + b.reserved, sold: a.sold + b.sold, left: a.left + b.left }), {
      capacity: 0, reserved: 0, sold: 0, left: 0,
    });
    result.set(eventId, { total, groups: groupRows, timeslots });
  }
  return result;
}
