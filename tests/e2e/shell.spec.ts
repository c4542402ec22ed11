import { expect, gotoHydrated, test } from "./support/fixtures";

// The shell every page shares, with JavaScript on and off.

test.describe("menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the burger opens the menu with its submenus and closes it again", async ({ page }) => {
    await page.goto("/de");
    const menu = page.locator("#site-menu");
    await page.locator("summary", { hasText: "Menü öffnen" }).click();
    await expect(menu).toHaveAttribute("open", "");
    const panel = page.locator(".menu-panel");
    await expect(panel.getByRole("link", { name: "Programm" })).toBeVisible();
    // One submenu at a time.
    await panel.getByText("Festival", { exact: true }).click();
    await expect(panel.getByRole("link", { name: "Über uns" })).toBeVisible();
    await panel.getByText("Mediathek", { exact: true }).click();
    await expect(panel.getByRole("link", { name: "Alle Themen" })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Über uns" })).toBeHidden();
    await page.locator("summary", { hasText: "Menü schließen" }).click();
    await expect(menu).not.toHaveAttribute("open", "");
  });

  test("following a menu link lands on the page", async ({ page }) => {
    await page.goto("/de");
    await page.locator("summary", { hasText: "Menü öffnen" }).click();
    const panel = page.locator(".menu-panel");
    await panel.getByText("Festival", { exact: true }).click();
    await panel.getByRole("link", { name: "Über uns" }).click();
    await expect(page).toHaveURL(/\/de\/festival\/ueber-uns$/);
    await expect(page.getByRole("heading", { level: 1, name: "Ein Festival für junge Leserinnen und Leser" })).toBeVisible();
    await expect(page.locator("#site-menu")).not.toHaveAttribute("open", "");
  });
});

test.describe("desktop menu", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("dropdowns open one at a time and close on navigation", async ({ page }) => {
    await page.goto("/de");
    const desktop = page.getByRole("navigation", { name: "Hauptmenü" }).first();
    await desktop.getByText("Festival").click();
    await expect(desktop.getByRole("link", { name: "Geschichte" })).toBeVisible();
    await desktop.getByText("Mediathek").click();
    await expect(desktop.getByRole("link", { name: "Geschichte" })).toBeHidden();
    await desktop.getByRole("link", { name: "Alle Beiträge" }).click();
    await expect(page).toHaveURL(/\/de\/mediathek-de$/);
    if (test.info().project.name === "js-on") await expect(desktop.getByRole("link", { name: "Alle Beiträge" })).toBeHidden();
  });
});

test.describe("header on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the top line is one line whose parts do not overlap; logo, language and menu share the bar below", async ({ page }, info) => {
    await page.goto("/de");
    const boxes = async (selectors: string[]) => Promise.all(selectors.map(async (selector) => ({ selector, box: (await page.locator(selector).first().boundingBox())! })));
    const overlapping = (list: { selector: string; box: { x: number; y: number; width: number; height: number } }[]) =>
      list.flatMap((a, i) =>
        list.slice(i + 1).filter((b) => a.box.x < b.box.x + b.box.width && b.box.x < a.box.x + a.box.width && a.box.y < b.box.y + b.box.height && b.box.y < a.box.y + a.box.height).map((b) => `${a.selector} × ${b.selector}`),
      );
    const top = await boxes([".top-bar .opening-hours", ".top-nav > li:nth-child(1)", ".top-nav > li:nth-child(2)", ".top-nav > li:nth-child(3)", ".top-nav > li:nth-child(4)"]);
    expect(overlapping(top)).toEqual([]);
    for (const { box } of top) expect(box.x + box.width).toBeLessThanOrEqual(390);
    const bar = (await page.locator(".top-bar").boundingBox())!;
    // With script the search waits behind its button: one line. Without, its field takes a second one.
    expect(bar.height).toBeLessThanOrEqual(info.project.use.javaScriptEnabled === false ? 100 : 48);
    expect(overlapping(await boxes([".site-logo", ".header-tools .language-switch, .header-tools nav", ".header-tools summary"]))).toEqual([]);
    // The words are gone from sight, not from the names.
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Warenkorb" })).toBeVisible();
    await expect(banner.locator(".opening-hours")).toContainText(/\S/);
  });
});

