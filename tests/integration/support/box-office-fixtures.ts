/**
 * Bookable events made to measure for the box-office tests (capacities small enough to run out),
 * and a clock the tests move by hand.
 */
import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import { MAX_QUANTITY_PER_TYPE, RESERVATION_MS } from "~/lib/cart-constants";
import type { ReserveCall } from "~/models/box-office-carts.server";

export interface FixtureGroup {
  name: string;
  capacity: number;
  status?: 0 | 1;
  text?: string;
  /** [sale type id, cents, name]; the first is the main price. */
  prices: [number, number, string][];
}

export interface FixtureEvent {
  jet: number;
  startsAt?: string;
  endsAt?: string | null;
  cancelled?: boolean;
  soldOut?: boolean;
  groups: FixtureGroup[];
  timeslots?: { blockId: number; startsAt: string; status?: 0 | 1; capacity?: number | null }[];
}

export interface FixtureIds {
  eventId: number;
  groupIds: number[];
  /** Price ids per group, in the given order. */
  priceIds: number[][];
  timeslotIds: number[];
}

const DAY = 24 * 60 * 60 * 1000;

export const inDays = (days: number, from = Date.now()) => new Date(from + days * DAY).toISOString();

/** Inserts a production (when none is given) and one online event with the given inventory. */
export async function insertBookableEvent(db: Kysely<DB>, event: FixtureEvent, productionId?: number): Promise<FixtureIds> {
  const production =
    productionId ??
    (await db.insertInto("productions").values({ title_de: `Testproduktion ${event.jet}`, title_en: `Test production ${event.jet}` }).returning("id").executeTakeFirstOrThrow()).id;
  const { id: eventId } = await db
    .insertInto("events")
    .values({
      production_id: production,
      date_start: event.startsAt ?? inDays(10),
      date_end: event.endsAt ?? null,
      id_jet: event.jet,
      ticket_url: `/webshop/events/${event.jet}`,
      is_cancelled: event.cancelled ? 1 : 0,
      is_sold_out: event.soldOut ? 1 : 0,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const groupIds: number[] = [];
  const priceIds: number[][] = [];
  for (const [sort, group] of event.groups.entries()) {
    const { id } = await db
      .insertInto("seat_groups")
      .values({ event_id: eventId, name_de: group.name, name_en: `${group.name} (en)`, status: group.status ?? 1, text_de: group.text ?? "", capacity: group.capacity, sort })
      .returning("id")
      .executeTakeFirstOrThrow();
    groupIds.push(id);
    const ids: number[] = [];
    for (const [priceSort, [saleTypeId, cents, name]] of group.prices.entries()) {
      const row = await db
        .insertInto("prices")
        .values({ seat_group_id: id, sale_type_id: saleTypeId, name_de: name, name_en: name, amount_cents: cents, sort: priceSort })
        .returning("id")
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    priceIds.push(ids);
  }
  const timeslotIds: number[] = [];
  for (const [sort, slot] of (event.timeslots ?? []).entries()) {
    const row = await db
      .insertInto("timeslots")
      .values({ event_id: eventId, time_start: slot.startsAt, status: slot.status ?? 1, block_id: slot.blockId, capacity: slot.capacity ?? null, sort })
      .returning("id")
      .executeTakeFirstOrThrow();
    timeslotIds.push(row.id);
  }
  return { eventId, groupIds, priceIds, timeslotIds };
}

/** Tickets held in a seat group right now in the database (unexpired reservations, by `nowIso`). */
export async function reservedIn(db: Kysely<DB>, seatGroupId: number, nowIso = new Date().toISOString()): Promise<number> {
  const row = await db
    .selectFrom("reservations")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("quantity"), eb.lit(0)).as("n"))
    .where("seat_group_id", "=", seatGroupId)
    .where("expires_at", ">", nowIso)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A clock the test sets and advances; starts at real time. */
export function manualClock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advanceMinutes(minutes: number) {
      now += minutes * 60_000;
    },
  };
}

/** Sets the site's maximum of tickets per event and cart (adds the settings row a bare database lacks). */
export async function setMaxTicketsPerEvent(db: Kysely<DB>, max: number): Promise<void> {
  const row = await db.selectFrom("site_settings").select("id").orderBy("id").limit(1).executeTakeFirst();
  if (row) await db.updateTable("site_settings").set({ max_tickets_per_event: max }).where("id", "=", row.id).execute();
  else await db.insertInto("site_settings").values({ max_tickets_per_event: max }).execute();
}

/**
 * PostgreSQL's locked step asked for one ticket of the first group's main price, into `token`'s
 * cart (a new cart without one), on the database's clock.
 */
export function oneTicketCall(hall: FixtureIds, token: string | null): ReserveCall {
  return {
    lock: true, token, newToken: crypto.randomBytes(24).toString("base64url"), eventId: hall.eventId, seatGroupId: hall.groupIds[0]!, timeslotId: null,
    priceIds: [hall.priceIds[0]![0]!], quantities: [1], keyHash: null, now: null, clockOffsetMs: 0, reservationMs: RESERVATION_MS, maxPerType: MAX_QUANTITY_PER_TYPE,
  };
}
