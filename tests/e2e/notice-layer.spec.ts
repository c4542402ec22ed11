import type { Locator, Page } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { expect, gotoHydrated, test } from "./support/fixtures";

// The notice layer (docs/decisions/0068-notice-layer.md): a band under the header that tells a
// visitor what still works — without JavaScript, in a browser our scripts do not run in, on a slow
// connection or a weak device — with a reload button where reloading can help, and a "hide" that is
// remembered. It informs and never covers the page. The browser's connection and device are
// emulated by overriding the Network Information and Device Memory APIs before the page runs.

const notice = (page: Page, name = "Hinweis zur Website") => page.getByRole("region", { name });
const withoutScript = (name: string) => test.skip(name === "js-on", "the notice for visitors without JavaScript");
const withScript = (name: string) => test.skip(name === "js-off", "this notice is shown by a script");

/** What the browser reports about its connection and device, set before any script of the page runs. */
async function emulate(page: Page, browser: { effectiveType?: string; saveData?: boolean; deviceMemory?: number; missing?: ("at" | "hasOwn")[] }) {
  await page.addInitScript((b) => {
    if (b.effectiveType !== undefined || b.saveData !== undefined) {
      Object.defineProperty(Navigator.prototype, "connection", { configurable: true, get: () => ({ effectiveType: b.effectiveType ?? "4g", saveData: !!b.saveData }) });
    }
    if (b.deviceMemory !== undefined) Object.defineProperty(Navigator.prototype, "deviceMemory", { configurable: true, get: () => b.deviceMemory });
    for (const feature of b.missing ?? []) {
      if (feature === "at") delete (Array.prototype as { at?: unknown }).at;
      if (feature === "hasOwn") delete (Object as { hasOwn?: unknown }).hasOwn;
    }
  }, browser);
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The notice sits in the page's flow between the header and the content: it covers neither. */
async function expectInFlow(page: Page, region: Locator) {
  expect(await region.evaluate((el) => getComputedStyle(el).position)).toBe("static");
  const box = (await region.boundingBox())!;
  const header = await page.locator(".site-header").boundingBox();
  const main = (await page.locator("main").boundingBox())!;
  if (header) expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  expect(box.y + box.height).toBeLessThanOrEqual(main.y + 1);
  const heading = (await page.getByRole("heading", { level: 1 }).first().boundingBox())!;
  expect(overlaps(box, heading)).toBe(false);
}

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("without JavaScript: says what works, hides when asked, and remembers it on every page", async ({ page, context }, info) => {
      withoutScript(info.project.name);
      await page.goto("/de/festival/ueber-uns");
      const region = notice(page);
      await expect(region).toContainText("JavaScript ist ausgeschaltet.");
      await expect(region).toContainText("Programm ansehen, suchen und Karten buchen");
      await expect(region).toContainText("Filter wirken sofort");
      await expectInFlow(page, region);
      await expect(region.getByRole("button", { name: "Neu laden" })).toHaveCount(0);

      await region.getByRole("button", { name: "Hinweis ausblenden" }).click();
      await expect(page).toHaveURL(/\/de\/festival\/ueber-uns$/);
      await expect(notice(page)).toBeHidden();
      expect((await context.cookies()).find((c) => c.name === "festival-notice")?.value).toBe("noscript");
      await page.goto("/en/events");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(notice(page, "Notice about this website")).toBeHidden();
    });

    test("with JavaScript the notice for visitors without it never shows, not even before the app takes over", async ({ page }, info) => {
      withScript(info.project.name);
      const styles: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname === "/notice.css") styles.push(request.url());
      });
      await gotoHydrated(page, "/de/festival/ueber-uns");
      // Inside <noscript> a browser with script sees text, not elements.
      await expect(page.locator(".notice-layer--noscript")).toHaveCount(0);
      await expect(notice(page)).toBeHidden();
      await expect(page.locator("#notice-limited")).toBeHidden();
      expect(styles).toEqual([]);
    });

    test("a slow connection: the notice with a reload button; hiding it is remembered without a round trip", async ({ page, context }, info) => {
      withScript(info.project.name);
      await emulate(page, { effectiveType: "2g" });
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST") posts.push(request.url());
      });
      await gotoHydrated(page, "/de/festival/ueber-uns");
      const region = notice(page);
      await expect(region).toContainText("Ihre Verbindung ist langsam oder spart Daten.");
      await expect(region).toContainText("Programm, Suche und Kartenkauf funktionieren trotzdem");
      await expect(region.getByText("Ihr Browser ist veraltet.")).toBeHidden();
      await expectInFlow(page, region);

      // Reload reloads: what this document held is gone.
      await page.evaluate(() => ((window as { marker?: number }).marker = 1));
      await region.getByRole("button", { name: "Seite neu laden" }).click();
      await expect.poll(() => page.evaluate(() => (window as { marker?: number }).marker ?? null)).toBeNull();
      await expect(notice(page)).toBeVisible();

      // Keyboard: the buttons are reachable and work with Enter.
      await notice(page).getByRole("button", { name: "Hinweis ausblenden" }).focus();
      await page.keyboard.press("Enter");
      await expect(notice(page)).toBeHidden();
      await expect(page.locator("main")).toBeFocused();
      expect(posts).toEqual([]);
      expect((await context.cookies()).find((c) => c.name === "festival-notice")?.value).toBe("limited");
      await gotoHydrated(page, "/de/programm");
      await expect(notice(page)).toBeHidden();
    });
  });
}

