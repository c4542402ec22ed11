import { expect, test } from "./support/fixtures";
import { axeViolations } from "./support/axe";

// axe on the shell's pages in both languages (axe needs script in the page, so js-on only).
const PAGES = ["/de", "/en", "/de/lesesommer", "/en/reading-summer", "/de/impressum", "/en/privacy", "/de/gibt-es-nicht", "/en/no-such-page"];

for (const path of PAGES) {
  test(`no axe violations on ${path}`, async ({ page }, info) => {
    test.skip(info.project.name === "js-off", "axe runs as script in the page");
    await page.goto(path);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("no axe violations with the cookie manager open", async ({ browser, baseURL }, info) => {
  test.skip(info.project.name === "js-off", "axe runs as script in the page");
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto("/de");
  await expect(page.getByRole("dialog", { name: "Cookies und externe Inhalte" })).toBeVisible();
  expect(await axeViolations(page, { tags: ["wcag2a", "wcag2aa"] })).toEqual([]);
  await context.close();
});
