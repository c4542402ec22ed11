import type { Page } from "@playwright/test";
import { anotherBuyerTakesAllSeats } from "./support/booking";
import { expect, test } from "./support/fixtures";
import { axeViolations } from "./support/axe";
import { eventFromTheEnd, type EventAhead } from "./support/programme";

// The event overlay 'Programm und Karten' and the sticky bar, with JavaScript on and off.

const ABOUT = "/de/festival/ueber-uns";
const stickyBar = (page: Page) => page.getByRole("navigation", { name: "Schnellzugriff" });
const dialog = (page: Page) => page.getByRole("dialog", { name: "Programm und Karten" });
/** The overlay's own entry of the bar (an event page's bar holds only its 'Karten buchen' link). */
const overlayEntry = (page: Page) => stickyBar(page).getByText("Programm und Karten");
const needsScript = (name: string) => test.skip(name === "js-off", "the overlay is script only; without it the button is a link (tested below)");

/** Opens the overlay from the sticky bar once the page is hydrated (the link has become a button). */
async function openOverlay(page: Page, path = ABOUT) {
  await page.goto(path);
  const button = stickyBar(page).getByRole("button", { name: "Programm und Karten" });
  await button.click();
  await expect(dialog(page)).toBeVisible();
  // The programme has loaded once its filters show.
  await expect(dialog(page).locator("summary", { hasText: "Spielort" })).toBeVisible();
  return button;
}

/**
 * Opens the overlay and filters it by the event's room: a short list that holds the event (the
 * calendar's later month may lie below a short window, under the sticky filters).
 */
async function openOverlayIn(page: Page, event: EventAhead) {
  await openOverlay(page);
  await dialog(page).locator("summary", { hasText: "Spielort" }).click();
  // click, not check: the applied filter closes its dropdown, and check() would look for the radio again.
  await dialog(page).getByRole("radio", { name: event.room!, exact: true }).click();
  await expect(page).toHaveURL(/\/de\/festival\/ueber-uns\?overlay=true&room=\d+$/);
  await expect(overlayEvent(page, event)).toBeVisible();
}

/** An event of the overlay's list, by its page's address. */
const overlayEvent = (page: Page, event: EventAhead) => dialog(page).getByRole("listitem").filter({ has: page.locator(`h3 a[href="${event.path}"]`) });

async function roomId(page: Page, name: string): Promise<number> {
  const rooms = (await (await page.request.get("/api/rooms/")).json()) as { id: number; name: string }[];
  return rooms.find((r) => r.name === name)!.id;
}

test.describe("the overlay flag on load", () => {
  test("a CMS page with the flag lands on the programme", async ({ page }) => {
    await page.goto(`${ABOUT}?overlay=true`);
    await expect(page).toHaveURL(/\/de\/programm$/);
    await expect(page.getByRole("heading", { level: 1, name: "Programm und Karten" })).toBeVisible();
    await page.goto("/en/imprint?overlay=true&room=1");
    await expect(page).toHaveURL(/\/en\/events$/);
    await expect(page.getByRole("heading", { level: 1, name: "Programme and tickets" })).toBeVisible();
  });

  test("the programme with the flag keeps its filters", async ({ page }) => {
    const atelier = await roomId(page, "Atelier");
    await page.goto(`/de/programm?overlay=true&room=${atelier}`);
    await expect(page).toHaveURL(new RegExp(`/de/programm\\?room=${atelier}$`));
    await expect(page.locator("#programme-filter-panel summary", { hasText: "Spielort" })).toContainText("Atelier");
  });

  test("the redirect happens on the server", async ({ request }) => {
    const response = await request.get(`${ABOUT}?overlay=true`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/de/programm");
    // Client navigations (single-fetch data requests) are never redirected by the flag.
    const data = await request.get(`${ABOUT}.data?overlay=true`, { maxRedirects: 0 });
    expect(data.status()).toBe(200);
  });
});

test("without script the sticky button is a link to the programme", async ({ page }, info) => {
  test.skip(info.project.name === "js-on", "with script it is a button (tested below)");
  await page.goto(ABOUT);
  const link = stickyBar(page).getByRole("link", { name: "Programm und Karten" });
  await expect(link).toHaveAttribute("href", "/de/programm");
  await link.click();
  await expect(page).toHaveURL(/\/de\/programm$/);
  await expect(page.getByRole("heading", { level: 1, name: "Programm und Karten" })).toBeVisible();
});

test("the sticky button is hidden on event pages", async ({ page }) => {
  await page.goto("/de/programm");
  const eventLink = page.locator("#programme-list").getByRole("heading", { level: 3 }).first().getByRole("link");
  await page.goto((await eventLink.getAttribute("href"))!);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(overlayEntry(page)).toHaveCount(0);
  await page.goto(ABOUT);
  await expect(stickyBar(page)).toBeVisible();
});

test("the sticky button hides while the footer is in view", async ({ page }, info) => {
  needsScript(info.project.name);
  await page.goto("/de");
  const button = stickyBar(page).getByRole("button", { name: "Programm und Karten" });
  await expect(button).toBeVisible();
  await page.locator(".site-footer").scrollIntoViewIfNeeded();
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(button).toBeVisible();
});

test("the button opens the overlay over the page, with the flag in the address", async ({ page }, info) => {
  needsScript(info.project.name);
  await openOverlay(page);
  await expect(page).toHaveURL(/\/de\/festival\/ueber-uns\?overlay=true$/);
  await expect(dialog(page)).toHaveAttribute("aria-modal", "true");
  await expect(dialog(page).getByRole("heading", { level: 2, name: "Programm und Karten" })).toBeVisible();
  await expect(dialog(page).getByRole("button", { name: "Schließen" })).toBeFocused();
  await expect(dialog(page).getByRole("heading", { level: 3 })).toHaveCount(10);
  // The page behind is still there, under the overlay.
  await expect(page.getByRole("heading", { level: 1, name: "Ein Festival für junge Leserinnen und Leser" })).toBeAttached();
  expect(await axeViolations(page, { include: ".programme-overlay", tags: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] })).toEqual([]);
});

