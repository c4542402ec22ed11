// The box office's back office on a real database: sales figures with reservations, orders and
// cancellations; cancelling frees seats for booking; partial cancellation; order search; the CSV;
// who may see what.
import { describe, expect, it } from "vitest";
import { formatOrderNumber } from "~/lib/back-office/order-number";
import { loader as eventLoader } from "~/routes/back-office/box-office-event";
import { loader as eventsLoader } from "~/routes/back-office/box-office";
import { loader as eventsListLoader } from "~/routes/back-office/events";
import { loader as exportLoader } from "~/routes/back-office/box-office-export";
import { loader as checkInLoader } from "~/routes/back-office/box-office-check-in";
import { action as orderAction, loader as orderLoader } from "~/routes/back-office/order";
import { loader as ordersLoader } from "~/routes/back-office/orders";
import { createEmbeddedBoxOffice } from "~/services/box-office/embedded.server";
import type { BoxOffice } from "~/services/box-office/types.server";
import { inDays, insertBookableEvent } from "./support/box-office-fixtures";
import { editorCookie } from "./support/editor-session";
import { createTestDatabases, formActionArgs, loaderArgs, settle, setupDatabase } from "./support/test-db";

interface Figures {
  capacity: number;
  reserved: number;
  sold: number;
  left: number;
}

