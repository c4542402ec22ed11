import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

// The sticky bar's ticket button: 'Book tickets' → #tickets on an event that
// sells tickets, 'Dates and Tickets' → #datesAndTickets on a production with its show-sticky flag.
// Plain in-page links, so they work the same with and without JavaScript.

const stickyBar = (page: Page) => page.getByRole("navigation", { name: "Schnellzugriff" });

async function productionUrl(page: Page, title: string): Promise<string> {
  const answer = await page.request.get(`/api/search/?query=${encodeURIComponent(title)}`);
  const hit = ((await answer.json()).results as { category: string; title: string; url: string }[]).find(
    (r) => r.category === "productions" && r.title === title,
  );
  expect(hit, title).toBeTruthy();
  return hit!.url;
}

test("a production with the show-sticky flag gets 'Dates and Tickets', an event of it 'Book tickets'", async ({ page }) => {
  await page.goto(await productionUrl(page, "Funkstille"));
  const dates = stickyBar(page).getByRole("link", { name: "Termine und Karten" });
  await expect(dates).toHaveAttribute("href", "#datesAndTickets");
  await dates.click();
  await expect(page).toHaveURL(/#datesAndTickets$/);
  await expect(page.locator("#datesAndTickets")).toBeInViewport();

  await page.locator("#datesAndTickets").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/de\/programm\/funkstille\/\d+/);
  const book = stickyBar(page).getByRole("link", { name: "Karten buchen" });
  await expect(book).toHaveAttribute("href", "#tickets");
  await book.click();
  await expect(page.locator("#tickets")).toBeInViewport();
});

test("a production without the flag has no ticket button", async ({ page }) => {
  await page.goto(await productionUrl(page, "Bilderbuchwelten"));
  await expect(page.getByRole("heading", { level: 1, name: "Bilderbuchwelten" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Termine und Karten" })).toHaveCount(0);
});
