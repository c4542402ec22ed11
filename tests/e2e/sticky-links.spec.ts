import type { Page } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { expect, gotoHydrated, test } from "./support/fixtures";

// The sticky bar's page links: the CMS modules marked `sticky` (link, anchor, hero media, anchor
// list) are collected on the server, so the links are there without JavaScript too. With script
// they show after half a viewport of scrolling and hide while the footer is in view; without, they
// always show, and on a phone the bar keeps its place above the footer. On a desktop the bar is a
// rail at the right edge that covers no content (compared by element boxes); the overlay button
// 'Programm und Karten' is not offered on the programme itself.

const LANDING = "/de/lesesommer";
const ABOUT = "/de/festival/ueber-uns";
const stickyBar = (page: Page) => page.getByRole("navigation", { name: "Schnellzugriff" });
const pageLinks = (page: Page) => stickyBar(page).getByRole("list", { name: "Auf dieser Seite" });
const scripted = (name: string) => name !== "js-off";

async function scrollTo(page: Page, y: number | "end") {
  await page.evaluate((to) => window.scrollTo({ top: to === "end" ? document.documentElement.scrollHeight : to, behavior: "instant" }), y);
}

/** Scrolls so that the shell's scroll observer (an animation frame later) has seen it; without script there is none. */
async function scrollToAndSettle(page: Page, y: number | "end") {
  await scrollTo(page, y);
  if (test.info().project.use.javaScriptEnabled === false) return;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * What of the page's content (every line of text, image, video, frame and form field outside the
 * bar) the visible parts of the bar (its links and buttons, and the scroll-to-top button) overlap
 * in the current viewport, as "bar part × content" lines.
 */
async function coveredContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bar = document.querySelector(".sticky-bar");
    const seen = (el: Element) => {
      // The inside of a closed <details> (a menu's dropdown) is not shown, whatever its styles say.
      if (el.closest("details:not([open]) > :not(summary)")) return false;
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === "none" || style.visibility === "hidden" || Number(style.opacity) === 0) return false;
        // Text for screen readers only (.visually-hidden): a clipped 1 px box, nothing to cover.
        const box = node.getBoundingClientRect();
        if (style.overflow === "hidden" && box.width <= 1 && box.height <= 1) return false;
      }
      return true;
    };
    const inView = (r: DOMRect) => r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
    const rect = (what: string, r: DOMRect): Rect => ({ what, x: r.left, y: r.top, width: r.width, height: r.height });
    type Rect = { what: string; x: number; y: number; width: number; height: number };

    const parts: Rect[] = [...document.querySelectorAll(".sticky-bar a, .sticky-bar button, .scroll-top")]
      .filter((el) => seen(el) && inView(el.getBoundingClientRect()))
      .map((el) => rect(`bar "${(el.textContent ?? "").trim() || el.className}"`, el.getBoundingClientRect()));

    const content: Rect[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || bar?.contains(parent) || parent.closest(".scroll-top, script, style, noscript") || !seen(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) if (inView(r)) content.push(rect(`text "${node.textContent.trim().slice(0, 30)}"`, r));
    }
    for (const el of document.querySelectorAll("img, video, iframe, input, select, textarea")) {
      if (bar?.contains(el) || !seen(el)) continue;
      const r = el.getBoundingClientRect();
      if (inView(r)) content.push(rect(`${el.tagName.toLowerCase()} ${el.getAttribute("alt") ?? el.getAttribute("name") ?? ""}`, r));
    }
    const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    return parts.flatMap((p) => content.filter((c) => overlaps(p, c)).map((c) => `${p.what} × ${c.what}`));
  });
}

