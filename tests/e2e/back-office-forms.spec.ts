// A visitor sends the school registration (with a file) on its form page; as Rita the entry shows
// unread in the back office, opens (and is read then), its file downloads and it is in the CSV.
// The rest (refusals, permissions, field editing) is in tests/integration/back-office-forms.test.ts.
import { axeViolations } from "./support/axe";
import { editorApi } from "./support/editor";
import { expect, gotoHydrated, test } from "./support/fixtures";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

test("a visitor's entry with a file reaches the back office: unread, opened, downloaded, exported", async ({ page, context, baseURL }, testInfo) => {
  // Five axe checks, one of them of the form editor's long page.
  test.slow();
  const withScript = testInfo.project.use.javaScriptEnabled !== false;
  const rita = await editorApi(baseURL!);
  const list = await (await rita.request.get("/cms-hub/forms?q=schulanmeldung")).text();
  const formId = /\/cms-hub\/forms\/(\d+)"/.exec(list)?.[1];
  expect(formId, "the school registration's id").toBeTruthy();
  const school = `Volksschule E2E ${testInfo.project.name} ${Date.now()}`;

  // The visitor: the form page, every field by type, the file, then the success text.
  await gotoHydrated(page, `/de/forms/schulanmeldung/${formId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Anmeldung für Schulvorstellungen" })).toBeVisible();
  if (withScript) expect(await axeViolations(page, { include: "#main-content" })).toEqual([]);
  await page.getByLabel("Schule oder Kindergarten").fill(school);
  await page.getByLabel("Ansprechperson").fill("Eva Moser");
  await page.getByLabel("E-Mail-Adresse*", { exact: true }).fill("eva.moser@example.at");
  await page.getByLabel("E-Mail-Adresse wiederholen").fill("eva.moser@example.at");
  await page.getByLabel("Anzahl der Kinder").fill("24");
  await page.getByRole("radio", { name: "Volksschule" }).check();
  await page.getByLabel("Gewünschte Vorstellungen").selectOption(["krokodil", "funkstille"]);
  await page.getByLabel("Anhang (optional)").setInputFiles({ name: "Förderbedarf.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.getByRole("button", { name: "Absenden" }).click();
  await expect(page.getByRole("status")).toHaveText("Danke! Sie erhalten eine Bestätigung per E-Mail.");
  expect(new URL(page.url()).searchParams.get("sent")).toBe(formId);

  // Rita: the entry is unread in the list, opens, and is read then.
  await context.addCookies(rita.cookies);
  await gotoHydrated(page, `/cms-hub/forms/${formId}/entries?read=unread&q=${encodeURIComponent(school)}`);
  const row = page.getByRole("row").filter({ hasText: school });
  await expect(row).toContainText("Ungelesen");
  if (withScript) expect(await axeViolations(page)).toEqual([]);
  await row.getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1, name: /^Einsendung vom/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /Schule oder Kindergarten/ })).toContainText(school);
  const fileLink = page.getByRole("link", { name: /Förderbedarf\.pdf herunterladen/ });
  await expect(fileLink).toBeVisible();
  if (withScript) expect(await axeViolations(page)).toEqual([]);
  const file = await context.request.get((await fileLink.getAttribute("href"))!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-disposition"]).toMatch(/^attachment;/);
  expect(Buffer.from(await file.body()).equals(PDF)).toBe(true);

  await gotoHydrated(page, `/cms-hub/forms/${formId}/entries?q=${encodeURIComponent(school)}`);
  await expect(page.getByRole("row").filter({ hasText: school })).toContainText("Gelesen");

  // The CSV holds the entry, read.
  const csv = await context.request.get(`/cms-hub/forms/${formId}/entries.csv`);
  expect(csv.headers()["content-disposition"]).toMatch(/^attachment;/);
  const line = (await csv.text()).split("\r\n").find((l) => l.includes(school));
  expect(line).toMatch(/,ja$/);

  // The forms list and the form's editor pass the accessibility check too.
  if (withScript) {
    await gotoHydrated(page, "/cms-hub/forms");
    await expect(page.getByRole("link", { name: "Anmeldung für Schulvorstellungen" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await gotoHydrated(page, `/cms-hub/forms/${formId}`);
    await expect(page.getByRole("group", { name: "Felder" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  }
  await rita.dispose();
});
