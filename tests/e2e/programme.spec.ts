import { DateTime } from "luxon";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { axeViolations } from "./support/axe";

// The programme (/de/programm · /en/events) with JavaScript on and off. The seeded festival is
// running: the list starts now, and days are found through the site, never assumed.
const longDate = (day: DateTime) => day.setLocale("de-DE").toLocaleString({ weekday: "long", day: "numeric", month: "long", year: "numeric" });

const eventTitles = (page: import("@playwright/test").Page) => page.locator("#programme-list").getByRole("heading", { level: 3 });

test("filters the programme by room through the form", async ({ page }, info) => {
  // With script, choose once hydrated: this is the app's change handler (a choice made earlier has its own test).
  await gotoHydrated(page, "/de/programm");
  await expect(page.getByRole("heading", { level: 1, name: "Programm und Karten" })).toBeVisible();
  await expect(eventTitles(page)).toHaveCount(10);
  await page.locator("summary", { hasText: "Spielort" }).click();
  // click, not check: with script the applied filter closes its dropdown, and check() would look for the radio again.
  await page.getByRole("radio", { name: "Atelier" }).click();
  if (info.project.name === "js-off") await page.getByRole("button", { name: "Filter anwenden" }).click();
  await expect(page).toHaveURL(/[?&]room=\d+$/);
  // The address changes before the list does (its render follows), and the unfiltered list may begin
  // in the Atelier too: wait until no other place is shown.
  const places = page.locator(".programme-event__place");
  await expect(places.filter({ hasNotText: "Atelier" })).toHaveCount(0);
  await expect(places.first()).toContainText("Atelier");
  await expect(page.locator("summary", { hasText: "Spielort" })).toContainText("Atelier");
});

test("a room chosen before the page has hydrated is kept and applied", async ({ page }, info) => {
  test.skip(info.project.name === "js-off", "without script the form is sent with its button");
  // A slow phone: the page is there, its script is not yet.
  let release = () => {};
  const scriptHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/build\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await scriptHeld;
    await route.continue();
  });
  await page.goto("/de/programm", { waitUntil: "commit" });
  await page.locator("summary", { hasText: "Spielort" }).click();
  await page.getByRole("radio", { name: "Atelier" }).check();
  await expect(page.locator("html")).not.toHaveClass(/\bjs\b/);
  release();
  await expect(page.locator("html")).toHaveClass(/\bjs\b/);
  await expect(page).toHaveURL(/[?&]room=\d+$/);
  await expect(page.locator("summary", { hasText: "Spielort" })).toContainText("Atelier");
  const places = await page.locator(".programme-event__place").allTextContents();
  expect(places.length).toBeGreaterThan(0);
  for (const place of places) expect(place).toContain("Atelier");
});

test("one filter dropdown is open at a time and Escape closes it", async ({ page }, info) => {
  test.skip(info.project.name === "js-off", "Escape and outside clicks need script");
  await page.goto("/de/programm");
  const room = page.locator("details", { has: page.locator("summary", { hasText: "Spielort" }) });
  const series = page.locator("details", { has: page.locator("summary", { hasText: "Reihe" }) });
  await room.locator("summary").click();
  await expect(room).toHaveAttribute("open", "");
  await series.locator("summary").click();
  await expect(series).toHaveAttribute("open", "");
  await expect(room).not.toHaveAttribute("open", "");
  await page.keyboard.press("Escape");
  await expect(series).not.toHaveAttribute("open", "");
  await room.locator("summary").click();
  await page.getByRole("heading", { level: 1 }).click();
  await expect(room).not.toHaveAttribute("open", "");
});

