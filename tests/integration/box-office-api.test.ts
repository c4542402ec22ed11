// POST /api/shop-cart/ through its action: answers and cookies, the CSRF (403) and validation (400)
// matrix, idempotency, 429, shop offline, -214/-204, and expiry with the server's clock file.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ActionFunctionArgs } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setShopOnline } from "~/models/settings.server";
import { action, loader } from "~/routes/api/shop-cart";
import { insertBookableEvent } from "./support/box-office-fixtures";
import { createTestDatabases, settle, setupDatabase, TEST_CONTEXT, TEST_ORIGIN, testCsrf } from "./support/test-db";

const URL_PATH = "/api/shop-cart/";

interface Visitor {
  csrf: { token: string; cookie: string };
  ip: string;
  cart?: string;
}

const visitor = (): Visitor => ({ csrf: testCsrf(), ip: `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });

interface PostOptions {
  headers?: Record<string, string>;
  /** Replace the CSRF header/cookie/origin handling. */
  raw?: boolean;
  body?: string;
}

function args(v: Visitor, json: unknown, options: PostOptions = {}): ActionFunctionArgs {
  const headers = new Headers(options.raw ? {} : { "Content-Type": "application/json", Origin: TEST_ORIGIN, "X-CSRFToken": v.csrf.token });
  const cookies = options.raw ? [] : [v.csrf.cookie];
  if (v.cart) cookies.push(`festival-cart=${v.cart}`);
  if (cookies.length) headers.set("Cookie", cookies.join("; "));
  for (const [k, value] of Object.entries(options.headers ?? {})) headers.set(k, value);
  const request = new Request(new URL(URL_PATH, TEST_ORIGIN), { method: "POST", headers, body: options.body ?? JSON.stringify(json) });
  return { request, params: {}, context: { ...TEST_CONTEXT, clientIp: v.ip } };
}

/** Posts like the widget; remembers the cart cookie the answer sets. */
async function post(v: Visitor, json: unknown, options: PostOptions = {}) {
  const res = await settle<Record<string, unknown>>(() => action(args(v, json, options)));
  const token = res.headers.getSetCookie?.().find((c) => c.startsWith("festival-cart="));
  if (token) v.cart = token.split(";")[0]!.split("=")[1] || undefined;
  return res;
}

describe.each(createTestDatabases())("POST /api/shop-cart/ on $name", (engine) => {
  const t = setupDatabase(engine);
  const jet = 80_000;
  let ids: Awaited<ReturnType<typeof insertBookableEvent>>;
  const reservations = async () => (await t.db.selectFrom("reservations").select("id").execute()).length;
  const body = (extra: Record<string, unknown> = {}) => ({ quantities: [1], event_jet_id: jet, sale_type_ids: [1], ...extra });
  let clockDir = "";

  beforeAll(async () => {
    await t.db.insertInto("site_settings").defaultValues().execute();
    ids = await insertBookableEvent(t.db, { jet, groups: [{ name: "Saal", capacity: 6, prices: [[1, 1200, "Vollpreis"], [2, 800, "Kinder"]] }] });
    clockDir = fs.mkdtempSync(path.join(os.tmpdir(), "box-office-clock-"));
  });
  afterAll(() => {
    delete process.env.BOX_OFFICE_CLOCK_FILE;
    fs.rmSync(clockDir, { recursive: true, force: true });
  });

  it("reserves, answers tickets_quantity and cart_url, and sets the cart cookies", async () => {
    const v = visitor();
    const res = await post(v, { quantities: [2, "1"], event_jet_id: String(jet), sale_type_ids: [1, 2], seat_group: ids.groupIds[0] });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ tickets_quantity: 3, cart_url: "/webshop/cart" });
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const cookies = res.headers.getSetCookie();
    expect(cookies).toHaveLength(4);
    expect(cookies[0]).toMatch(/^festival-cart=[\w-]{32}; Path=\/; Max-Age=900; SameSite=Lax; HttpOnly$/);
    expect(cookies[1]).toBe("cartAmount=3; Path=/; Max-Age=900; SameSite=Lax");
    expect(cookies[2]).toBe("cartUrl=%2Fwebshop%2Fcart; Path=/; Max-Age=900; SameSite=Lax");
    expect(decodeURIComponent(cookies[3]!.split(";")[0]!.split("=")[1]!)).toBe(res.data.expires_at);
    const again = await post(v, body());
    expect(again.data).toMatchObject({ tickets_quantity: 4 });
    expect(await t.db.selectFrom("carts").select("id").execute()).toHaveLength(1);
    await t.db.deleteFrom("carts").execute();
  });

  it("refuses without a valid CSRF token or from another origin (403), reserving nothing", async () => {
    const before = await reservations();
    const v = visitor();
    const forged = visitor();
    const cases: [string, PostOptions][] = [
      ["no token at all", { raw: true, headers: { "Content-Type": "application/json" } }],
      ["header without cookie", { raw: true, headers: { "Content-Type": "application/json", "X-CSRFToken": v.csrf.token } }],
      ["cookie without header", { headers: { "X-CSRFToken": "" } }],
      ["header differs from cookie", { headers: { "X-CSRFToken": forged.csrf.token } }],
      ["unsigned token in both", { raw: true, headers: { "Content-Type": "application/json", "X-CSRFToken": "abc.def", Cookie: "csrftoken=abc.def" } }],
      ["other origin", { headers: { Origin: "https://evil.example" } }],
    ];
    for (const [name, options] of cases) {
      const res = await post(v, body(), options);
      expect(res.status, name).toBe(403);
      expect(res.thrown, name).toBe(false); // answered, not thrown: a thrown data() is a logged error in a resource route
      expect(res.data, name).toEqual({ error: "CSRF verification failed." });
    }
    expect(await reservations()).toBe(before);
  });

  it("answers 400 with a message for a malformed body, 415 for a form post, reserving nothing", async () => {
    const before = await reservations();
    const v = visitor();
    const bad: [string, unknown][] = [
      ["quantities: Required", { event_jet_id: jet, sale_type_ids: [1] }],
      ["event_jet_id", body({ event_jet_id: undefined })],
      ["quantities and sale_type_ids must have the same length", body({ quantities: [1, 1] })],
      ["must be at least 1", body({ quantities: [0] })],
      ["must be at least 1", body({ quantities: [-2] })],
      ["must be at most 20", body({ quantities: [21] })],
      ["must be at most 20", body({ quantities: [1e9] })],
      ["must be an integer", body({ quantities: [1.5] })],
      ["must be an integer", body({ quantities: ["zwei"] })],
      ["at least one ticket", body({ quantities: [], sale_type_ids: [] })],
      ["a sale type may appear only once", body({ quantities: [1, 1], sale_type_ids: [1, 1] })],
      ["event_jet_id", body({ event_jet_id: -1 })],
      ["seat_group", body({ seat_group: "x" })],
      ["Expected object", [1, 2]],
    ];
    for (const [message, json] of bad) {
      const res = await post(v, json);
      expect(res.status, message).toBe(400);
      expect(String(res.data.error), JSON.stringify(json)).toContain(message);
    }
    expect((await post(v, null, { body: "{not json" })).data).toEqual({ error: "The request body is not valid JSON." });
    const form = await post(v, null, { body: "quantities=1", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(form.status).toBe(415);
    expect((await post(v, body(), { headers: { "Idempotency-Key": "kurz" } })).status).toBe(400);
    expect(await reservations()).toBe(before);
  });

  it("answers the webshop's codes: 409 with -214 and -204 (clearing the cart cookies)", async () => {
    const v = visitor();
    const full = await post(v, body({ quantities: [7] }));
    expect(full.status).toBe(409);
    expect(full.data).toEqual({ error: "Not enough (connected) seats found.", reason: "not_enough_seats", code: -214 });
    v.cart = "gone-cart-token";
    const gone = await post(v, body());
    expect(gone.status).toBe(409);
    expect(gone.data).toEqual({ error: "No current reservation.", reason: "no_reservation", code: -204 });
    expect(gone.headers.getSetCookie().map((c) => c.split(";").slice(0, 3).join(";"))).toEqual([
      "festival-cart=; Path=/; Max-Age=0", "cartAmount=; Path=/; Max-Age=0", "cartUrl=; Path=/; Max-Age=0", "cartExpires=; Path=/; Max-Age=0",
    ]);
    expect((await post(v, body({ event_jet_id: 1 }))).status).toBe(404);
  });

  it("answers a repeated Idempotency-Key the same and reserves once; another visitor's key is their own", async () => {
    await t.db.deleteFrom("carts").execute();
    const v = visitor();
    const key = { "Idempotency-Key": crypto.randomUUID() };
    const first = await post(v, body({ quantities: [2] }), { headers: key });
    const cartAfterFirst = v.cart;
    const again = await post(v, body({ quantities: [2] }), { headers: key });
    expect(again.status).toBe(200);
    expect(again.data).toEqual(first.data);
    expect(v.cart).toBe(cartAfterFirst);
    // A repeat without the cart its first answer made (that answer never arrived) is not given that cart.
    v.cart = undefined;
    const lost = await post(v, body({ quantities: [2] }), { headers: key });
    expect(lost.status).toBe(409);
    expect(lost.data).toMatchObject({ reason: "already_sent", code: null });
    expect(lost.headers.getSetCookie()).toEqual([]);
    expect(v.cart).toBeUndefined();
    expect(await reservations()).toBe(1);
    const other = visitor();
    expect((await post(other, body({ quantities: [2] }), { headers: key })).data).toMatchObject({ tickets_quantity: 2 });
    expect(other.cart).not.toBe(cartAfterFirst);
    expect(await reservations()).toBe(2);
    await t.db.deleteFrom("carts").execute();
  });

  it("limits cart writes per visitor and minute (429), counting rejected ones too", async () => {
    const v = visitor();
    for (let i = 0; i < 30; i++) expect((await post(v, { quantities: [0] })).status).toBe(400);
    const limited = await post(v, body());
    expect(limited.status).toBe(429);
    expect(limited.data).toMatchObject({ reason: "rate_limited", code: null });
    expect((await post(visitor(), { quantities: [0] })).status).toBe(400); // another address still passes
  });

  it("reserves nothing while the shop is offline (503)", async () => {
    const before = await reservations();
    await setShopOnline(false);
    try {
      const res = await post(visitor(), body());
      expect(res.status).toBe(503);
      expect(res.data).toMatchObject({ reason: "shop_offline", error: "The webshop is offline; no tickets were reserved." });
    } finally {
      await setShopOnline(true);
    }
    expect(await reservations()).toBe(before);
  });

  it("lets the reservation expire when the server's clock file moves 15 minutes on", async () => {
    await t.db.deleteFrom("carts").execute();
    const file = path.join(clockDir, "offset");
    process.env.BOX_OFFICE_CLOCK_FILE = file;
    const v = visitor();
    expect((await post(v, body({ quantities: [6] }))).status).toBe(200);
    expect((await post(visitor(), body())).data).toMatchObject({ code: -214 });
    fs.writeFileSync(file, String(15 * 60_000 + 1000));
    expect((await post(v, body())).data).toMatchObject({ code: -204 });
    expect((await post(visitor(), body({ quantities: [6] }))).status).toBe(200);
    delete process.env.BOX_OFFICE_CLOCK_FILE;
  });

  it("answers only POST", async () => {
    const res = await settle(() => loader({ request: new Request(new URL(URL_PATH, TEST_ORIGIN)), context: TEST_CONTEXT }));
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("POST");
  });
});
