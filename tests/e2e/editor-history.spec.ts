import type { Browser } from "@playwright/test";
import { DECLINED_CONSENT, expect, test, uniqueToken } from "./support/fixtures";
import { editorApi, gotoEditMode, type EditorApi } from "./support/editor";

// Publishing and the history in edit mode, with and without script: changes go to the draft, which a
// visitor sees only after Publish; the history lists the new version, its comparison with the draft
// names the changed field, and restoring it as the draft brings back a section deleted after it.
// Each project works on a page of its own that no other spec changes (a restore replaces the draft).

const HISTORY_PAGE = { "js-on": "/de/lesepass", "js-off": "/de/foerderer" } as Record<string, string>;

const scripted = () => test.info().project.use.javaScriptEnabled !== false;

/** What a visitor (a new context, no editor cookies) sees on `path`. */
async function visitorText(browser: Browser, baseURL: string, path: string): Promise<string> {
  const visitor = await browser.newContext({ baseURL, javaScriptEnabled: scripted() });
  await visitor.addCookies([{ name: "festival-consent", value: DECLINED_CONSENT, url: baseURL }]);
  try {
    const page = await visitor.newPage();
    await page.goto(path);
    return await page.locator("main").innerText();
  } finally {
    await visitor.close();
  }
}

test.describe("publishing and history", () => {
  let api: EditorApi;
  const cleanup: (() => Promise<void>)[] = [];
  test.beforeEach(async ({ baseURL }) => {
    api = await editorApi(baseURL!);
  });
  test.afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step().catch(() => undefined);
    await api.dispose();
  });

  test("publish from the toolbar, compare in the history, restore a version as the draft", async ({ page, context, browser, baseURL }) => {
    test.setTimeout(90_000);
    const t = uniqueToken();
    const path = HISTORY_PAGE[test.info().project.name]!;
    const pageId = await api.pageId(path);
    const section = await api.createSection(pageId, "100", `history-${t}`);
    const before = `Vorher ${t}`;
    const after = `Nachher ${t}`;
    const moduleId = await api.addModule(section.id, 0, "headline", { headline_level: 2, content: before });
    cleanup.push(async () => {
      await api.call("DELETE", `containers/${section.id}/`);
      await api.publish(pageId);
    });
    await context.addCookies(api.cookies);

    // The new section is in the draft only.
    expect(await visitorText(browser, baseURL!, path)).not.toContain(before);
    await gotoEditMode(page, `${path}?edit`);
    const toolbar = page.getByRole("complementary", { name: "Seiteneditor" });
    await expect(toolbar.getByText("Entwurf weicht von der veröffentlichten Fassung ab")).toBeVisible();

    // Publish: the state line says so, and a visitor sees the change.
    await toolbar.getByRole("button", { name: "Veröffentlichen" }).click();
    await expect(toolbar.locator(".editor-draft-state strong")).toHaveText("Veröffentlicht");
    await expect(toolbar.locator(".editor-draft-state")).toContainText("Rita Redaktion");
    expect(await visitorText(browser, baseURL!, path)).toContain(before);

    // A change after it stays in the draft.
    const saved = await api.call("POST", `modules/${moduleId}/`, { fields: { headline_level: 2, content: after } });
    expect(saved.status).toBe(200);
    expect(await visitorText(browser, baseURL!, path)).not.toContain(after);

    // The history lists the published version; comparing it with the draft names the changed field.
    await gotoEditMode(page, `${path}?edit`);
    await toolbar.getByRole("link", { name: "Verlauf" }).click();
    const panel = page.getByRole("dialog", { name: /^Versionen dieser Seite/ });
    await expect(panel).toBeVisible();
    const newest = panel.locator(".editor-version").first();
    await expect(newest).toContainText("veröffentlicht");
    await expect(newest).toContainText("Rita Redaktion");
    if (scripted()) await expect(panel.getByRole("heading", { name: /^Versionen dieser Seite/ })).toBeFocused();
    await newest.getByRole("link", { name: "Mit Entwurf vergleichen" }).click();
    const comparison = panel.locator(".editor-comparison");
    await expect(comparison.getByRole("heading", { name: /→ Entwurf$/ })).toBeVisible();
    await expect(comparison).toContainText(`„${before}“ → „${after}“`);

    // The section deleted after that version comes back when the version is restored as the draft.
    expect((await api.call("DELETE", `containers/${section.id}/`)).status).toBeLessThan(300);
    await gotoEditMode(page, `${path}?edit&history`);
    await expect(page.locator(`#${section.slug}`)).toHaveCount(0);
    const version = page.getByRole("dialog", { name: /^Versionen dieser Seite/ }).locator(".editor-version").first();
    await version.getByRole("link", { name: "Als Entwurf wiederherstellen" }).click();
    const confirm = version.getByRole("group", { name: /als Entwurf wiederherstellen\?/ });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Ja, wiederherstellen" }).click();
    await expect(page.getByRole("heading", { level: 2, name: before })).toBeVisible();

    // Escape closes the history and focus goes back to its toggle (with script).
    if (scripted()) {
      await toolbar.getByRole("link", { name: "Verlauf" }).click();
      // Focus moves into the panel once it has rendered; Escape is the panel's key from then on.
      await expect(panel.getByRole("heading", { level: 2 })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(panel).toHaveCount(0);
      await expect(toolbar.getByRole("link", { name: "Verlauf" })).toBeFocused();
    }
  });
});
