import type { Browser, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { markdownToRichText } from "../../app/lib/editor/rich-text-markdown";
import { axeViolations } from "./support/axe";
import { editorApi, EDITOR, type EditorApi } from "./support/editor";
import { DECLINED_CONSENT, expect, gotoHydrated, test, uniqueToken } from "./support/fixtures";

// The in-page editor's journeys, with and without script, on the production build: an editor logs in
// from the edit mode's dialog, builds a section with headline, rich text, image and video, changes its
// layout, reorders, deletes and undoes, and a visitor sees exactly that; refused input changes nothing;
// axe on the open side panel; a visitor's scripts carry no editor code.
//
// Each test works in a section of its own, added at the end of a seeded page through the JSON API and
// deleted afterwards; the two projects use different pages, so the page-wide undo of one never meets
// the other's change.

const scripted = () => test.info().project.use.javaScriptEnabled !== false;
/** Pages nobody else's spec reads, one per project for the journey (its undo is page-wide). */
const JOURNEY_PAGE = { "js-on": "/de/festival/geschichte", "js-off": "/de/festival/spielorte" } as Record<string, string>;
const OTHER_PAGE = { "js-on": "/de/kontakt", "js-off": "/de/barrierefreiheit" } as Record<string, string>;
const YOUTUBE = "https://www.youtube.com/watch?v=aqz-KE-bpKQ";

/** A section of the test's own (slug from the token) at the end of `path`, removed after the test. */
async function ownSection(api: EditorApi, path: string, model: string, slug: string) {
  const pageId = await api.pageId(path);
  const section = await api.createSection(pageId, model, slug);
  return { pageId, ...section };
}

/**
 * Opens the edit mode; with script also waits until the edit mode's own script runs (its "Text
 * bearbeiten" buttons appear then; `section` holds a headline): before that a click on a control is a
 * plain link or form post.
 */
async function gotoEditMode(page: Page, path: string, section: Locator) {
  await gotoHydrated(page, `${path}?edit`);
  if (scripted()) await expect(section.getByRole("button", { name: "Text bearbeiten" }).first()).toBeVisible();
}

/** The module frame (controls and rendered module) in the editor whose rendered module matches. */
function frame(scope: Locator, moduleClass: string, text?: string): Locator {
  return scope.locator(".editor-module").filter({ has: scope.page().locator(`.${moduleClass}`, text ? { hasText: text } : {}) });
}

/** Waits for a change to land: the save alert with script, the redirect back into edit mode without. */
async function saved(page: Page) {
  if (scripted()) await expect(page.getByRole("status").filter({ hasText: /^(Gespeichert|Verschoben)$/ })).toBeVisible();
  else await expect(page).toHaveURL(/\?edit(&deleted=(module|section))?(#.*)?$/);
}

/** Opens the type picker of a column of `section` and the new module's form of `type`. */
async function openNewModule(page: Page, section: Locator, column: number, type: string): Promise<Locator> {
  await section.getByRole("link", { name: `Modul in Spalte ${column} hinzufügen` }).click();
  const picker = page.getByRole("dialog", { name: `Neues Modul in Spalte ${column}` });
  await picker.getByRole("link", { name: type, exact: true }).click();
  const form = page.getByRole("dialog", { name: `Neues Modul: ${type}` });
  await expect(form).toBeVisible();
  return form;
}

async function visitorPage<T>(browser: Browser, baseURL: string, path: string, consent: string, look: (page: Page) => Promise<T>): Promise<T> {
  const visitor = await browser.newContext({ baseURL, javaScriptEnabled: scripted() });
  await visitor.addCookies([{ name: "festival-consent", value: consent, url: baseURL }]);
  try {
    const page = await visitor.newPage();
    await page.goto(path);
    return await look(page);
  } finally {
    await visitor.close();
  }
}

test.describe("the in-page editor", () => {
  let api: EditorApi;
  const cleanup: (() => Promise<void>)[] = [];
  test.beforeEach(async ({ baseURL }) => {
    api = await editorApi(baseURL!);
  });
  test.afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step().catch(() => undefined);
    await api.dispose();
  });

  test("journey: log in from the dialog, build a section, change its layout, reorder, delete, undo; a visitor sees the result", async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000);
    const t = uniqueToken();
    const path = JOURNEY_PAGE[test.info().project.name]!;
    const own = await ownSection(api, path, "33-33-33", `journey-${t}`);
    cleanup.push(async () => {
      await api.deleteSection(own.id);
      await api.publish(own.pageId); // visitors no longer see the test's section either
    });
    const third = `Dritte Spalte ${t}`;
    await api.addModule(own.id, 2, "headline", { headline_level: 3, content: third });

    // Without a session, ?edit shows the page with the login dialog; logging in comes back in edit mode.
    await gotoHydrated(page, `${path}?edit`);
    const login = page.getByRole("dialog", { name: "Anmelden, um weiterzuarbeiten" });
    await login.getByLabel("E-Mail-Adresse").fill(EDITOR.email);
    await login.getByLabel("Passwort").fill(EDITOR.password);
    await login.getByRole("button", { name: "Anmelden" }).click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?edit$`));
    // The edit mode's code loads after the page: on a busy machine that took longer than 5 s.
    await expect(page.getByRole("complementary", { name: "Seiteneditor" })).toBeVisible({ timeout: 15_000 });
    const section = page.locator(`#${own.slug}`);
    if (scripted()) await expect(section.getByRole("button", { name: "Text bearbeiten" }).first()).toBeVisible();
    await expect(section.getByRole("group", { name: /^Abschnitt \d+$/ })).toBeVisible();

    // A headline.
    const headline = `Überschrift ${t}`;
    let form = await openNewModule(page, section, 1, "Überschrift");
    await form.getByLabel(/^Überschriftenebene/).selectOption("2");
    await form.locator('[name="content"]').fill(headline);
    await form.getByRole("button", { name: "Speichern" }).click();
    await saved(page);
    await expect(section.getByRole("heading", { level: 2, name: headline })).toBeVisible();

    // Rich text with a bulleted list and a link: the inline editor with script, the documented syntax without.
    const intro = `Einleitung ${t}`;
    form = await openNewModule(page, section, 1, "Text");
    const textarea = form.getByRole("textbox", { name: /^Text/ });
    if (scripted()) {
      await textarea.fill(intro);
      await form.getByRole("button", { name: "Speichern" }).click();
      await saved(page);
      // The frame by its id: while the inline editor is open the rendered module is not there.
      const text = page.locator(`#${await frame(section, "module-text", intro).getAttribute("id")}`);
      await text.getByRole("button", { name: "Text bearbeiten" }).click();
      const editor = text.locator("[data-rich-text-editor=ready]");
      await expect(editor).toBeVisible();
      const box = editor.getByRole("textbox");
      const toolbar = editor.getByRole("toolbar", { name: "Textformat" });
      await box.click();
      await box.press("ControlOrMeta+End");
      await box.press("Enter");
      await toolbar.getByRole("button", { name: "Aufzählung" }).click();
      await box.pressSequentially(`Punkt ${t}`);
      await box.press("Enter");
      await box.pressSequentially("Programm");
      await box.press("Shift+Home");
      await toolbar.getByRole("button", { name: "Link" }).click();
      const linkDialog = editor.getByRole("dialog", { name: "Link" });
      await linkDialog.getByLabel("Adresse").fill(`https://example.org/${t}`);
      await linkDialog.getByRole("button", { name: "Übernehmen" }).click();
      await expect(linkDialog).toBeHidden();
      await text.getByRole("button", { name: "Speichern" }).click();
      await expect(editor).toBeHidden();
    } else {
      await textarea.fill(`${intro}\n\n- Punkt ${t}\n- [Programm](https://example.org/${t})`);
      await form.getByRole("button", { name: "Speichern" }).click();
      await saved(page);
    }
    const richText = section.locator(".module-text", { hasText: intro });
    await expect(richText.locator("ul > li", { hasText: `Punkt ${t}` })).toHaveCount(1);
    await expect(richText.locator(`ul a[href="https://example.org/${t}"]`)).toHaveText("Programm");

    // An image from the library: the dialog with script, the form's radios without.
    form = await openNewModule(page, section, 1, "Bild");
    if (scripted()) {
      await form.getByRole("button", { name: "Aus der Mediathek wählen" }).click();
      const library = page.getByRole("dialog", { name: "Mediathek" });
      await library.getByRole("listitem").first().getByRole("button").click();
      await expect(library).toBeHidden();
    } else {
      await form.getByRole("radio").first().check();
    }
    await expect(form.getByRole("radio", { checked: true })).toHaveCount(1);
    await form.getByRole("button", { name: "Speichern" }).click();
    await saved(page);
    await expect(section.locator(".module-image img")).toHaveCount(1);

    // A YouTube video.
    form = await openNewModule(page, section, 1, "Video");
    await form.getByLabel(/^Video-Adresse/).fill(YOUTUBE);
    await form.getByLabel(/^Titel/).fill(`Film ${t}`);
    await form.getByRole("button", { name: "Speichern" }).click();
    await saved(page);
    await expect(section.locator(".module-video")).toHaveCount(1);

    // 3 × 33 % → 50 % / 50 %: the third column's module moves to the last column, nothing is lost.
    const bar = section.getByRole("group", { name: /^Abschnitt \d+$/ });
    await bar.getByLabel("Spaltenaufteilung").selectOption("50-50");
    await bar.getByRole("button", { name: "Aufteilung übernehmen" }).click();
    await saved(page);
    await expect(section.locator("section.layout-50-50")).toBeVisible();
    await expect(section.locator(".cms-column").nth(1).getByRole("heading", { name: third })).toBeVisible();

    // Reorder: the video one up (before the image).
    const column1 = section.locator(".cms-column").first();
    const order = () => column1.locator(".editor-module").evaluateAll((nodes) => nodes.map((n) => /editor-module--type-(\w+)/.exec(n.className)?.[1]));
    expect(await order()).toEqual(["headline", "text", "image", "video"]);
    await frame(section, "module-video").getByRole("button", { name: "Nach oben" }).click();
    await saved(page);
    await expect.poll(order).toEqual(["headline", "text", "video", "image"]);
    // …and the headline one down and back up again.
    await frame(section, "module-headline", headline).getByRole("button", { name: "Nach unten" }).click();
    await expect.poll(order).toEqual(["text", "headline", "video", "image"]);
    await frame(section, "module-headline", headline).getByRole("button", { name: "Nach oben" }).click();
    await expect.poll(order).toEqual(["headline", "text", "video", "image"]);

    // Delete the image, with the confirmation step; then undo brings it back.
    const image = frame(section, "module-image");
    await image.getByRole("link", { name: "Löschen" }).click();
    const confirm = page.getByRole("group", { name: "Das Modul „Bild“ wirklich löschen?" });
    await expect(confirm).toBeVisible();
    await expect(section.locator(".module-image")).toHaveCount(1);
    await confirm.getByRole("button", { name: "Ja, löschen" }).click();
    await saved(page);
    await expect.poll(order).toEqual(["headline", "text", "video"]);
    await page.getByRole("complementary", { name: "Seiteneditor" }).getByRole("button", { name: "Rückgängig" }).click();
    await saved(page);
    await expect.poll(order).toEqual(["headline", "text", "video", "image"]);

    // Once published, a visitor (no cookies but the consent choice) sees exactly this.
    await api.publish(own.pageId);
    const visitorChecks = async (visitor: Page) => {
      const mine = visitor.locator(`section#${own.slug}`);
      await expect(mine).toHaveClass(/layout-50-50/);
      await expect(visitor.locator(".editor-toolbar, .editor-module, .editor-login")).toHaveCount(0);
      const first = mine.locator(".cms-column").first();
      expect(await first.locator(".module").evaluateAll((nodes) => nodes.map((n) => /module-(\w+)/.exec(n.className.replace(/\bmodule\b /, ""))?.[1]))).toEqual([
        "headline",
        "text",
        "video",
        "image",
      ]);
      await expect(first.getByRole("heading", { level: 2, name: headline })).toBeVisible();
      await expect(first.locator(".module-text ul > li", { hasText: `Punkt ${t}` })).toHaveCount(1);
      await expect(first.locator(`.module-text a[href="https://example.org/${t}"]`)).toHaveText("Programm");
      await expect(first.locator(".module-image img")).toHaveCount(1);
      await expect(mine.locator(".cms-column").nth(1).getByRole("heading", { level: 3, name: third })).toBeVisible();
      return first.locator(".module-video");
    };
    await visitorPage(browser, baseURL!, path, DECLINED_CONSENT, async (visitor) => {
      const video = await visitorChecks(visitor);
      // Without consent to external media: the notice and a link to the video, no iframe.
      await expect(video.locator("iframe")).toHaveCount(0);
      await expect(video.locator(`.external-media__links a[href="${YOUTUBE}"]`)).toHaveCount(1);
    });
    const consented = encodeURIComponent(JSON.stringify({ v: 1, tracking: false, marketing: false, external_media: true, declined: false }));
    await visitorPage(browser, baseURL!, path, consented, async (visitor) => {
      const video = await visitorChecks(visitor);
      await expect(video.locator("iframe")).toHaveAttribute("src", /youtube(-nocookie)?\.com\/embed\/aqz-KE-bpKQ/);
    });
  });

  test("an image uploaded in the form becomes the module's image", async ({ page, context, browser, baseURL }) => {
    const t = uniqueToken();
    const path = OTHER_PAGE[test.info().project.name]!;
    const own = await ownSection(api, path, "100", `upload-${t}`);
    cleanup.push(async () => {
      await api.deleteSection(own.id);
      await api.publish(own.pageId); // visitors no longer see the test's section either
    });
    await api.addModule(own.id, 0, "headline", { headline_level: 2, content: `Hochladen ${t}` });
    await context.addCookies(api.cookies);
    const section = page.locator(`#${own.slug}`);
    await gotoEditMode(page, path, section);

    // A real PNG, made here: 640 × 400, two colours.
    const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 200, g: 40, b: 60 } } })
      .composite([{ input: { create: { width: 320, height: 400, channels: 3, background: { r: 20, g: 90, b: 200 } } }, left: 0, top: 0 }])
      .png()
      .toBuffer();
    const form = await openNewModule(page, section, 1, "Bild");
    // With script the file is uploaded as soon as it is chosen: only once the form has hydrated.
    if (scripted()) await expect(form.getByRole("button", { name: "Aus der Mediathek wählen" })).toBeVisible();
    await form.getByLabel("Neues Bild hochladen").setInputFiles({ name: `upload-${t}.png`, mimeType: "image/png", buffer: png });
    if (scripted()) await expect(form.getByRole("radio", { checked: true })).toHaveAccessibleName(new RegExp(`upload-${t}`));
    await form.getByRole("button", { name: "Speichern" }).click();
    await saved(page);
    await expect(section.locator(".module-image img")).toHaveCount(1);
    // The library holds the upload, and the module shows it.
    const found = await api.call("GET", `media/?q=upload-${t}`);
    const uploaded = (found.json.results as { id: number }[]) ?? [];
    expect(uploaded).toHaveLength(1);
    const stored = await api.call("GET", `container/by-slug/${own.slug}/`);
    const modules = (stored.json.columns as { children: { type: string; fields: { image?: unknown } }[] }[])[0]!.children;
    expect(modules.find((m) => m.type === "image")?.fields.image).toBe(uploaded[0]!.id);

    await api.publish(own.pageId);
    await visitorPage(browser, baseURL!, path, DECLINED_CONSENT, async (visitor) => {
      const img = visitor.locator(`section#${own.slug} .module-image img`);
      await expect(img).toHaveCount(1);
      const src = (await img.getAttribute("src")) ?? "";
      const answer = await visitor.request.get(src);
      expect(answer.status()).toBe(200);
      expect(answer.headers()["content-type"]).toMatch(/^image\//);
    });
  });

  test("every input of the video form has its own label", async ({ page, context }) => {
    const path = OTHER_PAGE[test.info().project.name]!;
    const own = await ownSection(api, path, "100", `labels-${uniqueToken()}`);
    cleanup.push(() => api.deleteSection(own.id));
    await api.addModule(own.id, 0, "headline", { headline_level: 2, content: "Beschriftung" });
    await context.addCookies(api.cookies);
    const section = page.locator(`#${own.slug}`);
    await gotoEditMode(page, path, section);
    const form = await openNewModule(page, section, 1, "Video");
    await expect(form.getByLabel(/^Titel/)).toHaveAttribute("name", "title");
    expect(await page.locator("[id]").evaluateAll((nodes) => nodes.map((n) => n.id).filter((id, i, all) => all.indexOf(id) !== i))).toEqual([]);
  });

  test("invalid input shows its message beside the field and changes nothing", async ({ page, context, browser, baseURL }) => {
    test.setTimeout(60_000);
    const t = uniqueToken();
    const path = OTHER_PAGE[test.info().project.name]!;
    const own = await ownSection(api, path, "100", `invalid-${t}`);
    cleanup.push(async () => {
      await api.deleteSection(own.id);
      await api.publish(own.pageId); // visitors no longer see the test's section either
    });
    const kept = `Bestand ${t}`;
    await api.addModule(own.id, 0, "headline", { headline_level: 2, content: kept });
    const visible = () => visitorPage(browser, baseURL!, path, DECLINED_CONSENT, (visitor) => visitor.locator(`section#${own.slug}`).innerHTML());
    await api.publish(own.pageId);
    const before = await visible();
    expect(before).toContain(kept);

    await context.addCookies(api.cookies);
    const section = page.locator(`#${own.slug}`);
    const message = (form: Locator, name: string) => form.locator(".editor-field").filter({ has: page.locator(`[name="${name}"]`) }).locator(".editor-field__errors");
    const refused = async (form: Locator, name: string, text: string | RegExp) => {
      await expect(message(form, name)).toHaveText(text);
      await expect(form.locator(`[name="${name}"]`)).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByRole("alert").first()).toBeVisible();
    };

    // An empty required field: the headline's text.
    await gotoEditMode(page, path, section);
    await frame(section, "module-headline", kept).getByRole("link", { name: "Bearbeiten" }).click();
    let form = page.getByRole("dialog", { name: "„Überschrift“ bearbeiten" });
    await form.locator('[name="content"]').fill("");
    await form.getByRole("button", { name: "Speichern" }).click();
    await refused(form, "content", "Bitte ausfüllen.");

    // A video address of another domain.
    await gotoEditMode(page, path, section);
    form = await openNewModule(page, section, 1, "Video");
    await form.getByLabel(/^Video-Adresse/).fill("https://example.com/video");
    await form.getByRole("button", { name: "Speichern" }).click();
    await refused(form, "video_url", /^Bitte eine Adresse von .*YouTube.* angeben\.$/);

    // A blog teaser list of 9: the browser's own check stops it first (max 8); past it, the editor's message.
    await gotoEditMode(page, path, section);
    form = await openNewModule(page, section, 1, "Magazin-Teaser");
    const items = form.locator('[name="items"]');
    await items.fill("9");
    await form.getByRole("button", { name: "Speichern" }).click();
    expect(await items.evaluate((input: HTMLInputElement) => input.validity.rangeOverflow)).toBe(true);
    await expect(form).toBeVisible();
    await form.locator("form").evaluate((element: HTMLFormElement) => (element.noValidate = true));
    await form.getByRole("button", { name: "Speichern" }).click();
    await refused(form, "items", "Bitte eine Zahl von 1 bis 8 angeben.");

    // Headline level H1: the select offers none; a crafted option posts it anyway.
    await gotoEditMode(page, path, section);
    form = await openNewModule(page, section, 1, "Überschrift");
    const level = form.locator('[name="headline_level"]');
    expect(await level.locator("option").allInnerTexts()).not.toContain("H1");
    await level.evaluate((select: HTMLSelectElement) => select.add(new Option("H1", "1")));
    await level.selectOption("1");
    await form.locator('[name="content"]').fill(`Erste Ebene ${t}`);
    await form.getByRole("button", { name: "Speichern" }).click();
    await refused(form, "headline_level", "Bitte eine Ebene von H2 bis H6 wählen.");
    // The JSON API says the same (400, the field named).
    const answer = await api.call("POST", "modules/", { section: own.id, column: 0, type: "headline", fields: { headline_level: 1, content: `Erste Ebene ${t}` } });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ ok: false, errors: { headline_level: ["must be a level from H2 to H6"] } });

    expect(await visible()).toBe(before);
  });

  test("axe finds nothing on a page in edit mode with the side panel open on an image form", async ({ page, context }) => {
    test.skip(!scripted(), "axe runs in the browser");
    const path = OTHER_PAGE[test.info().project.name]!;
    const own = await ownSection(api, path, "100", `axe-${uniqueToken()}`);
    cleanup.push(() => api.deleteSection(own.id));
    await api.addModule(own.id, 0, "headline", { headline_level: 2, content: "Prüfung" });
    await context.addCookies(api.cookies);
    const section = page.locator(`#${own.slug}`);
    await gotoEditMode(page, path, section);
    await openNewModule(page, section, 1, "Bild");
    await expect(page.getByRole("button", { name: "Aus der Mediathek wählen" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a visitor's scripts hold no editor code and no Lexical; an editor's text editing loads it", async ({ page, context, browser, baseURL }) => {
    // The list of scripts and their sizes before and after an editor's visit: edit-mode.spec.ts.
    test.skip(!scripted(), "scripts only run with JavaScript");
    const path = OTHER_PAGE[test.info().project.name]!;
    // Every script response's body, read as it arrives (awaited before judging).
    const collect = (target: Page) => {
      const seen: Promise<[string, string]>[] = [];
      target.on("response", (response) => {
        if (response.request().resourceType() !== "script") return;
        seen.push(response.text().then((body) => [new URL(response.url()).pathname, body] as [string, string], () => [new URL(response.url()).pathname, ""]));
      });
      return async () => new Map(await Promise.all(seen));
    };
    const EDITOR_MARKERS = /lexical|data-rich-text-editor|Seiteneditor/i;

    const visitor = await browser.newPage({ baseURL });
    const visitorCollected = collect(visitor);
    await gotoHydrated(visitor, path);
    await visitor.waitForLoadState("networkidle");
    const visitorScripts = await visitorCollected();
    await visitor.close();
    expect(visitorScripts.size).toBeGreaterThan(0);
    for (const [url, body] of visitorScripts) {
      expect(url).not.toMatch(/edit|lexical|rich-text/i);
      expect(body.match(EDITOR_MARKERS)?.[0], `${url} holds editor code`).toBeUndefined();
    }

    // The markers are real: the editor's page loads them once a text is edited in place.
    const own = await ownSection(api, path, "100", `scripts-${uniqueToken()}`);
    cleanup.push(() => api.deleteSection(own.id));
    await api.addModule(own.id, 0, "text", { content: markdownToRichText("Ein Text") });
    await context.addCookies(api.cookies);
    const editorCollected = collect(page);
    await gotoHydrated(page, `${path}?edit`);
    await page.locator(`#${own.slug}`).getByRole("button", { name: "Text bearbeiten" }).click();
    await expect(page.locator("[data-rich-text-editor=ready]")).toBeVisible();
    await page.waitForLoadState("networkidle");
    const loaded = [...(await editorCollected())].filter(([url]) => !visitorScripts.has(url));
    expect(loaded.some(([, body]) => /lexical/i.test(body))).toBe(true);
    expect(loaded.some(([, body]) => body.includes("Seiteneditor"))).toBe(true);
  });
});
