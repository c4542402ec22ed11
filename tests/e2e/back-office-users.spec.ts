import type { Browser, Page } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { DECLINED_CONSENT, expect, test } from "./support/fixtures";

// Users and roles: the box office may not manage accounts; an admin creates an editor, who logs in
// and switches the back office to English in their settings. With and without script.

async function logIn(page: Page, email: string, password = "festival") {
  await page.goto("/de/login");
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByLabel("Passwort").fill(password);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(/\/de$/);
}

async function newContext(browser: Browser, baseURL: string | undefined, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  await context.addCookies([{ name: "festival-consent", value: DECLINED_CONSENT, url: baseURL! }]);
  return context;
}

const scripted = () => test.info().project.use.javaScriptEnabled !== false;

async function expectAccessible(page: Page) {
  if (scripted()) expect(await axeViolations(page)).toEqual([]);
}

test("the box office gets 403 on the users", async ({ page }) => {
  await logIn(page, "kasse@example.org");
  const res = await page.goto("/cms-hub/users");
  expect(res?.status()).toBe(403);
});

test("an admin creates an editor, who finds the back-office link on an event and sets the interface to English", async ({ page, browser, baseURL }, info) => {
  test.slow(); // two logins, three pages checked by axe
  const stamp = `${info.project.name}-${Date.now()}`;
  const email = `neu-${stamp}@example.org`;
  await logIn(page, "redaktion@example.org");
  await page.goto("/cms-hub/users");
  await expect(page.getByRole("heading", { level: 1, name: "Zugänge" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: "Neuen Zugang anlegen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Neuer Zugang" })).toBeVisible();
  await page.getByLabel("Vorname").fill("Nele");
  await page.getByLabel("Nachname").fill("Neu");
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByLabel("Benutzername").fill(`neu-${stamp}`);
  await page.getByLabel("Rolle").selectOption("editor");
  await page.getByLabel("Neues Passwort").fill("kurz");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Das Passwort muss mindestens 12 Zeichen haben.")).toBeVisible();
  await expect(page.getByLabel("E-Mail-Adresse")).toHaveValue(email);
  await page.getByLabel("Neues Passwort").fill("ein-langes-passwort");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Der Zugang wurde angelegt." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Zugang „Nele Neu“" })).toBeVisible();
  await expectAccessible(page);

  // A public event page: the visitor sees no back-office link, the logged-in editor sees the event's.
  await page.goto("/de/programm");
  const hrefs = await page.locator("main a[href^='/de/programm/']").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const eventPath = hrefs.find((href) => /^\/de\/programm\/[^/?#]+\/\d+$/.test(href))!;
  const eventId = eventPath.split("/").at(-1);

  const context = await newContext(browser, baseURL, scripted());
  try {
    const editor = await context.newPage();
    await editor.goto(eventPath);
    await expect(editor.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(editor.getByRole("link", { name: "Im Back Office bearbeiten" })).toHaveCount(0);
    await logIn(editor, email, "ein-langes-passwort");
    await editor.goto(eventPath);
    await expect(editor.getByRole("link", { name: "Im Back Office bearbeiten" })).toHaveAttribute("href", `/cms-hub/events/${eventId}`);
    await editor.goto("/de/user/settings");
    await expect(editor.getByRole("heading", { level: 1, name: "Einstellungen" })).toBeVisible();
    await expectAccessible(editor);
    await editor.getByLabel("Sprache", { exact: true }).selectOption("en");
    await editor.getByRole("button", { name: "Sprache speichern" }).click();
    await expect(editor.getByRole("status").filter({ hasText: "Die Sprache der Redaktionsoberfläche wurde gespeichert." })).toBeVisible();

    await editor.goto("/cms-hub");
    await expect(editor.getByText("Logged in as Nele Neu (Editor)")).toBeVisible();
    await expect(editor.getByRole("link", { name: "Overview" })).toBeVisible();
    expect((await editor.goto("/cms-hub/users"))?.status()).toBe(403);
  } finally {
    await context.close();
  }
});

test("on a phone the page comes first and the menu opens from its disclosure; beside the content it is always open", async ({ page }) => {
  await logIn(page, "kasse@example.org");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/cms-hub/orders");
  const heading = page.getByRole("heading", { level: 1, name: "Bestellungen" });
  const orders = page.getByRole("navigation", { name: "Bereiche der Verwaltung" }).getByRole("link", { name: "Bestellungen" });
  // The heading sits in the first screen, the menu's links stay folded until asked for.
  expect((await heading.boundingBox())!.y).toBeLessThan(844 / 2);
  await expect(orders).toBeHidden();
  await page.getByText("Menü", { exact: true }).click();
  await expect(orders).toBeVisible();
  await orders.click();
  await expect(heading).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/cms-hub/orders");
  await expect(page.getByText("Menü", { exact: true })).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Bereiche der Verwaltung" }).getByRole("link", { name: "Kassenübersicht" })).toBeVisible();
});
