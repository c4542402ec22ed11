import { expect, test } from "./support/fixtures";
import { longDate, programmeDate } from "./support/programme";

// A fresh install shows a festival that is on: the home page's next days list events, the programme
// starts today (or tomorrow, once today's events have begun) and has today in it, and the days
// already over keep their events, which sell nothing. With JavaScript on and off. At any time of
// day: what is today's is asked, never assumed.

const DAY_MS = 24 * 60 * 60 * 1000;
/** A day relative to today (Europe/Berlin) as an instant at noon, for the helpers that name days. */
const noonOf = (days: number) => {
  const today = programmeDate(new Date().toISOString()).split("-").reverse().join("-");
  return new Date(Date.parse(`${today}T12:00:00Z`) + days * DAY_MS).toISOString();
};

test("the home page's next days list events from now until the day after tomorrow", async ({ page }) => {
  const now = new Date().toISOString();
  await page.goto("/de");
  const section = page.locator("section.cms-section").filter({ has: page.getByRole("heading", { level: 2, name: "Die nächsten Tage" }) });
  const dates = section.locator(".module-eventlist time.event-date");
  await expect(dates.first()).toBeVisible();
  const days = [0, 1, 2].map((n) => programmeDate(noonOf(n)));
  for (const start of await dates.evaluateAll((times) => times.map((t) => t.getAttribute("datetime") ?? ""))) {
    expect(start >= now, start).toBe(true);
    expect(days).toContain(programmeDate(start));
  }
  await expect(section.getByText("Leider gibt es keine bevorstehenden Veranstaltungen.")).toHaveCount(0);
});

test("the programme starts today or tomorrow, and today is a festival day in it", async ({ page }) => {
  await page.goto("/de/programm");
  const firstDay = page.locator("#programme-list").getByRole("heading", { level: 2 }).first();
  await expect(firstDay).toHaveText(new RegExp(`^(${longDate(noonOf(0))}|${longDate(noonOf(1))})`));
  await expect(page.locator("#programme-calendar td.calendar-day--today")).toHaveCount(1);

  await page.goto(`/de/programm?date=${programmeDate(noonOf(0))}`);
  await expect(page.getByRole("heading", { level: 2, name: longDate(noonOf(0)) })).toBeVisible();
  expect(await page.locator("#programme-list").getByRole("heading", { level: 3 }).count()).toBeGreaterThanOrEqual(4);
  await expect(page.locator("#programme-calendar td.calendar-day--today a[aria-current=date]")).toHaveCount(1);
});

test("yesterday's events are listed on their day, and their pages sell nothing", async ({ page }) => {
  await page.goto(`/de/programm?date=${programmeDate(noonOf(-1))}`);
  await expect(page.getByRole("heading", { level: 2, name: longDate(noonOf(-1)) })).toBeVisible();
  const events = page.locator("#programme-list").getByRole("heading", { level: 3 }).getByRole("link");
  expect(await events.count()).toBeGreaterThanOrEqual(4);
  await events.first().click();
  await expect(page).toHaveURL(/\/de\/programm\/[^/]+\/\d+$/);
  const tickets = page.locator("#tickets");
  await expect(tickets).toContainText("Diese Veranstaltung hat bereits stattgefunden.");
  await expect(tickets.getByRole("link", { name: "Karten kaufen" })).toHaveCount(0);
  await expect(tickets.locator("summary", { hasText: "Karten auswählen" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Schnellzugriff" }).getByRole("link", { name: "Karten buchen" })).toHaveCount(0);
});

test("the demo artwork's drawings, kept beside its files, are not served", async ({ request }, info) => {
  test.skip(info.project.name === "js-off", "an HTTP check; once is enough");
  expect((await request.get("/media/festival-plakat-320.jpg")).status()).toBe(200);
  expect((await request.get("/media/.artwork/festival-plakat.svg")).status()).toBe(404);
});
