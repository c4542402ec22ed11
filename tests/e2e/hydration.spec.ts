import { expect, gotoHydrated, test } from "./support/fixtures";
import { eventFromTheEnd } from "./support/programme";

// React takes over the server's HTML without throwing it away: a mismatch (React error #418) makes it
// render the page again in the browser, which costs a slow phone its first seconds and resets what
// the visitor already did. Every kind of page, in a time zone other than the server's.
const PAGES = [
  "/de",
  "/en",
  "/de/lesesommer", // every CMS module type
  "/de/schulen",
  "/de/programm",
  "an event page", // a date still to come (with its booking widget), found through the programme
  "/de/produktionen",
  "/de/mediathek-de",
  "/de/search?q=Lesung",
  "/webshop/cart",
  "/de/login", // a route whose action uses server-only services
];

test.use({ timezoneId: "America/New_York" });

for (const entry of PAGES) {
  test(`${entry} hydrates without errors`, async ({ page, baseURL }, info) => {
    test.skip(info.project.name === "js-off", "hydration needs script");
    const path = entry === "an event page" ? (await eventFromTheEnd(baseURL!, { title: "Die Füchsin, die Bücher fraß" })).path : entry;
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text().slice(0, 300));
    });
    page.on("pageerror", (error) => errors.push(error.message.slice(0, 300)));
    await gotoHydrated(page, path);
    await page.waitForLoadState("networkidle");
    // Modules far down hydrate when the visitor comes near them (app/components/cms/near-viewport.ts).
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
  });
}
