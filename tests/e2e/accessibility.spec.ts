import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/fixtures";

// axe on the shell's pages in both languages (axe needs script in the page, so js-on only).
const PAGES = ["/de", "/en", "/de/lesesommer", "/en/reading-summer", "/de/impressum", "/en/privacy", "/de/gibt-es-nicht", "/en/no-such-page"];

for (const path of PAGES) {
  test(`no axe violations on ${path}`, async ({ page }, info) => {
    test.skip(info.project.name === "js-off", "axe runs as script in the page");
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
    const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(summary).toEqual([]);
  });
}

test("no axe violations with the cookie manager open", async ({ browser, baseURL }, info) => {
  test.skip(info.project.name === "js-off", "axe runs as script in the page");
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto("/de");
  await expect(page.getByRole("dialog", { name: "Cookies und externe Inhalte" })).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  await context.close();
});
