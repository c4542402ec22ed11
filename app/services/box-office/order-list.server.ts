/** The box office's order lists (all orders, or one event's): search, state filter, sorting, one page. */
import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import type { OrderListItem } from "~/lib/back-office/box-office";
import { OFFICE_PAGE_SIZE, type ListQuery } from "~/lib/back-office/list-query";
import { parseOrderNumber } from "~/lib/back-office/order-number";
import { listOrders, ticketsOfOrders, type OrderState } from "~/models/box-office-admin.server";

export const ORDER_FILTERS = ["state"] as const;

/** One page of orders for `query`; newest first unless sorted by name. */
export async function orderListPage(q: Kysely<DB>, query: ListQuery, eventId?: number) {
  const state = query.filters.state;
  const { rows, total } = await listOrders(q, {
    text: query.q,
    orderId: query.q ? parseOrderNumber(query.q) : null,
    state: state === "active" || state === "cancelled" ? (state as OrderState) : "",
    eventId,
    sort: query.sort === "name" ? "name" : "created",
    dir: query.sort ? query.dir : "desc",
    limit: OFFICE_PAGE_SIZE,
    offset: (query.page - 1) * OFFICE_PAGE_SIZE,
  });
  const tickets = await ticketsOfOrders(q, rows.map((r) => r.id));
  const list: OrderListItem[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    createdAt: String(r.created_at),
    cancelledAt: r.cancelled_at,
    totalCents: r.total_cents,
    tickets: tickets.get(r.id)?.tickets ?? 0,
    cancelledTickets: r.cancelled_at ? (tickets.get(r.id)?.tickets ?? 0) : (tickets.get(r.id)?.cancelled ?? 0),
  }));
  return { rows: list, total };
}