test.describe("while the programme's data is on its way", () => {
  // Playwright holds only requests no service worker answers or passes on.
  test.use({ serviceWorkers: "block" });

  test("the title shows while the programme loads", async ({ page }, info) => {
    needsScript(info.project.name);
    await page.goto(ABOUT);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/de\/programm\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await stickyBar(page).getByRole("button", { name: "Programm und Karten" }).click();
    await expect(dialog(page).getByRole("status")).toHaveText("Das Programm wird geladen …");
    await expect(dialog(page).getByRole("heading", { level: 2, name: "Programm und Karten" })).toBeVisible();
    release();
    await expect(dialog(page).locator("summary", { hasText: "Spielort" })).toBeVisible();
    await expect(dialog(page).getByRole("status")).toHaveCount(0);
  });
});

test("filters work inside the overlay and go into its address", async ({ page }, info) => {
  needsScript(info.project.name);
  const atelier = await roomId(page, "Atelier");
  await openOverlay(page);
  await dialog(page).locator("summary", { hasText: "Spielort" }).click();
  // click, not check: the applied filter closes its dropdown, and check() would look for the radio again.
  await dialog(page).getByRole("radio", { name: "Atelier" }).click();
  await expect(page).toHaveURL(new RegExp(`/de/festival/ueber-uns\\?overlay=true&room=${atelier}$`));
  await expect(dialog(page).locator("summary", { hasText: "Spielort" })).toContainText("Atelier");
  const places = dialog(page).locator(".programme-event__place");
  await expect(places.first()).toContainText("Atelier");
  for (const place of await places.allTextContents()) expect(place).toContain("Atelier");
  // The page behind did not navigate.
  await expect(page.getByRole("heading", { level: 1, name: "Ein Festival für junge Leserinnen und Leser" })).toBeAttached();
});

test("a calendar day inside the overlay changes the overlay, not the page", async ({ page }, info) => {
  needsScript(info.project.name);
  await openOverlay(page);
  const day = dialog(page).locator(".programme-calendar a.calendar-day").first();
  await day.click();
  await expect(page).toHaveURL(/\/de\/festival\/ueber-uns\?overlay=true&date=\d{2}-\d{2}-\d{4}$/);
  await expect(dialog(page).locator("[aria-current=date]")).toHaveCount(1);
  await expect(dialog(page).locator(".programme-day__heading")).toHaveCount(1);
});

test("Escape closes the overlay, clears the query and returns focus", async ({ page }, info) => {
  needsScript(info.project.name);
  const button = await openOverlay(page);
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/de\/festival\/ueber-uns$/);
  await expect(button).toBeFocused();
});

test("the close control closes the overlay", async ({ page }, info) => {
  needsScript(info.project.name);
  await openOverlay(page);
  await dialog(page).getByRole("button", { name: "Schließen" }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/de\/festival\/ueber-uns$/);
});

test("the page behind does not scroll while the overlay is open", async ({ page }, info) => {
  needsScript(info.project.name);
  await page.goto("/de");
  await page.mouse.move(600, 400);
  await page.mouse.wheel(0, 400);
  // The header shrinks once scrolled, so the position settles a little below the wheel's distance.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await stickyBar(page).getByRole("button", { name: "Programm und Karten" }).click();
  await expect(dialog(page).locator("summary", { hasText: "Spielort" })).toBeVisible();
  // The position behind, once it holds still: the header's shrinking after the scroll moves it a
  // little, and under load that takes its time.
  let before = -1;
  await expect
    .poll(async () => {
      const y = await page.evaluate(() => window.scrollY);
      const settled = y === before;
      before = y;
      return settled;
    }, { intervals: [400] })
    .toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => dialog(page).evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toHaveCount(0);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
});

