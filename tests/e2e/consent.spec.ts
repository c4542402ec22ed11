import { expect, test } from "./support/fixtures";

// The cookie manager and the external-media placeholders, with JavaScript on and off.
test.use({ consented: false });

const manager = (page: import("@playwright/test").Page) => page.getByRole("dialog", { name: "Cookies und externe Inhalte" });

test("a first visit shows the manager; accepting stores the choice and hides it", async ({ page, context }) => {
  await page.goto("/de/festival/ueber-uns");
  await expect(manager(page)).toBeVisible();
  await manager(page).getByRole("button", { name: "Alle akzeptieren" }).click();
  await expect(manager(page)).toBeHidden();
  await expect(page).toHaveURL(/\/de\/festival\/ueber-uns$/);
  const consent = (await context.cookies()).find((c) => c.name === "festival-consent");
  expect(decodeURIComponent(consent?.value ?? "")).toContain('"external_media":true');
  await page.goto("/de");
  await expect(manager(page)).toBeHidden();
});

test("the manager stays away from the legal pages", async ({ page }) => {
  for (const path of ["/de/impressum", "/de/datenschutz", "/de/agb", "/en/imprint", "/en/privacy", "/en/terms"]) {
    await page.goto(path);
    await expect(page.getByRole("dialog")).toBeHidden();
  }
});

test("after declining, it shows again on returning from a legal page", async ({ page }) => {
  await page.goto("/de");
  await manager(page).getByRole("button", { name: "Nur notwendige" }).click();
  await expect(manager(page)).toBeHidden();
  await page.goto("/de/festival/ueber-uns");
  await expect(manager(page)).toBeHidden();
  await page.getByRole("contentinfo").getByRole("link", { name: "Impressum" }).click();
  await expect(page).toHaveURL(/\/de\/impressum$/);
  await expect(page.getByRole("dialog")).toBeHidden();
  await page.getByRole("banner").getByRole("link", { name: /Startseite/ }).click();
  await expect(page).toHaveURL(/\/de$/);
  await expect(manager(page)).toBeVisible();
});

test("the footer link reopens the manager with the current choice", async ({ page }) => {
  await page.goto("/de");
  await manager(page).getByRole("checkbox", { name: /Externe Medien/ }).check();
  await manager(page).getByRole("button", { name: "Auswahl speichern" }).click();
  await expect(manager(page)).toBeHidden();
  await page.getByRole("contentinfo").getByRole("link", { name: "Cookie-Einstellungen" }).click();
  await expect(manager(page)).toBeVisible();
  await expect(manager(page).getByRole("checkbox", { name: /Externe Medien/ })).toBeChecked();
  await expect(manager(page).getByRole("checkbox", { name: /Marketing/ })).not.toBeChecked();
});
