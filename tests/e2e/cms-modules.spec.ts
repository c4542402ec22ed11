import { MODULE_TYPES } from "~/lib/modules/registry";
import { expect, test } from "./support/fixtures";

// The demo landing page uses every page-editor module type, with JavaScript on and off.

test("every module type renders on the landing page, in both languages", async ({ page }) => {
  for (const path of ["/de/lesesommer", "/en/reading-summer"]) {
    await page.goto(path);
    for (const type of MODULE_TYPES) {
      await expect(page.locator(`.module-${type}`).first(), `${path}: ${type}`).toBeAttached();
    }
  }
});

test("modules show their content", async ({ page }) => {
  await page.goto("/de/lesesommer");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Der Lesesommer ist da!" })).toBeVisible();
  await expect(main.getByRole("heading", { level: 2, name: "Geschichten für alle" })).toBeVisible();
  await expect(main.locator("blockquote").first()).toContainText("Das war der schönste Tag");
  await expect(main.locator(".module-eventlist")).toContainText(/\d{2}:\d{2} Uhr/);
  await expect(main.locator(".module-imagelist img").first()).toHaveAttribute("srcset", /\/media\/.+-320\.jpg 320w/);
  await expect(main.locator(".module-imagelist source[type='image/avif']").first()).toHaveAttribute("srcset", /\.avif/);
  // The expired early-bird note is gone, the FAQ opens without script.
  await expect(main.getByText(/Frühbucher/)).toHaveCount(0);
  const faq = main.locator(".module-faq details").first();
  await faq.locator("summary").click();
  await expect(faq).toHaveAttribute("open", "");
});

test("external media stay behind a placeholder until the visitor agrees", async ({ page }) => {
  await page.goto("/de/lesesommer");
  const video = page.locator(".module-video");
  await expect(video.locator("iframe")).toHaveCount(0);
  const consent = video.getByRole("button", { name: /YouTube/ });
  await expect(consent).toBeVisible();
  await consent.click();
  await expect(page).toHaveURL(/\/de\/lesesommer/);
  await expect(page.locator(".module-video iframe")).toHaveAttribute("src", /youtube-nocookie\.com\/embed\//);
  // One consent opens every external medium on the page.
  await expect(page.locator(".module-audio iframe")).toHaveAttribute("src", /open\.spotify\.com\/embed/);
});

test("the contact form shows errors in place and thanks the visitor", async ({ page }) => {
  await page.goto("/de/lesesommer");
  const form = page.locator(".module-form form");
  await form.getByLabel("Name").fill("Anna Berger");
  await form.getByLabel("E-Mail-Adresse", { exact: false }).first().fill("anna@example.at");
  await form.getByLabel("E-Mail-Adresse wiederholen").fill("anna@example.org");
  await form.getByLabel("Nachricht").fill("Gibt es noch Karten für Sonntag?");
  await form.getByRole("button", { name: "Absenden" }).click();
  const again = page.locator(".module-form form");
  await expect(again.getByRole("alert")).toHaveText("Bitte prüfen Sie die markierten Felder.");
  await expect(again.getByText("Die E-Mail-Adressen stimmen nicht überein.")).toBeVisible();
  await expect(again.getByLabel("Name")).toHaveValue("Anna Berger");
  await again.getByLabel("E-Mail-Adresse wiederholen").fill("anna@example.at");
  await again.getByRole("button", { name: "Absenden" }).click();
  await expect(page).toHaveURL(/\?sent=\d+/);
  await expect(page.getByRole("status").filter({ hasText: "Danke für Ihre Nachricht!" })).toBeVisible();
});

test("the school registration takes a PDF and refuses a file that is none", async ({ page }) => {
  await page.goto("/de/schulen");
  const form = page.locator(".module-form form");
  await form.getByLabel("Schule oder Kindergarten").fill("Volksschule Urfahr");
  await form.getByLabel("Ansprechperson").fill("Eva Moser");
  await form.getByLabel("E-Mail-Adresse", { exact: false }).first().fill("eva.moser@example.at");
  await form.getByLabel("E-Mail-Adresse wiederholen").fill("eva.moser@example.at");
  await form.getByLabel("Anzahl der Kinder").fill("24");
  await form.getByLabel("Volksschule", { exact: true }).check();
  await form.getByLabel("Gewünschte Vorstellungen").selectOption(["krokodil"]);
  await form.getByLabel("Anhang (optional)").setInputFiles({ name: "liste.pdf", mimeType: "application/pdf", buffer: Buffer.from("Das ist keine PDF-Datei.") });
  await form.getByRole("button", { name: "Absenden" }).click();

  const again = page.locator(".module-form form");
  await expect(again.getByRole("alert")).toHaveText("Bitte prüfen Sie die markierten Felder.");
  await expect(again.getByText("Bitte wählen Sie eine PDF-, JPG- oder PNG-Datei.")).toBeVisible();
  await expect(again.getByLabel("Anhang (optional)")).toHaveAttribute("aria-invalid", "true");
  await expect(again.getByLabel("Schule oder Kindergarten")).toHaveValue("Volksschule Urfahr");
  const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
  await again.getByLabel("Anhang (optional)").setInputFiles({ name: "Förderbedarf 3b.pdf", mimeType: "application/pdf", buffer: pdf });
  await again.getByRole("button", { name: "Absenden" }).click();
  await expect(page).toHaveURL(/\?sent=\d+/);
  await expect(page.getByRole("status").filter({ hasText: "Danke! Sie erhalten eine Bestätigung per E-Mail." })).toBeVisible();
});
