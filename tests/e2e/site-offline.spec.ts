import { expect, test } from "./support/fixtures";
import { startOwnServer, type OwnServer } from "./support/own-server";

// Switching the site off would disturb every other test, so this spec runs its own server.
test.describe.configure({ mode: "serial" });

let server: OwnServer;
test.beforeAll(async () => {
  server = await startOwnServer();
});
test.afterAll(async () => server?.stop());

test("a 404 a visitor meets lands in the dashboard's error log", async ({ page }) => {
  const response = await page.goto(`${server.url}/de/verschwunden`);
  expect(response?.status()).toBe(404);
  await expect
    .poll(() => server.sqlite.prepare("select count(*) as n from error_log where url = ?").get("/de/verschwunden"))
    .toEqual({ n: 1 });
});

test("with the site switched off every page answers 503 with the editor's offline page", async ({ page, request }) => {
  server.sqlite.prepare("update site_settings set is_site_online = 0").run();
  try {
    for (const path of ["/de", "/en/reading-summer", "/de/impressum"]) {
      const response = await page.goto(`${server.url}${path}`);
      expect(response?.status(), path).toBe(503);
      await expect(page.getByRole("heading", { name: "Wir sind gleich zurück" })).toBeVisible();
    }
    expect((await request.get(`${server.url}/healthcheck`)).status()).toBe(200);
    const settings = await (await request.get(`${server.url}/pageeditor-api/settings`)).json();
    expect(settings.data.is_site_online).toBe(false);

    // Without the editor's page the default text shows.
    server.sqlite.prepare("update design_settings set error_pages = '{}'").run();
    await page.goto(`${server.url}/en`);
    await expect(page.getByRole("heading", { name: "Website offline" })).toBeVisible();
    await expect(page.getByText("Unfortunately, the website is currently unavailable")).toBeVisible();
  } finally {
    server.sqlite.prepare("update site_settings set is_site_online = 1").run();
  }
  expect((await page.goto(`${server.url}/de`))?.status()).toBe(200);
});

test("with the shop switched off, cart and account are dimmed with 'Webshop offline'", async ({ page }) => {
  server.sqlite.prepare("update site_settings set is_shop_online = 0").run();
  try {
    await page.goto(`${server.url}/en`);
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: /Cart/ })).toHaveCount(0);
    const cart = banner.locator(".top-nav-item.is-disabled", { hasText: "Cart" });
    await expect(cart).toHaveAttribute("aria-disabled", "true");
    await expect(cart).toHaveAttribute("title", "Webshop offline");
    await expect(banner.locator(".top-nav-item.is-disabled", { hasText: "Account" })).toBeVisible();
  } finally {
    server.sqlite.prepare("update site_settings set is_shop_online = 1").run();
  }
});

test("an admin switches the site off in the site settings, keeps working, and switches it on again", async ({ page, browser }) => {
  // A journey: a login, two saves and five page loads (25–35 s on the busy CI machine).
  test.slow();
  await page.goto(`${server.url}/cms-hub/settings`);
  await expect(page).toHaveURL(/\/de\/login\?redirectTo=%2Fcms-hub%2Fsettings$/);
  await page.getByLabel("E-Mail-Adresse").fill("redaktion@example.org");
  await page.getByLabel("Passwort").fill("festival");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(/\/cms-hub\/settings$/);
  await expect(page.getByRole("heading", { level: 1, name: "Website-Einstellungen" })).toBeVisible();
  await expect(page.locator("#site-menu")).toHaveCount(0);

  await page.getByLabel("Website online").uncheck();
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByRole("status")).toHaveText("Gespeichert.");

  const visitor = await browser.newPage();
  expect((await visitor.goto(`${server.url}/de`))?.status()).toBe(503);
  await page.goto(`${server.url}/de`);
  await expect(page.getByText(/Die Website ist offline\./)).toBeVisible();

  await page.goto(`${server.url}/cms-hub/settings`);
  await page.getByLabel("Website online").check();
  await page.getByRole("button", { name: "Speichern" }).click();
  // With script the form saves in place: the visitor's next page follows the save, not the click.
  await expect(page.getByRole("status")).toHaveText("Gespeichert.");
  expect((await visitor.goto(`${server.url}/de`))?.status()).toBe(200);
  await visitor.close();
});
