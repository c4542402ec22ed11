import type { APIResponse } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { startOwnServer, type OwnServer } from "./support/own-server";
import { eventFromTheEnd } from "./support/programme";

// The no-JS booking form on an event page that comes from the page cache (docs/decisions/0020):
// server behaviour, checked once, on a server of its own (its seats are nobody else's).
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "server behaviour, checked once (with JavaScript on)");

/** A family performance still to come (its page has the booking form). */
let EVENT: string;
/** One school network: the same address (this machine) and the same browser for everyone. */
const BROWSER = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0", "Accept-Language": "de-AT,de;q=0.9" };

const cookiesOf = (res: APIResponse) => res.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie").map((h) => h.value.split(";")[0]!);

let server: OwnServer;
test.beforeAll(async () => {
  server = await startOwnServer();
  EVENT = (await eventFromTheEnd(server.url, { title: "Krokodil im Kinderzimmer", school: false })).path;
});
test.afterAll(async () => server?.stop());

test("two visitors with one address and one browser book the same ticket on the cached page and get a cart each", async ({ playwright }) => {
  const visitors = await Promise.all([1, 2].map(() => playwright.request.newContext({ baseURL: server.url, extraHTTPHeaders: BROWSER })));
  try {
    expect((await visitors[0]!.get(EVENT)).headers()["x-page-cache"]).toBe("miss");
    const pages = [];
    for (const visitor of visitors) {
      const res = await visitor.get(EVENT);
      expect(res.headers()["x-page-cache"]).toBe("hit");
      const csp = /'nonce-([^']+)'/.exec(res.headers()["content-security-policy"] ?? "")![1]!;
      pages.push({ html: await res.text(), csp });
    }
    const forms = pages.map(({ html, csp }) => {
      const nonce = /name="nonce" value="([^"]+)"/.exec(html)![1]!;
      expect(nonce).not.toBe(csp);
      // The form key stands in the page's data too, the same as in the form.
      expect(html.split(nonce).length).toBeGreaterThan(2);
      return { nonce, field: /name="(q\.\d+\.\d+)"/.exec(html)![1]! };
    });
    expect(forms[1]!.nonce).not.toBe(forms[0]!.nonce);
    expect(forms[1]!.field).toBe(forms[0]!.field);

    const carts: string[] = [];
    for (const [i, visitor] of visitors.entries()) {
      const { nonce, field } = forms[i]!;
      const res = await visitor.post(EVENT, { form: { intent: "book", nonce, [field]: "1" }, headers: { Origin: server.url }, maxRedirects: 0 });
      expect(res.status()).toBe(303);
      expect(res.headers()["location"]).toBe(`${EVENT}?booked=1#tickets`);
      const cookies = cookiesOf(res);
      expect(cookies).toContain("cartAmount=1");
      carts.push(cookies.find((c) => /^(__Host-)?festival-cart=/.test(c))!);
    }
    expect(carts[0]).toMatch(/festival-cart=[\w-]+$/);
    expect(carts[1]).toMatch(/festival-cart=[\w-]+$/);
    expect(carts[1]).not.toBe(carts[0]);
  } finally {
    await Promise.all(visitors.map((v) => v.dispose()));
  }
});
