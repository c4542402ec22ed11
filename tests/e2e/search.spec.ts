import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { axeViolations } from "./support/axe";

// Site search: the header box, /de/search/{category?}/{page?}?q=, tabs, paging, the
// no-results text, German umlaut and stem rules, 404s, the site-search JSON-LD; with JavaScript on
// and off, the box's script behaviour (expand, clear, autocomplete) with it on, and axe.

const headerSearch = (page: Page) => page.getByRole("search", { name: "Website durchsuchen" });
const headerInput = (page: Page) => headerSearch(page).getByRole("combobox", { name: "Suchbegriff" });
const headerButton = (page: Page) => headerSearch(page).getByRole("button", { name: "Suchen", exact: true });
const results = (page: Page) => page.getByRole("list", { name: "Suchergebnisse" });
const tabs = (page: Page) => page.getByRole("navigation", { name: "Suchkategorien" });
const paging = (page: Page) => page.getByRole("navigation", { name: "Seiten der Suchergebnisse" });
const suggestions = (page: Page) => page.getByRole("listbox", { name: "Suchvorschläge" });
const jsOn = (info: TestInfo) => info.project.name !== "js-off";

/**
 * With script: waits for hydration (the button then tells whether the box is open) and opens the box.
 * Its field has focus as soon as the press is over: a phone opens its keyboard only then.
 */
async function openHeaderSearch(page: Page) {
  await expect(headerButton(page)).toHaveAttribute("aria-expanded", "false");
  await headerButton(page).click();
  expect(await headerInput(page).evaluate((input) => input === document.activeElement)).toBe(true);
}

/** Types into the header box and submits it; with script the first press opens the box, the second submits. */
async function searchFromHeader(page: Page, text: string, info: TestInfo) {
  if (jsOn(info)) await openHeaderSearch(page);
  await headerInput(page).fill(text);
  await headerButton(page).click();
}

