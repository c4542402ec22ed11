import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { ListView } from "~/components/back-office/list-view";
import { OfficePage } from "~/components/back-office/office-page";
import { useOffice } from "~/components/back-office/use-office";
import { eventTitle, type SalesFigures } from "~/lib/back-office/box-office";
import { OFFICE_PAGE_SIZE, parseListQuery } from "~/lib/back-office/list-query";
import { formatBerlin } from "~/lib/editor/berlin-time";
import { officeHref } from "~/lib/routes";
import boxOfficeStylesheet from "~/styles/box-office.css?url";
import { db } from "~/db/db.server";
import { listSalesEvents, type EventWhen } from "~/models/box-office-admin.server";
import { requireOffice } from "~/services/back-office/office.server";
import { berlinDay, salesByEvent } from "~/services/box-office/sales.server";

const WHEN: readonly EventWhen[] = ["today", "upcoming", "past"];

// /cms-hub/box-office — events with ticket sales: today's and coming ones first, then past ones; what each sold and has left.
export async function loader({ request }: LoaderFunctionArgs) {
  const { texts } = await requireOffice(request, "box-office");
  const query = parseListQuery(new URL(request.url), ["when"]);
  const when = WHEN.find((w) => w === query.filters.when) ?? "";
  const now = new Date();
  const { rows, total } = await listSalesEvents(db(), { text: query.q, when, ...berlinDay(now), limit: OFFICE_PAGE_SIZE, offset: (query.page - 1) * OFFICE_PAGE_SIZE });
  const sales = await salesByEvent(db(), rows.map((r) => r.id), now);
  const empty: SalesFigures = { capacity: 0, reserved: 0, sold: 0, left: 0 };
  return {
    title: texts.boxOffice.title,
    query,
    total,
    rows: rows.map((row) => ({ ...row, cancelled: row.is_cancelled === 1, sales: sales.get(row.id)?.total ?? empty })),
  };
}

export const links: LinksFunction = () => [{ rel: "stylesheet", href: boxOfficeStylesheet }];

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export default function BoxOffice() {
  const { query, rows, total } = useLoaderData<typeof loader>();
  const { texts, locale } = useOffice();
  const t = texts.boxOffice;
  return (
    <OfficePage
      title={t.title}
      crumbs={[{ href: officeHref("dashboard"), label: texts.shell.start }]}
      actions={<Link to={officeHref("office-orders")}>{t.orders}</Link>}
    >
      <ListView
        label={t.eventsLabel}
        query={query}
        rows={rows}
        total={total}
        rowKey={(row) => row.id}
        filters={[{ name: "when", label: t.when, options: [{ value: "today", label: t.today }, { value: "upcoming", label: t.upcoming }, { value: "past", label: t.past }] }]}
        columns={[
          {
            name: "event",
            label: t.event,
            cell: (row) => (
              <>
                <Link to={officeHref("office-box-office-event", { id: row.id })}>{eventTitle(locale, row)}</Link>
                {row.cancelled ? ` (${t.eventCancelled})` : null}
              </>
            ),
          },
          { name: "starts", label: t.startsAt, cell: (row) => <time dateTime={row.date_start}>{formatBerlin(row.date_start, locale)}</time> },
          { name: "capacity", label: t.capacity, cell: (row) => row.sales.capacity },
          { name: "reserved", label: t.reserved, cell: (row) => row.sales.reserved },
          { name: "sold", label: t.sold, cell: (row) => row.sales.sold },
          { name: "left", label: t.left, cell: (row) => row.sales.left },
        ]}
      />
    </OfficePage>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
