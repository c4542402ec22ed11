import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { eventTitle, officeName } from "~/lib/back-office/box-office";
import { csvAmount, csvField, formatOrderNumber } from "~/lib/back-office/order-number";
import { formatBerlin } from "~/lib/editor/berlin-time";
import { db } from "~/db/db.server";
import { eventOrderItems, findSalesEvent } from "~/models/box-office-admin.server";
import { requireOffice } from "~/services/back-office/office.server";
import { notFound } from "~/services/http/http-errors.server";

const IdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

/**
 * CSV for Excel as used in German-speaking countries: UTF-8 with a byte order mark (so Excel reads
 * umlauts right), `;` between fields (Excel's list separator where the decimal mark is a comma), amounts
 * with a decimal comma, CRLF line ends.
 */
const SEPARATOR = ";";
const BOM = "\uFEFF";

// /cms-hub/box-office/events/:id/orders.csv — the event's order items as a download.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { texts, locale } = await requireOffice(request, "box-office");
  const id = IdSchema.safeParse(params.id);
  const event = id.success ? await findSalesEvent(db(), id.data) : undefined;
  if (!event) throw await notFound();
  const items = await eventOrderItems(db(), event.id);
  const t = texts.boxOffice;
  const head = [t.orderNumber, t.name, t.email, t.seatGroup, t.price, t.timeslot, t.quantity, t.cancelledTickets, t.amount];
  const lines = items.map((item) => {
    const cancelled = item.cancelled_at ? item.quantity : item.cancelled_quantity;
    return [
      formatOrderNumber(item.order_id),
      item.name,
      item.email,
      officeName(locale, item.seat_group_de, item.seat_group_en),
      officeName(locale, item.price_de, item.price_en),
      item.time_start ? formatBerlin(item.time_start, locale) : "",
      item.quantity,
      cancelled,
      csvAmount((item.quantity - cancelled) * item.unit_cents),
    ];
  });
  const body = BOM + [head, ...lines].map((line) => line.map((field) => csvField(field, SEPARATOR)).join(SEPARATOR)).join("\r\n") + "\r\n";
  const name = `${eventTitle("de", event).replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-|-$/g, "").slice(0, 60) || "event"}-${event.id}-orders.csv`;
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="event-${event.id}-orders.csv"; filename*=UTF-8''${encodeURIComponent(name)}`,
      "Cache-Control": "private, no-store",
    },
  });
}
