/**
 * The box office's inventory: events by their webshop id, seat groups, prices, timeslots, and how
 * many tickets are taken (unexpired reservations plus sold order items, cancelled tickets not counted). Cart writes live in
 * box-office-carts.server.ts. Every function takes its executor `q`: the box office's connection, or
 * the cart transaction inside one.
 */
import { PostgresAdapter, sql, type Kysely } from "kysely";
import type { DB } from "~/db/schema";

export interface BookableEventRow {
  id: number;
  id_jet: number;
  ticket_url: string | null;
  date_start: string;
  date_end: string | null;
  is_cancelled: number;
  is_sold_out: number;
}

/** An online event of an online production by its webshop id. */
export async function findEventByJet(q: Kysely<DB>, jetId: number): Promise<BookableEventRow | undefined> {
  return q
    .selectFrom("events as e")
    .innerJoin("productions as p", "p.id", "e.production_id")
    .select(["e.id", "e.id_jet", "e.ticket_url", "e.date_start", "e.date_end", "e.is_cancelled", "e.is_sold_out"])
    .where("e.id_jet", "=", jetId)
    .where("e.is_online", "=", 1)
    .where("p.is_online", "=", 1)
    .executeTakeFirst();
}

export interface BookingRows {
  event: BookableEventRow;
  groups: { id: number; status: number }[];
  prices: { id: number; seat_group_id: number; sale_type_id: number }[];
  slots: { id: number; block_id: number; status: number; time_start: string }[];
}

type BookingRow = {
  id: number; id_jet: number; ticket_url: string | null; date_start: string; date_end: string | null; is_cancelled: number; is_sold_out: number;
  sg_id: number | null; sg_status: number | null; price_id: number | null; sale_type_id: number | null;
};

async function bookingRowsQueried(q: Kysely<DB>, jetId: number): Promise<[BookingRow[], BookingRows["slots"]]> {
  return Promise.all([
    q
      .selectFrom("events as e")
      .innerJoin("productions as p", "p.id", "e.production_id")
      .leftJoin("seat_groups as sg", "sg.event_id", "e.id")
      .leftJoin("prices as pr", "pr.seat_group_id", "sg.id")
      .select([
        "e.id", "e.id_jet", "e.ticket_url", "e.date_start", "e.date_end", "e.is_cancelled", "e.is_sold_out",
        "sg.id as sg_id", "sg.status as sg_status", "pr.id as price_id", "pr.sale_type_id",
      ])
      .where("e.id_jet", "=", jetId)
      .where("e.is_online", "=", 1)
      .where("p.is_online", "=", 1)
      .orderBy("sg.sort").orderBy("sg.id").orderBy("pr.sort").orderBy("pr.id")
      .execute(),
    q
      .selectFrom("timeslots as t")
      .innerJoin("events as e", "e.id", "t.event_id")
      .select(["t.id", "t.block_id", "t.status", "t.time_start"])
      .where("e.id_jet", "=", jetId)
      .orderBy("t.time_start").orderBy("t.sort").orderBy("t.id")
      .execute(),
  ]);
}

/** The same two queries as one call of migration 0007's function (its plans stay prepared). */
async function bookingRowsInPostgres(q: Kysely<DB>, jetId: number): Promise<[BookingRow[], BookingRows["slots"]]> {
  const { rows } = await sql<{ answer: { rows: BookingRow[]; slots: BookingRows["slots"] } }>`select box_office_booking_rows(${jetId}::integer) as answer`.execute(q);
  const answer = rows[0]!.answer;
  return [answer.rows, answer.slots];
}

/**
 * What add to cart resolves against, in one step: the event with its seat groups and prices (one
 * joined query) beside its timeslots. Every round trip counts on PostgreSQL under load.
 */
export async function findBookingRows(q: Kysely<DB>, jetId: number): Promise<BookingRows | undefined> {
  const [rows, slots] = q.getExecutor().adapter instanceof PostgresAdapter ? await bookingRowsInPostgres(q, jetId) : await bookingRowsQueried(q, jetId);
  const first = rows[0];
  if (!first) return undefined;
  const { id, id_jet, ticket_url, date_start, date_end, is_cancelled, is_sold_out } = first;
  const groups = new Map<number, { id: number; status: number }>();
  const prices: BookingRows["prices"] = [];
  for (const row of rows) {
    if (row.sg_id === null || row.sg_status === null) continue;
    groups.set(row.sg_id, { id: row.sg_id, status: row.sg_status });
    if (row.price_id !== null && row.sale_type_id !== null) prices.push({ id: row.price_id, seat_group_id: row.sg_id, sale_type_id: row.sale_type_id });
  }
  return { event: { id, id_jet, ticket_url, date_start, date_end, is_cancelled, is_sold_out }, groups: [...groups.values()], prices, slots };
}

export async function findSeatGroups(q: Kysely<DB>, eventId: number) {
  return q.selectFrom("seat_groups").selectAll().where("event_id", "=", eventId).orderBy("sort").orderBy("id").execute();
}

/** What an event offers for sale, apart from what is taken: the event, its seat groups, prices and timeslots. */
export interface EventSaleRows {
  event: BookableEventRow;
  groups: Awaited<ReturnType<typeof findSeatGroups>>;
  prices: Awaited<ReturnType<typeof findPricesOfEvent>>;
  slots: Awaited<ReturnType<typeof findTimeslots>>;
}

/** The online event with this webshop id and what it offers for sale; undefined for none. */
export async function findEventSaleRows(q: Kysely<DB>, jetId: number): Promise<EventSaleRows | undefined> {
  const event = await findEventByJet(q, jetId);
  if (!event) return undefined;
  const [groups, prices, slots] = await Promise.all([findSeatGroups(q, event.id), findPricesOfEvent(q, event.id), findTimeslots(q, event.id)]);
  return { event, groups, prices, slots };
}

