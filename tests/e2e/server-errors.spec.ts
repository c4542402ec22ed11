import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "./support/fixtures";
import { startOwnServer } from "./support/own-server";
import { eventFromTheEnd } from "./support/programme";

// An unexpected error: the default error page, a report to Sentry (a local stand-in that receives
// the SDK's real HTTP envelope), and a graceful shutdown afterwards. Runs its own server.
test("an unexpected error shows the 500 page and is reported to Sentry", async ({ page }, info) => {
  test.skip(info.project.name !== "js-off", "one server run is enough; the page is server-rendered");
  // It starts a server of its own (a build's start-up, the seed): more than 30 s on a busy machine.
  test.setTimeout(60_000);
  const envelopes: string[] = [];
  const sentry = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      envelopes.push(`${req.url}\n${body}`);
      res.writeHead(200, { "Content-Type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => sentry.listen(0, "127.0.0.1", resolve));
  const sentryPort = (sentry.address() as AddressInfo).port;

  const server = await startOwnServer({ SENTRY_DSN: `http://publickey@127.0.0.1:${sentryPort}/42` });
  try {
    expect((await page.goto(`${server.url}/de`))?.status()).toBe(200);
    // Break the database under the running server: the next page read fails unexpectedly.
    server.sqlite.exec("drop table navigation_items");
    const response = await page.goto(`${server.url}/de/festival/ueber-uns`);
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { name: /500\s+Ein unbekannter Fehler ist aufgetreten/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/de");
    await expect.poll(() => envelopes.some((e) => e.startsWith("/api/42/envelope/") && e.includes("navigation_items")), { timeout: 15_000 }).toBe(true);
  } finally {
    expect(await server.stop()).toBe(0);
    sentry.close();
  }
});

// A browser's form post from another site: a clear 403 before any route runs (Remix alone would
// answer 500), and nothing is reserved.
test("a post from another site is refused with 403 and a message", async ({ request, baseURL }, info) => {
  test.skip(info.project.name !== "js-off", "an HTTP answer; once is enough");
  const eventPath = (await eventFromTheEnd(baseURL!, { title: "Krokodil im Kinderzimmer", school: false })).path;
  const page = await request.post(eventPath, {
    headers: { Origin: "https://evil.example" },
    form: { intent: "book", nonce: "x", "q.1.1": "1" },
    maxRedirects: 0,
  });
  expect(page.status()).toBe(403);
  expect(await page.text()).toBe("Cross-origin request refused.");
  expect(page.headers()["set-cookie"]).toBeUndefined();

  const api = await request.post("/api/shop-cart/", {
    headers: { Origin: "https://evil.example", "Content-Type": "application/json" },
    data: { quantities: [1], event_jet_id: 1, sale_type_ids: [1] },
  });
  expect(api.status()).toBe(403);
  expect(await api.json()).toEqual({ error: "Cross-origin request refused." });
});

// POST /api/shop-cart/ is answered by its route module without Remix's matching (decision 0015):
// the same answers, and a body no widget sends is refused before the route runs.
test("the cart API answers directly: 413 for an oversized body, 405 for GET, CSRF as before", async ({ request }, info) => {
  test.skip(info.project.name !== "js-off", "HTTP answers; once is enough");
  const huge = await request.post("/api/shop-cart/", {
    headers: { "Content-Type": "application/json" },
    data: JSON.stringify({ quantities: Array(40_000).fill(1) }),
  });
  expect(huge.status()).toBe(413);
  expect(await huge.json()).toEqual({ error: "The request body is too large." });

  const withoutToken = await request.post("/api/shop-cart/", { data: { quantities: [1], event_jet_id: 1, sale_type_ids: [1] } });
  expect(withoutToken.status()).toBe(403);
  expect(await withoutToken.json()).toEqual({ error: "CSRF verification failed." });

  const get = await request.get("/api/shop-cart/");
  expect(get.status()).toBe(405);
  expect(get.headers()["allow"]).toBe("POST");
});
