import { expect, gotoHydrated, test } from "./support/fixtures";

// React takes over the server's HTML without throwing it away: a mismatch (React error #418) makes it
// render the page again in the browser, which costs a slow phone its first seconds and resets what
// the visitor already did. Every kind of page, in a time zone other than the server's.
const PAGES = [
  "/de",
  "/en",
  "/de/lesesommer", // every CMS module type
  "/de/schulen",
  "/de/programm",
  "/de/programm/die-fuechsin-die-buecher-frass/5",
  "/de/produktionen",
  "/de/mediathek-de",
  "/de/search?q=Lesung",
  "/webshop/cart",
  "/de/login", // a route whose action uses server-only services
];

test.use({ timezoneId: "America/New_York" });

for (const path of PAGES) {
  test(`${path} hydrates without errors`, async ({ page }, info) => {
    test.skip(info.project.name === "js-off", "hydration needs script");
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text().slice(0, 300));
    });
    page.on("pageerror", (error) => errors.push(error.message.slice(0, 300)));
    await gotoHydrated(page, path);
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
  });
}
