/**
 * The box office's back office: events with sales and what they sold, orders with their items, and
 * the rows of an event's CSV and check-in list. Lists page in SQL (LIMIT/OFFSET with a COUNT) and
 * count only for the rows of the page. Cancellation writes live at the end; only the box office's
 * cancel service (app/services/box-office/cancel.server.ts) calls them, inside its write lock.
 */
import { sql, type Kysely } from "kysely";
import type { DB } from "~/db/schema";
import { countMatches, countUpTo } from "./list-count.server";
import { LIST_COUNT_CAP } from "~/lib/back-office/list-query";
import { eventIdsByTitle } from "./office-events.server";
import { searchCondition } from "./list-search.server";
import { heldByEvents } from "./box-office.server";

type Q = Kysely<DB>;

export type EventWhen = "" | "today" | "upcoming" | "past";

export interface SalesEventQuery {
  text: string;
  when: EventWhen;
  /** Berlin midnight today and tomorrow, as ISO instants. */
  todayStart: string;
  tomorrowStart: string;
  limit: number;
  offset: number;
}

/**
 * Events that sell tickets (have seat groups): today's and later ones first (soonest first), then past
 * ones (latest first). Each part is read along the `date_start` index, so no page sorts all events.
 */
export async function listSalesEvents(q: Q, query: SalesEventQuery) {
  let base = q
    .selectFrom("events as e")
    .innerJoin("productions as p", "p.id", "e.production_id")
    .where((eb) => eb.exists(eb.selectFrom("seat_groups as sg").select(sql`1`.as("one")).whereRef("sg.event_id", "=", "e.id")));
  if (query.text) base = base.where(await eventIdsByTitle(query.text));
  if (query.when === "today") base = base.where("e.date_start", "<", query.tomorrowStart);
  if (query.when === "upcoming") base = base.where("e.date_start", ">=", query.tomorrowStart);
  const coming = query.when === "past" ? null : base.where("e.date_start", ">=", query.when === "upcoming" ? query.tomorrowStart : query.todayStart);
  const past = query.when === "" || query.when === "past" ? base.where("e.date_start", "<", query.todayStart) : null;
  // A search counts up to the cap; today's and later ones at least as far as this page reaches, which is where the past ones begin.
  const count = (part: typeof base | null, upTo: number) => (part ? countUpTo(q, part, query.text ? upTo : null) : 0);
  const columns = ["e.id", "e.date_start", "e.title_de", "e.title_en", "p.title_de as production_de", "p.title_en as production_en", "e.is_cancelled"] as const;
  const [comingTotal, pastTotal, fromComing] = await Promise.all([
    count(coming, Math.max(LIST_COUNT_CAP + 1, query.offset + query.limit)),
    count(past, LIST_COUNT_CAP + 1),
    coming ? coming.select(columns).orderBy("e.date_start").orderBy("e.id").limit(query.limit).offset(query.offset).execute() : [],
  ]);
  const stillWanted = query.limit - fromComing.length;
  const fromPast = past && stillWanted > 0
    ? await past.select(columns).orderBy("e.date_start", "desc").orderBy("e.id", "desc").limit(stillWanted).offset(Math.max(0, query.offset - comingTotal)).execute()
    : [];
  return { rows: [...fromComing, ...fromPast], total: comingTotal + pastTotal };
}

export async function findSalesEvent(q: Q, eventId: number) {
  return q
    .selectFrom("events as e")
    .innerJoin("productions as p", "p.id", "e.production_id")
    .select(["e.id", "e.id_jet", "e.date_start", "e.title_de", "e.title_en", "p.title_de as production_de", "p.title_en as production_en", "e.is_cancelled"])
    .where("e.id", "=", eventId)
    .executeTakeFirst();
}

export interface SalesCount {
  event_id: number;
  seat_group_id: number;
  timeslot_id: number | null;
  quantity: number;
}

/**
 * Unexpired reservations and sold tickets of the given events, per event, seat group and timeslot:
 * the counters the box office's locked step reads (migration 0024), so both agree.
 */
export async function salesOfEvents(q: Q, eventIds: number[], nowIso: string): Promise<{ reserved: SalesCount[]; sold: SalesCount[] }> {
  const held = await heldByEvents(q, eventIds, nowIso);
  const at = (h: (typeof held)[number], quantity: number): SalesCount => ({ event_id: h.event_id, seat_group_id: h.seat_group_id, timeslot_id: h.timeslot_id, quantity });
  return { reserved: held.map((h) => at(h, h.reserved)), sold: held.map((h) => at(h, h.sold)) };
}

/** Seat groups and timeslots of the given events (their capacities). */
export async function capacitiesOfEvents(q: Q, eventIds: number[]) {
  if (eventIds.length === 0) return { groups: [], slots: [] };
  const [groups, slots] = await Promise.all([
    q
      .selectFrom("seat_groups")
      .select(["id", "event_id", "name_de", "name_en", "capacity", "status"])
      .where("event_id", "in", eventIds)
      .orderBy("sort")
      .orderBy("id")
      .execute(),
    q
      .selectFrom("timeslots")
      .select(["id", "event_id", "time_start", "capacity", "status"])
      .where("event_id", "in", eventIds)
      .orderBy("time_start")
      .orderBy("sort")
      .orderBy("id")
      .execute(),
  ]);
  return { groups, slots };
}

export type OrderState = "" | "active" | "cancelled";

export interface OrderQuery {
  text: string;
  /** The order with this id also matches (the search text read as an order number). */
  orderId: number | null;
  state: OrderState;
  /** Only orders with tickets of this event. */
  eventId?: number;
  sort: "created" | "name";
  dir: "asc" | "desc";
  limit: number;
  offset: number;
}

