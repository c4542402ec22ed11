// The no-JS booking form on an event page that comes from the page cache, on both engines: every
// answer carries its own form key, so visitors who share an address and a browser book into carts
// of their own; a double submit of one answer still reserves once and never hands its cart to a
// request that does not carry it.
import crypto from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { action, loader } from "~/routes/event";
import { answerTokens } from "~/services/http/answer-tokens.server";
import { cachedPage, clearPageCache, pageCacheKey, pageCacheVersion, storePage } from "~/services/http/page-cache.server";
import { insertBookableEvent, reservedIn, type FixtureIds } from "./support/box-office-fixtures";
import { contentVersionKnown, createTestDatabases, formActionArgs, loaderArgs, settle, setupDatabase, TEST_ORIGIN } from "./support/test-db";

type AnyData = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One school network: every visitor has this address and this browser. */
const ADDRESS = "10.77.0.1";
const BROWSER = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0", "Accept-Language": "de-AT,de;q=0.9" };

describe.each(createTestDatabases())("booking on a cached event page on $name", (engine) => {
  const t = setupDatabase(engine);
  let jet = 93_000;
  const path = (ids: FixtureIds) => `/de/programm/-/${ids.eventId}`;
  const params = (ids: FixtureIds) => ({ slug: "-", id: String(ids.eventId) });
  const field = (ids: FixtureIds) => `q.${ids.groupIds[0]}.1`;

  beforeAll(async () => {
    // One address books 300 times a minute here; the limit per address is not what is tested.
    vi.stubEnv("CART_RATE_LIMIT", "100000");
    await t.db.insertInto("site_settings").defaultValues().execute();
    await contentVersionKnown(t.conn);
  });
  afterAll(() => vi.unstubAllEnvs());
  beforeEach(() => clearPageCache());

  const event = (capacity: number) => insertBookableEvent(t.db, { jet: ++jet, groups: [{ name: "Saal", capacity, prices: [[1, 1000, "Vollpreis"]] }] });

  /**
   * The event page as the page cache keeps it: rendered once (the loader, with the answer's CSP
   * nonce) and stored; the form key stands in the page as in the plain form and in the page's data.
   */
  async function cachePage(ids: FixtureIds): Promise<string> {
    const url = new URL(path(ids), TEST_ORIGIN).href;
    const key = pageCacheKey({ method: "GET", url, cookie: null, referer: null, userAgent: BROWSER["User-Agent"] })!.key;
    const version = pageCacheVersion();
    const csp = crypto.randomBytes(16).toString("base64");
    const page = await settle<AnyData>(() => loader(loaderArgs(path(ids), { params: params(ids), headers: BROWSER, context: { cspNonce: csp } })));
    const body = `<script nonce="${csp}"></script><input type="hidden" name="nonce" value="${page.data.booking.nonce}"><script nonce="${csp}">${JSON.stringify(page.data)}</script>`;
    const headers = { "content-type": "text/html; charset=utf-8", "cache-control": "public, max-age=0, s-maxage=60" };
    expect(storePage(key, version, { status: 200, headers, body: Buffer.from(body), tokens: answerTokens(csp) })).toBe(true);
    return key;
  }

  /** A visitor's GET of the cached page: the form key their answer carries. */
  function formKeyFromCache(key: string): string {
    const hit = cachedPage(key, answerTokens(crypto.randomBytes(16).toString("base64")));
    expect(hit).not.toBeNull();
    return /name="nonce" value="([^"]+)"/.exec(hit!.body.toString())![1]!;
  }

  /** The plain form's POST from the school network, without a cart (or with `cookie`). */
  function book(ids: FixtureIds, nonce: string, cookie?: string) {
    const headers: Record<string, string> = { ...BROWSER };
    if (cookie) headers.Cookie = cookie;
    const args = formActionArgs(path(ids), { intent: "book", nonce, [field(ids)]: "1" }, { params: params(ids), withoutCsrf: true, headers, context: { clientIp: ADDRESS } });
    return settle<AnyData>(() => action(args));
  }

  const cartOf = (res: { headers: Headers }) => res.headers.getSetCookie().map((c) => c.split(";")[0]!).find((c) => c.startsWith("festival-cart="));
  const ticketsIn = async (cookie: string) => {
    const token = cookie.slice("festival-cart=".length);
    const rows = await t.db.selectFrom("reservations").innerJoin("carts", "carts.id", "reservations.cart_id").select("reservations.quantity").where("carts.token", "=", token).execute();
    return rows.reduce((sum, r) => sum + r.quantity, 0);
  };

  it("two visitors with one address and one browser book the same ticket and get a cart each, with one ticket each", async () => {
    const ids = await event(10);
    const key = await cachePage(ids);
    const [first, second] = [formKeyFromCache(key), formKeyFromCache(key)];
    expect(first).not.toBe(second);
    const answers = [await book(ids, first), await book(ids, second)];
    expect(answers.map((a) => [a.status, a.location])).toEqual([303, 303].map((s) => [s, `${path(ids)}?booked=1#tickets`]));
    const carts = answers.map(cartOf);
    expect(carts[0]).toMatch(/^festival-cart=[\w-]+$/);
    expect(carts[1]).toMatch(/^festival-cart=[\w-]+$/);
    expect(carts[1]).not.toBe(carts[0]);
    expect([await ticketsIn(carts[0]!), await ticketsIn(carts[1]!)]).toEqual([1, 1]);
    expect(await reservedIn(t.db, ids.groupIds[0]!)).toBe(2);
  });

  it("300 visitors from one address race for 30 seats: exactly 30 get a ticket, every other one hears 'sold out'", async () => {
    const ids = await event(30);
    const key = await cachePage(ids);
    const keys = Array.from({ length: 300 }, () => formKeyFromCache(key));
    expect(new Set(keys).size).toBe(300);
    const logged: string[] = [];
    const warn = vi.spyOn(console, "warn").mockImplementation((line: unknown) => void logged.push(String(line)));
    const answers = await Promise.all(keys.map((nonce) => book(ids, nonce))).finally(() => warn.mockRestore());
    expect(logged.filter((line) => line.startsWith("[booking] 409 not_enough_seats -214"))).toHaveLength(270);
    const booked = answers.filter((a) => a.status === 303);
    expect(booked).toHaveLength(30);
    expect(new Set(booked.map(cartOf)).size).toBe(30);
    const refused = answers.filter((a) => a.status !== 303);
    expect(new Set(refused.map((a) => a.status))).toEqual(new Set([409]));
    expect(refused.every((a) => a.data.booking.reason === "not_enough_seats" && a.data.booking.code === -214 && cartOf(a) === undefined)).toBe(true);
    expect(await reservedIn(t.db, ids.groupIds[0]!)).toBe(30);
    for (const cart of booked.map(cartOf)) expect(await ticketsIn(cart!)).toBe(1);
  });

  it("a double submit of one answer reserves once; the repeat without the new cart is not given it", async () => {
    const ids = await event(10);
    const nonce = formKeyFromCache(await cachePage(ids));
    const [first, second] = await Promise.all([book(ids, nonce), book(ids, nonce)]);
    const [made, repeat] = first.status === 303 ? [first, second] : [second, first];
    expect(made.status).toBe(303);
    expect(repeat.status).toBe(409);
    expect(repeat.data.booking).toMatchObject({ reason: "already_sent", code: null, values: { [field(ids)]: "1" } });
    expect(repeat.headers.getSetCookie()).toEqual([]);
    expect(await reservedIn(t.db, ids.groupIds[0]!)).toBe(1);
    // Sent again with the cart the first answer set, the form books again, into that cart.
    const withCart = await book(ids, nonce, cartOf(made));
    expect(withCart.status).toBe(303);
    expect(await ticketsIn(cartOf(made)!)).toBe(2);
  });
});
