import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const WCAG_AND_BEST_PRACTICE = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * axe's findings as "rule: targets" lines, judged once the page has hydrated and every finite
 * animation or transition is over: a half-faded page has no real contrast, and axe would say so.
 */
export async function axeViolations(page: Page, options: { include?: string; tags?: string[] } = {}): Promise<string[]> {
  await expect(page.locator("html")).toHaveClass(/\bjs\b/);
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  );
  // axe.run in the page itself: the default (a partial run per frame, finished in a blank page of its
  // own, axe's 0.5 MB injected into both) took 2.9–3.5 s per run where this takes 1.4–1.6, and the
  // site's own pages have no frames (an external video's, shown after consent, is another site's).
  // Only violations are read, so axe does not work out the other results in detail.
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(options.tags ?? WCAG_AND_BEST_PRACTICE)
    .options({ resultTypes: ["violations"] });
  if (options.include) builder = builder.include(options.include);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
