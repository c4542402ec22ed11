/**
 * The CMS page's edit mode: `?edit` for an editor (all modules, each with its window state, the
 * editor's data) and for anyone else (the page plus the login dialog's target), both never stored;
 * and the page's edit forms without script (303 back to the page at the changed place, 400 with the
 * errors, no change without a session or a CSRF token). Runs per engine (see support/test-db.ts).
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { EditModeEditor } from "~/lib/editor/edit-mode";
import { getPageSections } from "~/models/pages.server";
import { action, loader, type CmsPageData } from "~/routes/cms-page";
import { resolveModuleData } from "~/services/module-data.server";
import { editorCookie } from "./support/editor-session";
import { createTestDatabases, formActionArgs, loaderArgs, settle, setupDatabase } from "./support/test-db";

const PAGE = "/de/impressum";
const params = (path: string) => ({ "*": path.split("?")[0]!.replace(/^\/(de|en)\/?/, "") });
const load = (path: string, cookie?: string) =>
  settle<CmsPageData>(() => loader(loaderArgs(path, { params: params(path), headers: cookie ? { Cookie: cookie } : undefined })));
const post = (path: string, fields: Record<string, string>, options: { cookie?: string; withoutCsrf?: boolean } = {}) =>
  settle(() => action(formActionArgs(path, fields, { params: params(path), withoutCsrf: options.withoutCsrf, headers: options.cookie ? { Cookie: options.cookie } : undefined })));

const DAY = 24 * 60 * 60 * 1000;

describe.each(createTestDatabases())("edit mode on $name", (engine) => {
  const t = setupDatabase(engine, { seed: true });
  let editor: string;
  let pageId: number;
  let sectionId: number;
  const windowed: Record<"pending" | "expired" | "current", number> = { pending: 0, expired: 0, current: 0 };

  beforeAll(async () => {
    editor = await editorCookie(t.db);
    const page = await t.db.selectFrom("pages").select("id").where("url_de", "=", "impressum").executeTakeFirstOrThrow();
    pageId = page.id;
    const section = await t.db.selectFrom("container_sections").select("id").where("page_id", "=", pageId).orderBy("sort").executeTakeFirstOrThrow();
    sectionId = section.id;
    const now = Date.now();
    const add = async (content: string, from: string | null, to: string | null) => {
      const row = await t.db
        .insertInto("modules")
        .values({ section_id: sectionId, column_index: 0, sort: 90, type: "headline", fields: JSON.stringify({ headline_level: 2, content: { de: content, en: content } }), online_from: from, online_to: to })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    };
    windowed.pending = await add("Kommt noch", new Date(now + DAY).toISOString(), null);
    windowed.expired = await add("Schon vorbei", null, new Date(now - DAY).toISOString());
    windowed.current = await add("Gerade online", new Date(now - DAY).toISOString(), new Date(now + DAY).toISOString());
  });

  it("leaves a visitor's page as it was: no edit data, no window marks, nothing outside its window", async () => {
    const res = await load(PAGE);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBeNull();
    expect(res.data.editMode).toBeNull();
    const modules = res.data.sections.flatMap((s) => s.modules);
    expect(modules.map((m) => m.id)).toContain(windowed.current);
    expect(modules.map((m) => m.id)).not.toContain(windowed.pending);
    expect(modules.map((m) => m.id)).not.toContain(windowed.expired);
    expect(modules.some((m) => "window" in m)).toBe(false);
    // The resolver without the option gives exactly what the page shows.
    const direct = await resolveModuleData(await getPageSections(pageId), "de", new Date());
    expect(JSON.stringify(direct)).toBe(JSON.stringify(res.data.sections));
    // An editor without ?edit sees the visitor's modules too.
    const editorsPage = await load(PAGE, editor);
    expect(editorsPage.data.editMode).toBeNull();
    expect(editorsPage.data.sections.flatMap((s) => s.modules).map((m) => m.id)).not.toContain(windowed.pending);
  });

  it("gives anyone without an editor session the page and the login dialog's target, never stored", async () => {
    const res = await load(`${PAGE}?edit`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.data.editMode).toMatchObject({
      kind: "login",
      editorLocale: "de",
      login: { action: "/de/login", redirectTo: "/de/impressum?edit", page: "/de/login?redirectTo=%2Fde%2Fimpressum%3Fedit", csrf: expect.any(String) },
    });
    expect(res.data.sections.flatMap((s) => s.modules).map((m) => m.id)).not.toContain(windowed.pending);
    expect(res.headers.get("Set-Cookie")).toMatch(/^csrftoken=/);
  });

  it("sends ?edit on an offline or missing page without a session to the login, which returns in edit mode", async () => {
    await t.db.updateTable("pages").set({ is_online: 0 }).where("id", "=", pageId).execute();
    try {
      const offline = await load(`${PAGE}?edit&noToolbar`);
      expect(offline).toMatchObject({ status: 302, location: "/de/login?redirectTo=%2Fde%2Fimpressum%3Fedit%26noToolbar" });
      expect((await load(PAGE)).status).toBe(404);
      expect((await load(`${PAGE}?edit`, editor)).status).toBe(200);
    } finally {
      await t.db.updateTable("pages").set({ is_online: 1 }).where("id", "=", pageId).execute();
    }
    expect(await load("/de/gibt-es-nicht?edit")).toMatchObject({ status: 302, location: "/de/login?redirectTo=%2Fde%2Fgibt-es-nicht%3Fedit" });
  });

  it("gives an editor every module with its window state and the editor's data", async () => {
    const res = await load(`${PAGE}?edit=1&noToolbar`, editor);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const edit = res.data.editMode as EditModeEditor;
    expect(edit).toMatchObject({
      kind: "editor", editorLocale: "de", locale: "de", pageId, path: "/de/impressum", noToolbar: true,
      toolbar: { title: "Impressum", isOnline: true, siblingUrl: "/en/imprint?edit&noToolbar", adminUrl: `/cms-hub/pages/${pageId}`, leaveUrl: "/de/impressum" },
    });
    expect(edit.csrf).toEqual(expect.any(String));
    const modules = res.data.sections.flatMap((s) => s.modules);
    const windowOf = (id: number) => modules.find((m) => m.id === id)?.window;
    expect(windowOf(windowed.pending)).toBe("pending");
    expect(windowOf(windowed.expired)).toBe("expired");
    expect(windowOf(windowed.current)).toBe("current");
    expect(edit.modules[windowed.pending]).toMatchObject({ type: "headline", sectionId, column: 0, window: "pending", fields: { content: { de: "Kommt noch" } } });
  });

  it("picks the editor's language from its cookie, else from the user's saved setting, else the page's", async () => {
    const res = await load(`/en/imprint?edit`, `${editor}; editor-locale=ja`);
    expect(res.data.editMode).toMatchObject({ kind: "editor", editorLocale: "ja", locale: "en", toolbar: { siblingUrl: "/de/impressum?edit" } });
    const fallback = await load(`/en/imprint?edit`, `${editor}; editor-locale=xx`);
    expect(fallback.data.editMode?.editorLocale).toBe("en"); // the seeded editor has chosen none: the page's
    await t.db.updateTable("users").set({ editor_locale: "la" }).where("email", "=", "redaktion@example.org").execute();
    const saved = await load(`/en/imprint?edit`, editor);
    await t.db.updateTable("users").set({ editor_locale: null }).where("email", "=", "redaktion@example.org").execute();
    expect(saved.data.editMode?.editorLocale).toBe("la");
  });

  it("reads the open step from the URL", async () => {
    const res = await load(`${PAGE}?edit&add=${sectionId}-0&type=headline`, editor);
    expect((res.data.editMode as EditModeEditor).state).toEqual({ add: { section: sectionId, column: 0 }, type: "headline" });
  });

  it("sets the editor's language with a form and returns to the edit mode", async () => {
    const res = await post(`${PAGE}?edit`, { intent: "editor:locale", editor_locale: "la" }, { cookie: editor });
    expect(res.status).toBe(303);
    expect(res.location).toBe("/de/impressum?edit");
    expect(res.headers.get("Set-Cookie")).toMatch(/^editor-locale=la; Path=\//);
    const bad = await post(`${PAGE}?edit`, { intent: "editor:locale", editor_locale: "xx" }, { cookie: editor });
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({ editor: true, errors: { editor_locale: [expect.any(String)] } });
  });

  it("refuses edit forms without a session (to the login) or without the CSRF token (403), changing nothing", async () => {
    const before = await getPageSections(pageId);
    const anonymous = await post(`${PAGE}?edit`, { intent: "editor:move-module", module: String(windowed.current), direction: "up" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toBe("/de/login?redirectTo=%2Fde%2Fimpressum");
    const forged = await post(`${PAGE}?edit`, { intent: "editor:move-module", module: String(windowed.current), direction: "up" }, { cookie: editor, withoutCsrf: true });
    expect(forged.status).toBe(403);
    const unknown = await post(`${PAGE}?edit`, { intent: "editor:format-disk" }, { cookie: editor });
    expect(unknown.thrown).toBe(true);
    expect(unknown.status).toBe(400);
    expect(await getPageSections(pageId)).toEqual(before);
  });

  it("answers 400 with the errors by field when a form is refused by its schema", async () => {
    const noId = await post(`${PAGE}?edit`, { intent: "editor:delete-module", module: "abc" }, { cookie: editor });
    expect(noId.status).toBe(400);
    expect(noId.data).toMatchObject({ editor: true, intent: "editor:delete-module", errors: { module: [expect.any(String)] } });
    const layout = await post(`${PAGE}?edit`, { intent: "editor:change-layout", section: String(sectionId), model: "90-10" }, { cookie: editor });
    expect(layout.status).toBe(400);
    expect(layout.data).toMatchObject({ errors: { model: [expect.stringContaining("must be one of")] } });
    const direction = await post(`${PAGE}?edit`, { intent: "editor:move-section", section: String(sectionId), direction: "sideways" }, { cookie: editor });
    expect(direction.status).toBe(400);
    expect(direction.headers.get("Cache-Control")).toBe("private, no-store");
  });

  describe("with the editor operations", () => {
    it("adds a headline and lands at the new module", async () => {
      const res = await post(`${PAGE}?edit&add=${sectionId}-0&type=headline`, {
        intent: "editor:add-module", section: String(sectionId), column: "0", type: "headline",
        headline_level: "2", content: "Neu von hier", preline: "", subline: "", anchor: "", window_from: "", window_to: "",
      }, { cookie: editor });
      expect(res.status).toBe(303);
      const added = (await getPageSections(pageId)).flatMap((s) => s.modules).find((m) => JSON.stringify(m.fields).includes("Neu von hier"));
      expect(added).toBeDefined();
      expect(res.location).toBe(`/de/impressum?edit#module-${added!.id}`);
    });

    it("re-renders the add form with the errors and what was typed (400)", async () => {
      const res = await post(`${PAGE}?edit&add=${sectionId}-0&type=headline`, {
        intent: "editor:add-module", section: String(sectionId), column: "0", type: "headline", headline_level: "2", content: "", window_from: "", window_to: "",
      }, { cookie: editor });
      expect(res.status).toBe(400);
      expect(res.data).toMatchObject({ editor: true, add: { section: sectionId, column: 0, type: "headline" }, errors: { content: [expect.any(String)] } });
      const window = await post(`${PAGE}?edit&module=${windowed.current}`, {
        intent: "editor:save-module", module: String(windowed.current), headline_level: "2", content: "Gerade online", window_from: "bald", window_to: "",
      }, { cookie: editor });
      expect(window.status).toBe(400);
      expect(window.data).toMatchObject({ module: windowed.current, onlineFrom: "bald", errors: { online_from: ["must be a date and time"] }, posted: { content: "Gerade online" } });
    });

    it("saves a module's window (Berlin time) and moves it, back at the module each time", async () => {
      const id = windowed.pending;
      const saved = await post(`${PAGE}?edit&module=${id}`, {
        intent: "editor:save-module", module: String(id), headline_level: "3", content: "Kommt bald", preline: "", subline: "", anchor: "",
        window_from: "2030-01-01T10:00", window_to: "",
      }, { cookie: editor });
      expect(saved.status).toBe(303);
      expect(saved.location).toBe(`/de/impressum?edit#module-${id}`);
      const stored = (await getPageSections(pageId)).flatMap((s) => s.modules).find((m) => m.id === id)!;
      expect(new Date(stored.onlineFrom!).toISOString()).toBe("2030-01-01T09:00:00.000Z");
      const moved = await post(`${PAGE}?edit`, { intent: "editor:move-module", module: String(id), direction: "up" }, { cookie: editor });
      expect(moved.status).toBe(303);
      expect(moved.location).toBe(`/de/impressum?edit#module-${id}`);
    });

    it("moves a module to another column's end", async () => {
      const section = await t.db
        .insertInto("container_sections")
        .values({ page_id: pageId, slug: `spalten-${engine.name}`, layout: "50-50", content_type: "page", object_id: pageId, sort: 50 })
        .returning("id")
        .executeTakeFirstOrThrow();
      const headline = (column: number, sort: number, content: string) =>
        t.db
          .insertInto("modules")
          .values({ section_id: section.id, column_index: column, sort, type: "headline", fields: JSON.stringify({ headline_level: 2, content }) })
          .returning("id")
          .executeTakeFirstOrThrow();
      const mover = await headline(0, 0, "Wandert");
      const first = await headline(1, 0, "Erste");
      const second = await headline(1, 1, "Zweite");
      const moved = await post(`${PAGE}?edit`, { intent: "editor:move-module", module: String(mover.id), column: "1" }, { cookie: editor });
      expect(moved.status).toBe(303);
      const after = (await getPageSections(pageId)).find((s) => s.id === section.id)!;
      expect(after.modules.filter((m) => m.columnIndex === 1).map((m) => m.id)).toEqual([first.id, second.id, mover.id]);
      await t.db.deleteFrom("container_sections").where("id", "=", section.id).execute();
    });

    it("duplicates a module, changes the layout, moves a section, creates one, and undoes the last change", async () => {
      const slugOf = async (id: number) => (await t.db.selectFrom("container_sections").select("slug").where("id", "=", id).executeTakeFirstOrThrow()).slug;
      const duplicated = await post(`${PAGE}?edit&noToolbar`, { intent: "editor:duplicate-module", module: String(windowed.current) }, { cookie: editor });
      expect(duplicated.status).toBe(303);
      const copies = (await getPageSections(pageId)).flatMap((s) => s.modules).filter((m) => JSON.stringify(m.fields).includes("Gerade online"));
      expect(copies).toHaveLength(2);
      const copy = copies.find((m) => m.id !== windowed.current)!;
      expect(duplicated.location).toBe(`/de/impressum?edit&noToolbar#module-${copy.id}`);

      const layout = await post(`${PAGE}?edit`, { intent: "editor:change-layout", section: String(sectionId), model: "50-50" }, { cookie: editor });
      expect(layout.status).toBe(303);
      expect(layout.location).toBe(`/de/impressum?edit#${await slugOf(sectionId)}`);
      expect((await getPageSections(pageId)).find((s) => s.id === sectionId)?.layout).toBe("50-50");

      const created = await post(`${PAGE}?edit`, { intent: "editor:create-container", model: "100", object_id: "999999" }, { cookie: editor });
      expect(created.status).toBe(303);
      const sections = await getPageSections(pageId);
      const added = sections.at(-1)!;
      expect(added.id).not.toBe(sectionId);
      expect(created.location).toBe(`/de/impressum?edit#${added.slug}`);

      const moved = await post(`${PAGE}?edit`, { intent: "editor:move-section", section: String(added.id), direction: "up" }, { cookie: editor });
      expect(moved.status).toBe(303);
      expect((await getPageSections(pageId))[0]!.id).toBe(added.id);

      const undone = await post(`${PAGE}?edit`, { intent: "editor:undo" }, { cookie: editor });
      expect(undone.status).toBe(303);
      expect(undone.location).toMatch(/^\/de\/impressum\?edit(#[a-z0-9-]+)?$/);
    });

    it("answers the operation's 404 for a module that does not exist, with the page still in edit mode", async () => {
      const res = await post(`${PAGE}?edit`, { intent: "editor:duplicate-module", module: "987654" }, { cookie: editor });
      expect(res.status).toBe(404);
      expect(res.data).toMatchObject({ editor: true, intent: "editor:duplicate-module", error: expect.any(String) });
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    });

    it("deletes a module and lands at its section with the undo offer; the undo and redo forms bring it back and take it again", async () => {
      const res = await post(`${PAGE}?edit&confirm=module-${windowed.expired}`, { intent: "editor:delete-module", module: String(windowed.expired) }, { cookie: editor });
      expect(res.status).toBe(303);
      const slug = (await t.db.selectFrom("container_sections").select("slug").where("id", "=", sectionId).executeTakeFirstOrThrow()).slug;
      expect(res.location).toBe(`/de/impressum?edit&deleted=module#${slug}`);
      const moduleIds = async () => (await getPageSections(pageId)).flatMap((s) => s.modules).map((m) => m.id);
      expect(await moduleIds()).not.toContain(windowed.expired);

      const undone = await post(`${PAGE}?edit&deleted=module`, { intent: "editor:undo" }, { cookie: editor });
      expect(undone.status).toBe(303);
      expect(undone.location).toBe(`/de/impressum?edit#${slug}`);
      expect(await moduleIds()).toContain(windowed.expired);
      const redone = await post(`${PAGE}?edit`, { intent: "editor:redo" }, { cookie: editor });
      expect(redone.status).toBe(303);
      expect(await moduleIds()).not.toContain(windowed.expired);
    });
  });
});
