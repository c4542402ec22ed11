import path from "node:path";
import Database from "better-sqlite3";
import type { Page, TestInfo } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { editorApi } from "./support/editor";
import { expect, test } from "./support/fixtures";

// The box office's journey, with JavaScript on and off: a visitor buys the last seats of a fresh
// event's seat group; Karl (box office) finds the order, cancels it after the confirmation step, and
// the public page offers the seats again; the CSV has the row, the check-in list the name.

const jsOff = (info: TestInfo) => info.project.name === "js-off";
const BOX_OFFICE = { email: "kasse@example.org", password: "festival" };
const CAPACITY = 2;

/** A fresh online event of its own (10 days ahead), one seat group of CAPACITY seats, in the e2e server's SQLite database. */
function insertEvent(title: string, jet: number): number {
  const sqlite = new Database(path.join(process.cwd(), ".cache", "e2e", "festival.sqlite"));
  try {
    sqlite.pragma("busy_timeout = 5000");
    return sqlite.transaction(() => {
      const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
      const production = sqlite
        .prepare("insert into productions (title_de, title_en, slug_de, slug_en, is_online) values (?, ?, ?, ?, 1)")
        .run(title, title, slug, slug).lastInsertRowid;
      const startsAt = new Date(Date.now() + 10 * 86_400_000).toISOString();
      const event = Number(
        sqlite
          .prepare("insert into events (production_id, date_start, id_jet, ticket_url, is_online) values (?, ?, ?, ?, 1)")
          .run(production, startsAt, jet, `/webshop/events/${jet}`).lastInsertRowid,
      );
      const group = sqlite.prepare("insert into seat_groups (event_id, name_de, name_en, capacity, sort) values (?, 'Kassenreihe', 'Box row', ?, 0)").run(event, CAPACITY).lastInsertRowid;
      sqlite.prepare("insert into prices (seat_group_id, sale_type_id, name_de, name_en, amount_cents, sort) values (?, 1, 'Vollpreis', 'Full price', 1500, 0)").run(group);
      return event;
    })();
  } finally {
    sqlite.close();
  }
}

/** Puts CAPACITY tickets into the cart on the event's public page (they must be offered). */
async function addTickets(page: Page, info: TestInfo, eventId: number): Promise<void> {
  await page.goto(`/de/programm/-/${eventId}`);
  await page.locator("#tickets summary", { hasText: "Karten auswählen" }).click();
  if (jsOff(info)) {
    await page.getByRole("group", { name: "Kassenreihe" }).getByLabel(/^Vollpreis/).fill(String(CAPACITY));
  } else {
    const group = page.getByRole("region", { name: "Kassenreihe" });
    for (let i = 0; i < CAPACITY; i++) await group.getByRole("button", { name: "Vollpreis: Anzahl erhöhen" }).click();
  }
  await page.getByRole("button", { name: "In den Warenkorb" }).click();
  await expect(page.locator("#tickets .booking-summary")).toContainText(`${CAPACITY} Tickets wurden erfolgreich in Ihren Warenkorb gelegt.`);
}

async function noAxeViolations(page: Page) {
  expect(await axeViolations(page, { include: "main" })).toEqual([]);
}

