import type { Browser, Page } from "@playwright/test";
import { editorApi, SECOND_EDITOR, type EditorApi } from "./support/editor";
import { DECLINED_CONSENT, expect, gotoHydrated, test, uniqueToken } from "./support/fixtures";

// Two editors on one page, with and without script: Rita and Anna open the same module; Rita saves
// first, Anna's save (based on the older revision) is refused — the conflict dialog with script, the
// conflict notice with plain forms without — and Anna either overwrites (her text wins) or reloads
// (Rita's text stays). Each sees the other in the toolbar. Every test works in a section of its own
// on /de/festival, which no other spec edits, and removes it afterwards.

const PAGE = "/de/festival";
const scripted = () => test.info().project.use.javaScriptEnabled !== false;

interface Editors {
  rita: { api: EditorApi; page: Page };
  anna: { api: EditorApi; page: Page };
  moduleId: number;
  cleanup: () => Promise<void>;
}

async function twoEditors(browser: Browser, baseURL: string, t: string): Promise<Editors> {
  const ritaApi = await editorApi(baseURL);
  const annaApi = await editorApi(baseURL, SECOND_EDITOR);
  const section = await ritaApi.createSection(await ritaApi.pageId(PAGE), "100", `konflikt-${t}`);
  const moduleId = await ritaApi.addModule(section.id, 0, "headline", { headline_level: 2, content: `Anfang ${t}` });
  const open = async (api: EditorApi) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: scripted() });
    await context.addCookies([...api.cookies, { name: "festival-consent", value: DECLINED_CONSENT, url: baseURL }]);
    return context.newPage();
  };
  const rita = { api: ritaApi, page: await open(ritaApi) };
  const anna = { api: annaApi, page: await open(annaApi) };
  return {
    rita, anna, moduleId,
    cleanup: async () => {
      await ritaApi.deleteSection(section.id);
      for (const editor of [rita, anna]) {
        await editor.page.context().close();
        await editor.api.dispose();
      }
    },
  };
}

/** Opens the module's panel in edit mode (with script: once the edit mode's script runs). */
async function openModule(page: Page, moduleId: number) {
  await gotoHydrated(page, `${PAGE}?edit&module=${moduleId}`);
  if (scripted()) await expect(page.locator("[data-editor-ready]")).toBeAttached({ timeout: 30_000 });
  const form = page.locator("form.editor-panel__form");
  await expect(form).toBeVisible();
  return form;
}

async function saveText(page: Page, text: string, form = page.locator("form.editor-panel__form")) {
  await form.getByLabel(/^Text/).first().fill(text);
  await form.getByRole("button", { name: "Speichern" }).click();
}

/** The module's stored headline text, as the editor API answers it. */
async function storedText(api: EditorApi, moduleId: number): Promise<string> {
  const answer = await api.call("GET", `modules/${moduleId}/`);
  const content = (answer.json.fields as { content: unknown }).content;
  return typeof content === "string" ? content : JSON.stringify(content);
}

test.describe("two editors on one page", () => {
  test("a stale save is refused with the changes, and Anna's overwrite wins; each sees the other", async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const t = uniqueToken();
    const editors = await twoEditors(browser, baseURL!, t);
    const { rita, anna, moduleId } = editors;
    try {
      const ritasForm = await openModule(rita.page, moduleId);
      const annasForm = await openModule(anna.page, moduleId);
      // Presence: Anna's page load was after Rita's; Rita sees Anna on her next page load (or heartbeat).
      await expect(anna.page.locator(".editor-presence__who").filter({ hasText: "Ebenfalls in Bearbeitung: " }).filter({ hasText: "Rita Redaktion" })).toBeVisible();
      await saveText(rita.page, `Rita ${t}`, ritasForm);
      if (scripted()) await expect(rita.page.getByRole("status").filter({ hasText: /^Gespeichert$/ })).toBeVisible();
      else await expect(rita.page).toHaveURL(/\?edit(#.*)?$/);
      await gotoHydrated(rita.page, `${PAGE}?edit`);
      await expect(rita.page.locator(".editor-presence__who").filter({ hasText: "Ebenfalls in Bearbeitung: " }).filter({ hasText: "Anna Beispiel" })).toBeVisible();

      await saveText(anna.page, `Anna ${t}`, annasForm);
      if (scripted()) {
        const dialog = anna.page.getByRole("alertdialog", { name: "Inzwischen geändert" });
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText("Dieser Abschnitt wurde seit dem Öffnen von Rita Redaktion geändert.");
        // The safe choice has the focus (the page itself may not, in a background context).
        expect(await dialog.getByRole("button", { name: "Neu laden" }).evaluate((button) => button === document.activeElement)).toBe(true);
        await dialog.getByRole("button", { name: "Vergleichen" }).click();
        await expect(dialog.getByRole("row").filter({ hasText: `Anna ${t}` })).toContainText(`Rita ${t}`);
        await dialog.getByRole("button", { name: "Überschreiben" }).click();
        await expect(dialog).toBeHidden();
        await expect(anna.page.getByRole("status").filter({ hasText: /^Gespeichert$/ })).toBeVisible();
      } else {
        const notice = anna.page.getByRole("alert").filter({ hasText: "Inzwischen geändert" });
        await expect(notice).toContainText("Dieser Abschnitt wurde seit dem Öffnen von Rita Redaktion geändert.");
        await expect(notice).toContainText("Modul gespeichert – Rita Redaktion");
        await notice.getByRole("button", { name: "Überschreiben" }).click();
        await expect(anna.page).toHaveURL(/\?edit(#.*)?$/);
      }
      expect(await storedText(rita.api, moduleId)).toContain(`Anna ${t}`);
    } finally {
      await editors.cleanup();
    }
  });

  test("after a stale save, Reload drops Anna's change and shows Rita's", async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const t = uniqueToken();
    const editors = await twoEditors(browser, baseURL!, t);
    const { rita, anna, moduleId } = editors;
    try {
      const annasForm = await openModule(anna.page, moduleId);
      const ritasForm = await openModule(rita.page, moduleId);
      await saveText(rita.page, `Rita ${t}`, ritasForm);
      if (scripted()) await expect(rita.page.getByRole("status").filter({ hasText: /^Gespeichert$/ })).toBeVisible();
      else await expect(rita.page).toHaveURL(/\?edit(#.*)?$/);

      await saveText(anna.page, `Anna ${t}`, annasForm);
      if (scripted()) {
        const dialog = anna.page.getByRole("alertdialog", { name: "Inzwischen geändert" });
        await dialog.getByRole("button", { name: "Neu laden" }).click();
        await expect(dialog).toBeHidden();
      } else {
        const notice = anna.page.getByRole("alert").filter({ hasText: "Inzwischen geändert" });
        await notice.getByRole("button", { name: "Neu laden" }).click();
        await expect(anna.page).toHaveURL(/\?edit=?$/);
      }
      await expect(anna.page.locator(`#module-${moduleId}`)).toContainText(`Rita ${t}`);
      expect(await storedText(rita.api, moduleId)).toContain(`Rita ${t}`);
    } finally {
      await editors.cleanup();
    }
  });
});
