import { expect, test } from "./support/fixtures";
import { axeViolations } from "./support/axe";

// The magazine, with JavaScript on and off: list → category → article → tag → all topics,
// paging links, the language switch on an article, 404s for bad URLs, axe on list and article.

test("browse the magazine: list, category, article, tag and all topics", async ({ page }) => {
  await page.goto("/de/mediathek-de");
  await expect(page.getByRole("heading", { level: 1, name: "Mediathek" })).toBeVisible();
  const categories = page.getByRole("navigation", { name: "Kategorien" });
  await expect(categories.getByRole("link", { name: "Alle", exact: true })).toHaveAttribute("aria-current", "page");
  const search = page.getByRole("search", { name: "Mediathek durchsuchen" });
  await expect(search).toHaveAttribute("action", "/de/search");
  await expect(search.getByRole("searchbox", { name: "Mediathek durchsuchen" })).toHaveAttribute("name", "q");
  await expect(page.getByRole("list", { name: "Beiträge" }).getByRole("listitem")).toHaveCount(12);

  await categories.getByRole("link", { name: "Leseempfehlungen" }).click();
  await expect(page).toHaveURL(/\/de\/mediathek-de\/categories\/leseempfehlungen\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Leseempfehlungen" })).toBeVisible();
  await expect(categories.getByRole("link", { name: "Leseempfehlungen" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("list", { name: "Beiträge" }).getByRole("listitem")).toHaveCount(4);
  const breadcrumb = page.getByRole("navigation", { name: "Brotkrumennavigation" });
  await expect(breadcrumb.getByRole("link", { name: "Mediathek" })).toHaveAttribute("href", "/de/mediathek-de");
  await expect(breadcrumb).toContainText("Leseempfehlungen");

  await page.getByRole("link", { name: "Comics, die Lesemuffel lieben" }).click();
  await expect(page).toHaveURL(/\/de\/mediathek-de\/comics-die-lesemuffel-lieben\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Comics, die Lesemuffel lieben" })).toBeVisible();
  await expect(page.getByText("Mediathek", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Paul Wimmer" })).toHaveAttribute("href", /^\/de\/ensemble\/[a-z-]+\/\d+$/);
  await expect(page.getByText("Sprechblasen statt Bleiwüste")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Mehr aus „Leseempfehlungen“" })).toBeVisible();

  await page.getByRole("navigation", { name: "Themen" }).getByRole("link", { name: "#Comic" }).click();
  await expect(page).toHaveURL(/\/de\/mediathek-de\/tags\/comic\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "#Comic" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Beiträge" }).getByRole("listitem")).toHaveCount(1);

  await page.getByRole("link", { name: "Alle #Themen" }).first().click();
  await expect(page).toHaveURL(/\/de\/mediathek-de\/tags$/);
  await expect(page.getByRole("heading", { level: 1, name: "Alle #Themen" })).toBeVisible();
  const topics = page.getByRole("list", { name: "Themen" });
  await expect(topics.getByRole("listitem")).toHaveCount(8);
  await expect(topics.getByRole("link", { name: /#Familie \(7 Beiträge\)/ })).toBeVisible();
});

test("paging is a link to ?page=2 and back", async ({ page }) => {
  await page.goto("/de/mediathek-de");
  const paging = page.getByRole("navigation", { name: "Seiten" });
  await expect(paging.getByRole("link", { name: "Seite 1" })).toHaveAttribute("aria-current", "page");
  await paging.getByRole("link", { name: "Nächste Seite" }).click();
  await expect(page).toHaveURL(/\/de\/mediathek-de\?page=2$/);
  await expect(page.getByRole("list", { name: "Beiträge" }).getByRole("listitem")).toHaveCount(4);
  await expect(paging.getByRole("link", { name: "Seite 2" })).toHaveAttribute("aria-current", "page");
  await paging.getByRole("link", { name: "Vorherige Seite" }).click();
  await expect(page).toHaveURL(/\/de\/mediathek-de$/);
  await expect(page.getByRole("list", { name: "Beiträge" }).getByRole("listitem")).toHaveCount(12);
});

test("the language switch on an article goes to the same article in English", async ({ page }) => {
  await page.goto("/de/mediathek-de");
  await page.getByRole("link", { name: "Das Programm ist da!" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Das Programm ist da!" })).toBeVisible();
  await page.getByRole("navigation", { name: "Sprache wählen" }).getByRole("link").click();
  await expect(page).toHaveURL(/\/en\/mediathek-en\/the-programme-is-here\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "The programme is here!" })).toBeVisible();
  await expect(page.getByText("Magazine", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Festival news" })).toBeVisible();
  await expect(page.getByRole("link", { name: "All #Topics" })).toBeVisible();
});

test("a stale slug redirects to the article; bad ids and pages are 404 pages", async ({ page }) => {
  await page.goto("/de/mediathek-de");
  const href = await page.getByRole("link", { name: "Das Programm ist da!" }).getAttribute("href");
  const id = href!.split("/").pop();
  await page.goto(`/de/mediathek-de/alter-titel/${id}`);
  await expect(page).toHaveURL(new RegExp(`/de/mediathek-de/das-programm-ist-da/${id}$`));

  for (const path of ["/de/mediathek-de/x/999999", "/de/mediathek-de/x/abc", "/de/mediathek-de?page=abc", "/de/mediathek-de?page=9", "/en/mediathek-en/categories/x/999"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  await expect(page.getByRole("heading", { level: 1, name: "This page could not be found" })).toBeVisible();
});

for (const path of ["/de/mediathek-de", "/en/mediathek-en/tags"]) {
  test(`no axe violations on ${path}`, async ({ page }, info) => {
    test.skip(info.project.name === "js-off", "axe runs as script in the page");
    await page.goto(path);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("no axe violations on an article", async ({ page }, info) => {
  test.skip(info.project.name === "js-off", "axe runs as script in the page");
  await page.goto("/de/mediathek-de");
  await page.getByRole("link", { name: "Wie aus einem Roman ein Theaterstück wird" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Wie aus einem Roman ein Theaterstück wird" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("the JSON API answers the paged list and 400 for a bad value", async ({ request }) => {
  const list = await request.get("/en/api/articles/?page=2");
  expect(list.status()).toBe(200);
  const body = await list.json();
  expect(body).toMatchObject({ count: 16, next: null, previous: expect.stringContaining("page=1") });
  expect(body.results).toHaveLength(4);
  const bad = await request.get("/en/api/articles/?category=abc");
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error).toContain("category");
  const categories = await request.get("/api/article-categories/");
  expect(await categories.json()).toHaveLength(4);
  const teaser = await request.get("/de/api/articles-teaser/");
  expect((await teaser.json()).title).toBe("Das Programm ist da!");
});