test("a sold-out order is found, cancelled, and its seats are offered again", async ({ page, context, baseURL }, info) => {
  test.setTimeout(90_000);
  const name = `Kassentest ${info.project.name} ${Date.now()}`;
  const buyer = `Berta Bühne ${info.project.name}`;
  const eventId = insertEvent(name, 800_000 + (Date.now() % 100_000) * 2 + (jsOff(info) ? 1 : 0));

  // The visitor buys the seat group's every seat.
  await addTickets(page, info, eventId);
  await page.locator("#tickets .booking-summary").getByRole("link", { name: "Zum Warenkorb" }).click();
  await page.getByLabel("Vor- und Nachname").fill(buyer);
  await page.getByLabel("E-Mail-Adresse").fill("berta.buehne@example.org");
  await page.getByRole("button", { name: "Verbindlich bestellen" }).click();
  const confirmation = await page.getByText(/^Ihre Bestellnummer: \d+$/).innerText();
  const orderId = Number(/\d+$/.exec(confirmation)![0]);
  const number = `B-${String(orderId).padStart(6, "0")}`;

  // Karl finds the order by its number and sees the event sold out.
  const karl = await editorApi(baseURL!, BOX_OFFICE);
  try {
    await context.addCookies(karl.cookies);
    const desk = page;
    await desk.goto("/cms-hub/orders");
    await desk.getByLabel("Suchbegriff").fill(number);
    await desk.getByRole("button", { name: "Suchen" }).click();
    await expect(desk).toHaveURL(/q=B-0/);
    await desk.getByRole("link", { name: number }).click();
    await expect(desk.getByRole("heading", { level: 1, name: `Bestellung ${number}` })).toBeVisible();
    await expect(desk.getByText(buyer)).toBeVisible();
    if (!jsOff(info)) await noAxeViolations(desk);

    await desk.getByRole("link", { name: "Ganze Bestellung stornieren" }).click();
    await expect(desk.getByText(`Bestellung ${number} mit ${CAPACITY} Karten wirklich stornieren?`)).toBeVisible();
    await desk.getByRole("button", { name: "Ja, stornieren" }).click();
    await expect(desk.getByRole("status").filter({ hasText: "Die Bestellung wurde storniert." })).toBeVisible();
    await expect(desk.getByText(/Diese Bestellung wurde am .+ storniert\./)).toBeVisible();

    // The event's page: nothing sold any more, the order listed as cancelled.
    await desk.getByRole("link", { name }).click();
    const groups = desk.getByRole("table", { name: "Nach Platzgruppe" });
    await expect(groups.getByRole("row", { name: /Kassenreihe/ }).getByRole("cell")).toHaveText(["2", "0", "0", "2"]);
    if (!jsOff(info)) {
      await expect(desk.getByText("Die Zahlen aktualisieren sich alle 10 Sekunden")).toBeVisible();
      await noAxeViolations(desk);
    }

    // The CSV has the row (cancelled), the check-in list shows nobody to admit.
    const csv = await desk.request.get(`/cms-hub/box-office/events/${eventId}/orders.csv`);
    expect(csv.headers()["content-disposition"]).toMatch(/^attachment;/);
    expect(await csv.text()).toContain(`${number};${buyer};berta.buehne@example.org;Kassenreihe;Vollpreis;;2;2;0,00`);
    await desk.getByRole("link", { name: "Einlassliste" }).click();
    await expect(desk.getByRole("heading", { level: 1, name: `Einlassliste: ${name}` })).toBeVisible();
    await expect(desk.getByText("0 Karten", { exact: true })).toBeVisible();
    if (!jsOff(info)) {
      await expect(desk.getByRole("button", { name: "Drucken" })).toBeVisible();
      await noAxeViolations(desk);
    }
  } finally {
    await karl.dispose();
  }

  // The public page offers the seats again.
  await addTickets(page, info, eventId);
});

test("the box office list shows the event, the start page the latest orders, the check-in list its buyers", async ({ page, context, baseURL }, info) => {
  test.setTimeout(90_000);
  const name = `Einlasstest ${info.project.name} ${Date.now()}`;
  const eventId = insertEvent(name, 900_000 + (Date.now() % 50_000) * 2 + (jsOff(info) ? 1 : 0));
  await addTickets(page, info, eventId);
  await page.locator("#tickets .booking-summary").getByRole("link", { name: "Zum Warenkorb" }).click();
  await page.getByLabel("Vor- und Nachname").fill("Xaver Einlass");
  await page.getByLabel("E-Mail-Adresse").fill("xaver@example.org");
  await page.getByRole("button", { name: "Verbindlich bestellen" }).click();
  await expect(page.getByText(/^Ihre Bestellnummer: \d+$/)).toBeVisible();

  const karl = await editorApi(baseURL!, BOX_OFFICE);
  try {
    await context.addCookies(karl.cookies);
    const desk = page;
    await desk.goto(`/cms-hub/box-office?q=${encodeURIComponent(name)}`);
    const row = desk.getByRole("row", { name: new RegExp(name) });
    await expect(row.getByRole("cell")).toHaveText([name, /\d/, "2", "0", "2", "0"]);
    if (!jsOff(info)) await noAxeViolations(desk);
    // The menu marks the area the clerk is in, and only that one.
    const menu = desk.getByRole("navigation", { name: "Bereiche der Verwaltung" });
    await expect(menu.locator('[aria-current="page"]')).toHaveText(["Kassenübersicht"]);
    await desk.goto("/cms-hub");
    await expect(desk.getByRole("heading", { level: 2, name: "Neueste Bestellungen" })).toBeVisible();
    await expect(menu.locator('[aria-current="page"]')).toHaveText(["Übersicht"]);
    await expect(desk.getByText("Der Shop ist online.")).toBeVisible();
    if (!jsOff(info)) await noAxeViolations(desk);
    await desk.goto(`/cms-hub/box-office/events/${eventId}/check-in`);
    await expect(desk.getByRole("row", { name: /Xaver Einlass/ })).toContainText("2 × Kassenreihe");
    await expect(desk.getByText("2 Karten", { exact: true })).toBeVisible();
    await expect(menu.locator('[aria-current="page"]')).toHaveText(["Kassenübersicht"]);
  } finally {
    await karl.dispose();
  }
});
