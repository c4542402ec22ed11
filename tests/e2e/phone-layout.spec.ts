import { overlappingTexts, sidewaysOverflow } from "./support/overlap";
import { expect, gotoHydrated, test } from "./support/fixtures";

// On a 390 px phone no line of text lies over another and nothing sticks out sideways, with
// JavaScript on and off: the home page, the programme and an event.
test.describe("a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("home, programme and an event: no text over text, nothing wider than the window", async ({ page }) => {
    await gotoHydrated(page, "/de/programm");
    const event = await page.locator(".programme-event a.card-link, .programme-event a").first().getAttribute("href");
    expect(event).toMatch(/^\/de\/programm\/[^/]+\/\d+$/);
    for (const path of ["/de", "/de/programm", event!]) {
      await gotoHydrated(page, path);
      await page.evaluate(() => document.fonts.ready);
      expect(await overlappingTexts(page), path).toEqual([]);
      expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0);
    }
  });

  test("the check finds a heading pulled over the breadcrumb", async ({ page }) => {
    await gotoHydrated(page, "/de/programm");
    expect(await overlappingTexts(page)).toEqual([]);
    await page.locator("h1").first().evaluate((h1: HTMLElement) => h1.style.setProperty("margin-top", "-3.5rem", "important"));
    expect((await overlappingTexts(page)).length).toBeGreaterThan(0);
  });
});
