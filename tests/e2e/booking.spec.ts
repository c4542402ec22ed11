import type { BrowserContext, Page, TestInfo } from "@playwright/test";
import { anotherBuyerTakesAllSeats } from "./support/booking";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { axeViolations } from "./support/axe";
import { eventFromTheEnd, type EventsAheadFilter } from "./support/programme";

// The booking widget on the event page, with JavaScript on and off. Every test that books does so
// on its own events (one per project), so parallel tests never share seats. Events are dates still
// to come, found through the programme: Krokodil im Kinderzimmer (Parkett with 4 prices, Balkon;
// at school performances the Balkon is closed), Zeichnen wie die Profis (three timeslots; its
// afternoon date offers only two), the Erzählzimmer (one seat group, Sitzkissen).

const jsOff = (info: TestInfo) => info.project.name === "js-off";
const KROKODIL: EventsAheadFilter = { title: "Krokodil im Kinderzimmer", school: false };
const MORNING_WORKSHOP: EventsAheadFilter = { title: "Zeichnen wie die Profis", time: "10:00" };
const AFTERNOON_WORKSHOP: EventsAheadFilter = { title: "Zeichnen wie die Profis", time: "14:00" };
const STORY_ROOM: EventsAheadFilter = { room: "Erzählzimmer" };
/** The path of the `n`-th last event ahead that matches. */
const eventPath = async (baseURL: string | undefined, filter: EventsAheadFilter, n = 0) => (await eventFromTheEnd(baseURL!, filter, n)).path;

const widget = (page: Page) => page.locator("#tickets details.booking-widget");
const toggle = (page: Page) => page.locator("#tickets summary", { hasText: "Karten auswählen" });
const summaryBox = (page: Page) => page.locator("#tickets .booking-summary");

async function openWidget(page: Page, path: string) {
  // Opened before hydration, it shows the plain form until the script has loaded, which on a busy
  // CI machine can outlast an assertion's timeout.
  await gotoHydrated(page, path);
  await toggle(page).click();
  await expect(widget(page)).toHaveAttribute("open", "");
}

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name)?.value;
}

