import { editorApi, gotoEditMode, SECOND_EDITOR, type EditorApi } from "./support/editor";
import { expect, test, uniqueToken } from "./support/fixtures";

// Deep undo and redo per editor, on the production build: 50 changes of every kind on a section of
// the test's own, then 50 undos give the section back exactly (compared as the editor API's data);
// redo steps forward again; undo works from the English sibling after a reload; the notice after a
// delete brings the module back (with and without script); a module copied on the German page is
// pasted on the English one with a new id and the same fields (with script).
//
// Undo is per editor and page: the 50 undos run on a page no other spec edits (the offline archive
// page), as the first demo editor with script and as the second one without, so that the two projects'
// runs, side by side, never step through each other's changes.

const scripted = () => test.info().project.use.javaScriptEnabled !== false;
const UNDO_PAGES: [string, string] = ["/de/festival/archiv-2019", "/en/festival/archive-2019"];
const COPY_PAGES: [string, string] = ["/de/festival", "/en/festival"];
const headline = (content: string) => ({ headline_level: 2, content });

type SectionData = { id: number; model: string; columns: { children: { id: number; type: string; fields: Record<string, unknown> }[] }[] };

/** The section as the editor API answers it, without the revision (every change, undo included, counts one). */
async function sectionData(api: EditorApi, id: number): Promise<Omit<SectionData, "revision"> | null> {
  const answer = await api.call("GET", `containers/${id}/`);
  if (answer.status === 404) return null;
  const { revision: _revision, ...rest } = answer.json as SectionData & { revision: number };
  return rest;
}

test("50 changes undone exactly, redone, undone from the English page, and the undo offer after a delete", async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  const [dePath, enPath] = UNDO_PAGES;
  const api = await editorApi(baseURL!, scripted() ? undefined : SECOND_EDITOR);
  await context.addCookies(api.cookies);
  const pageId = await api.pageId(dePath);
  const section = await api.createSection(pageId, "50-50", `undo-${uniqueToken()}`);
  try {
    const first = await api.addModule(section.id, 0, "headline", headline("Erstes"));
    await api.addModule(section.id, 1, "headline", headline("Zweites"));
    const states = [await sectionData(api, section.id)];
    const ids = [first];
    // 50 changes that each change the section: add, save, move, layout, duplicate, delete in turn.
    for (let i = 0; states.length <= 50; i++) {
      const target = ids[i % ids.length]!;
      switch (i % 6) {
        case 0: ids.push(await api.addModule(section.id, i % 2, "headline", headline(`Neu ${i}`))); break;
        case 1: await api.call("POST", `modules/${target}/`, { fields: headline(`Geändert ${i}`) }); break;
        case 2: await api.call("POST", `modules/${target}/move/`, { column: (i + 1) % 2, position: 0 }); break;
        case 3: await api.call("POST", `containers/${section.id}/`, { model: i % 4 === 3 ? "100" : "50-50" }); break;
        case 4: ids.push((await api.call("POST", `modules/${target}/duplicate/`)).json.module as number); break;
        case 5: if (ids.length > 2) await api.call("DELETE", `modules/${ids.splice(i % ids.length, 1)[0]}/`); break;
      }
      const now = await sectionData(api, section.id);
      if (JSON.stringify(now) !== JSON.stringify(states.at(-1))) states.push(now);
    }

    // 46 undos through the API, then 4 in the page: the toolbar (and with script the keyboard), then the English sibling after a reload.
    for (let i = 50; i > 4; i--) {
      expect((await api.call("POST", "undo/", { page: pageId })).status).toBe(200);
      expect(await sectionData(api, section.id), `undo back to state ${i - 1}`).toEqual(states[i - 1]);
    }
    await gotoEditMode(page, `${dePath}?edit`);
    await page.getByRole("button", { name: /^Rückgängig \(Rückgängig:/ }).click();
    await expect.poll(() => sectionData(api, section.id)).toEqual(states[3]);
    if (scripted()) {
      await page.locator("body").press("Control+z");
      await expect.poll(() => sectionData(api, section.id)).toEqual(states[2]);
    } else {
      await page.getByRole("button", { name: /^Rückgängig \(/ }).click();
      await expect.poll(() => sectionData(api, section.id)).toEqual(states[2]);
    }
    await gotoEditMode(page, `${enPath}?edit`);
    for (const state of [states[1], states[0]]) {
      await page.getByRole("button", { name: /^Undo \(Undo:/ }).click();
      await expect.poll(() => sectionData(api, section.id)).toEqual(state);
      await gotoEditMode(page, `${enPath}?edit`);
    }
    expect(await sectionData(api, section.id)).toEqual(states[0]);

    // Redo two steps in the toolbar.
    await page.getByRole("button", { name: /^Redo \(Redo:/ }).click();
    await expect.poll(() => sectionData(api, section.id)).toEqual(states[1]);
    await gotoEditMode(page, `${enPath}?edit`);
    await page.getByRole("button", { name: /^Redo \(Redo:/ }).click();
    await expect.poll(() => sectionData(api, section.id)).toEqual(states[2]);

    // The undo offer after a delete brings the module back.
    await gotoEditMode(page, `${dePath}?edit`);
    const own = page.locator(`[id="${section.slug}"]`);
    const before = await sectionData(api, section.id);
    const frame = own.locator(".editor-module").first();
    await frame.getByRole("link", { name: "Löschen" }).click();
    await own.getByRole("button", { name: "Ja, löschen" }).click();
    const notice = page.getByRole("status").filter({ hasText: "Das Modul wurde gelöscht." });
    await expect(notice).toBeVisible();
    await expect.poll(async () => JSON.stringify(await sectionData(api, section.id))).not.toBe(JSON.stringify(before));
    await notice.getByRole("button", { name: "Löschen rückgängig machen" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => sectionData(api, section.id)).toEqual(before);
  } finally {
    await api.deleteSection(section.id).catch(() => undefined);
    await api.dispose();
  }
});

test("a module copied on the German page is pasted on the English one with a new id and the same fields", async ({ page, context, baseURL }) => {
  test.skip(!scripted(), "the clipboard is the browser's (with script only)");
  const [dePath, enPath] = COPY_PAGES;
  const api = await editorApi(baseURL!);
  await context.addCookies(api.cookies);
  const pageId = await api.pageId(dePath);
  const section = await api.createSection(pageId, "50-50", `copy-${uniqueToken()}`);
  try {
    const fields = { headline_level: 3, content: "Kopiert und eingefügt", preline: "Vorzeile" };
    const original = await api.addModule(section.id, 0, "headline", fields);
    await gotoEditMode(page, `${dePath}?edit`);
    const own = () => page.locator(`[id="${section.slug}"]`);
    await own().getByRole("button", { name: "Modul kopieren" }).click();
    await gotoEditMode(page, `${enPath}?edit`);
    await own().getByRole("button", { name: "Paste here (Headline)" }).nth(1).click();
    await expect.poll(async () => (await sectionData(api, section.id))?.columns[1]?.children.length).toBe(1);
    const pasted = (await sectionData(api, section.id))!.columns[1]!.children[0]!;
    expect(pasted.id).not.toBe(original);
    expect(pasted).toMatchObject({ type: "headline", fields: (await sectionData(api, section.id))!.columns[0]!.children[0]!.fields });
  } finally {
    await api.deleteSection(section.id).catch(() => undefined);
    await api.dispose();
  }
});
