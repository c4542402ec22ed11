import fs from "node:fs";
import type { Page } from "@playwright/test";
import ICAL from "ical.js";
import { expect, test } from "./support/fixtures";
import { axeViolations } from "./support/axe";

// Event, production, person, venue and series pages and the productions list, with JavaScript on and off.

async function productionUrl(page: Page, title: string): Promise<string> {
  await page.goto("/de/produktionen?exhibition_type=theater");
  const href = await page.getByRole("link", { name: title, exact: true }).getAttribute("href");
  expect(href).toMatch(/^\/de\/produktionen\/[a-z-]+\/\d+$/);
  return href!;
}

async function firstEventUrl(page: Page): Promise<string> {
  await page.goto(await productionUrl(page, "Funkstille"));
  const href = await page.locator("#datesAndTickets").getByRole("link").first().getAttribute("href");
  expect(href).toMatch(/^\/de\/programm\/funkstille\/\d+$/);
  return href!;
}

async function noAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test("the productions filter form narrows the list and can be reset", async ({ page }) => {
  await page.goto("/de/produktionen");
  await expect(page.getByRole("heading", { level: 1, name: "Produktionen" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Die Füchsin, die Bücher fraß", exact: true })).toBeVisible();
  await page.getByLabel("Art").selectOption({ label: "Theater" });
  await page.getByRole("button", { name: "Filter anwenden" }).click();
  await expect(page).toHaveURL(/exhibition_type=theater/);
  await expect(page.getByRole("link", { name: "Funkstille", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Die Füchsin, die Bücher fraß", exact: true })).toHaveCount(0);
  await expect(page.getByRole("status")).toHaveText("4 Produktionen");
  await page.getByRole("link", { name: "Filter zurücksetzen" }).first().click();
  await expect(page).toHaveURL(/\/de\/produktionen$/);
  await expect(page.getByRole("link", { name: "Die Füchsin, die Bücher fraß", exact: true })).toBeVisible();
});

test("a date that does not exist in the productions filter is a 404 page", async ({ page }) => {
  const response = await page.goto("/de/produktionen?date=31-02-2026");
  expect(response?.status()).toBe(404);
});

test("production page: Dates and Tickets anchor, and the language switch keeps the production", async ({ page }) => {
  const url = await productionUrl(page, "Funkstille");
  await page.goto(`${url}#datesAndTickets`);
  await expect(page.getByRole("heading", { level: 1, name: "Funkstille" })).toBeVisible();
  const dates = page.locator("#datesAndTickets");
  await expect(dates.getByRole("heading", { name: "Termine und Karten" })).toBeInViewport();
  await expect(dates.getByRole("listitem").first()).toContainText("Uhr");
  await page.getByRole("navigation", { name: "Sprache wählen" }).getByRole("link").click();
  await expect(page).toHaveURL(/\/en\/productions\/radio-silence\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Radio Silence" })).toBeVisible();
  await expect(page.locator("#datesAndTickets").getByRole("heading", { name: "Dates and Tickets" })).toBeVisible();
});

test("event page from its URL: facts, tickets, links to venue, person and production", async ({ page }) => {
  const url = await firstEventUrl(page);
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1, name: "Funkstille" })).toBeVisible();
  await expect(page.locator(".catalogue-facts")).toContainText(/\d{2}:\d{2} Uhr/);
  const tickets = page.locator("#tickets");
  await expect(tickets.getByRole("heading", { name: "Karten" })).toBeVisible();
  await expect(tickets).toContainText(/\d+(,\d{2})? €/);

  await page.locator(".catalogue-facts").getByRole("link", { name: "Theater an der Donau" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Theater an der Donau" })).toBeVisible();
  await expect(page.getByText("Obere Donaulände 9")).toBeVisible();
  await expect(page.getByRole("link", { name: /OpenStreetMap/ })).toHaveAttribute("href", /openstreetmap\.org\/\?mlat=48\.3075&mlon=14\.2817/);

  await page.goto(url);
  await page.getByRole("link", { name: "Laura Schmid" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Laura Schmid" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Biografie" })).toBeVisible();
  await page.getByRole("link", { name: "Funkstille" }).click();
  await expect(page).toHaveURL(/\/de\/produktionen\/funkstille\/\d+$/);
});

test("event page: \"In den Kalender\" downloads the event as an iCalendar file", async ({ page }) => {
  const url = await firstEventUrl(page);
  await page.goto(url);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "In den Kalender" }).click()]);
  expect(download.suggestedFilename()).toBe(`funkstille-${url.split("/").pop()}.ics`);
  const text = fs.readFileSync((await download.path())!, "utf8");
  const vevent = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!);
  expect(vevent.summary).toBe("Funkstille");
  expect(vevent.location).toContain("Theater an der Donau");
  expect(vevent.component.getFirstPropertyValue("url")).toMatch(new RegExp(`${url}$`));
  // The page still shows the event: the file did not replace it.
  await expect(page.getByRole("heading", { level: 1, name: "Funkstille" })).toBeVisible();
});

test("event page: the language switch leads to the same event, a stale slug redirects", async ({ page }) => {
  const url = await firstEventUrl(page);
  const id = url.split("/").pop();
  await page.goto(url);
  await page.getByRole("navigation", { name: "Sprache wählen" }).getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/en/events/radio-silence/${id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Radio Silence" })).toBeVisible();
  await expect(page.locator("#tickets").getByRole("heading", { name: "Tickets" })).toBeVisible();

  const response = await page.goto(`/en/events/funkstille/${id}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/en/events/radio-silence/${id}$`));
  expect((await page.goto("/en/events/radio-silence/abc"))?.status()).toBe(404);
  expect((await page.goto("/en/events/radio-silence/987654"))?.status()).toBe(404);
});

test("ensemble list links to person pages grouped by category", async ({ page }) => {
  await page.goto("/en/ensemble");
  await expect(page.getByRole("heading", { level: 1, name: "Authors, illustrators and ensemble" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Festival team" })).toBeVisible();
  await page.getByRole("link", { name: "Barbara Weiß" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Barbara Weiß" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Contact" })).toBeVisible();
  await expect(page.getByRole("link", { name: "barbara@lesezeichen-linz.example.org" })).toBeVisible();
});

test("subscriptions list links to the series page", async ({ page }) => {
  await page.goto("/de/abonnements");
  await page.getByRole("link", { name: "Familien-Abo" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Familien-Abo" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Termine der Reihe" })).toBeVisible();
});

test("no axe violations on event, production and person pages", async ({ page }, info) => {
  test.skip(info.project.name === "js-off", "axe runs as script in the page");
  test.setTimeout(90_000);
  // The page's 0.8 s fade-in would make axe measure half-transparent text.
  await page.emulateMedia({ reducedMotion: "reduce" });
  const url = await firstEventUrl(page);
  await page.goto(url);
  await noAxeViolations(page);
  await page.goto(await productionUrl(page, "Funkstille"));
  await noAxeViolations(page);
  // A fresh load, not a client navigation: axe must not see the page transition's fade.
  await page.goto((await page.getByRole("link", { name: "Laura Schmid" }).getAttribute("href"))!);
  await expect(page.getByRole("heading", { level: 1, name: "Laura Schmid" })).toBeVisible();
  await noAxeViolations(page);
});
