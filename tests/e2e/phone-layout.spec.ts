import { overlappingTexts, sidewaysOverflow } from "./support/overlap";
import { expect, gotoHydrated, test } from "./support/fixtures";

// On a 390 px phone no line of text lies over another and nothing sticks out sideways, with
// JavaScript on and off: the home page, the programme, an event and the Merkliste.
test.describe("a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("home, programme, an event and the Merkliste: no text over text, nothing wider than the window", async ({ page }) => {
    await gotoHydrated(page, "/de/programm");
    const event = await page.locator(".programme-event a.card-link, .programme-event a").first().getAttribute("href");
    expect(event).toMatch(/^\/de\/programm\/[^/]+\/\d+$/);
    // Two events on the Merkliste, so that its page lists something. The heart turns at the click; the
    // cookie comes with the answer, which a page load started before it arrives would cancel.
    for (const index of [0, 1]) {
      const heart = page.locator("#programme-list .programme-event").nth(index).locator("button.favourite-toggle");
      const answered = page.waitForResponse((r) => r.request().method() === "POST" && /^\/de\/merkliste(\.data)?$/.test(new URL(r.url()).pathname));
      await heart.click();
      await answered;
      await expect(heart).toHaveAttribute("aria-pressed", "true");
    }
    for (const path of ["/de", "/de/programm", event!, "/de/merkliste"]) {
      await gotoHydrated(page, path);
      if (path === "/de/merkliste") await expect(page.locator(".favourites-page button.favourite-toggle")).toHaveCount(2);
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