test("books full-price and discount tickets into the cart; the header shows the amount", async ({ page, context, baseURL }, info) => {
  await openWidget(page, await eventPath(baseURL, KROKODIL, jsOff(info) ? 1 : 0));
  if (jsOff(info)) {
    const parkett = page.getByRole("group", { name: "Parkett" });
    await parkett.getByLabel("Vollpreis").fill("2");
    await parkett.getByLabel(/^Kinder/).fill("1");
    await page.getByRole("group", { name: "Balkon" }).getByLabel("Vollpreis").fill("1");
    await page.getByRole("button", { name: "In den Warenkorb" }).click();
    await expect(page).toHaveURL(/\?booked=4#tickets$/);
  } else {
    const add = page.getByRole("button", { name: "In den Warenkorb" });
    await expect(add).toBeDisabled();
    const parkett = page.getByRole("region", { name: "Parkett" });
    await parkett.getByRole("button", { name: "Vollpreis: Anzahl erhöhen" }).click();
    await parkett.getByRole("button", { name: "Vollpreis: Anzahl erhöhen" }).click();
    await parkett.getByRole("button", { name: "Vollpreis: Anzahl verringern" }).click();
    await parkett.getByRole("button", { name: "Vollpreis: Anzahl erhöhen" }).click();
    await expect(parkett.getByRole("status", { name: "Vollpreis: Anzahl" })).toHaveText("2");
    await expect(add).toBeEnabled();
    // The discounts step: two prices and a toggle for the third.
    await parkett.getByRole("button", { name: "Ermäßigungen" }).click();
    await expect(page.getByRole("heading", { name: "Ermäßigungen – Parkett" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Zurück" })).toBeFocused();
    await page.getByRole("button", { name: "Kinder: Anzahl erhöhen" }).click();
    await expect(page.getByRole("button", { name: "Familienkarte: Anzahl erhöhen" })).toBeHidden();
    const more = page.getByRole("button", { name: "Alle Preise anzeigen" });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await more.click();
    await expect(page.getByRole("button", { name: "Familienkarte: Anzahl erhöhen" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Weniger Preise anzeigen" })).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("button", { name: "Zurück" }).click();
    await expect(parkett.getByRole("button", { name: /Ermäßigungen/ })).toBeFocused();
    await expect(parkett.getByRole("button", { name: "Ermäßigungen 1 ausgewählt" })).toBeVisible();
    await expect(parkett.locator(".booking-badge")).toHaveText("1");
    await expect(page.getByText("Summe: 37 €")).toBeVisible();
    // A second seat group: a second call into the same cart.
    await page.getByRole("region", { name: "Balkon" }).getByRole("button", { name: "Vollpreis: Anzahl erhöhen" }).click();
    await expect(page.getByText("Summe: 49 €")).toBeVisible();
    await add.click();
  }
  await expect(summaryBox(page)).toContainText("4 Tickets wurden erfolgreich in Ihren Warenkorb gelegt.");
  await expect(summaryBox(page)).toContainText("Ihre Karten sind für die nächsten 15 Minuten reserviert.");
  await expect(summaryBox(page).getByRole("link", { name: "Zum Warenkorb" })).toHaveAttribute("href", "/webshop/cart");
  expect(await cookie(context, "cartAmount")).toBe("4");
  expect(await cookie(context, "cartUrl")).toBe("%2Fwebshop%2Fcart");
  expect(await cookie(context, "festival-cart")).toMatch(/^[\w-]+$/);
  await expect(page.getByRole("link", { name: "Warenkorb, 4 Tickets" })).toBeVisible();
  if (!jsOff(info)) {
    // The selection starts again; the CSRF cookie came from GET /api/csrf/, not from the page.
    await expect(page.getByRole("button", { name: "In den Warenkorb" })).toBeDisabled();
    expect(await cookie(context, "csrftoken")).toBeTruthy();
  }
});

test("timeslots: the first available is preselected and can be changed", async ({ page, context, baseURL }, info) => {
  // In the afternoon the third session is not offered; in the morning all three are.
  await openWidget(page, await eventPath(baseURL, jsOff(info) ? MORNING_WORKSHOP : AFTERNOON_WORKSHOP));
  if (jsOff(info)) {
    const slots = page.getByRole("group", { name: "Zeitfenster" });
    await expect(slots.getByRole("radio")).toHaveCount(3);
    await expect(slots.getByRole("radio", { name: "10:00 Uhr" })).toBeChecked();
    await slots.getByRole("radio", { name: "11:00 Uhr" }).check();
    await page.getByRole("group", { name: "Werkstattplatz" }).getByLabel("Vollpreis").fill("1");
    await page.getByRole("button", { name: "In den Warenkorb" }).click();
  } else {
    await expect(page.locator(".booking-slot")).toContainText("Zeitfenster: 14:00 Uhr");
    await page.getByRole("button", { name: "Zeitfenster ändern" }).click();
    await expect(page.getByRole("heading", { name: "Zeitfenster wählen" })).toBeVisible();
    const options = page.locator(".booking-slots").getByRole("button");
    await expect(options).toHaveText(["14:00 Uhr", "15:00 Uhr"]);
    await expect(options.first()).toHaveAttribute("aria-pressed", "true");
    await options.nth(1).click();
    await expect(page.locator(".booking-slot")).toContainText("Zeitfenster: 15:00 Uhr");
    await page.getByRole("region", { name: "Werkstattplatz" }).getByRole("button", { name: "Vollpreis: Anzahl erhöhen" }).click();
    await page.getByRole("button", { name: "In den Warenkorb" }).click();
  }
  await expect(summaryBox(page)).toContainText("1 Ticket wurde erfolgreich in Ihren Warenkorb gelegt.");
  expect(await cookie(context, "cartAmount")).toBe("1");
});

test("-214 when someone else took the seats meanwhile: the error, and the selection stays", async ({ page, context, baseURL }, info) => {
  const path = await eventPath(baseURL, MORNING_WORKSHOP, jsOff(info) ? 2 : 1);
  await openWidget(page, path);
  await anotherBuyerTakesAllSeats(baseURL!, path);
  if (jsOff(info)) {
    await page.getByRole("group", { name: "Werkstattplatz" }).getByLabel("Vollpreis").fill("2");
  } else {
    const group = page.getByRole("region", { name: "Werkstattplatz" });
    await group.getByRole("button", { name: "Vollpreis: Anzahl erhöhen" }).click();
    await group.getByRole("button", { name: "Vollpreis: Anzahl erhöhen" }).click();
  }
  await page.getByRole("button", { name: "In den Warenkorb" }).click();
  await expect(summaryBox(page)).toContainText("Das hat leider nicht geklappt.");
  await expect(summaryBox(page)).toContainText("Nicht genügend (zusammenhängende) Plätze gefunden.");
  await expect(summaryBox(page)).toContainText("Fehler -214");
  await expect(summaryBox(page).getByRole("link", { name: "Zum Webshop" })).toBeVisible();
  if (jsOff(info)) {
    await expect(page.getByRole("group", { name: "Werkstattplatz" }).getByLabel("Vollpreis")).toHaveValue("2");
  } else {
    await expect(page.getByRole("region", { name: "Werkstattplatz" }).getByRole("status", { name: "Vollpreis: Anzahl" })).toHaveText("2");
    await expect(page.getByRole("button", { name: "In den Warenkorb" })).toBeEnabled();
  }
  expect(await cookie(context, "cartAmount")).toBeUndefined();
});

test("more tickets of one event than a cart may hold: the limit's message, and nothing is booked", async ({ page, context, baseURL }, info) => {
  // A whole seat group (35 cushions) must not go to one cart; refused, so both projects may ask at once.
  await openWidget(page, await eventPath(baseURL, STORY_ROOM));
  const response = page.waitForResponse((r) => r.request().method() === "POST");
  if (jsOff(info)) {
    await page.getByRole("group", { name: "Sitzkissen" }).getByLabel("Vollpreis").fill("11");
  } else {
    const more = page.getByRole("region", { name: "Sitzkissen" }).getByRole("button", { name: "Vollpreis: Anzahl erhöhen" });
    for (let i = 0; i < 11; i++) await more.click();
    await expect(page.getByRole("region", { name: "Sitzkissen" }).getByRole("status", { name: "Vollpreis: Anzahl" })).toHaveText("11");
  }
  await page.getByRole("button", { name: "In den Warenkorb" }).click();
  expect((await response).status()).toBe(409);
  await expect(summaryBox(page)).toContainText("Das hat leider nicht geklappt.");
  await expect(summaryBox(page)).toContainText("Pro Veranstaltung können Sie höchstens 10 Karten buchen.");
  await expect(summaryBox(page)).not.toContainText("Fehler");
  if (jsOff(info)) await expect(page.getByRole("group", { name: "Sitzkissen" }).getByLabel("Vollpreis")).toHaveValue("11");
  expect(await cookie(context, "cartAmount")).toBeUndefined();
  expect(await cookie(context, "festival-cart")).toBeUndefined();
});

test("without a ticket the form answers with a message", async ({ page, baseURL }, info) => {
  test.skip(!jsOff(info), "with script the button stays disabled until a ticket is chosen (first test)");
  await openWidget(page, await eventPath(baseURL, { ...KROKODIL, school: true }));
  // A school performance: the balcony is closed and says why.
  await expect(page.getByRole("group", { name: "Balkon" })).toContainText("bei Schulvorstellungen geschlossen");
  await expect(page.getByRole("group", { name: "Balkon" }).getByRole("spinbutton")).toHaveCount(0);
  const response = page.waitForResponse((r) => r.request().method() === "POST");
  await page.getByRole("button", { name: "In den Warenkorb" }).click();
  expect((await response).status()).toBe(400);
  await expect(summaryBox(page)).toHaveText("Bitte wählen Sie mindestens eine Karte.");
});

test("Escape and an outside click close the widget and reset it", async ({ page, baseURL }, info) => {
  test.skip(jsOff(info), "closing on Escape or an outside click needs script");
  await openWidget(page, await eventPath(baseURL, STORY_ROOM));
  const group = page.getByRole("region", { name: "Sitzkissen" });
  await group.getByRole("button", { name: "Vollpreis: Anzahl erhöhen" }).click();
  await page.keyboard.press("Escape");
  await expect(widget(page)).not.toHaveAttribute("open", "");
  await expect(toggle(page)).toBeFocused();
  await toggle(page).click();
  await expect(group.getByRole("status", { name: "Vollpreis: Anzahl" })).toHaveText("0");

  await group.getByRole("button", { name: "Vollpreis: Anzahl erhöhen" }).click();
  await group.getByRole("button", { name: "Ermäßigungen" }).click();
  await page.getByRole("heading", { level: 1 }).click();
  await expect(widget(page)).not.toHaveAttribute("open", "");
  await page.waitForTimeout(300); // the step resets 250 ms after closing
  await toggle(page).click();
  await expect(group.getByRole("status", { name: "Vollpreis: Anzahl" })).toHaveText("0");
  await expect(page.getByRole("button", { name: "Zurück" })).toHaveCount(0);
});

test("the event page stays cacheable: no cookie is set before booking", async ({ request, baseURL }, info) => {
  test.skip(jsOff(info), "an HTTP check; once is enough");
  const response = await request.get(await eventPath(baseURL, STORY_ROOM));
  expect(response.headers()["set-cookie"]).toBeUndefined();
  expect(response.headers()["cache-control"]).toContain("public");
  expect(await response.text()).toContain('name="nonce"');
});

test("no axe violations with the widget open, on its main and discounts steps", async ({ page, baseURL }, info) => {
  test.skip(jsOff(info), "axe runs as script in the page");
  await openWidget(page, await eventPath(baseURL, KROKODIL, 2));
  await expect(page.getByRole("region", { name: "Parkett" }).getByRole("button", { name: "Ermäßigungen" })).toBeVisible();
  expect(await axeViolations(page, { include: "#main-content" })).toEqual([]);
  await page.getByRole("region", { name: "Parkett" }).getByRole("button", { name: "Ermäßigungen" }).click();
  await expect(page.getByRole("heading", { name: "Ermäßigungen – Parkett" })).toBeVisible();
  expect(await axeViolations(page, { include: "#main-content" })).toEqual([]);
});
