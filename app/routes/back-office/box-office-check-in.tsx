import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { PrintButton } from "~/components/back-office/box-office/print-button";
import { OfficePage } from "~/components/back-office/office-page";
import { useOffice } from "~/components/back-office/use-office";
import { eventTitle, officeName } from "~/lib/back-office/box-office";
import { formatOrderNumber } from "~/lib/back-office/order-number";
import { fillText } from "~/lib/back-office/texts";
import { formatBerlin } from "~/lib/editor/berlin-time";
import { officeHref } from "~/lib/routes";
import boxOfficeStylesheet from "~/styles/box-office.css?url";
import { db } from "~/db/db.server";
import { eventOrderItems, findSalesEvent } from "~/models/box-office-admin.server";
import { requireOffice } from "~/services/back-office/office.server";
import { notFound } from "~/services/http/http-errors.server";

const IdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

interface TicketLine {
  seatGroup: [string, string];
  timeslot: string | null;
  count: number;
}

// /cms-hub/box-office/events/:id/check-in — a printable list of who holds tickets: names sorted, tickets per seat group and timeslot, a box to tick, totals.
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireOffice(request, "box-office");
  const id = IdSchema.safeParse(params.id);
  const event = id.success ? await findSalesEvent(db(), id.data) : undefined;
  if (!event) throw await notFound();
  const items = await eventOrderItems(db(), event.id);
  const guests: { orderId: number; name: string; lines: TicketLine[]; count: number }[] = [];
  const totals: TicketLine[] = [];
  const add = (lines: TicketLine[], line: TicketLine) => {
    const same = lines.find((l) => l.seatGroup[0] === line.seatGroup[0] && l.seatGroup[1] === line.seatGroup[1] && l.timeslot === line.timeslot);
    if (same) same.count += line.count;
    else lines.push({ ...line });
  };
  for (const item of items) {
    const count = item.cancelled_at ? 0 : item.quantity - item.cancelled_quantity;
    if (count <= 0) continue;
    let guest = guests.at(-1);
    if (guest?.orderId !== item.order_id) {
      guest = { orderId: item.order_id, name: item.name, lines: [], count: 0 };
      guests.push(guest);
    }
    const line = { seatGroup: [item.seat_group_de, item.seat_group_en] as [string, string], timeslot: item.time_start, count };
    add(guest.lines, line);
    add(totals, line);
    guest.count += count;
  }
  totals.sort((a, b) => (a.timeslot ?? "").localeCompare(b.timeslot ?? ""));
  return { event, guests, totals, count: guests.reduce((n, g) => n + g.count, 0) };
}

export const links: LinksFunction = () => [{ rel: "stylesheet", href: boxOfficeStylesheet }];

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.event.title_de ?? data.event.production_de }] : []);

export default function CheckIn() {
  const { event, guests, totals, count } = useLoaderData<typeof loader>();
  const { texts, locale } = useOffice();
  const t = texts.boxOffice;
  const title = eventTitle(locale, event);
  const lineText = (line: TicketLine) =>
    `${line.count} × ${officeName(locale, ...line.seatGroup)}${line.timeslot ? `, ${formatBerlin(line.timeslot, locale)}` : ""}`;
  return (
    <OfficePage
      title={fillText(t.checkInTitle, { event: title })}
      crumbs={[
        { href: officeHref("dashboard"), label: texts.shell.start },
        { href: officeHref("office-box-office"), label: t.title },
        { href: officeHref("office-box-office-event", { id: event.id }), label: title },
      ]}
      actions={<PrintButton label={t.print} />}
    >
      <div className="check-in">
        <p>
          <time dateTime={event.date_start}>{formatBerlin(event.date_start, locale)}</time>
        </p>
        {guests.length === 0 ? (
          <p>{t.noOrders}</p>
        ) : (
          <table className="office-table">
            <caption className="visually-hidden">{t.checkIn}</caption>
            <thead>
              <tr>
                <th scope="col">{t.admitted}</th>
                <th scope="col">{t.name}</th>
                <th scope="col">{t.orderNumber}</th>
                <th scope="col">{t.tickets}</th>
              </tr>
            </thead>
            <tbody>
              {guests.map((guest) => (
                <tr key={guest.orderId}>
                  <td>
                    <input type="checkbox" className="check-in__box" aria-label={fillText(t.admit, { name: guest.name })} />
                  </td>
                  <th scope="row">{guest.name}</th>
                  <td>{formatOrderNumber(guest.orderId)}</td>
                  <td>
                    <ul className="check-in__tickets">
                      {guest.lines.map((line) => (
                        <li key={`${line.seatGroup[0]}-${line.timeslot}`}>{lineText(line)}</li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <h2>{t.totals}</h2>
        <ul className="check-in__tickets">
          {totals.map((line) => (
            <li key={`${line.seatGroup[0]}-${line.timeslot}`}>{lineText(line)}</li>
          ))}
          <li>
            <strong>{fillText(t.ticketsCount, { count })}</strong>
          </li>
        </ul>
      </div>
    </OfficePage>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
