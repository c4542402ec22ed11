import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { z } from "zod";
import { OrderList } from "~/components/back-office/box-office/order-list";
import { SalesTable, useLiveRevalidation } from "~/components/back-office/box-office/sales-table";
import { OfficePage } from "~/components/back-office/office-page";
import { useOffice } from "~/components/back-office/use-office";
import { eventTitle, officeName } from "~/lib/back-office/box-office";
import { parseListQuery } from "~/lib/back-office/list-query";
import { fillText } from "~/lib/back-office/texts";
import { formatBerlin } from "~/lib/editor/berlin-time";
import { officeHref } from "~/lib/routes";
import boxOfficeStylesheet from "~/styles/box-office.css?url";
import { db } from "~/db/db.server";
import { findSalesEvent } from "~/models/box-office-admin.server";
import { requireOffice } from "~/services/back-office/office.server";
import { ORDER_FILTERS, orderListPage } from "~/services/box-office/order-list.server";
import { salesByEvent } from "~/services/box-office/sales.server";
import { notFound } from "~/services/http/http-errors.server";

const IdSchema = z.coerce.number().int().min(1).max(2_147_483_647);
const REFRESH_SECONDS = 10;

// /cms-hub/box-office/events/:id — an event's sales per seat group and timeslot (live with script) and its orders.
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireOffice(request, "box-office");
  const id = IdSchema.safeParse(params.id);
  const event = id.success ? await findSalesEvent(db(), id.data) : undefined;
  if (!event) throw await notFound();
  const now = new Date();
  const query = parseListQuery(new URL(request.url), ORDER_FILTERS);
  const [sales, orders] = await Promise.all([salesByEvent(db(), [event.id], now), orderListPage(db(), query, event.id)]);
  return { event, asOf: now.toISOString(), sales: sales.get(event.id)!, query, orders };
}

export const links: LinksFunction = () => [{ rel: "stylesheet", href: boxOfficeStylesheet }];

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.event.title_de ?? data.event.production_de }] : []);

export default function BoxOfficeEvent() {
  const { event, asOf, sales, query, orders } = useLoaderData<typeof loader>();
  const { texts, locale } = useOffice();
  const t = texts.boxOffice;
  const { pathname, search } = useLocation();
  const live = useLiveRevalidation(REFRESH_SECONDS);
  const title = eventTitle(locale, event);
  return (
    <OfficePage
      title={title}
      crumbs={[{ href: officeHref("dashboard"), label: texts.shell.start }, { href: officeHref("office-box-office"), label: t.title }]}
      actions={
        <>
          <a href={officeHref("office-box-office-export", { id: event.id })} download>
            {t.exportCsv}
          </a>{" "}
          <Link to={officeHref("office-box-office-check-in", { id: event.id })}>{t.checkIn}</Link>
        </>
      }
    >
      <p>
        <time dateTime={event.date_start}>{formatBerlin(event.date_start, locale)}</time>
        {event.is_cancelled ? ` (${t.eventCancelled})` : null}
      </p>
      <div className="office-live" aria-live="off">
        <p>
          {fillText(t.asOf, { time: formatBerlin(asOf, locale) })}
          {live ? ` · ${t.autoRefresh}` : null}{" "}
          <a href={`${pathname}${search}`}>{t.reload}</a>
        </p>
        <SalesTable
          caption={t.bySeatGroup}
          head={t.seatGroup}
          rows={sales.groups.map((g) => ({ key: g.id, label: officeName(locale, g.nameDe, g.nameEn), ...g }))}
          total={sales.total}
        />
        {sales.timeslots.length ? (
          <SalesTable
            caption={t.byTimeslot}
            head={t.timeslot}
            rows={sales.timeslots.map((s) => ({ key: s.id, label: formatBerlin(s.startsAt, locale), ...s }))}
            total={sales.total}
          />
        ) : null}
      </div>
      <h2>{t.ordersOfEvent}</h2>
      <OrderList label={t.ordersOfEvent} query={query} rows={orders.rows} total={orders.total} />
    </OfficePage>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
