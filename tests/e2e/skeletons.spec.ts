import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./support/fixtures";

// Loading skeletons during client navigation: shaped like the coming page. Without
// script every page is a full load, so no skeleton is ever served.

const skeleton = (page: Page) => page.getByRole("status").filter({ hasText: "Die Seite wird geladen …" });

/**
 * Follows a link while the next page's data is held back, checks the skeleton, then lets it through.
 * Returns the kind of skeleton that stood in.
 */
async function skeletonOnTheWay(page: Page, follow: () => Promise<void>, landed: RegExp): Promise<string | null> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith(".data"),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  // A click before hydration would load a whole document (no skeleton): the header's search button
  // tells whether the box is open only once the page's script runs.
  await expect(page.getByRole("search", { name: "Website durchsuchen" }).getByRole("button", { name: "Suchen", exact: true })).toHaveAttribute("aria-expanded", "false");
  await follow();
  await expect(skeleton(page)).toBeVisible();
  const kind = await skeleton(page).getAttribute("data-skeleton");
  release();
  await expect(page).toHaveURL(landed);
  await expect(skeleton(page)).toHaveCount(0);
  await page.unrouteAll({ behavior: "wait" });
  return kind;
}

const menu = (page: Page) => page.getByRole("navigation", { name: "Hauptmenü" }).first();

test.describe("with script", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "client navigation needs script");
  // Held `.data` requests: Playwright can only hold what no service worker answers or passes on.
  test.use({ viewport: { width: 1280, height: 900 }, serviceWorkers: "block" });

  test("the programme shows the programme skeleton, an event the detail skeleton", async ({ page }) => {
    await page.goto("/de/impressum");
    const toProgramme = () => menu(page).getByRole("link", { name: "Programm", exact: true }).click();
    expect(await skeletonOnTheWay(page, toProgramme, /\/de\/programm$/)).toBe("programme");
    await expect(page.getByRole("heading", { level: 1, name: "Programm und Karten" })).toBeVisible();

    const toEvent = () => page.locator("#programme-list").getByRole("heading", { level: 3 }).first().getByRole("link").click();
    expect(await skeletonOnTheWay(page, toEvent, /\/de\/programm\/[^/]+\/\d+$/)).toBe("detail");
  });

  test("lists show the list skeleton", async ({ page }) => {
    await page.goto("/de/impressum");
    const toProductions = () => menu(page).getByRole("link", { name: "Produktionen", exact: true }).click();
    expect(await skeletonOnTheWay(page, toProductions, /\/de\/produktionen$/)).toBe("list");
    await expect(page.getByRole("heading", { level: 1, name: "Produktionen" })).toBeVisible();

    const toMagazine = async () => {
      await menu(page).locator("summary", { hasText: "Mediathek" }).click();
      await menu(page).getByRole("link", { name: "Alle Beiträge" }).click();
    };
    expect(await skeletonOnTheWay(page, toMagazine, /\/de\/mediathek-de$/)).toBe("list");
  });

  test("a production shows the detail skeleton, a CMS page the generic one", async ({ page }) => {
    await page.goto("/de/produktionen?exhibition_type=theater");
    const toProduction = () => page.getByRole("link", { name: "Funkstille", exact: true }).click();
    expect(await skeletonOnTheWay(page, toProduction, /\/de\/produktionen\/funkstille\/\d+$/)).toBe("detail");

    const toContact = () => page.locator(".site-footer").getByRole("link", { name: "Kontakt" }).click();
    expect(await skeletonOnTheWay(page, toContact, /\/de\/kontakt$/)).toBe("page");
  });

  test("a filter change on the same page shows no skeleton", async ({ page }) => {
    await gotoHydrated(page, "/de/programm");
    await page.locator("#programme-filter-panel summary", { hasText: "Spielort" }).click();
    // click, not check: the applied filter closes its dropdown, and check() would look for the radio again.
    await page.getByRole("radio", { name: "Atelier" }).click();
    await expect(page).toHaveURL(/[?&]room=\d+$/);
    await expect(page.locator("[data-skeleton]")).toHaveCount(0);
  });
});

test("without script links load whole pages, never a skeleton", async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "with script see above");
  await page.goto("/de/impressum");
  await menu(page).getByRole("link", { name: "Programm", exact: true }).click();
  await expect(page).toHaveURL(/\/de\/programm$/);
  await expect(page.getByRole("heading", { level: 1, name: "Programm und Karten" })).toBeVisible();
  await expect(page.locator("[data-skeleton]")).toHaveCount(0);
});
