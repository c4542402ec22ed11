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
  let builder = new AxeBuilder({ page }).withTags(options.tags ?? WCAG_AND_BEST_PRACTICE);
  if (options.include) builder = builder.include(options.include);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
