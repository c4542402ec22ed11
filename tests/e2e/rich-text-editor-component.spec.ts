// The rich-text editor component in a real browser, on a page of its own (bundled here with esbuild):
// toolbar, keyboard, link form, and that what it reports renders for visitors as intended. The
// in-page flow (edit mode, save, visitor page) is tests/e2e/editor-rich-text.spec.ts.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const ORIGIN = "http://rich-text-harness.test";

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the editor needs script");
test.describe.configure({ mode: "serial" });

let script = "";
let styles = "";

test.beforeAll(async () => {
  const result = await build({
    entryPoints: [path.join(root, "tests/e2e/support/rich-text-harness.tsx")],
    bundle: true,
    write: false,
    format: "esm",
    platform: "browser",
    jsx: "automatic",
    plugins: [
      {
        name: "app-alias",
        setup(builder) {
          builder.onResolve({ filter: /^~\// }, (args) => builder.resolve(`./${args.path.slice(2)}`, { resolveDir: path.join(root, "app"), kind: args.kind }));
        },
      },
    ],
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
  });
  script = result.outputFiles[0].text;
  styles = (await Promise.all(["app/styles/app.css", "app/styles/cms.css", "app/styles/editor-rich-text.css"].map((file) => readFile(path.join(root, file), "utf8")))).join("\n");
});

async function openHarness(page: Page, initial: unknown = null): Promise<void> {
  await page.route(`${ORIGIN}/**`, (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === "/harness.js") return route.fulfill({ contentType: "text/javascript", body: script });
    return route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Editor</title><style>${styles}</style></head><body><div id="root"></div>
<script>window.RICH_TEXT_INITIAL = ${JSON.stringify(initial).replace(/</g, "\\u003c")};</script><script type="module" src="/harness.js"></script></body></html>`,
    });
  });
  await page.goto(`${ORIGIN}/`);
  await expect(page.locator("[data-rich-text-editor=ready]")).toBeVisible();
}

const preview = (page: Page) => page.locator("#preview");

test("types, formats, lists and links, and reports JSON the visitors' walker renders", async ({ page }) => {
  await openHarness(page);
  const text = page.getByRole("textbox", { name: "Inhalt" });
  await expect(text).toBeFocused();
  const toolbar = page.getByRole("toolbar", { name: "Textformat" });
  await expect(toolbar.getByRole("button", { name: "Rückgängig" })).toBeDisabled();

  await text.pressSequentially("Ein kühner Satz");
  for (let i = 0; i < 4; i++) await text.press("Shift+ArrowLeft");
  await toolbar.getByRole("button", { name: "Fett" }).click();
  await expect(toolbar.getByRole("button", { name: "Fett" })).toHaveAttribute("aria-pressed", "true");
  await expect(preview(page).locator("strong")).toHaveText("Satz");

  await text.press("End");
  await text.press("Enter");
  await toolbar.getByRole("button", { name: "Aufzählung" }).click();
  await expect(toolbar.getByRole("button", { name: "Aufzählung" })).toHaveAttribute("aria-pressed", "true");
  await text.pressSequentially("erster Punkt");
  await text.press("Enter");
  await text.pressSequentially("zweiter Punkt");
  await expect(preview(page).locator("ul > li")).toHaveText(["erster Punkt", "zweiter Punkt"]);

  // Select "zweiter" and link it; an address without a scheme gets https://.
  await text.press("Home");
  for (let i = 0; i < 7; i++) await text.press("Shift+ArrowRight");
  await toolbar.getByRole("button", { name: "Link" }).click();
  const dialog = page.getByRole("dialog", { name: "Link" });
  const address = dialog.getByLabel("Adresse");
  await expect(address).toBeFocused();
  await address.fill("example.org/programm");
  await dialog.getByLabel("In neuem Fenster öffnen").check();
  await dialog.getByRole("button", { name: "Übernehmen" }).click();
  await expect(dialog).toBeHidden();
  await expect(text).toBeFocused();
  const link = preview(page).locator("ul > li a");
  await expect(link).toHaveText("zweiter");
  await expect(link).toHaveAttribute("href", "https://example.org/programm");
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  await expect(toolbar.getByRole("button", { name: "Link" })).toHaveAttribute("aria-pressed", "true");

  // Undo and redo, with the keyboard and the buttons.
  await toolbar.getByRole("button", { name: "Rückgängig" }).click();
  await expect(preview(page).locator("a")).toHaveCount(0);
  await toolbar.getByRole("button", { name: "Wiederholen" }).click();
  await expect(preview(page).locator("a")).toHaveCount(1);
  const json = JSON.parse((await page.locator("#json").textContent()) ?? "null");
  expect(json.root.type).toBe("root");
});

test("refuses a javascript: address and says why; Escape closes the form", async ({ page }) => {
  await openHarness(page);
  const text = page.getByRole("textbox", { name: "Inhalt" });
  await text.pressSequentially("Klick mich");
  await text.press("ControlOrMeta+a");
  await text.press("ControlOrMeta+k");
  const dialog = page.getByRole("dialog", { name: "Link" });
  await dialog.getByLabel("Adresse").fill("javascript:alert(1)");
  await dialog.getByLabel("Adresse").press("Enter");
  await expect(dialog.getByRole("alert")).toContainText("Links müssen mit https://");
  await expect(dialog.getByLabel("Adresse")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("Adresse").press("Escape");
  await expect(dialog).toBeHidden();
  await expect(text).toBeFocused();
  await expect(preview(page).locator("a")).toHaveCount(0);
});

test("edits and removes an existing link; keyboard shortcuts and arrow keys in the toolbar", async ({ page }) => {
  const initial = {
    root: { type: "root", version: 1, direction: null, format: "", indent: 0, children: [
      { type: "paragraph", version: 1, direction: null, format: "", indent: 0, textFormat: 0, textStyle: "", children: [
        { type: "text", text: "Zum ", format: 0, detail: 0, mode: "normal", style: "", version: 1 },
        { type: "link", url: "https://example.org/alt", target: null, rel: null, title: null, version: 1, direction: null, format: "", indent: 0, children: [
          { type: "text", text: "Programm", format: 0, detail: 0, mode: "normal", style: "", version: 1 },
        ] },
      ] },
    ] },
  };
  await openHarness(page, initial);
  await expect(preview(page).locator("a")).toHaveAttribute("href", "https://example.org/alt");
  const text = page.getByRole("textbox", { name: "Inhalt" });
  await text.locator("a").click();
  const toolbar = page.getByRole("toolbar", { name: "Textformat" });
  await expect(toolbar.getByRole("button", { name: "Link" })).toHaveAttribute("aria-pressed", "true");
  await toolbar.getByRole("button", { name: "Link" }).click();
  const dialog = page.getByRole("dialog", { name: "Link" });
  await expect(dialog.getByLabel("Adresse")).toHaveValue("https://example.org/alt");
  await dialog.getByLabel("Adresse").fill("/de/programm");
  await dialog.getByRole("button", { name: "Übernehmen" }).click();
  await expect(preview(page).locator("a")).toHaveAttribute("href", "/de/programm");
  await expect(preview(page).locator("a")).not.toHaveAttribute("target", /.+/);

  await toolbar.getByRole("button", { name: "Link" }).click();
  await dialog.getByRole("button", { name: "Link entfernen" }).click();
  await expect(preview(page).locator("a")).toHaveCount(0);
  await expect(preview(page)).toHaveText("Zum Programm");

  // Ctrl/Cmd+B and I toggle the formats; the toolbar is one tab stop with arrow keys between buttons.
  await text.press("ControlOrMeta+a");
  await text.press("ControlOrMeta+b");
  await expect(preview(page).locator("strong")).toHaveText("Zum Programm");
  await text.press("ControlOrMeta+i");
  await expect(preview(page).locator("strong em")).toHaveText("Zum Programm");
  await toolbar.getByRole("button", { name: "Fett" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(toolbar.getByRole("button", { name: "Kursiv" })).toBeFocused();
  // Nothing to redo: End stops at undo, the last button that works.
  await page.keyboard.press("End");
  await expect(toolbar.getByRole("button", { name: "Rückgängig" })).toBeFocused();
  await expect(toolbar.getByRole("button", { name: "Wiederholen" })).toBeDisabled();
  await page.keyboard.press("Home");
  await expect(toolbar.getByRole("button", { name: "Fett" })).toBeFocused();
});

// The browser reports a moved caret in a task of its own (`selectionchange`) and runs input first, so
// on a busy machine a key can come before the report. Here the caret is moved and the key sent in one
// task, which makes that order certain: the key must act where the caret is on screen, not on the
// selection the editor still remembers.
for (const { key, expected } of [
  { key: "Enter", expected: ["Neu wort fett", ""] },
  { key: "Backspace", expected: ["Neu wort fet"] },
]) {
  test(`${key} right after the caret moved acts at the caret, not on the word selected before`, async ({ page }) => {
    await openHarness(page);
    const text = page.getByRole("textbox", { name: "Inhalt" });
    const toolbar = page.getByRole("toolbar", { name: "Textformat" });
    await text.pressSequentially("Neu wort fett");
    for (let i = 0; i < 4; i++) await text.press("Shift+ArrowLeft");
    await toolbar.getByRole("button", { name: "Fett" }).click();
    await expect(preview(page).locator("strong")).toHaveText("fett");

    await text.evaluate((editable, key) => {
      const word = editable.querySelector("strong")!.firstChild!;
      document.getSelection()!.collapse(word, word.textContent!.length);
      const keyCode = { Enter: 13, Backspace: 8 }[key];
      editable.dispatchEvent(new KeyboardEvent("keydown", { key, code: key, keyCode, bubbles: true, cancelable: true }));
    }, key);

    await expect(preview(page).locator("p")).toHaveText(expected);
  });
}
