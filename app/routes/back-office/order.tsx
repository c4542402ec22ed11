import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import { z } from "zod";
import { AuditTrail } from "~/components/back-office/audit-trail";
import { OfficeForm } from "~/components/back-office/office-form";
import { OfficePage } from "~/components/back-office/office-page";
import { useOffice } from "~/components/back-office/use-office";
import { officeName } from "~/lib/back-office/box-office";
import { formatOrderNumber } from "~/lib/back-office/order-number";
import { fillText } from "~/lib/back-office/texts";
import { formatBerlin } from "~/lib/editor/berlin-time";
import { formatCents } from "~/lib/price";
import { officeHref } from "~/lib/routes";
import boxOfficeStylesheet from "~/styles/box-office.css?url";
import { db } from "~/db/db.server";
import { listRecordAudit } from "~/models/audit-log.server";
import { findOrder, findOrderItems } from "~/models/box-office-admin.server";
import { auditEntries } from "~/services/back-office/audit.server";
import { requireOffice } from "~/services/back-office/office.server";
import { cancelOrder, cancelTickets } from "~/services/box-office/cancel.server";
import { assertCsrf } from "~/services/http/csrf.server";
import { notFound } from "~/services/http/http-errors.server";
import { pageForm } from "~/services/http/input.server";
import { safeRedirect } from "~/services/http/redirect.server";

const IdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

const CancelSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("cancel-order") }),
  z.object({ intent: z.literal("cancel-tickets"), item: IdSchema, quantity: z.coerce.number().int().min(1).max(10_000) }),
]);

async function orderOf(request: Request, rawId: string | undefined) {
  const id = IdSchema.safeParse(rawId);
  if (!id.success) throw await notFound();
  const order = await findOrder(db(), id.data);
  if (!order) throw await notFound();
  return order;
}

// /cms-hub/orders/:id — an order with its tickets; cancel it whole or single tickets, each after a confirmation step.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { texts } = await requireOffice(request, "box-office");
  const order = await orderOf(request, params.id);
  const [items, audit] = await Promise.all([findOrderItems(db(), order.id), listRecordAudit("orders", order.id)]);
  return {
    title: fillText(texts.boxOffice.order, { number: formatOrderNumber(order.id) }),
    order: { id: order.id, name: order.name, email: order.email, totalCents: order.total_cents, createdAt: String(order.created_at), cancelledAt: order.cancelled_at },
    items: items.map((item) => ({
      id: item.id,
      eventId: item.event_id,
      event: [item.event_de, item.event_en, item.production_de, item.production_en] as const,
      startsAt: item.date_start,
      seatGroup: [item.seat_group_de, item.seat_group_en] as const,
      price: [item.price_de, item.price_en] as const,
      timeslot: item.time_start,
      quantity: item.quantity,
      cancelled: order.cancelled_at ? item.quantity : item.cancelled_quantity,
      unitCents: item.unit_cents,
    })),
    audit: auditEntries(await audit),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, texts } = await requireOffice(request, "box-office");
  const { formData } = await pageForm(request, { files: false });
  assertCsrf(request, formData);
  const order = await orderOf(request, params.id);
  const parsed = CancelSchema.safeParse(Object.fromEntries(formData));
  const result = !parsed.success
    ? ({ ok: false, reason: "too_many" } as const)
    : parsed.data.intent === "cancel-order"
      ? await cancelOrder(user, order.id)
      : await cancelTickets(user, order.id, parsed.data.item, parsed.data.quantity);
  if (!result.ok) {
    console.warn(`[box-office] refused ${String(formData.get("intent"))} of order ${order.id}: ${result.reason}`);
    if (result.reason === "not_found") throw await notFound();
    if (result.reason === "already_cancelled") return data({ refused: texts.boxOffice.alreadyCancelled }, { status: 409 });
    if (result.reason === "unknown_item") return data({ refused: texts.form.notFound }, { status: 400 });
    const item = (await findOrderItems(db(), order.id)).find((i) => String(i.id) === formData.get("item"));
    return data({ refused: fillText(texts.boxOffice.tooMany, { max: item ? item.quantity - item.cancelled_quantity : 0 }) }, { status: 400 });
  }
  const input = parsed.data!;
  const done = input.intent === "cancel-order" ? "order" : "tickets";
  const target = officeHref("office-order", { id: order.id }, { done });
  return safeRedirect(target, target, 303);
}

