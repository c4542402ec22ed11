import { expect, test } from "./support/fixtures";

// What the first paint of a public page waits for (decision 0072): the image that is the largest
// paint on a phone loads at once, with priority, in a size that fits the phone, and it alone.

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
