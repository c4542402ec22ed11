import type { Page } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { expect, gotoHydrated, test } from "./support/fixtures";

// The programme's record kinds in the back office, with JavaScript on and off: Rita creates a venue
// with a room, finds it in the list, and renames a production of her own (the old address still leads to it).
const scripted = () => test.info().project.use.javaScriptEnabled !== false;

async function logIn(page: Page, path: string) {
  await page.goto(path);
  await page.getByLabel("E-Mail-Adresse").fill("redaktion@example.org");
  await page.getByLabel("Passwort").fill("festival");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  if (scripted()) await expect(page.locator("html")).toHaveClass(/\bjs\b/);
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
}

test("Rita creates a venue with a room and finds the room in the list", async ({ page }) => {
  const mark = `${test.info().project.name}-${Date.now()}`;
  await logIn(page, "/cms-hub/venues/new");
  await page.getByLabel("Name", { exact: true }).fill(`E2E-Bühne ${mark}`);
  await page.getByLabel("Ort (optional)").fill("Linz");
  await page.getByLabel("Breitengrad (optional)").fill("48,3069");
  await save(page);
  await expect(page.getByRole("status")).toHaveText(`„E2E-Bühne ${mark}“ wurde angelegt.`);

  await gotoHydrated(page, "/cms-hub/rooms/new");
  if (scripted()) expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("Spielort").selectOption({ label: `E2E-Bühne ${mark}` });
  await page.getByRole("group", { name: "Name", exact: true }).getByLabel("Deutsch").fill(`E2E-Saal ${mark}`);
  await save(page);
  await expect(page.getByRole("status")).toHaveText(`„E2E-Saal ${mark}“ wurde angelegt.`);

  await gotoHydrated(page, "/cms-hub/rooms");
  await page.getByLabel("Suchbegriff").fill(`E2E-Saal ${mark}`);
  await page.getByRole("button", { name: "Suchen", exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=E2E-Saal/);
  await expect(page.locator(".page--leaving")).toHaveCount(0);
  const row = page.getByRole("row").filter({ hasText: `E2E-Saal ${mark}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`E2E-Bühne ${mark}`);
  if (scripted()) expect(await axeViolations(page)).toEqual([]);
});

test("Rita renames a production's address: the old address still leads to the page with the new title", async ({ page }) => {
  const mark = `${test.info().project.name}-${Date.now()}`;
  await logIn(page, "/cms-hub/productions/new");
  await page.getByRole("group", { name: "Titel", exact: true }).getByLabel("Deutsch").fill(`E2E-Stück ${mark}`);
  await page.getByLabel("Sprache").fill("de");
  await page.getByLabel("Online").check();
  await save(page);
  await expect(page.getByRole("status")).toHaveText(`„E2E-Stück ${mark}“ wurde angelegt.`);
  const slug = page.getByRole("group", { name: "Adresse (Slug)" }).getByLabel("Deutsch");
  const oldSlug = await slug.inputValue();
  expect(oldSlug).toBe(`e2e-stueck-${mark}`);
  const id = /\/cms-hub\/productions\/(\d+)/.exec(page.url())![1];
  if (scripted()) expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("group", { name: "Titel", exact: true }).getByLabel("Deutsch").fill(`E2E-Stück neu ${mark}`);
  await slug.fill(`e2e-neu-${mark}`);
  await save(page);
  await expect(page.getByRole("status")).toHaveText("Gespeichert.");

  await page.goto(`/de/produktionen/${oldSlug}/${id}`);
  await expect(page).toHaveURL(new RegExp(`/de/produktionen/e2e-neu-${mark}/${id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`E2E-Stück neu ${mark}`);
});

test("Rita finds an image by searching the media library, chooses it and saves with Enter: the venue shows it", async ({ page }) => {
  const mark = `${test.info().project.name}-${Date.now()}`;
  await logIn(page, "/cms-hub/venues/new");
  await page.getByLabel("Name", { exact: true }).fill(`E2E-Bildbühne ${mark}`);
  const image = page.getByRole("combobox", { name: "Bild (optional)" });
  await page.getByLabel("Bild suchen").fill("walgesang");
  await page.getByRole("button", { name: "Suchen", exact: true }).click();
  // With script the list changes in place; without, the form comes back as typed, with what was found.
  await expect(page.getByText("1 Treffer – die Auswahl darüber zeigt sie.")).toBeVisible();
  await expect(page.getByLabel("Bild suchen")).toHaveValue("walgesang");
  await expect(image.locator("option")).toHaveText(["–", /^walgesang – /]);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(`E2E-Bildbühne ${mark}`);
  if (scripted()) expect(await axeViolations(page)).toEqual([]);
  await image.selectOption({ label: (await image.locator("option").nth(1).textContent())! });
  // Enter in a field saves the form (its default button), it does not search again.
  await page.getByLabel("Name", { exact: true }).press("Enter");
  await expect(page.getByRole("status")).toHaveText(`„E2E-Bildbühne ${mark}“ wurde angelegt.`);
  await expect(image.locator("option:checked")).toHaveText(/^walgesang – /);
});