test.describe("the page links", () => {
  test("come from the modules marked sticky, in the page's order, and lead where the modules lead", async ({ page }, info) => {
    await page.goto(LANDING);
    if (scripted(info.project.name)) await scrollToAndSettle(page, 900);
    const links = pageLinks(page).getByRole("link");
    // From the anchor list (sticky); the hero's and the link module's button both lead to the programme, once.
    for (const [name, href] of [["Programm", "#programm"], ["Mitmachen", "#mitmachen"], ["Hören und Sehen", "#medien"], ["Häufige Fragen", "#faq"]] as const) {
      await expect(pageLinks(page).getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(pageLinks(page).locator('a[href="/de/programm"]')).toHaveCount(1);
    const names = await links.allTextContents();
    expect(names.indexOf("Programm")).toBeLessThan(names.indexOf("Häufige Fragen"));

    await pageLinks(page).getByRole("link", { name: "Häufige Fragen" }).click();
    await expect(page).toHaveURL(/#faq$/);
    await expect(page.locator("#faq")).toBeInViewport();
  });

  test("in English too", async ({ page }, info) => {
    await page.goto("/en/reading-summer");
    if (scripted(info.project.name)) await scrollToAndSettle(page, 900);
    const links = page.getByRole("navigation", { name: "Quick links" }).getByRole("list", { name: "On this page" });
    await expect(links.getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "#faq");
    await expect(links.getByRole("link", { name: "Join in" })).toBeVisible();
  });

  test("a page without sticky modules has none", async ({ page }) => {
    await page.goto(ABOUT);
    await expect(stickyBar(page)).toBeAttached();
    await expect(pageLinks(page)).toHaveCount(0);
  });

  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test("with script: they show after half a viewport of scrolling and hide while the footer is in view", async ({ page }, info) => {
        test.skip(!scripted(info.project.name), "without script they always show (tested below)");
        await gotoHydrated(page, LANDING);
        const faq = pageLinks(page).getByRole("link", { name: "Häufige Fragen" });
        await expect(faq).toBeHidden();
        await scrollToAndSettle(page, viewport.height * 0.4);
        await expect(faq).toBeHidden();
        await scrollToAndSettle(page, viewport.height * 0.6);
        await expect(faq).toBeVisible();
        expect(await axeViolations(page, { include: ".sticky-bar" })).toEqual([]);
        await page.locator(".site-footer").scrollIntoViewIfNeeded();
        await expect(faq).toBeHidden();
        await expect(stickyBar(page)).toBeHidden();
        await scrollToAndSettle(page, viewport.height * 2);
        await expect(faq).toBeVisible();
      });

      test("without script: they show from the start, and on a phone the bar rests above the footer", async ({ page }, info) => {
        test.skip(scripted(info.project.name), "with script they wait for half a viewport (tested above)");
        await page.goto(LANDING);
        await expect(pageLinks(page).getByRole("link", { name: "Häufige Fragen" })).toBeVisible();
        await expect(pageLinks(page).getByRole("link", { name: "Programm", exact: true })).toBeInViewport();
        await scrollTo(page, "end");
        const bar = (await stickyBar(page).boundingBox())!;
        const footer = (await page.locator(".site-footer").boundingBox())!;
        if (viewport.width < 1024) expect(bar.y + bar.height).toBeLessThanOrEqual(footer.y + 1);
        else expect(await coveredContent(page)).toEqual([]);
      });
    });
  }
});

test.describe("the bar on a desktop covers no content", () => {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 1024, height: 768 }, { width: 1600, height: 900 }]) {
    test(`at ${viewport.width} × ${viewport.height}, all the way down`, async ({ page }, info) => {
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      for (const path of [LANDING, ABOUT]) {
        if (scripted(info.project.name)) await gotoHydrated(page, path);
        else await page.goto(path);
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; y < height; y += Math.round(viewport.height * 0.45)) {
          await scrollToAndSettle(page, y);
          expect(await coveredContent(page), `${path} scrolled to ${y}`).toEqual([]);
        }
        await scrollToAndSettle(page, "end");
        expect(await coveredContent(page), `${path} at the end`).toEqual([]);
      }
    });
  }

  test("the check sees a bar that covers content (it can fail)", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(ABOUT);
    await stickyBar(page).evaluate((bar) => {
      bar.style.setProperty("right", "auto", "important");
      bar.style.setProperty("left", "12rem", "important");
      bar.style.setProperty("bottom", "50vh", "important");
    });
    expect((await coveredContent(page)).length).toBeGreaterThan(0);
  });
});

test.describe("the overlay button", () => {
  test("is not offered on the programme itself", async ({ page }) => {
    await page.goto("/de/programm");
    await expect(page.getByRole("heading", { level: 1, name: "Programm und Karten" })).toBeVisible();
    await expect(stickyBar(page).getByText("Programm und Karten")).toHaveCount(0);
    await page.goto("/en/events");
    await expect(page.getByRole("navigation", { name: "Quick links" }).getByText("Programme and tickets")).toHaveCount(0);
    await page.goto(ABOUT);
    await expect(stickyBar(page).getByText("Programm und Karten")).toBeVisible();
  });
});
