// The event page's booking action (the widget without JavaScript) and its loader part, on both
// engines: 303 with the cart cookies, 400 for bad forms, 409 for -214/-204, the same-origin check,
// double submits, timeslots; and GET /api/csrf/.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { setShopOnline } from "~/models/settings.server";
import { loader as csrfLoader } from "~/routes/api/csrf";
import { action, loader } from "~/routes/event";
import { inDays, insertBookableEvent, reservedIn, type FixtureIds } from "./support/box-office-fixtures";
import { createTestDatabases, formActionArgs, loaderArgs, settle, setupDatabase, TEST_ORIGIN } from "./support/test-db";

type AnyData = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const randomIp = () => `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

describe.each(createTestDatabases())("booking form action on $name", (engine) => {
  const t = setupDatabase(engine);
  let plain: FixtureIds;
  let slotted: FixtureIds;
  const path = (ids: FixtureIds) => `/de/programm/-/${ids.eventId}`;
  const params = (ids: FixtureIds) => ({ slug: "-", id: String(ids.eventId) });

  /** Posts the form like a browser without JavaScript: same origin, no CSRF cookie, own address. */
  function post(ids: FixtureIds, fields: Record<string, string>, options: { cookie?: string; origin?: string; ip?: string } = {}) {
    const headers: Record<string, string> = { "User-Agent": "booking-test" };
    if (options.cookie) headers.Cookie = options.cookie;
    const args = formActionArgs(path(ids), { intent: "book", nonce: `n-${Math.random().toString(36).slice(2, 12)}`, ...fields }, {
      params: params(ids),
      withoutCsrf: true,
      headers,
      context: { clientIp: options.ip ?? randomIp() },
    });
    if (options.origin) args.request.headers.set("Origin", options.origin);
    return settle<AnyData>(() => action(args));
  }

  const q = (ids: FixtureIds, group: number, saleType: number) => `q.${ids.groupIds[group]}.${saleType}`;
  const cookiesOf = (headers: Headers) => headers.getSetCookie().map((c) => c.split(";")[0]!);
  const cartCookie = (headers: Headers) => cookiesOf(headers).find((c) => c.startsWith("festival-cart="))!;

  beforeAll(async () => {
    await t.db.insertInto("site_settings").defaultValues().execute();
    plain = await insertBookableEvent(t.db, {
      jet: 91_001,
      groups: [
        { name: "Parkett", capacity: 10, prices: [[1, 1400, "Vollpreis"], [2, 900, "Kinder"], [3, 1100, "Ermäßigt"]] },
        { name: "Balkon", capacity: 3, prices: [[1, 1200, "Vollpreis"]] },
        { name: "Galerie", capacity: 5, status: 0, text: "geschlossen", prices: [[1, 900, "Vollpreis"]] },
      ],
    });
    slotted = await insertBookableEvent(t.db, {
      jet: 91_002,
      groups: [{ name: "Werkstatt", capacity: 30, prices: [[1, 1500, "Vollpreis"]] }],
      timeslots: [
        { blockId: 9501, startsAt: inDays(10) },
        { blockId: 9502, startsAt: inDays(10.1), status: 0 },
        { blockId: 9503, startsAt: inDays(10.2), capacity: 2 },
      ],
    });
  });

  it("the loader gives the widget its offer and a form key; ?booked= counts only with a cart", async () => {
    const res = await settle<AnyData>(() => loader(loaderArgs(`${path(plain)}?booked=2`, { params: params(plain) })));
    const { offer, nonce, booked } = res.data.booking;
    expect(offer.eventJetId).toBe(91_001);
    expect(offer.seatGroups.map((g: AnyData) => [g.name, g.offered, g.left])).toEqual([["Parkett", true, 10], ["Balkon", true, 3], ["Galerie", false, 0]]);
    expect(offer.seatGroups[0].prices[1]).toMatchObject({ name: "Kinder", label: "9 €", cents: 900 });
    expect(nonce).toMatch(/^[\w-]{16}$/);
    // Derived from the answer's CSP nonce (which the page cache renews for every answer), never the nonce itself.
    const other = await settle<AnyData>(() => loader(loaderArgs(path(plain), { params: params(plain), context: { cspNonce: "another-answer" } })));
    expect(other.data.booking.nonce).toMatch(/^[\w-]{16}$/);
    expect(other.data.booking.nonce).not.toBe(nonce);
    expect(nonce).not.toContain("integration-test-nonce");
    expect(booked).toBeNull();
    const slots = await settle<AnyData>(() => loader(loaderArgs(path(slotted), { params: params(slotted) })));
    expect(slots.data.booking.offer.timeslots.map((s: AnyData) => s.blockId)).toEqual([9501, 9503]);
    expect(slots.data.booking.offer.seatGroups[0].leftBySlot).toEqual({ 9501: 30, 9503: 2 });
  });

  it("303: reserves one call per seat group into one cart and comes back with the cart cookies", async () => {
    const res = await post(plain, { [q(plain, 0, 1)]: "2", [q(plain, 0, 2)]: "1", [q(plain, 0, 3)]: "", [q(plain, 1, 1)]: "1" });
    expect(res.status).toBe(303);
    expect(res.location).toBe(`${path(plain)}?booked=4#tickets`);
    const cookies = cookiesOf(res.headers);
    expect(cookies).toEqual([expect.stringMatching(/^festival-cart=[\w-]+$/), "cartAmount=4", "cartUrl=%2Fwebshop%2Fcart", expect.stringMatching(/^cartExpires=/)]);
    expect(await reservedIn(t.db, plain.groupIds[0]!)).toBe(3);
    expect(await reservedIn(t.db, plain.groupIds[1]!)).toBe(1);
    expect((await t.db.selectFrom("carts").select("id").execute()).length).toBe(1);

    const page = await settle<AnyData>(() => loader(loaderArgs(`${path(plain)}?booked=4`, { params: params(plain), headers: { Cookie: cartCookie(res.headers) } })));
    expect(page.data.booking.booked).toBe(4);
  });

  it("a double submit of the same form reserves once and never hands the new cart to the repeat", async () => {
    const fields = { nonce: "same-form-key-1", [q(plain, 0, 1)]: "1" };
    const before = await reservedIn(t.db, plain.groupIds[0]!);
    const first = await post(plain, fields, { ip: "10.8.0.1" });
    const second = await post(plain, fields, { ip: "10.8.0.1" });
    expect([first.status, second.status]).toEqual([303, 409]);
    expect(second.data.booking).toEqual({ reason: "already_sent", code: null, values: { [q(plain, 0, 1)]: "1" } });
    expect(second.headers.getSetCookie()).toEqual([]);
    expect(await reservedIn(t.db, plain.groupIds[0]!)).toBe(before + 1);
    // Someone else sending the very same cached form key gets their own cart.
    const other = await post(plain, fields, { ip: "10.8.0.2" });
    expect(cartCookie(other.headers)).not.toBe(cartCookie(first.headers));
    expect(await reservedIn(t.db, plain.groupIds[0]!)).toBe(before + 2);
  });

  it("400: no tickets or a bad quantity, with the entered values kept, logged, and nothing reserved", async () => {
    const before = await reservedIn(t.db, plain.groupIds[0]!);
    const warn = vi.spyOn(console, "warn");
    const none = await post(plain, { [q(plain, 0, 1)]: "0", [q(plain, 0, 2)]: "" });
    expect(warn).toHaveBeenCalledWith(`[booking] 400 no_tickets (${path(plain)})`);
    warn.mockRestore();
    expect(none.status).toBe(400);
    expect(none.data.booking).toEqual({ reason: "no_tickets", code: null, values: { [q(plain, 0, 1)]: "0", [q(plain, 0, 2)]: "" } });
    const bad = await post(plain, { [q(plain, 0, 1)]: "-2" });
    expect(bad.status).toBe(400);
    expect(bad.data.booking).toMatchObject({ reason: "invalid", values: { [q(plain, 0, 1)]: "-2" } });
    expect((await post(plain, { [q(plain, 0, 1)]: "21" })).status).toBe(400);
    expect((await post(plain, { [q(plain, 0, 1)]: "1", nonce: "<script>" })).status).toBe(400);
    expect(await reservedIn(t.db, plain.groupIds[0]!)).toBe(before);
  });

  it("409 -214: stops at the seat group that has too few seats, keeps what is not in the cart yet", async () => {
    const parkett = await reservedIn(t.db, plain.groupIds[0]!);
    const res = await post(plain, { [q(plain, 0, 1)]: "1", [q(plain, 1, 1)]: "3" });
    expect(res.status).toBe(409);
    expect(res.data.booking).toEqual({ reason: "not_enough_seats", code: -214, values: { [q(plain, 1, 1)]: "3" } });
    // The first seat group went into the cart; its cookies come along.
    expect(await reservedIn(t.db, plain.groupIds[0]!)).toBe(parkett + 1);
    expect(cookiesOf(res.headers)).toContain("cartAmount=1");
  });

  it("409 -204: an expired or unknown cart, and its cookies are deleted", async () => {
    const res = await post(plain, { [q(plain, 0, 1)]: "1" }, { cookie: "festival-cart=expired-cart-token" });
    expect(res.status).toBe(409);
    expect(res.data.booking).toMatchObject({ reason: "no_reservation", code: -204 });
    expect(cookiesOf(res.headers)).toEqual(["festival-cart=", "cartAmount=", "cartUrl=", "cartExpires="]);
  });

  it("409 for a seat group that is not offered, 503 while the shop is offline", async () => {
    expect((await post(plain, { [q(plain, 2, 1)]: "1" })).data.booking).toMatchObject({ reason: "not_offered", code: null });
    await setShopOnline(false);
    try {
      const res = await post(plain, { [q(plain, 0, 1)]: "1" });
      expect(res.status).toBe(503);
      expect(res.data.booking.reason).toBe("shop_offline");
    } finally {
      await setShopOnline(true);
    }
  });

  it("timeslots: the block id is required, and each timeslot has its own seats", async () => {
    const field = q(slotted, 0, 1);
    expect((await post(slotted, { [field]: "1" })).data.booking).toMatchObject({ reason: "timeslot_required" });
    expect((await post(slotted, { [field]: "3", block_id: "9503" })).data.booking).toMatchObject({ code: -214, values: { [field]: "3", block_id: "9503" } });
    const ok = await post(slotted, { [field]: "2", block_id: "9503" });
    expect(ok.status).toBe(303);
    expect(await reservedIn(t.db, slotted.groupIds[0]!)).toBe(2);
    expect((await post(slotted, { [field]: "1", block_id: "9502" })).status).toBe(409); // status 0
  });

  it("403 for a form posted from another site; 405 for other methods", async () => {
    const res = await post(plain, { [q(plain, 0, 1)]: "1" }, { origin: "https://evil.example" });
    expect([res.status, res.thrown]).toEqual([403, true]);
    const put = formActionArgs(path(plain), { intent: "book" }, { method: "PUT", params: params(plain) });
    expect((await settle(() => action(put))).status).toBe(405);
  });
});

describe("GET /api/csrf/", () => {
  it("sets the csrftoken cookie only when it is missing, never cacheable", async () => {
    const fresh = await settle<{ token: string }>(() => csrfLoader(loaderArgs("/api/csrf/")));
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get("Cache-Control")).toBe("private, no-store");
    const cookie = fresh.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(new RegExp(`^csrftoken=${fresh.data.token.replace(/[.]/g, "\\.")}; Path=/; SameSite=Lax`));
    const again = await settle<{ token: string }>(() => csrfLoader(loaderArgs("/api/csrf/", { headers: { Cookie: cookie.split(";")[0]!, Origin: TEST_ORIGIN } })));
    expect(again.data.token).toBe(fresh.data.token);
    expect(again.headers.get("Set-Cookie")).toBeNull();
  });
});