describe.each(createTestDatabases())("the box office's back office on $name", (engine) => {
  const t = setupDatabase(engine, { seed: true });
  let jet = 91_000;
  const box: BoxOffice = createEmbeddedBoxOffice({ connection: () => t.conn });
  const kasse = () => editorCookie(t.db, "integration-test", "kasse@example.org");
  const event = async (capacity: number) => {
    const e = { jet: ++jet, startsAt: inDays(5), groups: [{ name: "Parkett", capacity, prices: [[1, 1250, "Vollpreis"], [2, 800, "Ermäßigt"]] as [number, number, string][] }] };
    return { jet: e.jet, ...(await insertBookableEvent(t.db, e)) };
  };
  const book = async (eventJet: number, quantity: number, buyer = { name: "Erika Muster", email: "erika@example.org" }, saleTypeId = 1) => {
    const added = await box.addToCart({ eventJetId: eventJet, tickets: [{ saleTypeId, quantity }] });
    if (!added.ok) return added;
    const order = await box.checkout(added.value.cartToken, buyer);
    if (!order.ok) throw new Error(`checkout failed: ${order.reason}`);
    return { ok: true as const, orderId: order.value.orderId };
  };
  const figures = async (eventId: number, cookie: string) => {
    const res = await settle<{ sales: { total: Figures; groups: Figures[] }; orders: { total: number; rows: { id: number }[] } }>(() =>
      eventLoader(loaderArgs(`/cms-hub/box-office/events/${eventId}`, { params: { id: String(eventId) }, headers: { Cookie: cookie } })),
    );
    expect(res.status).toBe(200);
    return res.data;
  };
  const cancel = async (orderId: number, fields: Record<string, string>, cookie: string) =>
    settle<{ refused?: string }>(() => orderAction(formActionArgs(`/cms-hub/orders/${orderId}`, fields, { params: { id: String(orderId) }, headers: { Cookie: cookie } })));

  it("counts capacity, unexpired reservations, sold tickets and what is left", async () => {
    const e = await event(10);
    const cookie = await kasse();
    expect((await box.addToCart({ eventJetId: e.jet, tickets: [{ saleTypeId: 1, quantity: 3 }] })).ok).toBe(true);
    const sold = await book(e.jet, 2);
    expect(sold.ok).toBe(true);
    const data = await figures(e.eventId, cookie);
    expect(data.sales.total).toEqual({ capacity: 10, reserved: 3, sold: 2, left: 5 });
    expect(data.orders.total).toBe(1);

    const list = await settle<{ rows: { id: number; sales: Figures }[] }>(() =>
      eventsLoader(loaderArgs(`/cms-hub/box-office?when=upcoming&q=${encodeURIComponent(`Testproduktion ${e.jet}`)}`, { headers: { Cookie: cookie } })),
    );
    expect(list.data.rows).toEqual([expect.objectContaining({ id: e.eventId, sales: { capacity: 10, reserved: 3, sold: 2, left: 5 } })]);
    const past = await settle<{ rows: unknown[] }>(() => eventsLoader(loaderArgs(`/cms-hub/box-office?when=past&q=${encodeURIComponent(`Testproduktion ${e.jet}`)}`, { headers: { Cookie: cookie } })));
    expect(past.data.rows).toEqual([]);
  });

  it("frees the seats of a cancelled order: a booking refused for lack of seats then succeeds", async () => {
    const e = await event(2);
    const cookie = await kasse();
    const first = await book(e.jet, 2);
    if (!first.ok) throw new Error("first booking failed");
    expect(await book(e.jet, 1)).toMatchObject({ ok: false, reason: "not_enough_seats" });

    const noToken = await settle(() =>
      orderAction(formActionArgs(`/cms-hub/orders/${first.orderId}`, { intent: "cancel-order" }, { withoutCsrf: true, params: { id: String(first.orderId) }, headers: { Cookie: cookie } })),
    );
    expect(noToken.status).toBe(403);
    const done = await cancel(first.orderId, { intent: "cancel-order" }, cookie);
    expect(done.status).toBe(303);
    expect(done.location).toBe(`/cms-hub/orders/${first.orderId}?done=order`);
    expect((await figures(e.eventId, cookie)).sales.total).toEqual({ capacity: 2, reserved: 0, sold: 0, left: 2 });
    expect((await book(e.jet, 2)).ok).toBe(true);

    const audit = await t.db.selectFrom("audit_log").select(["entity", "action", "user_name"]).where("entity", "=", "orders").where("entity_id", "=", first.orderId).execute();
    expect(audit).toEqual([{ entity: "orders", action: "cancel", user_name: "Karl Kasse" }]);
    const again = await cancel(first.orderId, { intent: "cancel-order" }, cookie);
    expect(again.status).toBe(409);
    expect(await t.db.selectFrom("audit_log").select("id").where("entity", "=", "orders").where("entity_id", "=", first.orderId).execute()).toHaveLength(1);
  });

  it("cancels single tickets of an item; more than it holds is refused and changes nothing", async () => {
    const e = await event(4);
    const cookie = await kasse();
    const order = await book(e.jet, 4);
    if (!order.ok) throw new Error("booking failed");
    const item = await t.db.selectFrom("order_items").select("id").where("order_id", "=", order.orderId).executeTakeFirstOrThrow();
    expect((await cancel(order.orderId, { intent: "cancel-tickets", item: String(item.id), quantity: "3" }, cookie)).status).toBe(303);
    expect((await figures(e.eventId, cookie)).sales.total).toMatchObject({ sold: 1, left: 3 });
    // The events list counts the same: cancelled tickets are free there too.
    const listed = await settle<{ rows: { id: number; seatsLeft: number | null }[] }>(() => eventsListLoader(loaderArgs(`/cms-hub/events?q=${e.jet}`, { headers: { Cookie: cookie } })));
    expect(listed.data.rows).toEqual([expect.objectContaining({ id: e.eventId, seatsLeft: 3 })]);
    for (const quantity of ["2", "0", "-1", "zwei"]) {
      const refused = await cancel(order.orderId, { intent: "cancel-tickets", item: String(item.id), quantity }, cookie);
      expect(refused.status, quantity).toBe(400);
      expect(refused.data.refused).toContain("1");
    }
    expect((await cancel(order.orderId, { intent: "cancel-tickets", item: "999999", quantity: "1" }, cookie)).status).toBe(400);
    expect((await t.db.selectFrom("order_items").select("cancelled_quantity").where("id", "=", item.id).executeTakeFirstOrThrow()).cancelled_quantity).toBe(3);
    expect((await box.addToCart({ eventJetId: e.jet, tickets: [{ saleTypeId: 1, quantity: 3 }] })).ok).toBe(true);

    const view = await settle<{ items: { quantity: number; cancelled: number }[]; audit: { action: string }[] }>(() =>
      orderLoader(loaderArgs(`/cms-hub/orders/${order.orderId}`, { params: { id: String(order.orderId) }, headers: { Cookie: cookie } })),
    );
    expect(view.data.items).toEqual([expect.objectContaining({ quantity: 4, cancelled: 3 })]);
    expect(view.data.audit.map((a) => a.action)).toEqual(["cancel"]);
  });

  it("finds orders by name, e-mail and order number, and filters by state", async () => {
    const e = await event(20);
    const cookie = await kasse();
    const a = await book(e.jet, 1, { name: "Zacharias Suchbar", email: "zach@example.org" });
    const b = await book(e.jet, 1, { name: "Olga Findig", email: "olga.findig@example.org" });
    if (!a.ok || !b.ok) throw new Error("booking failed");
    await cancel(b.orderId, { intent: "cancel-order" }, cookie);
    const search = async (query: string) =>
      (await settle<{ rows: { id: number }[]; total: number }>(() => ordersLoader(loaderArgs(`/cms-hub/orders?${query}`, { headers: { Cookie: cookie } })))).data.rows.map((r) => r.id);
    expect(await search("q=suchbar")).toEqual([a.orderId]);
    expect(await search("q=OLGA.FINDIG%40")).toEqual([b.orderId]);
    expect(await search(`q=${formatOrderNumber(a.orderId)}`)).toEqual([a.orderId]);
    expect(await search(`q=${a.orderId}`)).toContain(a.orderId);
    expect(await search("q=findig&state=active")).toEqual([]);
    expect(await search("q=findig&state=cancelled")).toEqual([b.orderId]);
    expect(await search("q=%25")).toEqual([]);
    const ofEvent = await figures(e.eventId, cookie);
    expect(ofEvent.orders.rows.map((r) => r.id)).toEqual([b.orderId, a.orderId]);
  });

  it("exports the event's orders as CSV for Excel and lists them for check-in", async () => {
    const e = await event(10);
    const cookie = await kasse();
    const order = await book(e.jet, 2, { name: "Jörg Ümlaut; Jr.", email: "joerg@example.org" }, 2);
    if (!order.ok) throw new Error("booking failed");
    const res = (await exportLoader(loaderArgs(`/cms-hub/box-office/events/${e.eventId}/orders.csv`, { params: { id: String(e.eventId) }, headers: { Cookie: cookie } }))) as Response;
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="event-\d+-orders\.csv"/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder("utf-8", { ignoreBOM: false }).decode(bytes).split("\r\n");
    expect(lines[0]).toBe("Bestellnummer;Name;E-Mail;Platzgruppe;Preis;Zeitfenster;Anzahl;Storniert;Betrag");
    expect(lines[1]).toBe(`${formatOrderNumber(order.orderId)};"Jörg Ümlaut; Jr.";joerg@example.org;Parkett;Ermäßigt;;2;0;16,00`);

    const checkIn = await settle<{ guests: { name: string; count: number }[]; count: number }>(() =>
      checkInLoader(loaderArgs(`/cms-hub/box-office/events/${e.eventId}/check-in`, { params: { id: String(e.eventId) }, headers: { Cookie: cookie } })),
    );
    expect(checkIn.data).toMatchObject({ guests: [{ name: "Jörg Ümlaut; Jr.", count: 2 }], count: 2 });
  });

  it("lets the box office in, refuses editors (403) and sends visitors to the login", async () => {
    const e = await event(3);
    const order = await book(e.jet, 1);
    if (!order.ok) throw new Error("booking failed");
    const pages: [string, (args: ReturnType<typeof loaderArgs>) => unknown, Record<string, string>][] = [
      ["/cms-hub/box-office", eventsLoader, {}],
      [`/cms-hub/box-office/events/${e.eventId}`, eventLoader, { id: String(e.eventId) }],
      [`/cms-hub/box-office/events/${e.eventId}/orders.csv`, exportLoader, { id: String(e.eventId) }],
      [`/cms-hub/box-office/events/${e.eventId}/check-in`, checkInLoader, { id: String(e.eventId) }],
      ["/cms-hub/orders", ordersLoader, {}],
      [`/cms-hub/orders/${order.orderId}`, orderLoader, { id: String(order.orderId) }],
    ];
    const [karl, anna] = [await kasse(), await editorCookie(t.db, "integration-test", "anna@example.org")];
    for (const [path, run, params] of pages) {
      expect((await settle(() => run(loaderArgs(path, { params, headers: { Cookie: karl } })))).status, path).toBe(200);
      expect((await settle(() => run(loaderArgs(path, { params, headers: { Cookie: anna } })))).status, path).toBe(403);
      const anonymous = await settle(() => run(loaderArgs(path, { params })));
      expect(anonymous.status, path).toBe(302);
      expect(anonymous.location).toMatch(/^\/de\/login\?redirectTo=/);
    }
    expect((await cancel(order.orderId, { intent: "cancel-order" }, anna)).status).toBe(403);
    expect((await settle(() => eventLoader(loaderArgs("/cms-hub/box-office/events/abc", { params: { id: "abc" }, headers: { Cookie: karl } })))).status).toBe(404);
    expect((await settle(() => orderLoader(loaderArgs("/cms-hub/orders/99999999", { params: { id: "99999999" }, headers: { Cookie: karl } })))).status).toBe(404);
  });
});
