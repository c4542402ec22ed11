import type { Page } from "@playwright/test";
import { editorApi, type EditorApi } from "./support/editor";
import { expect, gotoHydrated, test } from "./support/fixtures";

// Autosave in the in-page editor (with script only): typing in the side panel saves without a button;
// a change made offline is kept in the browser, survives closing the page and arrives once the page is
// opened again online; closing the panel with an unsaved change asks first; the state is announced in
// the edit mode's status region. Each test has a section of its own on a page no other spec edits.

const PAGE = "/de/schulen";
const token = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "autosave needs script (without it the panel's form posts)");

interface Own {
  section: number;
  slug: string;
  module: number;
}

/** A section of the test's own with one headline, removed after the test. */
async function ownHeadline(api: EditorApi, t: string, cleanup: (() => Promise<void>)[]): Promise<Own> {
  const section = await api.createSection(await api.pageId(PAGE), "100", `autosave-${t}`);
  cleanup.push(() => api.deleteSection(section.id));
  const module = await api.addModule(section.id, 0, "headline", { headline_level: 2, content: `Anfang ${t}` });
  return { section: section.id, slug: section.slug, module };
}

/** The headline's text in the draft, as the editor API answers it. */
async function draftText(api: EditorApi, own: Own): Promise<unknown> {
  const { json } = await api.call("GET", `containers/${own.section}/`);
  const section = (json.section ?? json) as { columns: { children: { id: number; fields: { content?: unknown } }[] }[] };
  const content = section.columns.flatMap((column) => column.children).find((module) => module.id === own.module)?.fields.content;
  return typeof content === "object" && content !== null ? (content as { de?: unknown }).de : content;
}

/** The edit mode with its script running, and the headline's side panel open. */
async function openPanel(page: Page, own: Own) {
  await gotoHydrated(page, `${PAGE}?edit`);
  await expect(page.locator("[data-editor-ready]")).toBeVisible();
  const frame = page.locator(`#${own.slug} #module-${own.module}`);
  await frame.getByRole("link", { name: "Bearbeiten" }).click();
  const panel = page.getByRole("dialog", { name: "„Überschrift“ bearbeiten" });
  await expect(panel).toBeVisible();
  return panel;
}

/** The edit mode's status region (the site has one of its own for being offline). */
const editorStatus = (page: Page) => page.locator(".editor-mode").getByRole("status");

const keptChanges = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("editor-autosave:")));

test.describe("autosave", () => {
  // Several page loads each, on a machine the other specs share.
  test.describe.configure({ timeout: 90_000 });
  let api: EditorApi;
  const cleanup: (() => Promise<void>)[] = [];
  test.beforeEach(async ({ baseURL, context }) => {
    api = await editorApi(baseURL!);
    await context.addCookies(api.cookies);
  });
  test.afterEach(async ({ context }) => {
    await context.setOffline(false);
    for (const step of cleanup.splice(0).reverse()) await step().catch(() => undefined);
    await api?.dispose(); // none when the project skipped the test (no script)
  });

  test("typing in the side panel saves without a button, and the status region says so", async ({ page }) => {
    const t = token();
    const own = await ownHeadline(api, t, cleanup);
    const panel = await openPanel(page, own);
    const text = `Von selbst gespeichert ${t}`;
    await panel.locator('[name="content"]').fill(text);
    await expect(editorStatus(page)).toHaveText("Gespeichert");
    await expect.poll(() => draftText(api, own)).toBe(text);
    await expect(panel).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Seiteneditor" })).toContainText("Alle Änderungen gespeichert");
    expect(await keptChanges(page)).toEqual([]);
  });

  test("a change made offline is kept, survives closing the page and is saved when the page opens again", async ({ page, context }) => {
    const t = token();
    const own = await ownHeadline(api, t, cleanup);
    const panel = await openPanel(page, own);
    await context.setOffline(true);
    const text = `Offline geschrieben ${t}`;
    await panel.locator('[name="content"]').fill(text);
    await expect(editorStatus(page)).toHaveText("Nicht gespeichert – neuer Versuch läuft");
    await expect(panel).toContainText("Nicht gespeichert – neuer Versuch läuft");
    expect(await keptChanges(page)).toHaveLength(1);
    expect(await draftText(api, own)).toBe(`Anfang ${t}`);
    await page.close();

    await context.setOffline(false);
    const again = await context.newPage();
    await again.goto(`${PAGE}?edit`);
    await expect(again.locator("[data-editor-ready]")).toBeVisible({ timeout: 20_000 });
    await expect(again.getByRole("complementary", { name: "Seiteneditor" })).toContainText(/Ungespeicherte Änderungen vom .+ wiederhergestellt/);
    await expect.poll(() => draftText(api, own)).toBe(text);
    await expect.poll(() => keptChanges(again)).toEqual([]);
    await expect(again.locator(`#module-${own.module}`).getByRole("heading", { name: text })).toBeVisible();
  });

  test("closing the panel with an unsaved change asks: keep editing, discard, save and close", async ({ page, context }) => {
    const t = token();
    const own = await ownHeadline(api, t, cleanup);
    let panel = await openPanel(page, own);
    await context.setOffline(true);
    await panel.locator('[name="content"]').fill(`Verworfen ${t}`);
    const cancel = panel.getByRole("link", { name: "Abbrechen" });
    await cancel.click();
    const ask = page.getByRole("alertdialog", { name: "Ungespeicherte Änderungen" });
    await expect(ask).toBeVisible();
    await expect(ask.getByRole("button", { name: "Weiter bearbeiten" })).toBeFocused();

    // Escape keeps editing; focus returns to what asked.
    await page.keyboard.press("Escape");
    await expect(ask).toBeHidden();
    await expect(panel).toBeVisible();
    await expect(cancel).toBeFocused();

    // Discard: the panel closes, nothing is kept, the server has the old text.
    await cancel.click();
    await ask.getByRole("button", { name: "Verwerfen" }).click();
    await expect(panel).toBeHidden();
    expect(await keptChanges(page)).toEqual([]);

    // Escape in the panel asks too; Save and close sends the change once the browser is online.
    await context.setOffline(false);
    panel = page.getByRole("dialog", { name: "„Überschrift“ bearbeiten" });
    await page.locator(`#module-${own.module}`).getByRole("link", { name: "Bearbeiten" }).click();
    await context.setOffline(true);
    const text = `Gespeichert und geschlossen ${t}`;
    await panel.locator('[name="content"]').fill(text);
    await panel.locator('[name="content"]').press("Escape");
    await expect(ask).toBeVisible();
    await context.setOffline(false);
    await ask.getByRole("button", { name: "Speichern und schließen" }).click();
    await expect(panel).toBeHidden();
    await expect.poll(() => draftText(api, own)).toBe(text);
  });
});

