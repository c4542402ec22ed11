import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "./support/fixtures";
import { startOwnServer } from "./support/own-server";

// An unexpected error: the default error page, a report to Sentry (a local stand-in that receives
// the SDK's real HTTP envelope), and a graceful shutdown afterwards. Runs its own server.
test("an unexpected error shows the 500 page and is reported to Sentry", async ({ page }, info) => {
  test.skip(info.project.name !== "js-off", "one server run is enough; the page is server-rendered");
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

  const server = await startOwnServer(3185 + info.parallelIndex, { SENTRY_DSN: `http://publickey@127.0.0.1:${sentryPort}/42` });
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
