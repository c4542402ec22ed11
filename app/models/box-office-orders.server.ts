/**
 * Reading a cart for the webshop page and turning it into an order (checkout). Every function takes
 * its executor `q`: the box office's connection, or the cart transaction for the order rows.
 */
import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";

type Q = Kysely<DB>;

export async function findCartForView(q: Q, token: string) {
  return q.selectFrom("carts").select(["id", "status", "expires_at"]).where("token", "=", token).executeTakeFirst();
}

export interface ViewLineRow {
  id: number;
  event_id: number;
  id_jet: number;
  date_start: string;
  event_title_de: string | null;
  event_title_en: string | null;
  production_title_de: string;
  production_title_en: string;
  seat_group_id: number;
  seat_group_de: string;
  seat_group_en: string;
  price_id: number | null;
  sale_type_id: number | null;
  price_de: string | null;
  price_en: string | null;
  unit_cents: number;
  quantity: number;
  timeslot_id: number | null;
  block_id: number | null;
  time_start: string | null;
}

/** The open cart's lines with their event, seat group, price and timeslot. */
export async function reservationLinesForView(q: Q, cartId: number): Promise<ViewLineRow[]> {
  return q
    .selectFrom("reservations as r")
    .innerJoin("events as e", "e.id", "r.event_id")
    .innerJoin("productions as p", "p.id", "e.production_id")
    .innerJoin("seat_groups as sg", "sg.id", "r.seat_group_id")
    .innerJoin("prices as pr", "pr.id", "r.price_id")
    .leftJoin("timeslots as ts", "ts.id", "r.timeslot_id")
    .select([
      "r.id", "r.event_id", "e.id_jet", "e.date_start", "e.title_de as event_title_de", "e.title_en as event_title_en",
      "p.title_de as production_title_de", "p.title_en as production_title_en",
      "r.seat_group_id", "sg.name_de as seat_group_de", "sg.name_en as seat_group_en",
      "r.price_id", "pr.sale_type_id", "pr.name_de as price_de", "pr.name_en as price_en", "pr.amount_cents as unit_cents",
      "r.quantity", "r.timeslot_id", "ts.block_id", "ts.time_start",
    ])
    .where("r.cart_id", "=", cartId)
    .orderBy("e.date_start").orderBy("r.event_id").orderBy("sg.sort").orderBy("r.seat_group_id").orderBy("ts.time_start").orderBy("pr.sort").orderBy("r.id")
    .execute();
}

/** The lines of the order a cart became (checked-out carts), same shape as the reservation lines. */
export async function orderLinesForView(q: Q, cartId: number): Promise<ViewLineRow[]> {
  return q
    .selectFrom("order_items as oi")
    .innerJoin("orders as o", "o.id", "oi.order_id")
    .innerJoin("events as e", "e.id", "oi.event_id")
    .innerJoin("productions as p", "p.id", "e.production_id")
    .innerJoin("seat_groups as sg", "sg.id", "oi.seat_group_id")
    .leftJoin("prices as pr", "pr.id", "oi.price_id")
    .leftJoin("timeslots as ts", "ts.id", "oi.timeslot_id")
    .select([
      "oi.id", "oi.event_id", "e.id_jet", "e.date_start", "e.title_de as event_title_de", "e.title_en as event_title_en",
      "p.title_de as production_title_de", "p.title_en as production_title_en",
      "oi.seat_group_id", "sg.name_de as seat_group_de", "sg.name_en as seat_group_en",
      "oi.price_id", "pr.sale_type_id", "pr.name_de as price_de", "pr.name_en as price_en", "oi.unit_cents",
      "oi.quantity", "oi.timeslot_id", "ts.block_id", "ts.time_start",
    ])
    .where("o.cart_id", "=", cartId)
    .orderBy("e.date_start").orderBy("oi.event_id").orderBy("sg.sort").orderBy("oi.seat_group_id").orderBy("oi.id")
    .execute();
}

/** Unit prices of the given prices, read in the checkout transaction. */
export async function priceAmounts(q: Q, priceIds: number[]): Promise<Map<number, number>> {
  if (priceIds.length === 0) return new Map();
  const rows = await q.selectFrom("prices").select(["id", "amount_cents"]).where("id", "in", priceIds).execute();
  return new Map(rows.map((r) => [r.id, r.amount_cents]));
}

export interface NewOrderItem {
  event_id: number;
  seat_group_id: number;
  price_id: number;
  timeslot_id: number | null;
  quantity: number;
  unit_cents: number;
}

/** Writes the order and its items, drops the cart's reservations (the items now hold the seats). */
export async function createOrderFromCart(q: Q, cartId: number, buyer: { name: string; email: string }, items: NewOrderItem[]): Promise<number> {
  const total = items.reduce((sum, item) => sum + item.quantity * item.unit_cents, 0);
  const order = await q
    .insertInto("orders")
    .values({ cart_id: cartId, name: buyer.name, email: buyer.email, total_cents: total })
    .returning("id")
    .executeTakeFirstOrThrow();
  await q
    .insertInto("order_items")
    .values(items.map((item) => ({ ...item, order_id: order.id })))
    .execute();
  await q.deleteFrom("reservations").where("cart_id", "=", cartId).execute();
  await q.updateTable("carts").set({ status: "checked_out" }).where("id", "=", cartId).execute();
  return order.id;
}

export async function findOrderByCart(q: Q, cartId: number) {
  return q.selectFrom("orders").select(["id"]).where("cart_id", "=", cartId).orderBy("id", "desc").executeTakeFirst();
}
