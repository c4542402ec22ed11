/**
 * The back office's writes of an event and its sales rows, each inside the caller's write
 * transaction `q`. What decides a capacity (the seat group and timeslot rows) is locked first on
 * PostgreSQL, in the box office's order (seat groups, then timeslots), so a reservation waits for
 * the change or the change sees the reservation.
 */
import { sql } from "kysely";
import type { EventType } from "~/db/schema";
import type { Q } from "./write-transaction.server";

export interface EventValues {
  production_id: number;
  room_id: number | null;
  series_id: number | null;
  date_start: string;
  date_end: string | null;
  event_type: EventType;
  title_de: string | null;
  title_en: string | null;
  is_online: 0 | 1;
  is_cancelled: 0 | 1;
  id_jet: number;
  ticket_url: string | null;
}

export interface GroupValues {
  name_de: string;
  name_en: string;
  status: number;
  text_de: string;
  text_en: string;
  capacity: number;
  sort: number;
}

export interface PriceValues {
  name_de: string;
  name_en: string;
  text_de: string;
  text_en: string;
  amount_cents: number;
  sale_type_id: number;
  sort: number;
}

export interface SlotValues {
  time_start: string;
  status: number;
  block_id: number;
  capacity: number | null;
  sort: number;
}

/** Locks the event's seat groups and timeslots (PostgreSQL; SQLite's BEGIN IMMEDIATE holds the whole database). */
export async function lockEventSales(q: Q, eventId: number, postgres: boolean): Promise<void> {
  if (!postgres) return;
  await sql`select id from seat_groups where event_id = ${eventId} order by id for update`.execute(q);
  await sql`select id from timeslots where event_id = ${eventId} order by id for update`.execute(q);
}

export async function productionExists(q: Q, id: number): Promise<boolean> {
  return Boolean(await q.selectFrom("productions").select("id").where("id", "=", id).executeTakeFirst());
}

/** Whether the room and series chosen (null: none) exist. */
export async function placesExist(q: Q, roomId: number | null, seriesId: number | null): Promise<{ room: boolean; series: boolean }> {
  const room = roomId === null || Boolean(await q.selectFrom("rooms").select("id").where("id", "=", roomId).executeTakeFirst());
  const series = seriesId === null || Boolean(await q.selectFrom("series").select("id").where("id", "=", seriesId).executeTakeFirst());
  return { room, series };
}

export async function jetTaken(q: Q, jet: number, exceptEventId: number | null): Promise<boolean> {
  const row = await q.selectFrom("events").select("id").where("id_jet", "=", jet).$if(exceptEventId !== null, (qb) => qb.where("id", "<>", exceptEventId!)).executeTakeFirst();
  return Boolean(row);
}

export async function nextJetId(q: Q): Promise<number> {
  const row = await q.selectFrom("events").select((eb) => eb.fn.max("id_jet").as("max")).executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

export async function insertEvent(q: Q, values: EventValues): Promise<number> {
  return (await q.insertInto("events").values(values).returning("id").executeTakeFirstOrThrow()).id;
}

export async function updateEvent(q: Q, id: number, values: EventValues, now: string): Promise<void> {
  await q.updateTable("events").set({ ...values, updated_at: now }).where("id", "=", id).execute();
}

/** Marks the event changed (its sales rows changed): the programme and search read it anew. */
export async function touchEvent(q: Q, id: number, now: string): Promise<void> {
  await q.updateTable("events").set({ updated_at: now }).where("id", "=", id).execute();
}

export async function deleteEvent(q: Q, id: number): Promise<void> {
  await q.deleteFrom("events").where("id", "=", id).execute();
}

export async function setEventTags(q: Q, eventId: number, tagIds: number[]): Promise<void> {
  await q.deleteFrom("event_tag_links").where("event_id", "=", eventId).execute();
  if (tagIds.length) await q.insertInto("event_tag_links").values(tagIds.map((tag_id) => ({ event_id: eventId, tag_id }))).execute();
}

export async function existingTagIds(q: Q, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  return (await q.selectFrom("event_tags").select("id").where("id", "in", ids).execute()).map((r) => r.id);
}

export async function insertGroup(q: Q, eventId: number, values: GroupValues): Promise<number> {
  return (await q.insertInto("seat_groups").values({ event_id: eventId, ...values }).returning("id").executeTakeFirstOrThrow()).id;
}

export async function updateGroup(q: Q, id: number, values: GroupValues): Promise<void> {
  await q.updateTable("seat_groups").set(values).where("id", "=", id).execute();
}

export async function deleteGroup(q: Q, id: number): Promise<void> {
  await q.deleteFrom("seat_groups").where("id", "=", id).execute();
}

export async function insertPrice(q: Q, seatGroupId: number, values: PriceValues): Promise<number> {
  return (await q.insertInto("prices").values({ seat_group_id: seatGroupId, ...values }).returning("id").executeTakeFirstOrThrow()).id;
}

export async function updatePrice(q: Q, id: number, values: PriceValues): Promise<void> {
  await q.updateTable("prices").set(values).where("id", "=", id).execute();
}

export async function deletePrice(q: Q, id: number): Promise<void> {
  await q.deleteFrom("prices").where("id", "=", id).execute();
}

/**
 * Frees the sale types of a seat group's prices for a moment: they are unique per seat group, and
 * saving may swap them between rows. Negative placeholders stay inside the transaction.
 */
export async function parkSaleTypes(q: Q, priceIds: number[]): Promise<void> {
  for (const id of priceIds) await q.updateTable("prices").set({ sale_type_id: -id }).where("id", "=", id).execute();
}

export async function insertSlot(q: Q, eventId: number, values: SlotValues): Promise<number> {
  return (await q.insertInto("timeslots").values({ event_id: eventId, ...values }).returning("id").executeTakeFirstOrThrow()).id;
}

export async function updateSlot(q: Q, id: number, values: SlotValues): Promise<void> {
  await q.updateTable("timeslots").set(values).where("id", "=", id).execute();
}

export async function deleteSlot(q: Q, id: number): Promise<void> {
  await q.deleteFrom("timeslots").where("id", "=", id).execute();
}

/** Tickets taken (sold, plus reservations not yet expired) per price of `priceIds`. */
export async function takenPerPrice(q: Q, priceIds: number[], nowIso: string): Promise<Map<number, number>> {
  const taken = new Map<number, number>();
  if (priceIds.length === 0) return taken;
  const reserved = await q.selectFrom("reservations").select(["price_id", (eb) => eb.fn.sum<number>("quantity").as("n")]).where("price_id", "in", priceIds).where("expires_at", ">", nowIso).groupBy("price_id").execute();
  const sold = await q.selectFrom("order_items").select(["price_id", (eb) => eb.fn.sum<number>("quantity").as("n")]).where("price_id", "in", priceIds).groupBy("price_id").execute();
  for (const row of [...reserved, ...sold]) if (row.price_id !== null) taken.set(row.price_id, (taken.get(row.price_id) ?? 0) + Number(row.n));
  return taken;
}

/** Sold tickets of an event (order items), whatever their state. */
export async function soldForEvent(q: Q, eventId: number): Promise<number> {
  const row = await q.selectFrom("order_items").select((eb) => eb.fn.coalesce(eb.fn.sum<number>("quantity"), eb.lit(0)).as("n")).where("event_id", "=", eventId).executeTakeFirstOrThrow();
  return Number(row.n);
}
