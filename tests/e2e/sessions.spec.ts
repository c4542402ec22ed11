import type { Page } from "@playwright/test";
import { DECLINED_CONSENT, expect, test } from "./support/fixtures";

// An editor sees where they are logged in and ends another device's session with a plain form post
// (no script): the other device is logged out at once.

async function logIn(page: Page) {
  await page.goto("/de/login");
  await page.getByLabel("E-Mail-Adresse").fill("redaktion@example.org");
  await page.getByLabel("Passwort").fill("festival");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(/\/de$/);
}

test("an editor ends the session of another device from the profile, without script", async ({ page, browser, baseURL }, info) => {
  // Logins count against the address's limit of the shared server: once is enough (js-off).
  test.skip(info.project.name !== "js-off", "the no-script form is the point; js-on would only log in twice more");
  const device = `Second-device-${Date.now()}`;
  const other = await browser.newContext({ baseURL, userAgent: device, javaScriptEnabled: false });
  await other.addCookies([{ name: "festival-consent", value: DECLINED_CONSENT, url: baseURL! }]);
  try {
    const otherPage = await other.newPage();
    await logIn(otherPage);
    await logIn(page);

    await page.goto("/de/user/profile");
    await expect(page.getByRole("heading", { level: 2, name: "Wo Sie angemeldet sind" })).toBeVisible();
    const sessions = page.getByRole("list", { name: "Wo Sie angemeldet sind" });
    await expect(sessions.getByRole("listitem").filter({ hasText: "Dieses Gerät" })).toHaveCount(1);
    const theOther = sessions.getByRole("listitem").filter({ hasText: device });
    await expect(theOther).toHaveCount(1);
    await theOther.getByRole("button", { name: "Sitzung beenden" }).click();
    await expect(page.getByRole("status")).toHaveText("Das Gerät wurde abgemeldet.");
    await expect(sessions.getByRole("listitem").filter({ hasText: device })).toHaveCount(0);

    await otherPage.goto("/de/user/profile");
    await expect(otherPage).toHaveURL(/\/de\/login\?redirectTo=%2Fde%2Fuser%2Fprofile$/);
    await page.goto("/de/user/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Mein Profil" })).toBeVisible();
  } finally {
    await other.close();
  }
});
