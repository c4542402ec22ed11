import { expect, test } from "./support/fixtures";
import { axeViolations } from "./support/axe";

// axe on the shell's pages in both languages (axe needs script in the page, so js-on only).
const PAGES = ["/de", "/en", "/de/lesesommer", "/en/reading-summer", "/de/impressum", "/en/privacy", "/de/gibt-es-nicht", "/en/no-such-page", "/de/merkliste", "/en/favourites"];

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

test("no axe violations on a Merkliste with events, nor on the programme and an event page with their hearts", async ({ page, context, baseURL }, info) => {
  test.skip(info.project.name === "js-off", "axe runs as script in the page");
  // Four full axe runs, one of them on the programme (14 s alone on a busy two-core CI machine).
  test.slow();
  await page.goto("/de/programm");
  const ids = await page.locator('#programme-list input[name="event"]').evaluateAll((inputs) => inputs.slice(0, 3).map((input) => (input as HTMLInputElement).value));
  expect(ids).toHaveLength(3);
  await context.addCookies([{ name: "festival-merkliste", value: ids.join("."), url: baseURL! }]);
  for (const path of ["/de/merkliste", "/en/favourites", "/de/programm", `/de/programm/-/${ids[0]}`]) {
    await page.goto(path);
    await expect(page.locator('button.favourite-toggle[aria-pressed="true"]').first()).toBeVisible();
    expect(await axeViolations(page), path).toEqual([]);
  }
});