/** Prices of the event's seat groups, each group's main price first (read beside the groups, not after them). */
export async function findPricesOfEvent(q: Kysely<DB>, eventId: number) {
  return q
    .selectFrom("prices")
    .selectAll()
    .where("seat_group_id", "in", (eb) => eb.selectFrom("seat_groups").select("id").where("event_id", "=", eventId))
    .orderBy("sort")
    .orderBy("id")
    .execute();
}

export async function findTimeslots(q: Kysely<DB>, eventId: number) {
  return q.selectFrom("timeslots").selectAll().where("event_id", "=", eventId).orderBy("time_start").orderBy("sort").orderBy("id").execute();
}

/**
 * Order items that still hold seats: those of orders not cancelled. What an item holds is
 * `quantity - cancelled_quantity` (`soldSum`); cancelled tickets are free again.
 */
export function soldItems(q: Pick<Kysely<DB>, "selectFrom">) {
  return q.selectFrom("order_items as oi").innerJoin("orders as o", (join) => join.onRef("o.id", "=", "oi.order_id").on("o.cancelled_at", "is", null));
}

export const soldSum = sql<number>`sum(oi.quantity - oi.cancelled_quantity)`;

export interface Taken {
  seat_group_id: number;
  timeslot_id: number | null;
  quantity: number;
}

/** What is held per seat group and timeslot: unexpired reservations and sold tickets. */
export interface Held {
  event_id: number;
  seat_group_id: number;
  timeslot_id: number | null;
  reserved: number;
  sold: number;
}

/**
 * What the given events hold per seat group and timeslot, from the counters of migration 0024 (one
 * row per seat group and timeslot), less the reservations that expired but were not released yet
 * (the partial index reaches only reservations still counted). Exact at `nowIso` without a lock.
 * One statement: on PostgreSQL a read over what a rush fills is planned anew on every call (decision
 * 0083), and the event page reads this on every render.
 */
export async function heldByEvents(q: Kysely<DB>, eventIds: number[], nowIso: string): Promise<Held[]> {
  if (eventIds.length === 0) return [];
  const rows = await q
    .selectFrom("seat_holds as h")
    .innerJoin("seat_groups as sg", "sg.id", "h.seat_group_id")
    .select((eb) => [
      "sg.event_id",
      "h.seat_group_id",
      "h.timeslot_key",
      "h.reserved",
      "h.sold",
      eb
        .selectFrom("reservations as r")
        .select((inner) => inner.fn.sum<number>("r.quantity").as("quantity"))
        .where("r.counted", "=", 1)
        .whereRef("r.seat_group_id", "=", "h.seat_group_id")
        .where("r.expires_at", "<=", nowIso)
        .where((inner) => inner(inner.fn.coalesce("r.timeslot_id", inner.lit(0)), "=", inner.ref("h.timeslot_key")))
        .as("expired"),
    ])
    .where("sg.event_id", "in", eventIds)
    .execute();
  return rows.map((c) => ({
    event_id: c.event_id,
    seat_group_id: c.seat_group_id,
    timeslot_id: c.timeslot_key === 0 ? null : c.timeslot_key,
    reserved: Number(c.reserved) - Number(c.expired ?? 0),
    sold: Number(c.sold),
  }));
}

/** Tickets taken per seat group and timeslot of an event: unexpired reservations plus sold items. */
export async function takenForEvent(q: Kysely<DB>, eventId: number, nowIso: string): Promise<Taken[]> {
  const held = await heldByEvents(q, [eventId], nowIso);
  return held.map((h) => ({ seat_group_id: h.seat_group_id, timeslot_id: h.timeslot_id, quantity: h.reserved + h.sold }));
}

/**
 * Releases the expired reservations a locked step is about to count (inside the cart transaction,
 * holding the seat group's and timeslot's locks): all of the timeslot's, else the seat group's.
 * Each reservation is released once, so this reads only what expired since the last writer came.
 */
export async function releaseExpired(q: Kysely<DB>, seatGroupId: number, timeslotId: number | null, nowIso: string): Promise<void> {
  await q
    .updateTable("reservations")
    .set({ counted: 0 })
    .where("counted", "=", 1)
    .where("expires_at", "<=", nowIso)
    .$if(timeslotId !== null, (qb) => qb.where("timeslot_id", "=", timeslotId))
    .$if(timeslotId === null, (qb) => qb.where("seat_group_id", "=", seatGroupId).where("timeslot_id", "is", null))
    .execute();
}

/** Tickets taken in one seat group (at one timeslot, when given): its counter, after `releaseExpired`. */
export async function takenInSeatGroup(q: Kysely<DB>, seatGroupId: number, timeslotId: number | null): Promise<number> {
  const row = await q
    .selectFrom("seat_holds")
    .select(["reserved", "sold"])
    .where("seat_group_id", "=", seatGroupId)
    .where("timeslot_key", "=", timeslotId ?? 0)
    .executeTakeFirst();
  return row ? Number(row.reserved) + Number(row.sold) : 0;
}

/** Tickets taken at one timeslot over all seat groups (one counter per seat group), after `releaseExpired`. */
export async function takenInTimeslot(q: Kysely<DB>, timeslotId: number): Promise<number> {
  const row = await q
    .selectFrom("seat_holds")
    .select(sql<number>`coalesce(sum(reserved + sold), 0)`.as("n"))
    .where("timeslot_key", "=", timeslotId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