export const links: LinksFunction = () => [{ rel: "stylesheet", href: boxOfficeStylesheet }];

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export default function Order() {
  const { title, order, items, audit } = useLoaderData<typeof loader>();
  const { texts, locale } = useOffice();
  const t = texts.boxOffice;
  const [params] = useSearchParams();
  const number = formatOrderNumber(order.id);
  const held = (item: (typeof items)[number]) => item.quantity - item.cancelled;
  const open = !order.cancelledAt;
  const confirmItem = open && params.get("confirm") === "item" ? items.find((item) => String(item.id) === params.get("item")) : undefined;
  const confirmCount = Number(params.get("quantity"));
  const confirmingTickets = confirmItem && Number.isInteger(confirmCount) && confirmCount >= 1 && confirmCount <= held(confirmItem);
  const confirmingOrder = open && params.get("confirm") === "order";
  const heldTotal = items.reduce((sum, item) => sum + held(item), 0);
  const self = officeHref("office-order", { id: order.id });
  const refused = useActionData<typeof action>()?.refused;
  return (
    <OfficePage
      title={title}
      crumbs={[{ href: officeHref("dashboard"), label: texts.shell.start }, { href: officeHref("office-orders"), label: t.orders }]}
      done={{ order: t.doneOrder, tickets: t.doneTickets }}
      actions={open && !confirmingOrder ? <Link className="button button--danger" to={`${self}?confirm=order`}>{t.cancelOrder}</Link> : null}
    >
      {refused ? (
        <p role="alert" className="notice notice--error">
          {refused}
        </p>
      ) : null}
      <dl className="office-facts">
        <dt>{t.name}</dt>
        <dd>{order.name}</dd>
        <dt>{t.email}</dt>
        <dd>
          <a href={`mailto:${order.email}`}>{order.email}</a>
        </dd>
        <dt>{t.orderedAt}</dt>
        <dd>
          <time dateTime={order.createdAt}>{formatBerlin(order.createdAt, locale)}</time>
        </dd>
        <dt>{t.amount}</dt>
        <dd>{formatCents(order.totalCents)}</dd>
        <dt>{t.state}</dt>
        <dd>{order.cancelledAt ? fillText(t.orderCancelledAt, { time: formatBerlin(order.cancelledAt, locale) }) : t.active}</dd>
      </dl>
      {confirmingOrder ? (
        <section className="office-confirm" aria-labelledby="confirm-order-title">
          <h2 id="confirm-order-title">{t.cancelOrder}</h2>
          <OfficeForm intent="cancel-order" action={`${self}?confirm=order`} refused={null}>
            <p>{fillText(t.confirmCancelOrder, { number, count: heldTotal })}</p>
            <button type="submit" className="button button--danger">{t.confirmYes}</button> <Link to={self}>{t.keep}</Link>
          </OfficeForm>
        </section>
      ) : null}
      {confirmingTickets && confirmItem ? (
        <section className="office-confirm" aria-labelledby="confirm-tickets-title">
          <h2 id="confirm-tickets-title">{t.cancelTickets}</h2>
          <OfficeForm intent="cancel-tickets" action={`${self}?confirm=item&item=${confirmItem.id}&quantity=${confirmCount}`} refused={null}>
            <input type="hidden" name="item" value={confirmItem.id} />
            <input type="hidden" name="quantity" value={confirmCount} />
            <p>
              {fillText(t.confirmCancelTickets, {
                count: confirmCount,
                held: held(confirmItem),
                seatGroup: officeName(locale, ...confirmItem.seatGroup),
                price: officeName(locale, ...confirmItem.price),
                number,
              })}
            </p>
            <button type="submit" className="button button--danger">{t.confirmYes}</button> <Link to={self}>{t.keep}</Link>
          </OfficeForm>
        </section>
      ) : null}
      <h2>{t.tickets}</h2>
      <div className="office-table-scroll">
        <table className="office-table">
          <thead>
            <tr>
              <th scope="col">{t.event}</th>
              <th scope="col">{t.seatGroup}</th>
              <th scope="col">{t.price}</th>
              <th scope="col">{t.timeslot}</th>
              <th scope="col">{t.quantity}</th>
              <th scope="col">{t.cancelledTickets}</th>
              <th scope="col">{t.amount}</th>
              {open ? <th scope="col">{t.cancelTickets}</th> : null}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => {
              const [eventDe, eventEn, productionDe, productionEn] = item.event;
              return (
                <tr key={item.id}>
                  <th scope="row">
                    <Link to={officeHref("office-box-office-event", { id: item.eventId })}>{officeName(locale, eventDe, eventEn) || officeName(locale, productionDe, productionEn)}</Link>
                    <br />
                    <time dateTime={item.startsAt}>{formatBerlin(item.startsAt, locale)}</time>
                  </th>
                  <td>{officeName(locale, ...item.seatGroup)}</td>
                  <td>{officeName(locale, ...item.price)}</td>
                  <td>{item.timeslot ? formatBerlin(item.timeslot, locale) : t.noTimeslot}</td>
                  <td>{item.quantity}</td>
                  <td>{item.cancelled}</td>
                  <td>{formatCents(held(item) * item.unitCents)}</td>
                  {open ? (
                    <td>
                      {held(item) > 0 ? (
                        <Form method="get" action={self} className="office-inline-form">
                          <input type="hidden" name="confirm" value="item" />
                          <input type="hidden" name="item" value={item.id} />
                          <label htmlFor={`cancel-${item.id}`} className="visually-hidden">
                            {t.cancelCount}
                          </label>
                          <select id={`cancel-${item.id}`} name="quantity" defaultValue="1">
                            {Array.from({ length: held(item) }, (_, i) => i + 1).map((n) => (
                              <option key={n} value={n}>
                                {n}
                              </option>
                            ))}
                          </select>{" "}
                          <button type="submit" className="button button--ghost">
                            {t.cancelTickets}
                          </button>
                        </Form>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <AuditTrail entries={audit} />
    </OfficePage>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
