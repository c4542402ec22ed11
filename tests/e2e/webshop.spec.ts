import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { startOwnServer, type OwnServer } from "./support/own-server";
import { axeViolations } from "./support/axe";

// The webshop pages (/webshop/cart, checkout, confirmation, redirects) with JavaScript on and off.
// Tickets go into the cart through POST /api/shop-cart/ with the page's own cookies; the demo
// festival's Studiobühne sells Vollpreis (sale type 1) at 12,50 € and Ermäßigt (3) at 8,50 €.

interface Bookable {
  jet: number;
  title: string;
  url: string;
}

/** Evening (not school) performances in the Studiobühne, latest first, with distinct titles. */
async function studioEvents(request: APIRequestContext, base = ""): Promise<Bookable[]> {
  const rooms = (await (await request.get(`${base}/api/rooms/`)).json()) as { id: number; name: string }[];
  const studio = rooms.find((r) => r.name === "Studiobühne")!;
  const list = (await (await request.get(`${base}/de/api/events/?room=${studio.id}&page_size=50`)).json()) as {
    results: { title: string; url: string; ticket_url: string | null; is_cancelled: boolean; is_sold_out: boolean; tags: { name: string }[] }[];
  };
  const seen = new Set<string>();
  return list.results
    .filter((e) => e.ticket_url && !e.is_cancelled && !e.is_sold_out && !e.tags.some((t) => t.name === "Schulvorstellung"))
    .reverse()
    .filter((e) => !seen.has(e.title) && !!seen.add(e.title))
    .map((e) => ({ jet: Number(e.ticket_url!.split("/").pop()), title: e.title, url: e.url }));
}

