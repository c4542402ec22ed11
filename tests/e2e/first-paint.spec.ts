import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { eventFromTheEnd } from "./support/programme";

// What the first paint of a public page waits for (decision 0072): the document's stylesheets come
// inside it (no stylesheet request before the first paint), and the image that is the largest paint
// on a phone loads at once, with priority, in a size that fits the phone.

const EVENT = "an event page";
/** Each page with a rule of one of its stylesheets, checked as the browser applied it. */
const PAGES: { path: string; selector: string; property: string; value: string }[] = [
  { path: "/de", selector: ".hero__media", property: "container-type", value: "inline-size" },
  { path: "/de/programm", selector: ".programme-day__heading", property: "border-bottom-style", value: "solid" },
  { path: EVENT, selector: ".catalogue-facts", property: "display", value: "grid" },
  { path: "/de/mediathek-de", selector: ".magazine-grid", property: "display", value: "grid" },
  { path: "/de/search?q=Lesung", selector: ".search-results", property: "display", value: "grid" },
];

async function pathOf(entry: string, baseURL: string): Promise<string> {
  return entry === EVENT ? (await eventFromTheEnd(baseURL, { title: "Die Füchsin, die Bücher fraß" })).path : entry;
}

function computed(page: Page, selector: string, property: string): Promise<string> {
  return page.locator(selector).first().evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
}

for (const entry of PAGES) {
  test(`${entry.path}: its stylesheets come inside the document, and the browser applies them`, async ({ page, baseURL }) => {
    const path = await pathOf(entry.path, baseURL!);
    const stylesheetRequests: string[] = [];
    page.on("request", (request) => {
      // Without script, the notice layer's own stylesheet is linked inside <noscript> in the body (decision 0068).
      if (request.resourceType() === "stylesheet" && new URL(request.url()).pathname.startsWith("/build/")) stylesheetRequests.push(request.url());
    });
    const response = await page.goto(path);
    const html = (await response!.text()).split("</head>")[0]!;
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect(html.match(/<style [^>]*data-href="\/build\/_assets\/(app|shell)-[A-Z0-9]+\.css"/g)).toHaveLength(2);
    // The shell's header (shell.css), the base (app.css) and the page's own rule took effect under the page's CSP.
    expect(await computed(page, ".site-header", "position")).toBe("sticky");
    expect(await computed(page, ".skip-link", "position")).toBe("absolute");
    expect(await computed(page, entry.selector, entry.property)).toBe(entry.value);
    expect(stylesheetRequests).toEqual([]);
  });
}

test("after app navigations away and back, each page still has its stylesheets", async ({ page }) => {
  test.skip(test.info().project.name === "js-off", "app navigations need script");
  await gotoHydrated(page, "/de");
  await page.locator('a[href="/de/programm"]').first().click();
  await expect(page).toHaveURL(/\/de\/programm$/);
  // The programme's stylesheet was not in the home's document: it comes as a link.
  await expect.poll(() => computed(page, ".programme-day__heading", "border-bottom-style")).toBe("solid");
  await page.goBack();
  await expect(page).toHaveURL(/\/de$/);
  // The home's own stylesheet left the head with its page and is back with its text.
  await expect.poll(() => computed(page, ".hero__media", "container-type")).toBe("inline-size");
  await expect(page.locator('head style[data-href*="/cms-"]')).toHaveCount(1);
  expect(await page.locator('head style[data-href*="/cms-"]').evaluate((style) => style.textContent!.length)).toBeGreaterThan(1000);
});

/** The image that is each page's largest paint on a phone. */
const LARGEST_IMAGES = [
  { path: "/de", image: ".hero__image img" },
  { path: "/de/programm", image: ".programme-event__image img" },
  { path: "/de/mediathek-de", image: ".magazine-card img" },
];

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });

  for (const { path, image } of LARGEST_IMAGES) {
    test(`${path}: the largest image loads at once, with priority, in a size that fits`, async ({ page }) => {
      await page.goto(path);
      const first = page.locator(image).first();
      await expect(first).toHaveAttribute("loading", "eager");
      await expect(first).toHaveAttribute("fetchpriority", "high");
      // It alone: an image further down the page does not compete with it.
      await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
      // The candidate the browser picks is sharp on the phone and not the largest file there is.
      await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc !== "")).toBe(true);
      const { chosen, largest, needed } = await first.evaluate((img: HTMLImageElement) => {
        const widths = img.srcset.split(",").map((candidate) => Number(/(\d+)w\s*$/.exec(candidate.trim())![1]));
        const file = (url: string) => /-(\d+)\.\w+$/.exec(new URL(url, location.href).pathname)![1];
        return { chosen: Number(file(img.currentSrc)), largest: Math.max(...widths), needed: img.getBoundingClientRect().width * devicePixelRatio };
      });
      expect(chosen).toBeGreaterThanOrEqual(needed);
      expect(chosen).toBeLessThan(largest);
    });
  }
});
