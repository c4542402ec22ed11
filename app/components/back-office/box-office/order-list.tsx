import { Link } from "~/components/ui/link";
import { ListView } from "~/components/back-office/list-view";
import { useOffice } from "~/components/back-office/use-office";
import type { OrderListItem } from "~/lib/back-office/box-office";
import type { ListQuery } from "~/lib/back-office/list-query";
import { formatOrderNumber } from "~/lib/back-office/order-number";
import { formatBerlin } from "~/lib/editor/berlin-time";
import { formatCents } from "~/lib/price";
import { officeHref } from "~/lib/routes";

/** Orders with their number (linking to the order), buyer, date, tickets, amount and state; search, state filter, pages. */
export function OrderList({ label, query, rows, total }: { label: string; query: ListQuery; rows: OrderListItem[]; total: number }) {
  const { texts, locale } = useOffice();
  const t = texts.boxOffice;
  return (
    <ListView
      label={label}
      query={query}
      rows={rows}
      total={total}
      rowKey={(row) => row.id}
      filters={[{ name: "state", label: t.state, options: [{ value: "active", label: t.active }, { value: "cancelled", label: t.cancelled }] }]}
      columns={[
        { name: "number", label: t.orderNumber, cell: (row) => <Link to={officeHref("office-order", { id: row.id })}>{formatOrderNumber(row.id)}</Link> },
        { name: "name", label: t.name, sortable: true, cell: (row) => row.name },
        { name: "email", label: t.email, cell: (row) => row.email },
        { name: "created", label: t.orderedAt, sortable: true, cell: (row) => <time dateTime={row.createdAt}>{formatBerlin(row.createdAt, locale)}</time> },
        { name: "tickets", label: t.tickets, cell: (row) => (row.cancelledTickets ? `${row.tickets - row.cancelledTickets} / ${row.tickets}` : row.tickets) },
        { name: "amount", label: t.amount, cell: (row) => formatCents(row.totalCents) },
        { name: "state", label: t.state, cell: (row) => (row.cancelledAt ? t.cancelled : t.active) },
      ]}
    />
  );
}