/** Orders matching a search (name, e-mail, order number), newest first by default. */
export async function listOrders(q: Q, query: OrderQuery) {
  let base = q.selectFrom("orders as o");
  if (query.text) {
    const text = query.text;
    const orderId = query.orderId;
    const found = await searchCondition("orders", ["name", "email"], text);
    base = base.where((eb) => (orderId === null ? found : eb.or([found, eb("o.id", "=", orderId)])));
  }
  if (query.state === "active") base = base.where("o.cancelled_at", "is", null);
  if (query.state === "cancelled") base = base.where("o.cancelled_at", "is not", null);
  const eventId = query.eventId;
  if (eventId !== undefined) {
    base = base.where((eb) =>
      eb.exists(eb.selectFrom("order_items as oi").select(sql`1`.as("one")).whereRef("oi.order_id", "=", "o.id").where("oi.event_id", "=", eventId)),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .select(["o.id", "o.name", "o.email", "o.total_cents", "o.created_at", "o.cancelled_at"])
      .$if(query.sort === "name", (qb) => qb.orderBy("o.name", query.dir).orderBy("o.id", query.dir))
      .$if(query.sort === "created", (qb) => qb.orderBy("o.id", query.dir))
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    countMatches(q, base, Boolean(query.text)),
  ]);
  return { rows, total: count };
}

/** Tickets per order (all and cancelled) for the orders of a page. */
export async function ticketsOfOrders(q: Q, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, { tickets: number; cancelled: number }>();
  const rows = await q
    .selectFrom("order_items")
    .select(["order_id", (eb) => eb.fn.sum<number>("quantity").as("tickets"), (eb) => eb.fn.sum<number>("cancelled_quantity").as("cancelled")])
    .where("order_id", "in", orderIds)
    .groupBy("order_id")
    .execute();
  return new Map(rows.map((r) => [r.order_id, { tickets: Number(r.tickets), cancelled: Number(r.cancelled) }]));
}

export async function findOrder(q: Q, orderId: number) {
  return q.selectFrom("orders").select(["id", "name", "email", "total_cents", "created_at", "cancelled_at"]).where("id", "=", orderId).executeTakeFirst();
}

/** An order's items with their event, seat group, price and timeslot. */
export async function findOrderItems(q: Q, orderId: number) {
  return itemRows(q).where("oi.order_id", "=", orderId).orderBy("e.date_start").orderBy("oi.event_id").orderBy("sg.sort").orderBy("oi.id").execute();
}

function itemRows(q: Q) {
  return q
    .selectFrom("order_items as oi")
    .innerJoin("orders as o", "o.id", "oi.order_id")
    .innerJoin("events as e", "e.id", "oi.event_id")
    .innerJoin("productions as p", "p.id", "e.production_id")
    .innerJoin("seat_groups as sg", "sg.id", "oi.seat_group_id")
    .leftJoin("prices as pr", "pr.id", "oi.price_id")
    .leftJoin("timeslots as ts", "ts.id", "oi.timeslot_id")
    .select([
      "oi.id", "oi.order_id", "o.name", "o.email", "o.cancelled_at", "oi.event_id", "e.date_start", "e.title_de as event_de", "e.title_en as event_en",
      "p.title_de as production_de", "p.title_en as production_en", "oi.seat_group_id", "sg.name_de as seat_group_de", "sg.name_en as seat_group_en",
      "pr.name_de as price_de", "pr.name_en as price_en", "oi.timeslot_id", "ts.time_start", "oi.quantity", "oi.cancelled_quantity", "oi.unit_cents",
    ]);
}

export type OrderItemRow = Awaited<ReturnType<typeof findOrderItems>>[number];

/** Every order item of an event (its CSV and check-in list): by buyer's name, order, seat group, timeslot. */
export async function eventOrderItems(q: Q, eventId: number) {
  return itemRows(q)
    .where("oi.event_id", "=", eventId)
    .orderBy(sql`lower(o.name)`)
    .orderBy("oi.order_id")
    .orderBy("sg.sort")
    .orderBy("oi.seat_group_id")
    .orderBy("ts.time_start")
    .orderBy("oi.id")
    .execute();
}

// ---------------------------------------------------------------- cancellation (inside the box office's write lock)

/** The order and its items for a cancellation; PostgreSQL: the order row locked. */
export async function lockOrder(q: Q, orderId: number, forUpdate: boolean) {
  const order = await q
    .selectFrom("orders")
    .select(["id", "cancelled_at"])
    .where("id", "=", orderId)
    .$if(forUpdate, (qb) => qb.forUpdate())
    .executeTakeFirst();
  if (!order) return undefined;
  const items = await q
    .selectFrom("order_items")
    .select(["id", "seat_group_id", "timeslot_id", "quantity", "cancelled_quantity"])
    .where("order_id", "=", orderId)
    .orderBy("id")
    .execute();
  return { order, items };
}

/** PostgreSQL: locks seat groups and timeslots in the box office's lock order (ascending ids), as add to cart does. */
export async function lockSeats(q: Q, seatGroupIds: number[], timeslotIds: number[]): Promise<void> {
  if (seatGroupIds.length) await q.selectFrom("seat_groups").select("id").where("id", "in", seatGroupIds).orderBy("id").forUpdate().execute();
  if (timeslotIds.length) await q.selectFrom("timeslots").select("id").where("id", "in", timeslotIds).orderBy("id").forUpdate().execute();
}

export async function setOrderCancelled(q: Q, orderId: number, at: string): Promise<void> {
  await q.updateTable("orders").set({ cancelled_at: at }).where("id", "=", orderId).execute();
}

export async function setItemCancelled(q: Q, itemId: number, cancelled: number): Promise<void> {
  await q.updateTable("order_items").set({ cancelled_quantity: cancelled }).where("id", "=", itemId).execute();
}