test("selects a date in the calendar and shows that day with its teaser", async ({ page, request }) => {
  // The festival's last day, ahead while it runs, has the finale's teaser.
  const teasers = (await (await request.get("/de/api/teasers/")).json()) as { name: string; position: string; headline: string }[];
  const finale = teasers.find((teaser) => teaser.name === "finale")!;
  const day = DateTime.fromISO(finale.position, { zone: "Europe/Berlin" });
  // With script, wait for hydration (and the first "more" fetch) so that the click is the app's.
  await page.goto("/de/programm", { waitUntil: "networkidle" });
  await page.locator("#programme-calendar").getByRole("link", { name: longDate(day), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]date=${day.toFormat("dd-MM-yyyy")}$`));
  await expect(page.getByRole("heading", { level: 2, name: longDate(day) })).toBeVisible();
  await expect(page.locator("#programme-list").getByRole("heading", { level: 2 })).toHaveCount(1);
  await expect(page.getByText(finale.headline)).toBeVisible();
  await expect(page.locator("#programme-calendar [aria-current=date]")).toHaveCount(1);
  await expect(page.locator(".programme-event__time").first()).toHaveText(/^\d{2}:\d{2} Uhr/);
});

test("the calendar names a day with events by its date, shows any other day as its number and says once what the links mean", async ({ page }) => {
  await page.goto("/de/programm");
  const months = page.locator("#programme-calendar table");
  expect(await months.count()).toBeGreaterThan(0);
  for (const month of await months.all()) await expect(month).toHaveAccessibleDescription("Tage mit Veranstaltungen sind Links.");
  await expect(page.locator("#programme-calendar a.calendar-day").first()).toHaveAccessibleName(/^(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), \d{1,2}\. [^ ]+ \d{4}$/);
  await expect(page.locator("#programme-calendar span.calendar-day").first()).toHaveText(/^\d{1,2}$/);
});

test("on a desktop window of 1280 × 720 every day of the calendar can be reached, also with a filter open", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await gotoHydrated(page, "/de/programm");
  await page.locator("summary", { hasText: "Spielort" }).click();
  await page.mouse.wheel(0, 1500); // the column is sticky: the window scrolled away beneath it
  const days = page.locator("#programme-calendar a.calendar-day");
  expect(await days.count()).toBeGreaterThan(0);
  for (const day of [days.first(), days.last()]) {
    await day.scrollIntoViewIfNeeded();
    const box = (await day.boundingBox())!;
    // Scroll offsets are whole pixels, the layout is not: a day scrolled to the window's edge may end a fraction past it.
    expect(box.y, await day.innerText()).toBeGreaterThanOrEqual(-1);
    expect(box.y + box.height, await day.innerText()).toBeLessThanOrEqual(720 + 1);
    // Nothing lies over it: the point at its centre belongs to the link.
    expect(await day.evaluate((link) => {
      const { x, y, width, height } = link.getBoundingClientRect();
      return link.contains(document.elementFromPoint(x + width / 2, y + height / 2));
    })).toBe(true);
  }
  await days.last().click();
  await expect(page).toHaveURL(/[?&]date=\d{2}-\d{2}-\d{4}/);
});

test("loads the next page", async ({ page }, info) => {
  await page.goto("/de/programm");
  await expect(eventTitles(page)).toHaveCount(10);
  if (info.project.name === "js-off") {
    await page.getByRole("link", { name: "Weitere Veranstaltungen laden" }).click();
    await expect(page).toHaveURL(/[?&]page=2$/);
  } else {
    await page.getByRole("link", { name: "Weitere Veranstaltungen laden" }).scrollIntoViewIfNeeded();
    await expect(page).toHaveURL(/\/de\/programm$/);
  }
  await expect(eventTitles(page)).toHaveCount(20);
});

test("an empty selection explains itself and resets", async ({ page, request }) => {
  const rooms = (await (await request.get("/api/rooms/")).json()) as { id: number; name: string }[];
  const series = (await (await request.get("/api/series/")).json()) as { id: number; name: string }[];
  const atelier = rooms.find((r) => r.name === "Atelier")!.id;
  const abo = series.find((s) => s.name === "Familien-Abo")!.id;
  await page.goto(`/de/programm?room=${atelier}&series=${abo}`);
  await expect(page.getByText("Ihre Auswahl hat leider kein Ergebnis ergeben.")).toBeVisible();
  await expect(page.getByText("Bitte entfernen Sie einen der Filter oder versuchen Sie eine andere Kombination.")).toBeVisible();
  await page.getByRole("link", { name: "Filter zurücksetzen" }).click();
  await expect(page).toHaveURL(/\/de\/programm$/);
  await expect(eventTitles(page)).toHaveCount(10);

  await page.goto(`/en/events?room=${atelier}&series=${abo}`);
  await expect(page.getByText("Unfortunately, your selection did not produce any result.")).toBeVisible();
  await expect(page.getByText("Please delete one of the filters or try a different combination.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Reset filters" })).toBeVisible();
});

for (const query of ["date=31-02-2026", "date=2026-02-01", "room=abc", "type=lesung", "page=0", "page=99"]) {
  test(`?${query} shows the 404 page`, async ({ page }) => {
    const response = await page.goto(`/de/programm?${query}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Diese Seite konnte nicht gefunden werden" })).toBeVisible();
  });
}

test("the overlay flag on load lands on the programme without it", async ({ page }) => {
  await page.goto("/de/programm?overlay=true");
  await expect(page).toHaveURL(/\/de\/programm$/);
  await expect(page.getByRole("heading", { level: 1, name: "Programm und Karten" })).toBeVisible();
});

test("the English programme", async ({ page }) => {
  await page.goto("/en/events");
  await expect(page.getByRole("heading", { level: 1, name: "Programme and tickets" })).toBeVisible();
  await expect(page.locator(".programme-event__time").first()).toHaveText(/^\d{2}:\d{2}/);
  await expect(page.locator("summary", { hasText: "Location" })).toBeVisible();
});

for (const path of ["/de/programm", "/en/events"]) {
  test(`no axe violations on ${path}`, async ({ page }, info) => {
    test.skip(info.project.name === "js-off", "axe runs as script in the page");
    await page.goto(path);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("on a small screen the Calendar and Filter buttons open side panels", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/de/programm");
  const calendar = page.locator("#programme-calendar");
  const filters = page.locator("#programme-filter-panel");
  await expect(calendar).toBeHidden();
  await page.getByRole("link", { name: "Kalender", exact: true }).click();
  await expect(calendar).toBeVisible();
  await calendar.getByRole("link", { name: "Schließen" }).click();
  await expect(calendar).toBeHidden();
  await page.getByRole("link", { name: "Filter", exact: true }).click();
  await expect(filters.locator("summary", { hasText: "Spielort" })).toBeVisible();
});