test("a visitor saving data or on a weak device is told so; a good connection and device see nothing", async ({ page }, info) => {
  withScript(info.project.name);
  await emulate(page, { effectiveType: "4g", saveData: true });
  await gotoHydrated(page, "/de");
  await expect(notice(page)).toContainText("Ihre Verbindung ist langsam oder spart Daten.");

  const weak = await page.context().newPage();
  await emulate(weak, { effectiveType: "4g", deviceMemory: 0.5 });
  await gotoHydrated(weak, "/en");
  await expect(notice(weak, "Notice about this website")).toContainText("Your device may be slow.");
  await expect(notice(weak, "Notice about this website").getByRole("button", { name: "Reload page" })).toBeVisible();

  const fine = await page.context().newPage();
  await emulate(fine, { effectiveType: "3g", deviceMemory: 2 });
  await gotoHydrated(fine, "/de");
  await expect(fine.locator("#notice-limited")).toBeHidden();
});

test("a browser without what our scripts use keeps the server's page, is told so, and can hide the notice", async ({ page, context }, info) => {
  withScript(info.project.name);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await emulate(page, { missing: ["at", "hasOwn"] });
  await page.goto("/de/festival/ueber-uns");
  const region = notice(page);
  await expect(region).toContainText("Ihr Browser ist veraltet.");
  await expect(region.getByRole("button", { name: "Seite neu laden" })).toBeVisible();
  // The app does not start (it would fail halfway and put an error in place of the page): the
  // server's page stays and works as it does without script.
  await expect(page.locator("html")).toHaveAttribute("data-unsupported-browser", "");
  await page.waitForLoadState("networkidle");
  await expect(page.locator("html")).not.toHaveClass(/\bjs\b/);
  await expect(page.getByRole("heading", { level: 1, name: "Ein Festival für junge Leserinnen und Leser" })).toBeVisible();
  expect(errors).toEqual([]);

  await region.getByRole("button", { name: "Hinweis ausblenden" }).click();
  await expect(region).toBeHidden();
  expect((await context.cookies()).find((c) => c.name === "festival-notice")?.value).toBe("limited");
  await page.getByRole("contentinfo").getByRole("link", { name: "Impressum" }).click();
  await expect(page).toHaveURL(/\/de\/impressum$/);
  await expect(notice(page)).toBeHidden();
  await expect(page.locator("html")).toHaveAttribute("data-unsupported-browser", "");
});

test("the page is the same for every visitor: the dismissal cookie changes neither the HTML nor what may be cached", async ({ request }, info) => {
  test.skip(info.project.name === "js-off", "one HTTP check is enough");
  const page = async (cookie?: string) => {
    const answer = await request.get("/de/festival/ueber-uns", { headers: cookie ? { Cookie: cookie } : {} });
    return { cacheControl: answer.headers()["cache-control"], html: (await answer.text()).replace(/nonce(="|-)[^"']+/g, "nonce") };
  };
  const cookieless = await page();
  const dismissed = await page("festival-notice=noscript.limited");
  expect(dismissed.cacheControl).toBe(cookieless.cacheControl);
  expect(dismissed.cacheControl).toMatch(/^public/);
  expect(dismissed.html).toBe(cookieless.html);
  expect(dismissed.html).toContain('<link rel="stylesheet" href="/notice.css"/>');

  // What differs is the stylesheet only visitors without script load: their own, never shared.
  const style = await request.get("/notice.css", { headers: { Cookie: "festival-notice=noscript" } });
  expect(await style.text()).toContain(".notice-layer--noscript{display:none}");
  expect(style.headers()["cache-control"]).toBe("private, no-cache");
  expect(await (await request.get("/notice.css", { headers: { Cookie: "festival-notice=limited" } })).text()).not.toContain("display:none");
});

test("hiding a notice refuses a kind it does not know and another site's form", async ({ request, baseURL }, info) => {
  test.skip(info.project.name === "js-off", "one HTTP check is enough");
  const bad = await request.post("/api/notice-dismissal/", { form: { kind: "everything", returnTo: "/de" }, headers: { Origin: baseURL! }, maxRedirects: 0 });
  expect(bad.status()).toBe(400);
  expect(bad.headers()["set-cookie"]).toBeUndefined();
  const foreign = await request.post("/api/notice-dismissal/", { form: { kind: "noscript" }, headers: { Origin: "https://evil.example" }, maxRedirects: 0 });
  expect(foreign.status()).toBe(403);
  const away = await request.post("/api/notice-dismissal/", { form: { kind: "noscript", returnTo: "//evil.example/" }, headers: { Origin: baseURL! }, maxRedirects: 0 });
  expect(away.status()).toBe(303);
  expect(away.headers()["location"]).toBe("/");
});

test("the notices pass the accessibility checks", async ({ page }, info) => {
  withScript(info.project.name);
  await emulate(page, { effectiveType: "slow-2g" });
  await gotoHydrated(page, "/de");
  await expect(notice(page)).toBeVisible();
  expect(await axeViolations(page, { include: "#notice-limited" })).toEqual([]);
  // The notice without script, as the server sends it inside <noscript> (axe needs script to run).
  await page.evaluate(() => {
    const noscript = document.querySelector("noscript")!;
    const holder = document.createElement("div");
    holder.innerHTML = noscript.textContent ?? "";
    noscript.replaceWith(...holder.childNodes);
  });
  await expect(notice(page).filter({ hasText: "JavaScript ist ausgeschaltet." })).toBeVisible();
  expect(await axeViolations(page, { include: ".notice-layer--noscript" })).toEqual([]);
});
