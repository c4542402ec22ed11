import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useOffice } from "~/components/back-office/use-office";
import { eventTitle, officeName } from "~/lib/back-office/box-office";
import { formatOrderNumber } from "~/lib/back-office/order-number";
import { formatBerlin } from "~/lib/editor/berlin-time";
import { formatCents } from "~/lib/price";
import { DEFAULT_LOCALE, officeHref } from "~/lib/routes";
import boxOfficeStylesheet from "~/styles/box-office.css?url";
import { db } from "~/db/db.server";
import { unreadEntriesByForm } from "~/models/back-office/start-page.server";
import { listOrders, listSalesEvents } from "~/models/box-office-admin.server";
import { listErrorSummary } from "~/models/error-log.server";
import { getSiteSettings } from "~/models/settings.server";
import { requireOffice } from "~/services/back-office/office.server";
import { berlinDay, salesByEvent } from "~/services/box-office/sales.server";
import { can } from "~/services/auth.server";

const TODAY_LIMIT = 20;
const LATEST_ORDERS = 10;
const ERROR_PAGES = 10;

async function todaysEvents(now: Date) {
  const { rows } = await listSalesEvents(db(), { text: "", when: "today", ...berlinDay(now), limit: TODAY_LIMIT, offset: 0 });
  const sales = await salesByEvent(db(), rows.map((r) => r.id), now);
  return rows.map((row) => ({ ...row, left: sales.get(row.id)?.total.left ?? 0 }));
}

async function latestOrders() {
  const { rows } = await listOrders(db(), { text: "", orderId: null, state: "", sort: "created", dir: "desc", limit: LATEST_ORDERS, offset: 0 });
  return rows.map((r) => ({ id: r.id, name: r.name, createdAt: String(r.created_at), totalCents: r.total_cents, cancelled: r.cancelled_at !== null }));
}

async function errorPages() {
  const rows = await listErrorSummary(ERROR_PAGES);
  return rows.map((e) => ({ url: e.url, count: Number(e.count), lastSeen: e.last_seen ? String(e.last_seen) : null }));
}

// /cms-hub — the start page: what needs attention, each part for those whose work it is.
export async function loader({ request }: LoaderFunctionArgs) {
  const { user, texts } = await requireOffice(request, "back-office");
  const now = new Date();
  const sells = can(user, "box-office");
  const [events, orders, entries, errors, settings] = await Promise.all([
    sells || can(user, "catalogue") ? todaysEvents(now) : null,
    sells ? latestOrders() : null,
    can(user, "catalogue") ? unreadEntriesByForm() : null,
    can(user, "edit-pages") ? errorPages() : null,
    getSiteSettings(DEFAULT_LOCALE),
  ]);
  return {
    layout: "dashboard" as const,
    title: texts.start.title,
    eventLinks: sells ? ("box-office" as const) : ("catalogue" as const),
    events,
    orders,
    entries,
    errors,
    status: { siteOnline: settings.isSiteOnline, shopOnline: settings.isShopOnline, canChange: can(user, "administer") },
  };
}

export const links: LinksFunction = () => [{ rel: "stylesheet", href: boxOfficeStylesheet }];

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }, { name: "robots", content: "noindex" }] : []);

