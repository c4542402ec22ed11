import { expect, test } from "@playwright/test";

test.describe("smoke", () => {
  test("the health check answers OK", async ({ request }) => {
    const response = await request.get("/healthcheck");
    expect(response.status()).toBe(200);
    expect(await response.text()).toBe("OK");
  });

  test("/ redirects to the German site", async ({ page, request }) => {
    const redirect = await request.get("/", { maxRedirects: 0 });
    expect(redirect.status()).toBeGreaterThanOrEqual(300);
    expect(redirect.status()).toBeLessThan(400);
    expect(new URL(redirect.headers()["location"] ?? "", "http://localhost").pathname).toBe("/de");

    await page.goto("/");
    await expect(page).toHaveURL(/\/de$/);
  });

  test("the German home page answers in German", async ({ page }) => {
    const response = await page.goto("/de");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });

  test("the English home page answers in English", async ({ page }) => {
    const response = await page.goto("/en");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("an unknown German page answers 404 with the German message", async ({ page }) => {
    const response = await page.goto("/de/diese-seite-gibt-es-nicht");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Diese Seite konnte nicht gefunden werden" })).toBeVisible();
  });

  test("an unknown English page answers 404 with the English message", async ({ page }) => {
    const response = await page.goto("/en/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "This page could not be found" })).toBeVisible();
    await expect(page.getByText("We are not able to find this page")).toBeVisible();
  });
});
