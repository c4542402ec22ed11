import { DateTime } from "luxon";
import type { Page } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { startOwnServer, type OwnServer } from "./support/own-server";

// A new article tops the magazine and a changed alert replaces the top banner for every visitor, so
// this spec runs its own server: the shared one's magazine and banner stay as other specs expect.
test.describe.configure({ mode: "serial", timeout: 60_000 });

let server: OwnServer;
test.beforeAll(async () => {
  server = await startOwnServer();
});
test.afterAll(async () => server?.stop());

async function loginAsRita(page: Page, path: string) {
  await gotoHydrated(page, `${server.url}${path}`);
  await page.getByLabel("E-Mail-Adresse").fill("redaktion@example.org");
  await page.getByLabel("Passwort").fill("festival");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(`${server.url}${path}`, { timeout: 15_000 });
}

test("Rita writes an article with a tag, puts it online, and it shows in the magazine", async ({ page }, info) => {
  const title = `Werkstattbesuch (${info.project.name})`;
  await loginAsRita(page, "/cms-hub/articles");
  await expect(page.getByRole("heading", { level: 1, name: "Artikel" })).toBeVisible();
  if (info.project.name === "js-on") expect(await axeViolations(page, { include: "main" })).toEqual([]);

  await page.getByRole("link", { name: "Neu anlegen" }).click();
  const titles = page.getByRole("group", { name: /^Titel/ });
  await titles.getByLabel(/^Deutsch/).fill(title);
  await titles.getByLabel(/^Englisch/).fill(`Workshop visit (${info.project.name})`);
  await page.getByRole("group", { name: /^Text/ }).getByLabel(/^Deutsch/).fill("Ein Nachmittag bei den Bühnenbildnerinnen.");
  await page.getByRole("group", { name: /^Schlagwörter/ }).getByLabel("Theater").check();
  await page.getByLabel(/^Veröffentlicht am/).fill(DateTime.now().setZone("Europe/Berlin").minus({ hours: 1 }).toFormat("yyyy-MM-dd'T'HH:mm"));
  await page.getByLabel("Online", { exact: true }).check();
  if (info.project.name === "js-on") expect(await axeViolations(page, { include: "main" })).toEqual([]);
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByRole("status").filter({ hasText: "wurde angelegt" })).toHaveText(`„${title}“ wurde angelegt.`, { timeout: 15_000 });

  await page.goto(`${server.url}/de/mediathek-de`);
  await page.getByRole("link", { name: title }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Themen" }).getByRole("link", { name: "Theater" })).toBeVisible();
});

test("Rita changes the breaking news text and the top alert shows it", async ({ page }, info) => {
  const text = `Einlass heute ab 18:30 Uhr (${info.project.name}).`;
  await loginAsRita(page, "/cms-hub/breaking-news");
  await page.getByRole("link", { name: "Neu: Familien-Abo" }).click();
  await page.getByRole("group", { name: /^Text/ }).getByLabel(/^Deutsch/).fill(text);
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Gespeichert" })).toHaveText("Gespeichert.", { timeout: 15_000 });

  await page.goto(`${server.url}/de`);
  await expect(page.getByRole("complementary", { name: "Aktueller Hinweis" })).toContainText(text);
});
