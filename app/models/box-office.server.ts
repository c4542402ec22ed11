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

/** Prices of the given seat groups, each group's main price first. */
export async function findPrices(q: Kysely<DB>, seatGroupIds: number[]) {
  if (seatGroupIds.length === 0) return [];
  return q.selectFrom("prices").selectAll().where("seat_group_id", "in", seatGroupIds).orderBy("sort").orderBy("id").execute();
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
const soldOrZero = sql<number>`coalesce(sum(oi.quantity - oi.cancelled_quantity), 0)`;

export interface Taken {
  seat_group_id: number;
  timeslot_id: number | null;
  quantity: number;
}

/** Tickets taken per seat group and timeslot of an event: unexpired reservations plus sold items. */
export async function takenForEvent(q: Kysely<DB>, eventId: number, nowIso: string): Promise<Taken[]> {
  const [reserved, sold] = await Promise.all([
    q
      .selectFrom("reservations")
      .select(["seat_group_id", "timeslot_id", (eb) => eb.fn.sum<number>("quantity").as("quantity")])
      .where("event_id", "=", eventId)
      .where("expires_at", ">", nowIso)
      .groupBy(["seat_group_id", "timeslot_id"])
      .execute(),
    soldItems(q)
      .select(["oi.seat_group_id", "oi.timeslot_id", soldSum.as("quantity")])
      .where("oi.event_id", "=", eventId)
      .groupBy(["oi.seat_group_id", "oi.timeslot_id"])
      .execute(),
  ]);
  return [...reserved, ...sold].map((r) => ({ ...r, quantity: Number(r.quantity) }));
}

/** Tickets taken in one seat group (at one timeslot, when given), read inside the cart transaction. */
export async function takenInSeatGroup(q: Kysely<DB>, seatGroupId: number, timeslotId: number | null, nowIso: string): Promise<number> {
  const row = await q
    .selectNoFrom((eb) => [
      eb
        .selectFrom("reservations")
        .select((sub) => sub.fn.coalesce(sub.fn.sum<number>("quantity"), sub.lit(0)).as("n"))
        .where("seat_group_id", "=", seatGroupId)
        .where("expires_at", ">", nowIso)
        .$if(timeslotId !== null, (qb) => qb.where("timeslot_id", "=", timeslotId))
        .as("reserved"),
      soldItems(eb)
        .select(soldOrZero.as("n"))
        .where("oi.seat_group_id", "=", seatGroupId)
        .$if(timeslotId !== null, (qb) => qb.where("oi.timeslot_id", "=", timeslotId))
        .as("sold"),
    ])
    .executeTakeFirstOrThrow();
  return Number(row.reserved) + Number(row.sold);
}

/** Tickets taken at one timeslot over all seat groups (for a timeslot with its own capacity). */
export async function takenInTimeslot(q: Kysely<DB>, timeslotId: number, nowIso: string): Promise<number> {
  const row = await q
    .selectNoFrom((eb) => [
      eb
        .selectFrom("reservations")
        .select((sub) => sub.fn.coalesce(sub.fn.sum<number>("quantity"), sub.lit(0)).as("n"))
        .where("timeslot_id", "=", timeslotId)
        .where("expires_at", ">", nowIso)
        .as("reserved"),
      soldItems(eb).select(soldOrZero.as("n")).where("oi.timeslot_id", "=", timeslotId).as("sold"),
    ])
    .executeTakeFirstOrThrow();
  return Number(row.reserved) + Number(row.sold);
}
