// The webshop pages through their loaders and actions: the cart's states and answers, changes,
// checkout to the confirmation, CSRF and validation, the shop switch, expiry by the server's clock
// file, and the redirects of the old webshop's addresses.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import type { CartActionData, CartState } from "~/lib/types/webshop-cart";
import { setShopOnline } from "~/models/settings.server";
import { loader as indexLoader } from "~/routes/webshop-index";
import { action, loader } from "~/routes/webshop-cart";
import { loader as confirmationLoader } from "~/routes/webshop-confirmation";
import { loader as otherLoader } from "~/routes/webshop-legacy-redirects";
import { boxOffice } from "~/services/box-office/box-office.server";
import { insertBookableEvent, setMaxTicketsPerEvent, type FixtureIds } from "./support/box-office-fixtures";
import { createTestDatabases, formActionArgs, loaderArgs, settle, setupDatabase } from "./support/test-db";

interface CartPage {
  layout: string;
  csrf: string;
  shopOnline: boolean;
  state: CartState;
}

const cookieOf = (name: string, setCookies: string[]) => setCookies.find((c) => c.startsWith(`${name}=`))?.split(";")[0]?.split("=")[1];

describe.each(createTestDatabases())("webshop pages on $name", (engine) => {
  const t = setupDatabase(engine);
  const jet = 91_000;
  let ids: FixtureIds;
  let clockDir = "";
  let clockFile = "";

  /** A fresh cart with 2 × Vollpreis (12,50 €) and 1 × Ermäßigt (8,50 €). */
  async function newCart(): Promise<string> {
    const result = await boxOffice().addToCart({ eventJetId: jet, tickets: [{ saleTypeId: 1, quantity: 2 }, { saleTypeId: 3, quantity: 1 }] });
    if (!result.ok) throw new Error(result.message);
    return result.value.cartToken;
  }
  /** Another buyer lets their tickets go again (the event has 30 seats for all tests). */
  async function release(token: string) {
    const cart = await boxOffice().getCart(token, "de");
    for (const line of cart?.events.flatMap((e) => e.seatGroups.flatMap((g) => g.lines)) ?? []) await boxOffice().removeLine(token, line.id);
  }
  const cartCookie = (token: string) => ({ Cookie: `festival-cart=${token}` });
  const viewCart = (token: string | null, pathname = "/webshop/cart") =>
    settle<CartPage>(() => loader(loaderArgs(pathname, { headers: token ? cartCookie(token) : {} })));
  const post = (token: string | null, fields: Record<string, string>, options: { withoutCsrf?: boolean; pathname?: string } = {}) =>
    settle<CartActionData>(() =>
      action(formActionArgs(options.pathname ?? "/webshop/cart", fields, { headers: token ? cartCookie(token) : {}, withoutCsrf: options.withoutCsrf })),
    );
  const firstLine = (page: CartPage) => {
    if (page.state.kind !== "open") throw new Error(`cart is ${page.state.kind}`);
    return page.state.cart.events[0]!.groups[0]!.lines;
  };

  beforeAll(async () => {
    await t.db.insertInto("site_settings").defaultValues().execute();
    const production = await t.db
      .insertInto("productions")
      .values({ title_de: "Der Grüffelo", title_en: "The Gruffalo", slug_de: "der-grueffelo", slug_en: "the-gruffalo" })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids = await insertBookableEvent(
      t.db,
      { jet, startsAt: "2030-11-21T18:30:00.000Z", groups: [{ name: "Parkett", capacity: 30, prices: [[1, 1250, "Vollpreis"], [3, 850, "Ermäßigt"]] }] },
      production.id,
    );
    clockDir = fs.mkdtempSync(path.join(os.tmpdir(), "webshop-clock-"));
    clockFile = path.join(clockDir, "offset");
  });
  afterAll(() => {
    delete process.env.BOX_OFFICE_CLOCK_FILE;
    fs.rmSync(clockDir, { recursive: true, force: true });
  });

  it("shows the reserved tickets per event and seat group with prices, totals and the server's time", async () => {
    const res = await viewCart(await newCart());
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.getSetCookie().some((c) => c.startsWith("csrftoken="))).toBe(true);
    expect(res.data).toMatchObject({ layout: "webshop", shopOnline: true });
    const state = res.data.state;
    if (state.kind !== "open") throw new Error(state.kind);
    expect(state.cart.total).toBe("33,50 €");
    expect(state.cart.ticketsQuantity).toBe(3);
    expect(state.cart.events).toEqual([
      {
        id: ids.eventId,
        title: "Der Grüffelo",
        url: `/de/programm/der-grueffelo/${ids.eventId}`,
        when: "Donnerstag, 21. November 2030, 19:30 Uhr",
        groups: [
          {
            id: ids.groupIds[0],
            name: "Parkett",
            lines: [
              expect.objectContaining({ name: "Vollpreis", unit: "12,50 €", quantity: 2, total: "25 €", timeslot: null, canIncrease: true }),
              expect.objectContaining({ name: "Ermäßigt", unit: "8,50 €", quantity: 1, total: "8,50 €" }),
            ],
          },
        ],
      },
    ]);
    const left = Date.parse(state.expiresAt) - Date.parse(state.serverNow);
    expect(left).toBeGreaterThan(14 * 60_000);
    expect(left).toBeLessThanOrEqual(15 * 60_000);
    expect(state.reservedUntil).toMatch(/^\d\d:\d\d Uhr$/);
  });

  it("is empty without a cart, and empty again (cookies deleted) for an unknown cart", async () => {
    expect((await viewCart(null)).data.state).toEqual({ kind: "empty" });
    const unknown = await viewCart("no-such-cart");
    expect(unknown.data.state).toEqual({ kind: "empty" });
    expect(unknown.headers.getSetCookie()).toEqual(expect.arrayContaining([expect.stringMatching(/^festival-cart=; .*Max-Age=0/), expect.stringMatching(/^cartAmount=; .*Max-Age=0/)]));
  });

  it("changes a line's quantity and removes lines with 303 back to the cart, under the visitor's prefix", async () => {
    const token = await newCart();
    const [full, reduced] = firstLine((await viewCart(token)).data);
    const more = await post(token, { intent: "quantity", line: String(full!.id), quantity: "3" }, { pathname: "/eventim.webshop/cart" });
    expect(more.status).toBe(303);
    expect(more.location).toBe("/eventim.webshop/cart");
    expect(cookieOf("cartAmount", more.headers.getSetCookie())).toBe("4");
    expect(firstLine((await viewCart(token)).data).map((l) => [l.name, l.quantity, l.total])).toEqual([["Vollpreis", 3, "37,50 €"], ["Ermäßigt", 1, "8,50 €"]]);

    const removed = await post(token, { intent: "remove", line: String(reduced!.id) });
    expect(removed.status).toBe(303);
    expect(removed.location).toBe("/webshop/cart");
    expect(cookieOf("cartAmount", removed.headers.getSetCookie())).toBe("3");
    const toZero = await post(token, { intent: "quantity", line: String(full!.id), quantity: "0" });
    expect(toZero.status).toBe(303);
    expect((await viewCart(token)).data.state).toEqual({ kind: "empty" });
  });

  it("refuses bad input (400), a missing CSRF token (403), too many tickets (409 -214)", async () => {
    const token = await newCart();
    const [line] = firstLine((await viewCart(token)).data);
    const bad: Record<string, string>[] = [{ intent: "quantity", line: String(line!.id), quantity: "21" }, { intent: "quantity", line: "x", quantity: "1" }, { intent: "dance" }];
    for (const fields of bad) {
      const res = await post(token, fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.data.message).toBe("webshop.errors.invalid");
    }
    const forged = await post(token, { intent: "remove", line: String(line!.id) }, { withoutCsrf: true });
    expect(forged.status).toBe(403);
    expect(firstLine((await viewCart(token)).data)).toHaveLength(2);

    await setMaxTicketsPerEvent(t.db, 40);
    onTestFinished(() => setMaxTicketsPerEvent(t.db, 10));
    const other = await boxOffice().addToCart({ eventJetId: jet, tickets: [{ saleTypeId: 1, quantity: 20 }] });
    expect(other.ok).toBe(true);
    const tooMany = await post(token, { intent: "quantity", line: String(line!.id), quantity: "20" });
    expect(tooMany.status).toBe(409);
    expect(tooMany.data).toMatchObject({ message: "webshop.errors.notEnoughSeats", code: -214 });
    if (other.ok) await release(other.value.cartToken);
  });

  it("refuses a quantity that would take the cart past its maximum of tickets per event (409, with the maximum)", async () => {
    const token = await newCart();
    const [full] = firstLine((await viewCart(token)).data);
    const tooMany = await post(token, { intent: "quantity", line: String(full!.id), quantity: "10" });
    expect(tooMany.status).toBe(409);
    expect(tooMany.data).toEqual({ message: "webshop.errors.ticketLimit", messageVars: { max: 10 }, code: null });
    expect(firstLine((await viewCart(token)).data).map((l) => l.quantity)).toEqual([2, 1]);
    expect((await post(token, { intent: "quantity", line: String(full!.id), quantity: "9" })).status).toBe(303);
    await release(token);
  });

  it("checks out: field errors (400) keep the input, then the order is confirmed and the cart cookies go", async () => {
    const token = await newCart();
    const invalid = await post(token, { intent: "checkout", name: " ", email: "not-an-address" });
    expect(invalid.status).toBe(400);
    expect(invalid.data).toMatchObject({
      fields: { name: "webshop.checkout.nameRequired", email: "webshop.checkout.emailInvalid" },
      values: { name: " ", email: "not-an-address" },
    });
    expect((await post(token, { intent: "checkout", name: "Anna Berger", email: "" })).data.fields).toEqual({ email: "webshop.checkout.emailRequired" });

    const done = await post(token, { intent: "checkout", name: "Anna Berger", email: "anna@example.org" }, { pathname: "/testshop/cart" });
    expect(done.status).toBe(303);
    expect(done.location).toBe("/testshop/confirmation");
    const cookies = done.headers.getSetCookie();
    expect(cookies).toEqual(expect.arrayContaining([expect.stringMatching(/^festival-cart=; .*Max-Age=0/), expect.stringMatching(/^cartAmount=; .*Max-Age=0/)]));
    const order = cookieOf("festival-order", cookies);
    expect(order).toBe(token);

    const confirmation = await settle<{ orderId: number; order: { total: string; ticketsQuantity: number } }>(() =>
      confirmationLoader(loaderArgs("/testshop/confirmation", { headers: { Cookie: `festival-order=${order}` } })),
    );
    expect(confirmation.status).toBe(200);
    expect(confirmation.headers.get("Cache-Control")).toBe("private, no-store");
    const row = await t.db.selectFrom("orders").select(["id", "name", "email"]).where("id", "=", confirmation.data.orderId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: "Anna Berger", email: "anna@example.org" });
    expect(confirmation.data.order).toMatchObject({ total: "33,50 €", ticketsQuantity: 3 });

    // The cart is an order now: its cookie shows nothing and a second checkout is refused.
    expect((await viewCart(token)).data.state).toEqual({ kind: "empty" });
    const again = await post(token, { intent: "checkout", name: "Anna Berger", email: "anna@example.org" });
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({ message: "webshop.errors.noReservation", code: -204 });
    const noOrder = await settle(() => confirmationLoader(loaderArgs("/webshop/confirmation")));
    expect(noOrder.status).toBe(303);
    expect(noOrder.location).toBe("/webshop/cart");
  });

  it("with the shop offline says so and refuses checkout (503) without ordering", async () => {
    const token = await newCart();
    await setShopOnline(false);
    try {
      const page = await viewCart(token);
      expect(page.data.shopOnline).toBe(false);
      const refused = await post(token, { intent: "checkout", name: "Anna Berger", email: "anna@example.org" });
      expect(refused.status).toBe(503);
      expect(refused.data.message).toBe("webshop.offline");
      expect((await viewCart(token)).data.state.kind).toBe("open");
    } finally {
      await setShopOnline(true);
    }
  });

  it("shows the expired state once the server's clock passes the reservation, and deletes the cookies", async () => {
    const token = await newCart();
    process.env.BOX_OFFICE_CLOCK_FILE = clockFile;
    try {
      fs.writeFileSync(clockFile, String(13 * 60_000));
      const late = (await viewCart(token)).data.state;
      if (late.kind !== "open") throw new Error(late.kind);
      expect(Date.parse(late.expiresAt) - Date.parse(late.serverNow)).toBeLessThan(3 * 60_000);

      fs.writeFileSync(clockFile, String(16 * 60_000));
      const res = await viewCart(token);
      expect(res.data.state).toEqual({ kind: "expired" });
      expect(res.headers.getSetCookie()).toEqual(expect.arrayContaining([expect.stringMatching(/^festival-cart=; .*Max-Age=0/)]));
      const lineId = late.cart.events[0]!.groups[0]!.lines[0]!.id;
      const change = await post(token, { intent: "quantity", line: String(lineId), quantity: "1" });
      expect(change.status).toBe(409);
      expect(change.data).toMatchObject({ code: -204 });
    } finally {
      fs.writeFileSync(clockFile, "0");
    }
  });

  it("sends /webshop to the cart and the old webshop's pages to the site's own", async () => {
    const article = await t.db
      .insertInto("articles")
      .values({ title_de: "Gutscheine", title_en: "Vouchers", slug_de: "gutscheine", slug_en: "vouchers", published_at: "2020-01-01T00:00:00.000Z" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const index = await settle(() => indexLoader(loaderArgs("/test.webshop")));
    expect([index.status, index.location]).toEqual([302, "/test.webshop/cart"]);
    const cases: [string, string, number | null, string | null][] = [
      ["/webshop/events", "events", 301, "/de/programm"],
      ["/webshop/events/", "events/", 301, "/de/programm"],
      ["/eventim-template/events/91000", "events/91000", 301, `/de/programm/der-grueffelo/${ids.eventId}`],
      ["/webshop/itemgroups/x", "itemgroups/x", 404, null],
      [`/testshop/itemgroups/${article.id}`, `itemgroups/${article.id}`, 301, `/de/mediathek-de/gutscheine/${article.id}`],
      ["/webshop/series/7", "series/7", 301, "/de/abonnements"],
      ["/eventim.webshop/favorites/", "favorites/", 302, "/de/merkliste"],
      ["/webshop/events/99999", "events/99999", 404, null],
      ["/webshop/itemgroups/99999", "itemgroups/99999", 404, null],
      ["/webshop/checkout", "checkout", 404, null],
      ["/webshop/events/1/2", "events/1/2", 404, null],
    ];
    for (const [url, splat, status, location] of cases) {
      const res = await settle(() => otherLoader(loaderArgs(url, { params: { "*": splat } })));
      expect([res.status, res.location], url).toEqual([status, location]);
    }
  });
});