/** Puts tickets into the browser's cart like the booking widget does: quantities per sale type. */
async function addTickets(page: Page, jet: number, tickets: Record<number, number>, base = "") {
  const request = page.context().request;
  const { token } = (await (await request.get(`${base}/api/csrf/`)).json()) as { token: string };
  const response = await request.post(`${base}/api/shop-cart/`, {
    headers: { "X-CSRFToken": token },
    data: { event_jet_id: jet, sale_type_ids: Object.keys(tickets).map(Number), quantities: Object.values(tickets) },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The event page with its booking widget open. */
async function openWidget(page: Page, url: string) {
  await page.goto(url);
  await page.locator("#tickets summary", { hasText: "Karten auswählen" }).click();
  await expect(page.locator("#tickets details.booking-widget")).toHaveAttribute("open", "");
}

/** One full-price ticket in the open widget (the Studiobühne's one seat group). */
async function chooseOneTicket(page: Page, info: TestInfo) {
  if (info.project.name === "js-off") await page.getByRole("group", { name: "Freie Platzwahl" }).getByLabel("Vollpreis").fill("1");
  else await page.getByRole("region", { name: "Freie Platzwahl" }).getByRole("button", { name: "Vollpreis: Anzahl erhöhen" }).click();
}

const row = (page: Page, event: string, ticketType: string) =>
  page.getByRole("region", { name: event }).getByRole("row").filter({ has: page.getByRole("rowheader", { name: ticketType }) });

test.describe("on the shared server", () => {
  let events: Bookable[];
  test.beforeAll(async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    events = await studioEvents(request);
    await request.dispose();
    expect(events.length).toBeGreaterThanOrEqual(2);
  });

  test("the cart lists the tickets per event with prices and totals, in the webshop layout", async ({ page }) => {
    const [a, b] = events;
    await addTickets(page, a!.jet, { 1: 2, 3: 1 });
    await addTickets(page, b!.jet, { 1: 1 });
    await page.goto("/de");
    const cartLink = page.getByRole("banner").getByRole("link", { name: /Warenkorb/ });
    await expect(cartLink).toHaveAttribute("href", "/webshop/cart");
    await cartLink.click();

    await expect(page).toHaveURL(/\/webshop\/cart$/);
    await expect(page.getByRole("heading", { level: 1, name: "Warenkorb" })).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    const first = page.getByRole("region", { name: a!.title });
    await expect(first.getByRole("link", { name: a!.title })).toHaveAttribute("href", a!.url);
    await expect(first.getByText(/^\p{L}+, \d+\. \p{L}+ \d{4}, \d\d:\d\d Uhr$/u)).toBeVisible();
    await expect(first.getByRole("table", { name: "Freie Platzwahl" })).toBeVisible();
    await expect(row(page, a!.title, "Vollpreis").getByRole("cell")).toHaveText(["12,50 €", "−2+Entfernen", "25 €"]);
    await expect(row(page, a!.title, "Ermäßigt").getByRole("cell")).toHaveText(["8,50 €", "−1+Entfernen", "8,50 €"]);
    await expect(row(page, b!.title, "Vollpreis").getByRole("cell").nth(2)).toHaveText("12,50 €");
    await expect(page.getByText("Gesamtsumme (4 Karten) 46 €")).toBeVisible();
    await expect(page.getByText(/^Ihre Karten sind bis \d\d:\d\d Uhr für Sie reserviert\./)).toBeVisible();
  });

  test("changes and removes tickets, down to the empty cart", async ({ page }) => {
    const [a, b] = events;
    await addTickets(page, a!.jet, { 1: 2, 3: 1 });
    await addTickets(page, b!.jet, { 1: 1 });
    await page.goto("/webshop/cart");

    await row(page, a!.title, "Vollpreis").getByRole("button", { name: "Vollpreis: Anzahl erhöhen" }).click();
    await expect(row(page, a!.title, "Vollpreis").getByRole("cell").nth(2)).toHaveText("37,50 €");
    await expect(page.getByText("Gesamtsumme (5 Karten) 58,50 €")).toBeVisible();

    await row(page, a!.title, "Ermäßigt").getByRole("button", { name: "Ermäßigt: Anzahl verringern" }).click();
    await expect(row(page, a!.title, "Ermäßigt")).toHaveCount(0);
    await page.getByRole("region", { name: b!.title }).getByRole("button", { name: "Vollpreis entfernen" }).click();
    await expect(page.getByRole("region", { name: b!.title })).toHaveCount(0);
    await expect(page.getByText("Gesamtsumme (3 Karten) 37,50 €")).toBeVisible();

    await page.getByRole("button", { name: "Vollpreis entfernen" }).click();
    await expect(page.getByText("Ihr Warenkorb ist leer.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Zum Programm" }).first()).toHaveAttribute("href", "/de/programm");
  });

  test("checkout shows the field errors, then confirms the order with its number", async ({ page }, info) => {
    await addTickets(page, events[0]!.jet, { 1: 1, 3: 2 });
    await page.goto("/webshop/cart");
    await expect(page.getByText("Bezahlung an der Abendkasse")).toBeVisible();
    await expect(page.getByText(/Hier im Webshop wird nichts bezahlt\./)).toBeVisible();

    await page.getByLabel("E-Mail-Adresse").fill("anna.berger");
    await page.getByRole("button", { name: "Verbindlich bestellen" }).click();
    await expect(page.getByRole("alert")).toHaveText("Bitte prüfen Sie Ihre Angaben.");
    await expect(page.getByText("Bitte geben Sie Ihren Namen an.")).toBeVisible();
    await expect(page.getByText("Bitte geben Sie eine gültige E-Mail-Adresse an.")).toBeVisible();
    await expect(page.getByLabel("E-Mail-Adresse")).toHaveValue("anna.berger");
    await expect(page.getByLabel("Vor- und Nachname")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Vor- und Nachname").fill("Anna Berger");
    await page.getByLabel("E-Mail-Adresse").fill("anna.berger@example.org");
    await page.getByRole("button", { name: "Verbindlich bestellen" }).click();
    await expect(page).toHaveURL(/\/webshop\/confirmation$/);
    await expect(page.getByRole("heading", { level: 1, name: "Vielen Dank für Ihre Bestellung!" })).toBeVisible();
    await expect(page.getByText(/^Ihre Bestellnummer: \d+$/)).toBeVisible();
    await expect(page.getByText("Gesamtsumme (3 Karten) 29,50 €")).toBeVisible();
    await expect(page.getByRole("main").getByRole("button")).toHaveCount(0);
    if (info.project.name === "js-on") {
      expect(await axeViolations(page)).toEqual([]);
    }

    // The cart cookies are gone: the cart is empty and the header shows no amount.
    await page.goto("/webshop/cart");
    await expect(page.getByText("Ihr Warenkorb ist leer.")).toBeVisible();
    await page.goto("/de");
    await expect(page.getByRole("banner").getByRole("link", { name: "Warenkorb", exact: true })).toBeVisible();
  });

  test("the old webshop's pages lead to the programme, the event, an article and the subscriptions", async ({ page }) => {
    await page.goto("/webshop");
    await expect(page).toHaveURL(/\/webshop\/cart$/);
    await page.goto("/testshop");
    await expect(page).toHaveURL(/\/testshop\/cart$/);
    await expect(page.getByRole("heading", { level: 1, name: "Warenkorb" })).toBeVisible();
    await page.goto("/eventim.webshop/events");
    await expect(page).toHaveURL(/\/de\/programm$/);
    await page.goto(`/webshop/events/${events[0]!.jet}`);
    await expect(page).toHaveURL(new RegExp(`${events[0]!.url}$`));
    await page.goto("/test.webshop/series/3");
    await expect(page).toHaveURL(/\/de\/abonnements$/);
    const article = (await (await page.request.get("/de/api/articles/")).json()) as { results: { id: number; url: string }[] };
    await page.goto(`/eventim-template/itemgroups/${article.results[0]!.id}`);
    await expect(page).toHaveURL(new RegExp(`${article.results[0]!.url}$`));
    const missing = await page.goto("/webshop/gibt-es-nicht");
    expect(missing?.status()).toBe(404);
  });

  test("no axe violations on the cart page with tickets", async ({ page }, info) => {
    test.skip(info.project.name === "js-off", "axe runs as script in the page");
    await addTickets(page, events[1]!.jet, { 1: 1, 3: 1 });
    await page.goto("/webshop/cart");
    await expect(page.getByRole("timer")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

// Time and the shop switch would disturb other tests, so these run on a server of their own whose
// box office reads its clock offset from a file.
test.describe("on an own server", () => {
  test.describe.configure({ mode: "serial" });
  let server: OwnServer;
  let clockDir: string;
  let clockFile: string;
  let events: Bookable[];
  const setClock = (ms: number) => fs.writeFileSync(clockFile, String(ms));

  test.beforeAll(async ({ playwright }) => {
    clockDir = fs.mkdtempSync(path.join(os.tmpdir(), "webshop-clock-"));
    clockFile = path.join(clockDir, "offset");
    setClock(0);
    server = await startOwnServer({ BOX_OFFICE_CLOCK_FILE: clockFile });
    const request = await playwright.request.newContext();
    events = await studioEvents(request, server.url);
    await request.dispose();
  });
  test.afterAll(async () => {
    await server?.stop();
    fs.rmSync(clockDir, { recursive: true, force: true });
  });
  test.beforeEach(() => setClock(0));

  test("warns in the last minutes (on the server's time) and shows the expired state after", async ({ page }, info) => {
    await addTickets(page, events[0]!.jet, { 1: 2 }, server.url);
    setClock(13 * 60_000);
    await page.goto(`${server.url}/webshop/cart`);
    await expect(page.getByRole("status").filter({ hasText: "Ihre Reservierung endet in weniger als 3 Minuten." })).toBeVisible();
    if (info.project.name === "js-on") {
      // The browser's clock is 13 minutes behind the box office's; the countdown follows the server.
      await expect(page.getByRole("timer")).toHaveText(/^Verbleibende Zeit: 0[12]:\d\d Minuten$/);
    }

    setClock(16 * 60_000);
    await page.goto(`${server.url}/webshop/cart`);
    await expect(page.getByText("Keine aktuelle Reservierung.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Zum Programm" }).last()).toHaveAttribute("href", "/de/programm");
    await expect(page.getByRole("table")).toHaveCount(0);
    expect((await page.context().cookies()).find((c) => c.name === "festival-cart")).toBeUndefined();
  });

  test("with JavaScript the open page turns to the expired state when the time is up", async ({ page }, info) => {
    test.skip(info.project.name === "js-off", "the countdown needs script");
    await addTickets(page, events[0]!.jet, { 3: 1 }, server.url);
    setClock(15 * 60_000 - 8_000);
    await page.goto(`${server.url}/webshop/cart`);
    await expect(page.getByRole("table")).toBeVisible();
    await expect(page.getByText("Keine aktuelle Reservierung.").last()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("table")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Verbindlich bestellen" })).toHaveCount(0);
  });

  test("a change sent from a cart page left open past the reservation answers -204 and shows the cart as it is", async ({ page }) => {
    await addTickets(page, events[0]!.jet, { 1: 2 }, server.url);
    await page.goto(`${server.url}/webshop/cart`);
    setClock(16 * 60_000);
    await row(page, events[0]!.title, "Vollpreis").getByRole("button", { name: "Vollpreis: Anzahl erhöhen" }).click();
    await expect(page.getByRole("alert")).toContainText("Keine aktuelle Reservierung.");
    await expect(page.getByRole("alert")).toContainText("Fehler -204");
    await expect(page.getByRole("table")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Verbindlich bestellen" })).toHaveCount(0);
  });

  test("the widget answers -204 for a cart that expired meanwhile, and the next try starts a new one", async ({ page }, info) => {
    await addTickets(page, events[0]!.jet, { 1: 2 }, server.url);
    setClock(16 * 60_000);
    await openWidget(page, `${server.url}${events[1]!.url}`);
    await chooseOneTicket(page, info);
    await page.getByRole("button", { name: "In den Warenkorb" }).click();
    const summary = page.locator("#tickets .booking-summary");
    await expect(summary).toContainText("Das hat leider nicht geklappt.");
    await expect(summary).toContainText("Keine aktuelle Reservierung.");
    await expect(summary).toContainText("Fehler -204");
    expect((await page.context().cookies()).find((c) => c.name === "festival-cart")).toBeUndefined();
    // The header no longer counts the expired cart's tickets.
    await expect(page.getByRole("banner").getByRole("link", { name: "Warenkorb", exact: true })).toBeVisible();

    // The selection is still there; sending it again makes a new cart.
    await page.getByRole("button", { name: "In den Warenkorb" }).click();
    await expect(summary).toContainText("1 Ticket wurde erfolgreich in Ihren Warenkorb gelegt.");
    await expect(page.getByRole("banner").getByRole("link", { name: "Warenkorb, 1 Ticket", exact: true })).toBeVisible();
  });

  test("with the shop offline the widget and the cart say so and checkout is refused", async ({ page }, info) => {
    await addTickets(page, events[1]!.jet, { 1: 1 }, server.url);
    await page.goto(`${server.url}/webshop/cart`);
    const csrf = await page.locator('input[name="csrf"]').first().getAttribute("value");
    // A visitor whose event page was open when the shop went offline.
    await openWidget(page, `${server.url}${events[0]!.url}`);
    await chooseOneTicket(page, info);
    server.sqlite.prepare("update site_settings set is_shop_online = 0").run();
    try {
      await page.getByRole("button", { name: "In den Warenkorb" }).click();
      const summary = page.locator("#tickets .booking-summary");
      await expect(summary).toContainText("Das hat leider nicht geklappt.");
      await expect(summary.getByRole("link", { name: "Zum Webshop" })).toBeVisible();
      await expect(summary).not.toContainText("Fehler");
      await openWidget(page, `${server.url}${events[0]!.url}`);
      await expect(page.locator("#tickets")).toContainText("Der Webshop ist derzeit offline.");
      await expect(page.getByRole("button", { name: "In den Warenkorb" })).toBeDisabled();

      await page.goto(`${server.url}/webshop/cart`);
      await expect(page.getByText(/^Webshop offline: Derzeit können keine Karten bestellt werden\./)).toBeVisible();
      await expect(page.getByRole("button", { name: "Verbindlich bestellen" })).toHaveCount(0);
      await expect(page.getByRole("button", { name: /Anzahl erhöhen/ })).toHaveCount(0);
      await expect(row(page, events[1]!.title, "Vollpreis").getByRole("cell")).toHaveText(["12,50 €", "1", "12,50 €"]);

      // A form sent before the switch is refused with the message, and no order is made.
      const refused = await page.context().request.post(`${server.url}/webshop/cart`, {
        form: { csrf: csrf!, intent: "checkout", name: "Anna Berger", email: "anna@example.org" },
      });
      expect(refused.status()).toBe(503);
      expect(await refused.text()).toContain("Webshop offline");
      expect(server.sqlite.prepare("select count(*) as n from orders").get()).toEqual({ n: 0 });
    } finally {
      server.sqlite.prepare("update site_settings set is_shop_online = 1").run();
    }
  });
});
