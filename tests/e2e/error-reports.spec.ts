import { captureEndpoint } from "./support/error-service";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { startOwnServer, type OwnServer } from "./support/own-server";
import { eventFromTheEnd } from "./support/programme";

// The failures that are reported to the error service, each seen arriving from the server and, where
// the browser notices it, from the browser: a local stand-in for Sentry receives the SDKs' real
// HTTP envelopes. One server of our own, its tables broken and restored one case after the other.

// The browser posts its reports to the stand-in, another origin: no header of the page's own.
test.use({ ownAddress: false });

test("reported failures reach the error service from the server and the browser", async ({ page }, info) => {
  test.skip(info.project.name !== "js-on", "the browser's reports need its script; one server run is enough");
  test.setTimeout(120_000);
  const sentry = await captureEndpoint();
  const server: OwnServer = await startOwnServer({ SENTRY_DSN: `http://public@127.0.0.1:${sentry.port}/1` });
  const sql = server.sqlite;
  /** Waits until a report from `platform` arrives whose event matches every pattern. */
  const arrives = (platform: "node" | "javascript", ...patterns: RegExp[]) =>
    expect
      .poll(() => sentry.reports.some((r) => r.platform === platform && patterns.every((p) => p.test(r.text))), { timeout: 20_000 })
      .toBe(true);
  /** Renames a table for the duration of `run`: every query on it fails as an unexpected error. */
  async function without(table: string, run: () => Promise<void>) {
    sql.exec(`alter table ${table} rename to ${table}_gone`);
    try {
      await run();
    } finally {
      sql.exec(`alter table ${table}_gone rename to ${table}`);
    }
  }

  try {
    // The browser may send its reports to the service's origin (and nowhere else new).
    const home = await page.goto(`${server.url}/de/programm`);
    expect(home?.headers()["content-security-policy"]).toMatch(new RegExp(`connect-src [^;]*http://127\\.0\\.0\\.1:${sentry.port}[ ;]`));
    // The search box opens its suggestions once the app has taken the page over.
    await expect(page.locator("html")).toHaveClass(/\bjs\b/);

    // Autocomplete: the API fails (reported by the server); the box shows no suggestions (reported by the browser).
    await without("search_documents", async () => {
      await page.getByRole("search", { name: "Website durchsuchen" }).getByRole("button", { name: "Suchen", exact: true }).click();
      const answered = page.waitForResponse((r) => r.url().includes("/api/search/autocomplete/"));
      await page.getByRole("combobox", { name: "Suchbegriff" }).pressSequentially("füchs");
      expect((await answered).status()).toBe(500);
      await arrives("node", /search_documents/, /api\/search\/autocomplete/);
      await arrives("javascript", /Autocomplete answered 500/, /search autocomplete/);
    });

    // Cart creation: the box office fails (server), the widget says so and stops (browser).
    const performance = await eventFromTheEnd(server.url, { title: "Krokodil im Kinderzimmer", school: false });
    await gotoHydrated(page, `${server.url}${performance.path}`);
    await page.locator("#tickets summary", { hasText: "Karten auswählen" }).click();
    await page.getByRole("region", { name: "Parkett" }).getByRole("button", { name: "Vollpreis: Anzahl erhöhen" }).click();
    await without("carts", async () => {
      const answered = page.waitForResponse((r) => r.url().includes("/api/shop-cart/"));
      await page.getByRole("button", { name: "In den Warenkorb" }).click();
      expect((await answered).status()).toBe(500);
      await expect(page.locator("#tickets .booking-summary")).toContainText("Das hat leider nicht geklappt.");
      await arrives("node", /carts/, /api\/shop-cart/);
      await arrives("javascript", /Add to cart failed: 500/);
    });

    // Calendar: the days with events cannot be read.
    await without("events", async () => {
      expect((await page.request.get(`${server.url}/api/calendar/`)).status()).toBe(500);
      await arrives("node", /events/, /api\/calendar/);
    });

    // The custom HTML of an error page cannot be loaded: the default page stands in, and it is reported.
    await without("design_settings", async () => {
      expect((await page.request.get(`${server.url}/de/gibt-es-nicht`)).status()).toBeGreaterThanOrEqual(404);
      await arrives("node", /Loading the custom error page for 404 failed/, /custom error page/);
    });

    // Settings: the site answers 503 and the failure is reported.
    await without("site_settings", async () => {
      expect((await page.request.get(`${server.url}/de/festival/ueber-uns`)).status()).toBe(503);
      await arrives("node", /site_settings/, /settings read/);
    });
  } finally {
    expect(await server.stop()).toBe(0);
    sentry.close();
  }
});