export default function StartPage() {
  const { eventLinks, events, orders, entries, errors, status } = useLoaderData<typeof loader>();
  const { texts, locale } = useOffice();
  const t = texts.start;
  const b = texts.boxOffice;
  return (
    <section className="office-page" aria-labelledby="office-page-title">
      <header className="office-page__header">
        <h1 id="office-page-title">{t.title}</h1>
      </header>
      <p>{t.intro}</p>
      <div className="start-page">
        <section aria-labelledby="start-status">
          <h2 id="start-status">{t.status}</h2>
          <ul>
            <li>{status.siteOnline ? t.siteOnline : t.siteOffline}</li>
            <li>{status.shopOnline ? t.shopOnline : t.shopOffline}</li>
          </ul>
          {status.canChange ? <Link to={officeHref("office-site-settings")}>{t.toSettings}</Link> : null}
        </section>
        {events ? (
          <section aria-labelledby="start-events">
            <h2 id="start-events">{t.todaysEvents}</h2>
            {events.length === 0 ? (
              <p>{t.noEventsToday}</p>
            ) : (
              <table className="office-table">
                <thead>
                  <tr>
                    <th scope="col">{b.event}</th>
                    <th scope="col">{b.startsAt}</th>
                    <th scope="col">{b.left}</th>
                  </tr>
                </thead>
                <tbody>
                  {events.map((event) => (
                    <tr key={event.id}>
                      <th scope="row">
                        <Link to={eventLinks === "box-office" ? officeHref("office-box-office-event", { id: event.id }) : officeHref("office-event", { id: event.id })}>
                          {eventTitle(locale, event)}
                        </Link>
                      </th>
                      <td>
                        <time dateTime={event.date_start}>{formatBerlin(event.date_start, locale)}</time>
                      </td>
                      <td>{event.left}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {eventLinks === "box-office" ? <Link to={officeHref("office-box-office")}>{t.allEvents}</Link> : null}
          </section>
        ) : null}
        {orders ? (
          <section aria-labelledby="start-orders">
            <h2 id="start-orders">{t.latestOrders}</h2>
            {orders.length === 0 ? (
              <p>{t.noOrders}</p>
            ) : (
              <table className="office-table">
                <thead>
                  <tr>
                    <th scope="col">{b.orderNumber}</th>
                    <th scope="col">{b.name}</th>
                    <th scope="col">{b.orderedAt}</th>
                    <th scope="col">{b.amount}</th>
                  </tr>
                </thead>
                <tbody>
                  {orders.map((order) => (
                    <tr key={order.id}>
                      <th scope="row">
                        <Link to={officeHref("office-order", { id: order.id })}>{formatOrderNumber(order.id)}</Link>
                      </th>
                      <td>
                        {order.name}
                        {order.cancelled ? ` (${b.cancelled})` : null}
                      </td>
                      <td>
                        <time dateTime={order.createdAt}>{formatBerlin(order.createdAt, locale)}</time>
                      </td>
                      <td>{formatCents(order.totalCents)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <Link to={officeHref("office-orders")}>{t.allOrders}</Link>
          </section>
        ) : null}
        {entries ? (
          <section aria-labelledby="start-entries">
            <h2 id="start-entries">{t.unreadEntries}</h2>
            {entries.length === 0 ? (
              <p>{t.noUnread}</p>
            ) : (
              <table className="office-table">
                <thead>
                  <tr>
                    <th scope="col">{t.form}</th>
                    <th scope="col">{t.unread}</th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((form) => (
                    <tr key={form.id}>
                      <th scope="row">
                        <Link to={officeHref("office-form-entries", { id: form.id })}>{officeName(locale, form.title_de, form.title_en)}</Link>
                      </th>
                      <td>{form.unread}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        ) : null}
        {errors ? (
          <section aria-labelledby="start-errors">
            <h2 id="start-errors">{t.errors}</h2>
            {errors.length === 0 ? (
              <p>{t.noErrors}</p>
            ) : (
              <table className="office-table">
                <thead>
                  <tr>
                    <th scope="col">{t.url}</th>
                    <th scope="col">{t.count}</th>
                    <th scope="col">{t.lastSeen}</th>
                  </tr>
                </thead>
                <tbody>
                  {errors.map((e) => (
                    <tr key={e.url}>
                      <th scope="row">
                        <code>{e.url}</code>
                      </th>
                      <td>{e.count}</td>
                      <td>{e.lastSeen ? <time dateTime={e.lastSeen}>{formatBerlin(e.lastSeen, locale)}</time> : null}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        ) : null}
      </div>
    </section>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
