import type { Browser, Page } from "@playwright/test";
import { markdownToRichText } from "../../app/lib/editor/rich-text-markdown";
import { editorApi } from "./support/editor";
import { DECLINED_CONSENT, expect, gotoHydrated, test, uniqueToken } from "./support/fixtures";

// An editor changes a text module on the page itself: types, makes a word bold, adds a bulleted list
// and a link with the rich-text editor, saves, publishes, and a visitor (a new browser context) sees <strong>,
// <ul><li> and <a href="https://…">. What it relies on:
//  - the edit mode (`?edit`) shows a button "Text bearbeiten" on a text module's frame
//    (`.editor-module--type-text`), which opens the
//    rich-text editor in place (React.lazy) and a button "Speichern" that saves the module's fields
//    with the editor's JSON as `content`; a saved change is announced with "Gespeichert";
//  - the rich-text editor (app/components/editor/rich-text-editor.tsx) marks itself
//    data-rich-text-editor="ready" once it can be typed into, and names its parts with the editor's
//    German texts (group richText): toolbar "Textformat", buttons "Fett", "Kursiv", "Link",
//    "Aufzählung", "Nummerierte Liste", "Rückgängig", "Wiederholen", link form "Link" with the field
//    "Adresse", the checkbox "In neuem Fenster öffnen" and the button "Übernehmen".
// The text module lives in a section of the test's own at the end of the page (set up through the
// JSON API, removed afterwards), so the seeded page stays as it was.

const PAGE = "/de/presse";

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the rich-text editor needs script");

for (const stored of ["pair", "bare"] as const) {
  // A text's content is stored as a {de, en} pair (the seed, the panel) or, as the JSON API also accepts, one state.
  test(`an editor formats a text module in place and visitors see it (content stored as ${stored === "pair" ? "a {de, en} pair" : "one state"})`, async ({ page, context, browser, baseURL }) => {
    // The edit mode, Lexical's chunk and a second browser: more than the default 30 s on a busy machine.
    test.setTimeout(60_000);
    const token = uniqueToken();
    const api = await editorApi(baseURL!);
    const pageId = await api.pageId(PAGE);
    const section = await api.createSection(pageId, "100", `rich-text-${stored}-${token}`);
    try {
      const text = markdownToRichText(`Text ${token}`);
      await api.addModule(section.id, 0, "text", { content: stored === "pair" ? { de: text, en: text } : text });
      await context.addCookies(api.cookies);
      await gotoHydrated(page, `${PAGE}?edit`);
      await formatInPlace(page, section.slug, token);
      await api.publish(pageId); // visitors see the draft once published
      await visitorSees(browser, baseURL!, section.slug, token);
    } finally {
      await api.deleteSection(section.id).catch(() => undefined);
      await api.publish(pageId).catch(() => undefined);
      await api.dispose();
    }
  });
}

async function formatInPlace(page: Page, slug: string, token: string) {
  const module = page.locator(`#${slug} .editor-module--type-text`).first();
  await module.getByRole("button", { name: "Text bearbeiten" }).click();
  const editor = page.locator("[data-rich-text-editor=ready]");
  await expect(editor).toBeVisible();
  const text = editor.getByRole("textbox");
  const toolbar = editor.getByRole("toolbar", { name: "Textformat" });

  // A new paragraph at the end, its last word bold.
  await text.click();
  await text.press("ControlOrMeta+End");
  await text.press("Enter");
  await text.pressSequentially(`Neu ${token} fett`);
  for (let i = 0; i < "fett".length; i++) await text.press("Shift+ArrowLeft");
  await toolbar.getByRole("button", { name: "Fett" }).click();
  await expect(toolbar.getByRole("button", { name: "Fett" })).toHaveAttribute("aria-pressed", "true");

  // A bulleted list with one item.
  await text.press("End");
  await text.press("Enter");
  await toolbar.getByRole("button", { name: "Aufzählung" }).click();
  await text.pressSequentially(`Punkt ${token}`);

  // A second item with a link on its only word (the address gets https://).
  await text.press("Enter");
  await text.pressSequentially("Programm");
  await text.press("Shift+Home");
  await toolbar.getByRole("button", { name: "Link" }).click();
  const dialog = editor.getByRole("dialog", { name: "Link" });
  await dialog.getByLabel("Adresse").fill(`example.org/${token}`);
  await dialog.getByRole("button", { name: "Übernehmen" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Gespeichert" })).toBeVisible();
}

async function visitorSees(browser: Browser, baseURL: string, slug: string, token: string) {
  // A visitor: a context of their own, no editor session.
  const visitor = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await visitor.addCookies([{ name: "festival-consent", value: DECLINED_CONSENT, url: baseURL }]);
  try {
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(PAGE);
    const content = visitorPage.locator(`section#${slug} .module-text .rich-text`);
    await expect(content.locator("p", { hasText: `Neu ${token}` }).locator("strong")).toHaveText("fett");
    await expect(content.locator("ul > li", { hasText: `Punkt ${token}` })).toHaveCount(1);
    await expect(content.locator(`a[href="https://example.org/${token}"]`)).toHaveText("Programm");
  } finally {
    await visitor.close();
  }
}