test("the header search reaches the results; umlaut and stem rules apply", async ({ page }, info) => {
  await page.goto("/de/programm");
  await searchFromHeader(page, "Buecher", info);
  await expect(page).toHaveURL(/\/de\/search\?q=Buecher$/);
  await expect(page.getByRole("heading", { level: 1, name: "Suchergebnisse für „Buecher“" })).toBeVisible();
  // "Buecher" is how "Bücher" is typed without umlauts; the stem also finds "Buch".
  await expect(results(page).getByRole("link", { name: "Die Füchsin, die Bücher fraß" }).first()).toBeVisible();
  await expect(results(page).getByRole("link", { name: "Wie entsteht ein Buch?" }).first()).toBeVisible();
  const event = results(page).getByRole("listitem").filter({ hasText: "Die Füchsin, die Bücher fraß" }).filter({ hasText: "Veranstaltungen" }).first();
  await expect(event.getByText(/^\w+, \d+\. \w+ 2026, \d\d:\d\d Uhr$/)).toBeVisible();

  // The page's own form: a plural finds the same hits as its singular.
  const form = page.getByRole("search", { name: "Neue Suche" });
  await form.getByRole("searchbox", { name: "Suchbegriff" }).fill("Lesungen");
  await form.getByRole("button", { name: "Suchen" }).click();
  await expect(page).toHaveURL(/\/de\/search\?q=Lesungen$/);
  // Other tests change content on the same server meanwhile: compare two answers taken close together.
  await expect(async () => {
    await page.goto("/de/search?q=Lesungen");
    const plural = await tabs(page).getByRole("link", { name: /^Alle/ }).textContent();
    await page.goto("/de/search?q=Lesung");
    await expect(tabs(page).getByRole("link", { name: /^Alle/ })).toHaveText(plural!, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
});

test("category tabs keep q; paging links keep q and category", async ({ page }) => {
  // The festival is running: how many of its dates are still to come (and found) depends on the time.
  const count = async (name: RegExp) => Number(/\((\d+)\)$/.exec((await tabs(page).getByRole("link", { name }).textContent())!.trim())![1]);
  await page.goto("/de/search?q=Theater");
  await expect(tabs(page).getByRole("link", { name: /^Alle \(\d+\)$/ })).toHaveAttribute("aria-current", "page");
  expect(await count(/^Alle/)).toBeGreaterThan(10);
  await expect(results(page).getByRole("listitem")).toHaveCount(10);
  await paging(page).getByRole("link", { name: "Nächste Seite" }).click();
  await expect(page).toHaveURL(/\/de\/search\/2\?q=Theater$/);
  await expect(paging(page).getByRole("link", { name: "Seite 2" })).toHaveAttribute("aria-current", "page");

  const events = await count(/^Veranstaltungen/);
  expect(events).toBeGreaterThan(10);
  expect(events).toBeLessThanOrEqual(20);
  const eventsTab = tabs(page).getByRole("link", { name: `Veranstaltungen (${events})` });
  await eventsTab.click();
  await expect(page).toHaveURL(/\/de\/search\/events\?q=Theater$/);
  await expect(eventsTab).toHaveAttribute("aria-current", "page");
  await expect(results(page).getByRole("listitem")).toHaveCount(10);
  await expect(results(page).getByText("Veranstaltungen", { exact: true })).toHaveCount(10);
  await paging(page).getByRole("link", { name: "Seite 2" }).click();
  await expect(page).toHaveURL(/\/de\/search\/events\/2\?q=Theater$/);
  await expect(results(page).getByRole("listitem")).toHaveCount(events - 10);
  await paging(page).getByRole("link", { name: "Vorherige Seite" }).click();
  await expect(page).toHaveURL(/\/de\/search\/events\?q=Theater$/);
  await expect(paging(page).getByRole("link", { name: "Seite 1" })).toHaveAttribute("aria-current", "page");
});

test("the language switch keeps the query and the category", async ({ page }) => {
  await page.goto("/de/search/events?q=Theater");
  await expect(page.getByRole("navigation", { name: "Sprache wählen" }).getByRole("link")).toHaveAttribute("href", "/en/search/events?q=Theater");
  await page.getByRole("navigation", { name: "Sprache wählen" }).getByRole("link").click();
  await expect(page).toHaveURL(/\/en\/search\/events\?q=Theater$/);
  await expect(page.getByRole("heading", { level: 1, name: "Search results for “Theater”" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Search categories" }).getByRole("link", { name: /^Events/ })).toHaveAttribute("aria-current", "page");
});

test("no results, and the page without q shows only the form", async ({ page }) => {
  await page.goto("/de/search?q=Quokkaflausch");
  await expect(page.getByText("Ihre Suche ergab keine Treffer")).toBeVisible();
  await expect(tabs(page).getByRole("link", { name: "Alle (0)" })).toBeVisible();
  await page.goto("/en/search?q=Quokkaflausch");
  await expect(page.getByText("Your search did not return any results")).toBeVisible();

  for (const path of ["/de/search", "/de/search?q=", "/de/search?q=%20%20"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Suche" })).toBeVisible();
    await expect(page.getByRole("search", { name: "Neue Suche" }).getByRole("searchbox")).toHaveValue("");
    await expect(page.getByText("Ihre Suche ergab keine Treffer")).toHaveCount(0);
    await expect(tabs(page)).toHaveCount(0);
  }
});

test("an empty search is not submitted", async ({ page }, info) => {
  await page.goto("/de/programm");
  if (jsOn(info)) await openHeaderSearch(page);
  await headerButton(page).click();
  await headerInput(page).fill("   ");
  await headerButton(page).click();
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/de\/programm$/);

  await page.goto("/de/search");
  const form = page.getByRole("search", { name: "Neue Suche" });
  await form.getByRole("button", { name: "Suchen" }).click();
  await form.getByRole("searchbox").fill("  ");
  await form.getByRole("button", { name: "Suchen" }).click();
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/de\/search$/);
});

test("on a category page the header search keeps the category and starts at page 1", async ({ page }, info) => {
  await page.goto("/de/search/persons/2?q=Festival");
  await expect(tabs(page).getByRole("link", { name: /^Personen/ })).toHaveAttribute("aria-current", "page");
  await searchFromHeader(page, "Marie", info);
  await expect(page).toHaveURL(/\/de\/search\/persons\?q=Marie$/);
  await expect(page.getByRole("heading", { level: 1, name: "Suchergebnisse für „Marie“" })).toBeVisible();
  await expect(results(page).getByRole("link", { name: "Marie Fuchs" })).toBeVisible();
});

test("bad categories and pages are 404 pages; page 1 has no page segment", async ({ page }) => {
  for (const path of ["/de/search/unknown?q=Theater", "/de/search/events/0?q=Theater", "/de/search/events/abc?q=Theater", "/de/search/events/3?q=Theater", "/de/search/9?q=Theater", "/en/search/people?q=x"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  await expect(page.getByRole("heading", { level: 1, name: "This page could not be found" })).toBeVisible();
  await page.goto("/de/search/events/1?q=Theater");
  await expect(page).toHaveURL(/\/de\/search\/events\?q=Theater$/);
});

test("the site declares its search action as JSON-LD", async ({ page, baseURL }) => {
  await page.goto("/de");
  const json = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(json).toMatchObject({
    "@context": "https://schema.org",
    "@type": "WebSite",
    url: `${baseURL}/de`,
    potentialAction: { "@type": "SearchAction", target: `${baseURL}/de/search?q={search_term_string}`, "query-input": "required name=search_term_string" },
  });
});

test.describe("with JavaScript", () => {
  test.beforeEach(({}, info) => test.skip(!jsOn(info), "script behaviour of the header box"));

  test("the box opens and focuses; the clear button empties it; an outside click closes it", async ({ page }) => {
    await page.goto("/de");
    await expect(headerInput(page)).toBeHidden();
    await openHeaderSearch(page);
    await expect(headerInput(page)).toBeVisible();
    await expect(headerButton(page)).toHaveAttribute("aria-expanded", "true");
    const clear = headerSearch(page).getByRole("button", { name: "Suchtext löschen" });
    await expect(clear).toHaveCount(0);
    await headerInput(page).pressSequentially("Bücher");
    await clear.click();
    await expect(headerInput(page)).toHaveValue("");
    await expect(headerInput(page)).toBeFocused();
    await expect(clear).toHaveCount(0);
    await page.locator("main").click({ position: { x: 5, y: 5 } });
    await expect(headerInput(page)).toBeHidden();
  });

  test("autocomplete: lowercased request, Down-arrow and Enter submit a suggestion", async ({ page }) => {
    await page.goto("/de/programm");
    await openHeaderSearch(page);
    const request = page.waitForRequest((r) => r.url().includes("/api/search/autocomplete/"));
    await headerInput(page).pressSequentially("FÜCHS");
    const url = new URL((await request).url());
    expect(url.searchParams.get("query")).toMatch(/^fü/);
    expect(url.searchParams.get("lang")).toBe("de");
    await expect(suggestions(page).getByRole("option", { name: "Die Füchsin, die Bücher fraß" })).toBeVisible();
    await expect(headerInput(page)).toHaveAttribute("aria-expanded", "true");

    await headerInput(page).press("ArrowDown");
    const first = suggestions(page).getByRole("option").first();
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(headerInput(page)).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
    const chosen = (await first.textContent())!;
    await headerInput(page).press("Enter");
    await expect(page).toHaveURL(`/de/search?q=${encodeURIComponent(chosen).replace(/%20/g, "+")}`);
    await expect(page.getByRole("heading", { level: 1, name: `Suchergebnisse für „${chosen}“` })).toBeVisible();
    await expect(suggestions(page)).toBeHidden();
  });

  test("autocomplete closes on Escape, on blur and on scroll; a click on a suggestion submits it", async ({ page }) => {
    await page.goto("/de");
    await openHeaderSearch(page);
    await headerInput(page).pressSequentially("theat");
    await expect(suggestions(page)).toBeVisible();
    await headerInput(page).press("Escape");
    await expect(suggestions(page)).toBeHidden();
    await expect(headerInput(page)).toBeVisible();

    await headerInput(page).press("ArrowDown");
    await expect(suggestions(page)).toBeVisible();
    await headerInput(page).press("Tab");
    await expect(suggestions(page)).toBeHidden();

    await headerInput(page).focus();
    await headerInput(page).press("ArrowDown");
    await expect(suggestions(page)).toBeVisible();
    await page.waitForTimeout(300); // longer than the blur delay: a late close would show now
    await expect(suggestions(page)).toBeVisible();
    const option = suggestions(page).getByRole("option").first();
    const chosen = (await option.textContent())!;
    await option.click();
    await expect(page.getByRole("heading", { level: 1, name: `Suchergebnisse für „${chosen}“` })).toBeVisible();

    // A search closes the box; it opens again with the text of the last search.
    await openHeaderSearch(page);
    await expect(headerInput(page)).toHaveValue(chosen);
    await headerInput(page).fill("");
    await headerInput(page).pressSequentially("lesu");
    await expect(suggestions(page)).toBeVisible();
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
    await expect(suggestions(page)).toBeHidden();
    await expect(headerInput(page)).toBeVisible();
  });
});

for (const path of ["/de/search?q=Theater", "/en/search/events?q=Theatre", "/de/search", "/de/search?q=Quokkaflausch"]) {
  test(`no axe violations on ${path}`, async ({ page }, info) => {
    test.skip(!jsOn(info), "axe runs as script in the page");
    await page.goto(path);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("no axe violations with the suggestions open", async ({ page }, info) => {
  test.skip(!jsOn(info), "axe runs as script in the page");
  await page.goto("/de/search?q=Theater");
  await openHeaderSearch(page);
  await headerInput(page).pressSequentially("theat");
  await expect(suggestions(page)).toBeVisible();
  await headerInput(page).press("ArrowDown");
  await expect(suggestions(page).getByRole("option").first()).toHaveAttribute("aria-selected", "true");
  expect(await axeViolations(page)).toEqual([]);
});