test("following an event inside the overlay closes it", async ({ page }, info) => {
  needsScript(info.project.name);
  await openOverlay(page);
  const link = dialog(page).getByRole("heading", { level: 3 }).first().getByRole("link");
  const title = (await link.textContent())!;
  await link.click();
  // The event page loads its route module first (lazy route discovery): give a busy machine time.
  await expect(page).toHaveURL(/\/de\/programm\/[^/]+\/\d+$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  await expect(overlayEntry(page)).toHaveCount(0);
  // The page left behind keeps its own address in the history, without the flag.
  await page.goBack();
  await expect(page).toHaveURL(/\/de\/festival\/ueber-uns$/);
  await expect(dialog(page)).toHaveCount(0);
});

// The booking widget in the overlay's event list, on events that no other test books: the afternoon
// reading of Das Geheimnis der Donauinsel (Saal with three prices, Galerie closed for a radio
// recording), and Der Wal, der singen wollte in the Kinderbibliothek (one seat group).

test("an event's widget in the overlay loads its offer when opened and books into the cart", async ({ page, baseURL }, info) => {
  needsScript(info.project.name);
  const reading = await eventFromTheEnd(baseURL!, { title: "Das Geheimnis der Donauinsel", time: "16:30" });
  const offerRequests: string[] = [];
  page.on("request", (request) => void (request.url().includes("/api/event-offer/") && offerRequests.push(new URL(request.url()).pathname)));
  await openOverlayIn(page, reading);
  const event = overlayEvent(page, reading);
  const widget = event.locator("details.booking-widget");
  const toggle = event.locator("summary", { hasText: "Karten auswählen" });
  // Every event of the room's list sells here and has the toggle; the offers are not part of the list.
  const events = dialog(page).locator("article.programme-event");
  await expect(events).not.toHaveCount(0);
  await expect(dialog(page).locator("summary", { hasText: "Karten auswählen" })).toHaveCount(await events.count());
  expect(offerRequests).toEqual([]);

  // One widget open at a time: opening another closes the first.
  const other = events.filter({ hasNot: page.locator(`h3 a[href="${reading.path}"]`) }).first().locator("details.booking-widget");
  await other.locator("summary").click();
  await expect(other).toHaveAttribute("open", "");
  await toggle.click();
  await expect(widget).toHaveAttribute("open", "");
  await expect(other).not.toHaveAttribute("open", "");
  // The request event reaches the test a moment after the click.
  await expect.poll(() => offerRequests).toContain(`/de/api/event-offer/${reading.jetId}/`);

  const saal = event.getByRole("region", { name: "Saal" });
  await saal.getByRole("button", { name: "Vollpreis: Anzahl erhöhen" }).click();
  await saal.getByRole("button", { name: "Vollpreis: Anzahl erhöhen" }).click();
  await expect(event.getByRole("region", { name: "Galerie" })).toContainText("wegen Radioaufzeichnung geschlossen");
  expect(await axeViolations(page, { include: ".programme-overlay", tags: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] })).toEqual([]);
  await expect(event.getByText("Summe: 18 €")).toBeVisible();
  await event.getByRole("button", { name: "In den Warenkorb" }).click();
  const summary = event.locator(".booking-summary");
  await expect(summary).toContainText("2 Tickets wurden erfolgreich in Ihren Warenkorb gelegt.");
  await expect(summary.getByRole("link", { name: "Zum Warenkorb" })).toHaveAttribute("href", "/webshop/cart");
  // The header behind the overlay shows the cart's amount; the overlay stays open with its address.
  await expect(page.getByRole("link", { name: "Warenkorb, 2 Tickets" })).toBeAttached();
  await expect(dialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/de\/festival\/ueber-uns\?overlay=true&room=\d+$/);

  // Focus moved on from the now disabled add button to the cart link, inside the dialog. Escape
  // closes the widget first (focus back on its toggle), then the overlay.
  await expect(summary.getByRole("link", { name: "Zum Warenkorb" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(widget).not.toHaveAttribute("open", "");
  await expect(toggle).toBeFocused();
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/de\/festival\/ueber-uns$/);
});

test("an event that sold out after the list loaded says so in its widget and links to its page", async ({ page, baseURL }, info) => {
  needsScript(info.project.name);
  const whale = await eventFromTheEnd(baseURL!, { title: "Der Wal, der singen wollte", room: "Kinderbibliothek" });
  await openOverlayIn(page, whale);
  const event = overlayEvent(page, whale);
  const eventUrl = (await event.getByRole("heading", { level: 3 }).getByRole("link").getAttribute("href"))!;
  await anotherBuyerTakesAllSeats(baseURL!, eventUrl);
  await event.locator("summary", { hasText: "Karten auswählen" }).click();
  const panel = event.locator(".booking-widget__panel");
  await expect(panel).toContainText("Für diese Veranstaltung gibt es hier keine Karten (mehr).");
  await expect(panel.getByRole("link", { name: "Zur Veranstaltung" })).toHaveAttribute("href", eventUrl);
});
