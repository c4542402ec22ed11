// The per-cart maximum of tickets per event (site_settings.max_tickets_per_event, default 10) on both
// engines: in the locked part of add to cart, in a line's quantity change, in POST /api/shop-cart/'s
// answer and in the no-JS booking form's answer.
import type { ActionFunctionArgs } from "@remix-run/node";
import { beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { action as shopCartAction } from "~/routes/api/shop-cart";
import { action as eventAction } from "~/routes/event";
import type { AddToCartInput, BoxOffice, CartReceipt } from "~/services/box-office/types.server";
import { createEmbeddedBoxOffice } from "~/services/box-office/embedded.server";
import { insertBookableEvent, manualClock, reservedIn, setMaxTicketsPerEvent, type FixtureEvent, type FixtureIds } from "./support/box-office-fixtures";
import { createTestDatabases, formActionArgs, settle, setupDatabase, TEST_CONTEXT, TEST_ORIGIN, testCsrf } from "./support/test-db";

type AnyData = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const HALL: FixtureEvent["groups"][number] = { name: "Saal", capacity: 35, prices: [[1, 1200, "Vollpreis"], [2, 850, "Kinder"]] };
const randomIp = () => `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

describe.each(createTestDatabases())("ticket limit per event and cart on $name", (engine) => {
  const t = setupDatabase(engine);
  let jet = 93_000;
  const clock = manualClock();
  const box: BoxOffice = createEmbeddedBoxOffice({ connection: () => t.conn, clock: clock.now });
  const event = async (groups: FixtureEvent["groups"] = [HALL]) => {
    const e = { jet: ++jet, groups };
    return { jet: e.jet, ...(await insertBookableEvent(t.db, e)) };
  };
  const add = (input: Partial<AddToCartInput> & { eventJetId: number }) => box.addToCart({ tickets: [{ saleTypeId: 1, quantity: 1 }], ...input });
  const receipt = (result: Awaited<ReturnType<BoxOffice["addToCart"]>>): CartReceipt => {
    if (!result.ok) throw new Error(`expected success, got ${result.reason}`);
    return result.value;
  };
  const refusal = (max: number) => ({
    ok: false,
    status: 409,
    reason: "ticket_limit",
    code: null,
    message: `You can book at most ${max} tickets per event.`,
    maxTickets: max,
  });
  const cartRow = (token: string) => t.db.selectFrom("carts").select(["id", "expires_at"]).where("token", "=", token).executeTakeFirstOrThrow();
  const linesOf = async (token: string) =>
    (await t.db.selectFrom("reservations").select(["price_id", "quantity", "expires_at"]).where("cart_id", "=", (await cartRow(token)).id).orderBy("id").execute()).map(
      (l) => [l.price_id, l.quantity, l.expires_at],
    );

  beforeAll(async () => {
    await t.db.insertInto("site_settings").defaultValues().execute();
  });

  it("a new database allows 10 tickets per event and cart", async () => {
    const row = await t.db.selectFrom("site_settings").select("max_tickets_per_event").executeTakeFirstOrThrow();
    expect(row.max_tickets_per_event).toBe(10);
  });

  it("10 tickets in one call are booked; 11 are refused with their own reason and nothing is reserved", async () => {
    const e = await event();
    expect(receipt(await add({ eventJetId: e.jet, tickets: [{ saleTypeId: 1, quantity: 6 }, { saleTypeId: 2, quantity: 4 }] })).ticketsQuantity).toBe(10);
    const carts = (await t.db.selectFrom("carts").select("id").execute()).length;
    expect(await add({ eventJetId: e.jet, tickets: [{ saleTypeId: 1, quantity: 6 }, { saleTypeId: 2, quantity: 5 }] })).toEqual(refusal(10));
    expect(await add({ eventJetId: e.jet, tickets: [{ saleTypeId: 1, quantity: 20 }] })).toEqual(refusal(10));
    expect(await reservedIn(t.db, e.groupIds[0]!)).toBe(10);
    expect((await t.db.selectFrom("carts").select("id").execute()).length).toBe(carts);
  });

  it("6 then 5 in one cart: the second call is refused and leaves the cart as it was", async () => {
    const e = await event();
    const first = receipt(await add({ eventJetId: e.jet, tickets: [{ saleTypeId: 1, quantity: 6 }] }));
    const before = await linesOf(first.cartToken);
    const cartBefore = await cartRow(first.cartToken);
    clock.advanceMinutes(1);
    const second = await add({ eventJetId: e.jet, cartToken: first.cartToken, tickets: [{ saleTypeId: 1, quantity: 3 }, { saleTypeId: 2, quantity: 2 }] });
    expect(second).toEqual(refusal(10));
    // Neither a grown line, nor a new one, nor a moved expiry.
    expect(await linesOf(first.cartToken)).toEqual(before);
    expect(await cartRow(first.cartToken)).toEqual(cartBefore);
    expect(await reservedIn(t.db, e.groupIds[0]!, clock.now().toISOString())).toBe(6);
    // Up to the maximum still goes into the same cart; another event's tickets count apart.
    expect(receipt(await add({ eventJetId: e.jet, cartToken: first.cartToken, tickets: [{ saleTypeId: 2, quantity: 4 }] })).ticketsQuantity).toBe(10);
    const other = await event();
    expect(receipt(await add({ eventJetId: other.jet, cartToken: first.cartToken, tickets: [{ saleTypeId: 1, quantity: 10 }] })).ticketsQuantity).toBe(20);
  });

  it("another cart can still book the same event", async () => {
    const e = await event();
    const full = receipt(await add({ eventJetId: e.jet, tickets: [{ saleTypeId: 1, quantity: 10 }] }));
    expect(await add({ eventJetId: e.jet, cartToken: full.cartToken })).toEqual(refusal(10));
    expect(receipt(await add({ eventJetId: e.jet, tickets: [{ saleTypeId: 1, quantity: 10 }] })).ticketsQuantity).toBe(10);
    expect(await reservedIn(t.db, e.groupIds[0]!)).toBe(20);
  });

  it("counts the cart's tickets of the event over all its seat groups", async () => {
    const e = await event([HALL, { ...HALL, name: "Balkon" }]);
    const cart = receipt(await add({ eventJetId: e.jet, seatGroupId: e.groupIds[0]!, tickets: [{ saleTypeId: 1, quantity: 7 }] }));
    expect(await add({ eventJetId: e.jet, seatGroupId: e.groupIds[1]!, cartToken: cart.cartToken, tickets: [{ saleTypeId: 1, quantity: 4 }] })).toEqual(refusal(10));
    expect(await reservedIn(t.db, e.groupIds[1]!)).toBe(0);
  });

  it("the site setting changes the maximum", async () => {
    onTestFinished(() => setMaxTicketsPerEvent(t.db, 10));
    const e = await event();
    await setMaxTicketsPerEvent(t.db, 4);
    expect(await add({ eventJetId: e.jet, tickets: [{ saleTypeId: 1, quantity: 5 }] })).toEqual(refusal(4));
    expect(receipt(await add({ eventJetId: e.jet, tickets: [{ saleTypeId: 1, quantity: 4 }] })).ticketsQuantity).toBe(4);
    await setMaxTicketsPerEvent(t.db, 12);
    expect(receipt(await add({ eventJetId: e.jet, tickets: [{ saleTypeId: 1, quantity: 12 }] })).ticketsQuantity).toBe(12);
    expect(await add({ eventJetId: e.jet, tickets: [{ saleTypeId: 1, quantity: 13 }] })).toEqual(refusal(12));
  });

  it("a repeat of a refused call (same key) gets the same refusal", async () => {
    const e = await event();
    const call = { eventJetId: e.jet, tickets: [{ saleTypeId: 1, quantity: 11 }], idempotencyKey: `limit-${jet}-key` };
    expect(await add(call)).toEqual(refusal(10));
    expect(await add(call)).toEqual(refusal(10));
  });

  it("a line's quantity cannot grow the cart past the maximum", async () => {
    const e = await event();
    const cart = receipt(await add({ eventJetId: e.jet, tickets: [{ saleTypeId: 1, quantity: 6 }, { saleTypeId: 2, quantity: 2 }] }));
    const lines = (await box.getCart(cart.cartToken, "de"))!.events[0]!.seatGroups[0]!.lines;
    const full = lines.find((l) => l.quantity === 6)!;
    expect(await box.changeQuantity(cart.cartToken, full.id, 9)).toEqual(refusal(10));
    expect(receipt(await box.changeQuantity(cart.cartToken, full.id, 8)).ticketsQuantity).toBe(10);
    expect(receipt(await box.changeQuantity(cart.cartToken, full.id, 3)).ticketsQuantity).toBe(5);
  });

  describe("answers", () => {
    let ids: FixtureIds;
    const eventJet = 93_900;
    beforeAll(async () => {
      ids = await insertBookableEvent(t.db, { jet: eventJet, groups: [HALL] });
    });

    function apiArgs(json: unknown, cart?: string): ActionFunctionArgs {
      const csrf = testCsrf();
      const headers = new Headers({ "Content-Type": "application/json", Origin: TEST_ORIGIN, "X-CSRFToken": csrf.token });
      headers.set("Cookie", [csrf.cookie, ...(cart ? [`festival-cart=${cart}`] : [])].join("; "));
      const request = new Request(new URL("/api/shop-cart/", TEST_ORIGIN), { method: "POST", headers, body: JSON.stringify(json) });
      return { request, params: {}, context: { ...TEST_CONTEXT, clientIp: randomIp() } };
    }

    it("POST /api/shop-cart/ answers 409 with the reason, no webshop code and the maximum", async () => {
      const res = await settle<AnyData>(() => shopCartAction(apiArgs({ quantities: [11], event_jet_id: eventJet, sale_type_ids: [1] })));
      expect(res.status).toBe(409);
      expect(res.data).toEqual({ error: "You can book at most 10 tickets per event.", reason: "ticket_limit", code: null, max_tickets: 10 });
      expect(res.headers.getSetCookie()).toEqual([]);
      const ok = await settle<AnyData>(() => shopCartAction(apiArgs({ quantities: [10], event_jet_id: eventJet, sale_type_ids: [1] })));
      expect(ok.status).toBe(200);
      expect(ok.data.tickets_quantity).toBe(10);
    });

    it("the no-JS booking form answers 409 with the reason and the maximum, keeping the selection", async () => {
      const field = `q.${ids.groupIds[0]}.1`;
      const args = formActionArgs(`/de/programm/-/${ids.eventId}`, { intent: "book", nonce: `n-${jet}-limit-form`, [field]: "11" }, {
        params: { slug: "-", id: String(ids.eventId) },
        withoutCsrf: true,
        headers: { "User-Agent": "ticket-limit-test" },
        context: { clientIp: randomIp() },
      });
      const res = await settle<AnyData>(() => eventAction(args));
      expect(res.status).toBe(409);
      expect(res.data.booking).toEqual({ reason: "ticket_limit", code: null, maxTickets: 10, values: { [field]: "11" } });
    });
  });
});
