import http from "node:http";
import fs from "node:fs";
import { expect, test } from "./support/fixtures";
import { startOwnServer, type OwnServer } from "./support/own-server";
import { eventFromTheEnd } from "./support/programme";

// The production server under load and at its end, each with a server of our own: a stalled event
// loop sheds page renders with a quick 503 while the health check, static files and the cart keep
// answering; SIGTERM lets an open request finish, refuses new connections and closes the database.

test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, "HTTP answers of the server; one project is enough");

interface Visitor {
  /** The CSRF cookie and token of one visitor, for cart writes. */
  headers: Record<string, string>;
  /** An add-to-cart body for one ticket of a seeded event still to come. */
  cartBody: string;
}

async function visitor(url: string): Promise<Visitor> {
  const csrf = await fetch(`${url}/api/csrf/`);
  const { token } = (await csrf.json()) as { token: string };
  const cookie = csrf.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const { path } = await eventFromTheEnd(url, { title: "Krokodil im Kinderzimmer", school: false });
  // This server sheds at 200 ms of lag, which a busy machine reaches by itself now and then: ask again then.
  let page = await fetch(`${url}${path}`);
  for (let tries = 1; page.status === 503 && tries < 10; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    page = await fetch(`${url}${path}`);
  }
  const html = await page.text();
  const eventJetId = Number(/id="booking-(\d+)"/.exec(html)?.[1]);
  const [, seatGroup, saleType] = /name="q\.(\d+)\.(\d+)"/.exec(html) ?? [];
  expect(eventJetId && seatGroup && saleType).toBeTruthy();
  return {
    headers: { Cookie: cookie, "X-CSRFToken": token, "Content-Type": "application/json" },
    cartBody: JSON.stringify({ quantities: [1], event_jet_id: eventJetId, sale_type_ids: [Number(saleType)], seat_group: Number(seatGroup) }),
  };
}

/** Status, Retry-After and when the answer came (ms since the epoch). */
async function ask(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  const body = await response.text();
  return { status: response.status, retryAfter: response.headers.get("Retry-After"), body, at: Date.now() };
}

test("a stalled event loop sheds pages with a quick 503 while health check, static files and the cart answer", async () => {
  const server: OwnServer = await startOwnServer({ LOAD_SHED_LAG_MS: "200" });
  try {
    const buyer = await visitor(server.url);
    // The event loop stands still (as under a long synchronous render); requests queue meanwhile.
    server.child.kill("SIGSTOP");
    const answers = Promise.all([
      ask(`${server.url}/de/programm`, { headers: { "User-Agent": "curl/8.5.0" } }),
      ask(`${server.url}/en/programme`),
      ask(`${server.url}/healthcheck`),
      ask(`${server.url}/favicon.svg`),
      ask(`${server.url}/api/shop-cart/`, { method: "POST", headers: buyer.headers, body: buyer.cartBody }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const resumed = Date.now();
    server.child.kill("SIGCONT");
    const [de, en, health, favicon, cart] = await answers;

    expect(de).toMatchObject({ status: 503, retryAfter: "5" });
    expect(de.body).toMatch(/Bitte versuchen Sie es in ein paar Sekunden noch einmal/);
    expect(de.at - resumed).toBeLessThan(1000);
    expect(en).toMatchObject({ status: 503, retryAfter: "5" });
    expect(en.body).toMatch(/Please try again in a few seconds/);
    expect(health).toMatchObject({ status: 200, body: "OK" });
    expect(favicon.status).toBe(200);
    expect(cart.status).toBe(200);
    expect(JSON.parse(cart.body)).toMatchObject({ tickets_quantity: 1 });

    // Caught up again, pages render as usual.
    await expect.poll(async () => (await ask(`${server.url}/de/programm`)).status, { timeout: 5_000 }).toBe(200);
  } finally {
    expect(await server.stop()).toBe(0);
  }
});

test("SIGTERM drains an open request, refuses new connections and closes the database", async () => {
  const server: OwnServer = await startOwnServer();
  const buyer = await visitor(server.url);
  // A cart write whose body is still on its way when the server is told to stop.
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(`${server.url}/api/shop-cart/`, {
      method: "POST",
      headers: { ...buyer.headers, "Content-Length": Buffer.byteLength(buyer.cartBody) },
    });
    request.on("response", (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, body }));
    });
    request.on("error", reject);
    request.write(buyer.cartBody.slice(0, 10));
    setTimeout(() => request.end(buyer.cartBody.slice(10)), 1500);
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  server.sqlite.close(); // the server's own connection is then the last one to the file
  const exited = new Promise<number | null>((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGTERM");

  // New connections are refused at once while the open request is still running.
  await expect
    .poll(async () => fetch(`${server.url}/healthcheck`).then(() => "answered", (error: { cause?: { code?: string } }) => error.cause?.code), { timeout: 1000 })
    .toBe("ECONNREFUSED");

  const { status, body } = await answer;
  expect(status).toBe(200);
  expect(JSON.parse(body)).toMatchObject({ tickets_quantity: 1 });
  const stopped = Date.now();
  expect(await exited).toBe(0);
  // Drained promptly, not at the forced exit after ten seconds.
  expect(Date.now() - stopped).toBeLessThan(2000);
  // The database was closed: its last connection folded the write-ahead log back into the file.
  expect(fs.existsSync(`${server.databaseFile}-wal`)).toBe(false);
  expect(await server.stop()).toBe(0);
});