for (const width of [390, 800]) {
  test.describe(`opened header search at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("the field takes the top line and covers neither the logo, the language switch nor the menu", async ({ page }, info) => {
      test.skip(info.project.use.javaScriptEnabled === false, "without script the field is always shown in a line of its own");
      await gotoHydrated(page, "/de");
      await page.getByRole("button", { name: "Suchen" }).click();
      const field = page.getByRole("combobox", { name: "Suchbegriff" });
      await expect(field).toBeFocused();
      await field.fill("Drache");
      const box = (await field.boundingBox())!;
      const bar = (await page.locator(".top-bar").boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(bar.y);
      expect(box.y + box.height).toBeLessThanOrEqual(bar.y + bar.height);
      expect(box.width).toBeGreaterThan(width / 2);
      for (const selector of [".site-logo", ".header-tools .language-switch, .header-tools nav", ".header-tools summary"]) {
        const other = (await page.locator(selector).first().boundingBox())!;
        const overlaps = box.x < other.x + other.width && other.x < box.x + box.width && box.y < other.y + other.height && other.y < box.y + box.height;
        expect(overlaps, `${selector} under the search field`).toBe(false);
      }
      await page.keyboard.press("Escape");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("banner").getByRole("link", { name: "Warenkorb" })).toBeVisible();
    });
  });
}

test.describe("header", () => {
  test("shows today's opening hours and the shop items", async ({ page }) => {
    await page.goto("/de");
    const banner = page.getByRole("banner");
    // What it says depends on the weekday (hours, closed, or the alternative text); the rules are unit-tested.
    await expect(banner.locator(".opening-hours")).toHaveText(/\S/);
    await expect(banner.getByRole("link", { name: "Warenkorb" })).toBeVisible();
    await expect(banner.getByRole("link", { name: "Merkliste" })).toBeVisible();
    await expect(banner.getByRole("link", { name: "Anmelden", exact: true })).toHaveAttribute("href", "/de/login");
  });

  test("the skip link leads to the main content", async ({ page }) => {
    await page.goto("/de");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Zum Inhalt springen" });
    await expect(skip).toBeFocused();
    await skip.press("Enter");
    await expect(page).toHaveURL(/#main-content$/);
  });

  test("landing pages hide the top header and the menu", async ({ page }) => {
    await page.goto("/de/lesesommer");
    await expect(page.locator(".opening-hours")).toHaveCount(0);
    await expect(page.locator("#site-menu")).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Startseite/ }).first()).toBeVisible();
    await page.goto("/de");
    await expect(page.locator("#site-menu")).toHaveCount(1);
  });
});

test.describe("top alert", () => {
  test("closing it remembers the alert", async ({ page, context }) => {
    await page.goto("/de/festival/ueber-uns");
    const alert = page.getByRole("complementary", { name: "Aktueller Hinweis" });
    await expect(alert).toContainText("Neu: Familien-Abo");
    await alert.getByRole("button", { name: "Hinweis schließen" }).click();
    await expect(alert).toBeHidden();
    await expect(page).toHaveURL(/\/de\/festival\/ueber-uns$/);
    const cookie = (await context.cookies()).find((c) => c.name === "festival-alert");
    expect(cookie?.value).toMatch(/^\d+$/);
    await page.goto("/de");
    await expect(page.getByRole("complementary", { name: "Aktueller Hinweis" })).toHaveCount(0);
  });

  test("another alert id in the cookie shows the alert again", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "festival-alert", value: "9999", url: baseURL! }]);
    await page.goto("/en");
    await expect(page.getByRole("complementary", { name: "Current notice" })).toBeVisible();
  });
});

test.describe("footer", () => {
  test("has the legal links, the cookie settings and the whistleblower link in a new tab", async ({ page }) => {
    await page.goto("/de");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Impressum" })).toHaveAttribute("href", "/de/impressum");
    await expect(footer.getByRole("link", { name: "Cookie-Einstellungen" })).toBeVisible();
    const whistle = footer.getByRole("link", { name: /Hinweisgeberportal/ });
    await expect(whistle).toHaveAttribute("target", "_blank");
    await expect(whistle).toHaveAttribute("rel", /noopener/);
  });
});
