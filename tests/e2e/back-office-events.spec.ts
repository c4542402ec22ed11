import type { Page, TestInfo } from "@playwright/test";
import { DateTime } from "luxon";
import { axeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

// The back office's events, with JavaScript on and off: Rita creates an event with two seat groups,
// prices and a timeslot; a visitor finds it in the programme on its day and books it; lowering a
// seat group's capacity below what is reserved is refused and changes nothing. Each project makes
// an event of its own.

const jsOff = (info: TestInfo) => info.project.name === "js-off";

async function login(page: Page) {
  await page.goto("/de/login?redirectTo=%2Fcms-hub%2Fevents");
  await page.getByLabel("E-Mail-Adresse").fill("redaktion@example.org");
  await page.getByLabel("Passwort").fill("festival");
  await page.getByRole("button", { name: "Anmelden" }).click();
  // The first visit of the back office loads its layout's code and styles: slow on a busy machine.
  await expect(page.getByRole("heading", { level: 1, name: "Veranstaltungen" })).toBeVisible({ timeout: 15_000 });
}

async function checkAxe(page: Page, info: TestInfo) {
  if (jsOff(info)) return; // axe runs on the hydrated page (the js-on project covers both pages)
  expect(await axeViolations(page, { include: ".office__content" })).toEqual([]);
}

test("Rita creates an event with sales; it is in the programme and bookable; a capacity below the reserved is refused", async ({ page }, info) => {
  test.slow(); // a whole journey: back office, programme, event page, booking, back office again
  const title = `Glühwürmchennacht ${info.project.name} ${Date.now() % 100_000}`;
  const day = DateTime.now().setZone("Europe/Berlin").plus({ days: jsOff(info) ? 23 : 24 }).startOf("day");
  const at = day.set({ hour: 19, minute: 30 }).toFormat("yyyy-MM-dd'T'HH:mm");

  await login(page);
  await checkAxe(page, info);
  await page.getByRole("link", { name: "Neue Veranstaltung" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Neue Veranstaltung" })).toBeVisible();

  const content = page.getByRole("group", { name: "Veranstaltung", exact: true });
  await content.getByLabel("Produktion", { exact: true }).selectOption({ index: 0 });
  await content.getByLabel("Beginn").fill(at);
  await content.getByRole("group", { name: "Eigener Titel" }).getByLabel("Deutsch").fill(title);

  const addGroup = page.getByRole("button", { name: "Sitzplatzgruppe hinzufügen" });
  await addGroup.click();
  const parkett = page.getByRole("group", { name: "Sitzplatzgruppe 1" });
  await parkett.getByRole("group", { name: "Name", exact: true }).getByLabel("Deutsch").fill("Parkett");
  await parkett.getByLabel("Kapazität").fill("5");
  await parkett.getByRole("group", { name: "Preis 1" }).getByLabel("Betrag in €").fill("12,50");
  await parkett.getByRole("button", { name: "Preis hinzufügen" }).click();
  const discount = page.getByRole("group", { name: "Sitzplatzgruppe 1" }).getByRole("group", { name: "Preis 2" });
  await discount.getByRole("group", { name: "Bezeichnung" }).getByLabel("Deutsch").fill("Ermäßigt");
  await discount.getByLabel("Betrag in €").fill("8.50");

  await addGroup.click();
  const balkon = page.getByRole("group", { name: "Sitzplatzgruppe 2" });
  await balkon.getByRole("group", { name: "Name", exact: true }).getByLabel("Deutsch").fill("Balkon");
  await balkon.getByLabel("Kapazität").fill("3");
  await balkon.getByRole("group", { name: "Preis 1" }).getByLabel("Betrag in €").fill("9");

  await page.getByRole("button", { name: "Zeitfenster hinzufügen" }).click();
  await page.getByRole("group", { name: "Zeitfenster 1" }).getByLabel("Beginn").fill(at);
  // Typed values survive the row changes (without script they went through the server).
  await expect(page.getByRole("group", { name: "Sitzplatzgruppe 1" }).getByLabel("Kapazität")).toHaveValue("5");
  await page.getByRole("button", { name: "Speichern" }).click();

  await expect(page.getByRole("status").filter({ hasText: "Die Veranstaltung wurde angelegt." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const editUrl = page.url().replace(/\?.*$/, "");
  await expect(page.getByRole("link", { name: "Kasse", exact: true })).toBeVisible();
  await checkAxe(page, info);

  // The programme shows it on its day; the visitor books two full-price tickets in the stalls.
  await page.goto(`/de/programm?date=${day.toFormat("dd-MM-yyyy")}`);
  await page.locator("#programme-list").getByRole("link", { name: title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.locator("#tickets summary", { hasText: "Karten auswählen" }).click();
  if (jsOff(info)) {
    await page.getByRole("group", { name: "Parkett" }).getByLabel(/^Vollpreis/).fill("2");
  } else {
    const group = page.getByRole("region", { name: "Parkett" });
    for (let i = 0; i < 2; i++) await group.getByRole("button", { name: "Vollpreis: Anzahl erhöhen" }).click();
  }
  await page.getByRole("button", { name: "In den Warenkorb" }).click();
  await expect(page.locator("#tickets .booking-summary")).toContainText("2 Tickets wurden erfolgreich in Ihren Warenkorb gelegt.");

  // Two are reserved: the stalls cannot go below two.
  await page.goto(editUrl);
  const stalls = page.getByRole("group", { name: "Sitzplatzgruppe 1" });
  await stalls.getByLabel("Kapazität").fill("1");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Bereits 2 Karten verkauft oder reserviert – die Kapazität kann nicht unter 2 sinken.")).toBeVisible();
  await page.goto(editUrl);
  await expect(page.getByRole("group", { name: "Sitzplatzgruppe 1" }).getByLabel("Kapazität")).toHaveValue("5");
});
