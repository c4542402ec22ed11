import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./support/fixtures";

// The site's links are plain anchors; with script, one listener follows them inside the page and
// prefetches the page a pointer rests on. Without script they are ordinary links (every other spec
// of the no-script project follows them).

const menu = (page: Page) => page.getByRole("navigation", { name: "Hauptmenü" }).first();

/** Marks the loaded document: the mark survives a navigation inside the page, not a new document. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { documentMark: string }).documentMark = "same"));
}
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { documentMark?: string }).documentMark === "same");

test.describe("with script", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "links are followed inside the page only with script");
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a menu link and an event link are followed inside the page, and Back returns", async ({ page }) => {
    await gotoHydrated(page, "/de/impressum");
    await markDocument(page);
    await menu(page).getByRole("link", { name: "Programm", exact: true }).click();
    await expect(page).toHaveURL(/\/de\/programm$/);
    await expect(page.getByRole("heading", { level: 1, name: "Programm und Karten" })).toBeVisible();
    await page.locator("#programme-list").getByRole("heading", { level: 3 }).first().getByRole("link").click();
    await expect(page).toHaveURL(/\/de\/programm\/[^/]+\/\d+$/);
    expect(await sameDocument(page)).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/\/de\/programm$/);
    await expect(page.getByRole("heading", { level: 1, name: "Programm und Karten" })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
  });

  test("a pointer resting on a menu link prefetches that page's data, and leaving it stops", async ({ page }) => {
    await gotoHydrated(page, "/de/impressum");
    const link = menu(page).getByRole("link", { name: "Produktionen", exact: true });
    const prefetch = page.locator('link[rel="prefetch"][href^="/de/produktionen.data"]');
    await expect(prefetch).toHaveCount(0);
    await link.hover();
    await expect(prefetch).toHaveCount(1);
    await page.mouse.move(5, 880);
    await expect(prefetch).toHaveCount(0);
  });

  test("the click after a prefetch asks the server nothing: the prefetch held the whole page's data", async ({ page }) => {
    await gotoHydrated(page, "/de/impressum");
    // What the browser took from the network, not from its cache (Chromium's own account).
    const fromNetwork: string[] = [];
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    cdp.on("Network.responseReceived", ({ response }) => {
      const cached = response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker;
      if (new URL(response.url).pathname === "/de/produktionen.data" && !cached) fromNetwork.push(response.url);
    });
    const link = menu(page).getByRole("link", { name: "Produktionen", exact: true });
    const prefetched = page.waitForResponse((response) => new URL(response.url()).pathname === "/de/produktionen.data");
    await link.hover();
    const prefetch = await prefetched;
    expect(prefetch.headers()["cache-control"]).toMatch(/max-age=[1-9]/);
    await link.click();
    await expect(page).toHaveURL(/\/de\/produktionen$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // One answer from the server for the whole page, root and all: none at the click.
    expect(fromNetwork).toEqual([prefetch.url()]);
    expect(new URL(prefetch.url()).searchParams.has("_routes")).toBe(false);
  });

  test("a page opens without asking about other pages' routes; a link's are asked for when the pointer comes to it", async ({ page }) => {
    const asked: string[][] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/__manifest") asked.push(url.searchParams.getAll("p"));
    });
    const warnings: string[] = [];
    page.on("console", (message) => void (message.type() === "warning" && warnings.push(message.text())));
    await gotoHydrated(page, "/de/impressum");
    // Eager discovery asked about every link of the page right after hydration, after 100 ms of quiet.
    await page.waitForTimeout(500);
    expect(asked).toEqual([]);
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/__manifest");
    await menu(page).getByRole("link", { name: "Produktionen", exact: true }).hover();
    await answered;
    expect(asked).toEqual([["/de/produktionen"]]);
    // Its page is prefetched once its routes are known, never before (Remix warns of a page it cannot match).
    await expect(page.locator('link[rel="prefetch"][href^="/de/produktionen.data"]')).toHaveCount(1);
    expect(warnings.filter((text) => text.includes("prefetch"))).toEqual([]);
  });

  test("focus in the header's search asks about the search page's routes", async ({ page }) => {
    const asked: string[][] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/__manifest") asked.push(url.searchParams.getAll("p"));
    });
    await gotoHydrated(page, "/de/impressum");
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/__manifest");
    const search = page.getByRole("search", { name: "Website durchsuchen" });
    await search.getByRole("button", { name: "Suchen", exact: true }).click();
    await expect(search.getByRole("combobox", { name: "Suchbegriff" })).toBeFocused();
    await answered;
    expect(asked).toEqual([["/de/search"]]);
  });

  test("a click with a modifier key or on a link for another window is left to the browser", async ({ page, context }) => {
    await gotoHydrated(page, "/de/impressum");
    await markDocument(page);
    const [tab] = await Promise.all([context.waitForEvent("page"), menu(page).getByRole("link", { name: "Programm", exact: true }).click({ modifiers: ["Shift"] })]);
    await tab.close();
    // The page it was clicked on stayed where it was.
    await expect(page).toHaveURL(/\/de\/impressum$/);
    expect(await sameDocument(page)).toBe(true);
  });
});
