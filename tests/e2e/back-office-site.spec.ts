import { axeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { startOwnServer, type OwnServer } from "./support/own-server";

// Footer HTML and menu labels show on every page, so this spec changes them on its own server.
test.describe.configure({ mode: "serial" });

let server: OwnServer;
test.beforeAll(async () => {
  server = await startOwnServer();
});
test.afterAll(async () => server?.stop());

test("Rita changes the footer HTML and a menu item, moves it and describes an image", async ({ page }) => {
  test.setTimeout(120_000);
  const jsOn = test.info().project.use.javaScriptEnabled !== false;
  await page.goto(`${server.url}/cms-hub/settings`);
  await page.getByLabel("E-Mail-Adresse").fill("redaktion@example.org");
  await page.getByLabel("Passwort").fill("festival");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Website-Einstellungen" })).toBeVisible();
  if (jsOn) expect(await axeViolations(page, { include: ".office__content" })).toEqual([]);

  // A script is refused with a message naming it; what was typed stays in the field.
  const footer = page.locator("#field-html_footer_bottom");
  await footer.fill('<p class="e2e-footer">Neu im Fuß</p><script>alert(1)</script>');
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText(/Nicht erlaubt: <script>/)).toBeVisible();
  await expect(footer).toHaveValue(/<script>/);
  await footer.fill('<p class="e2e-footer">Neu im Fuß <a href="/de/impressum">Impressum</a></p>');
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByRole("status")).toHaveText("Gespeichert.");

  // An older row with a script and an event attribute reaches visitors only through the allow-list.
  server.sqlite.prepare("update site_settings set html_footer_top = ?").run('<p class="e2e-top" onmouseover="alert(2)">Alt<script>alert(3)</script></p>');
  await page.goto(`${server.url}/de`);
  await expect(page.locator("footer .e2e-footer")).toHaveText("Neu im Fuß Impressum");
  await expect(page.locator("footer .e2e-top")).toHaveText("Alt");
  await expect(page.locator("footer script, footer [onmouseover]")).toHaveCount(0);

  // A menu item's label, then its place.
  await page.goto(`${server.url}/cms-hub/navigation`);
  if (jsOn) expect(await axeViolations(page, { include: ".office__content" })).toEqual([]);
  const primary = page.getByRole("region", { name: "Hauptmenü" });
  await primary.getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1, name: /Menüeintrag/ })).toBeVisible();
  if (jsOn) expect(await axeViolations(page, { include: ".office__content" })).toEqual([]);
  await page.locator("#field-label_de").fill("Spielplan E2E");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByRole("status")).toHaveText("Gespeichert.");
  await page.getByRole("button", { name: "„Spielplan E2E“ nach unten" }).click();
  await expect(page.getByRole("status")).toHaveText("Verschoben.");
  const order = server.sqlite.prepare("select label_de from navigation_items where menu = 'primary' and parent_id is null order by sort, id").all() as { label_de: string }[];
  expect(order[1]!.label_de).toBe("Spielplan E2E");
  await page.goto(`${server.url}/de`);
  await expect(page.locator("header a", { hasText: "Spielplan E2E" }).first()).toBeAttached();

  // An image's alt text.
  await page.goto(`${server.url}/cms-hub/media`);
  await expect(page.getByRole("heading", { level: 1, name: "Mediathek" })).toBeVisible();
  if (jsOn) expect(await axeViolations(page, { include: ".office__content" })).toEqual([]);
  await page.locator(".office-media__link").first().click();
  await page.locator("#field-alt_de").fill("Kinder lesen im Park");
  await page.locator("#field-focal_x").fill("30");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByRole("status")).toHaveText("Gespeichert.");
  await expect(page.locator("#field-alt_de")).toHaveValue("Kinder lesen im Park");
  if (jsOn) expect(await axeViolations(page, { include: ".office__content" })).toEqual([]);

  await page.goto(`${server.url}/cms-hub/design`);
  await expect(page.getByRole("heading", { level: 1, name: "Gestaltung" })).toBeVisible();
  if (jsOn) expect(await axeViolations(page, { include: ".office__content" })).toEqual([]);
});
