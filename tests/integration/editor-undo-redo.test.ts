/**
 * Undo and redo per editor and page, and pasting a copied section, on a real database per engine:
 * each editor steps through their own changes only, redo puts back what undo took, a new change drops
 * the redo steps, a section someone else changed since is refused (409 naming who), saves of one
 * module within 30 s are one step, 100 steps are kept, a pasted section has new ids and is one step.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";
import type { EditorAnswer } from "~/lib/editor/requests";
import { getPageSections } from "~/models/pages.server";
import * as pasteRoute from "~/routes/editor/containers-paste";
import * as redoRoute from "~/routes/editor/redo";
import * as ops from "~/services/editor/operations.server";
import { historySummary } from "~/models/editor-backups.server";
import { editorCookie } from "./support/editor-session";
import { createTestDatabases, settle, setupDatabase, TEST_CONTEXT, TEST_ORIGIN, testCsrf } from "./support/test-db";

const anna: ops.EditorActor = { userId: 1, name: "Anna", locale: "de" };
const ben: ops.EditorActor = { userId: 2, name: "Ben", locale: "en" };
const headline = (content: string) => ({ headline_level: 2, content });

function ok(result: ops.OperationResult) {
  if (!result.ok) throw new Error(`refused: ${result.status} ${result.error} ${JSON.stringify(result.errors)}`);
  return result;
}

describe.each(createTestDatabases())("undo, redo and paste on $name", (engine) => {
  const t = setupDatabase(engine, { seed: true });
  let session = "";
  beforeAll(async () => {
    session = await editorCookie(t.db);
  });

  async function post(route: { action: (args: ActionFunctionArgs) => unknown }, path: string, body: unknown) {
    const csrf = testCsrf();
    const headers = new Headers({ Origin: TEST_ORIGIN, Cookie: `${session}; ${csrf.cookie}`, "X-CSRFToken": csrf.token, "Content-Type": "application/json" });
    const request = new Request(new URL(`/de/pageeditor-api/${path}`, TEST_ORIGIN), { method: "POST", headers, body: JSON.stringify(body) });
    return settle<EditorAnswer & { error?: string; errors?: Record<string, string[]> }>(() => route.action({ request, params: {}, context: TEST_CONTEXT }));
  }

  async function newPage(url: string) {
    const row = await t.db.insertInto("pages").values({ url_de: url, url_en: `${url}-en`, title_de: url }).returning("id").executeTakeFirstOrThrow();
    return row.id;
  }

  /** The page's draft as data: per section its layout, classes and per column the modules' type and fields. */
  async function draft(pageId: number) {
    return (await getPageSections(pageId)).map((s) => ({
      layout: s.layout,
      columns: [0, 1, 2].map((c) => s.modules.filter((m) => m.columnIndex === c).map((m) => ({ type: m.type, fields: m.fields }))),
    }));
  }

  async function pageWithSection(url: string, names: string[] = ["a"]) {
    const pageId = await newPage(url);
    const section = ok(await ops.createContainer(anna, { model: "50-50", content_type: "page", object_id: pageId })).section!;
    const moduleIds = [];
    for (const name of names) moduleIds.push(ok(await ops.addModule(anna, { section: section.id, column: 0, type: "headline", fields: headline(name) })).moduleId!);
    return { pageId, section, moduleIds };
  }

  it("steps through each editor's own changes only, and redo puts back what undo took", async () => {
    const { pageId, section, moduleIds } = await pageWithSection("undo-own", ["a"]);
    const second = ok(await ops.createContainer(ben, { model: "100", content_type: "page", object_id: pageId })).section!;
    ok(await ops.addModule(ben, { section: second.id, column: 0, type: "headline", fields: headline("ben") }));
    ok(await ops.saveModule(anna, moduleIds[0]!, { fields: headline("a2") }));
    const afterAll = await draft(pageId);

    // Anna's undo takes back her save, not Ben's newer add.
    ok(await ops.undo(anna, { page: pageId }));
    expect((await draft(pageId))[0]!.columns[0]).toEqual([{ type: "headline", fields: headline("a") }]);
    expect((await draft(pageId))[1]!.columns[0]).toEqual([{ type: "headline", fields: headline("ben") }]);
    expect(await historySummary({ userId: anna.userId, page: pageId })).toEqual({ undo: { count: 2, last: "add module" }, redo: { count: 1, last: "save module" } });
    ok(await ops.redo(anna, { page: pageId }));
    expect(await draft(pageId)).toEqual(afterAll);
    expect(await ops.redo(anna, { page: pageId })).toEqual({ ok: false, status: 409, error: "Nothing to redo." });

    // Ben undoes his two changes; his section goes, Anna's stays as she left it.
    ok(await ops.undo(ben, { page: pageId }));
    ok(await ops.undo(ben, { page: pageId }));
    expect(await ops.undo(ben, { page: pageId })).toMatchObject({ ok: false, status: 409, error: "Nothing to undo." });
    expect(await draft(pageId)).toEqual([afterAll[0]]);
    // And redoes them: the section comes back with its id.
    ok(await ops.redo(ben, { page: pageId }));
    ok(await ops.redo(ben, { page: pageId }));
    expect(await draft(pageId)).toEqual(afterAll);
    expect((await getPageSections(pageId)).map((s) => s.id)).toEqual([section.id, second.id]);

    // Undo through the JSON API's sibling address: the seeded editor (Anna) on the same page row.
    const redoAnswer = await post(redoRoute, "redo/", { page: pageId });
    expect(redoAnswer.status).toBe(409);
    expect(redoAnswer.data).toEqual({ ok: false, error: "Nothing to redo." });
  });

  it("drops the editor's redo steps on a new change of the editor (not another's)", async () => {
    const { pageId, moduleIds } = await pageWithSection("undo-drop", ["a", "b"]);
    ok(await ops.undo(anna, { page: pageId }));
    expect((await historySummary({ userId: anna.userId, page: pageId })).redo.count).toBe(1);
    const other = ok(await ops.createContainer(ben, { model: "100", content_type: "page", object_id: pageId })).section!;
    expect((await historySummary({ userId: anna.userId, page: pageId })).redo.count).toBe(1);
    ok(await ops.undo(ben, { page: pageId }));
    expect(other.id).toBeGreaterThan(0);
    ok(await ops.saveModule(anna, moduleIds[0]!, { fields: headline("a2") }));
    expect((await historySummary({ userId: anna.userId, page: pageId })).redo.count).toBe(0);
    expect(await ops.redo(anna, { page: pageId })).toMatchObject({ ok: false, status: 409, error: "Nothing to redo." });
  });

  it("refuses with 409 naming who changed the section since, and changes nothing", async () => {
    const { pageId, section, moduleIds } = await pageWithSection("undo-conflict", ["a"]);
    ok(await ops.saveModule(anna, moduleIds[0]!, { fields: headline("anna") }));
    ok(await ops.changeLayout(ben, section.id, { model: "100" }));
    const before = await draft(pageId);
    const refused = await ops.undo(anna, { page: pageId });
    expect(refused).toMatchObject({ ok: false, status: 409 });
    expect(!refused.ok && refused.error).toMatch(/^Ben changed this section since/);
    expect(await draft(pageId)).toEqual(before);
    // Once Ben undoes his change, Anna's undo applies again.
    ok(await ops.undo(ben, { page: pageId }));
    ok(await ops.undo(anna, { page: pageId }));
    expect((await draft(pageId))[0]!.columns[0]).toEqual([{ type: "headline", fields: headline("a") }]);

    // A section Ben deleted: Anna's undo names him too.
    ok(await ops.saveModule(anna, moduleIds[0]!, { fields: headline("again") }));
    ok(await ops.deleteSection(ben, section.id));
    const gone = await ops.undo(anna, { page: pageId });
    expect(!gone.ok && gone.error).toMatch(/^Ben deleted this section since/);
    expect(await getPageSections(pageId)).toEqual([]);
  });

  it("makes consecutive saves of one module within 30 s one undo step", async () => {
    const { pageId, moduleIds } = await pageWithSection("undo-coalesce", ["a", "b"]);
    const [a, b] = moduleIds as [number, number];
    for (const text of ["h", "he", "hel", "hell", "hello"]) ok(await ops.saveModule(anna, a, { fields: headline(text) }));
    expect(await historySummary({ userId: anna.userId, page: pageId })).toMatchObject({ undo: { count: 4, last: "save module" } });
    // Another module's save is a step of its own; then `a` again starts a new step.
    ok(await ops.saveModule(anna, b, { fields: headline("b2") }));
    ok(await ops.saveModule(anna, a, { fields: headline("hello!") }));
    expect((await historySummary({ userId: anna.userId, page: pageId })).undo.count).toBe(6);
    // A save after 30 s is a new step: the step's start is moved back.
    await t.db.updateTable("editor_backups").set({ created_at: new Date(Date.now() - 31_000).toISOString() }).where("module_id", "=", a).execute();
    ok(await ops.saveModule(anna, a, { fields: headline("hello!!") }));
    expect((await historySummary({ userId: anna.userId, page: pageId })).undo.count).toBe(7);

    ok(await ops.undo(anna, { page: pageId }));
    expect((await draft(pageId))[0]!.columns[0]!.map((m) => m.fields)).toEqual([headline("hello!"), headline("b2")]);
    ok(await ops.undo(anna, { page: pageId }));
    expect((await draft(pageId))[0]!.columns[0]!.map((m) => m.fields)).toEqual([headline("hello"), headline("b2")]);
    ok(await ops.undo(anna, { page: pageId }));
    ok(await ops.undo(anna, { page: pageId }));
    // The five typing saves were one step: back to "a".
    expect((await draft(pageId))[0]!.columns[0]!.map((m) => m.fields)).toEqual([headline("a"), headline("b")]);
  });

  it("keeps 100 steps per editor and page, each undone back exactly", async () => {
    const { pageId, section, moduleIds } = await pageWithSection("undo-hundred", ["x"]);
    const states = [await draft(pageId)];
    // 105 changes that each change the draft (a move to where the module is would be no step).
    for (let i = 0; states.length <= 105; i++) {
      if (i % 3 === 0) ok(await ops.addModule(anna, { section: section.id, column: 0, type: "headline", fields: headline(`n${i}`) }));
      else if (i % 3 === 1) ok(await ops.changeLayout(anna, section.id, { model: i % 2 ? "100" : "50-50" }));
      else ok(await ops.moveModule(anna, moduleIds[0]!, { column: 0, position: i % 4 }));
      const now = await draft(pageId);
      if (JSON.stringify(now) !== JSON.stringify(states.at(-1))) states.push(now);
    }
    expect((await historySummary({ userId: anna.userId, page: pageId })).undo.count).toBe(100);
    for (let i = 105; i > 5; i--) {
      ok(await ops.undo(anna, { page: pageId }));
      expect(await draft(pageId), `undo back to state ${i - 1}`).toEqual(states[i - 1]);
    }
    expect(await ops.undo(anna, { page: pageId })).toMatchObject({ status: 409, error: "Nothing to undo." });
    for (let i = 5; i < 15; i++) {
      ok(await ops.redo(anna, { page: pageId }));
      expect(await draft(pageId), `redo to state ${i + 1}`).toEqual(states[i + 1]);
    }
  });

  it("pastes a copied section with new ids after a section, checks its modules, and is one undo step", async () => {
    const { pageId, section } = await pageWithSection("paste-target", ["first"]);
    const last = ok(await ops.createContainer(anna, { model: "100", content_type: "page", object_id: pageId })).section!;
    const before = await draft(pageId);
    const copied = {
      model: "50-50", classes: "bg-light",
      modules: [{ type: "headline", column: 1, fields: headline("copied") }, { type: "headline", column: 0, fields: { headline_level: 3, content: "zwei" } }],
    };
    const bad = await post(pasteRoute, "containers/paste/", { page: pageId, after: section.id, section: { ...copied, modules: [{ type: "headline", column: 2, fields: { headline_level: 9 } }] } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.data.errors!)).toEqual(expect.arrayContaining(["section.modules.0.column", "section.modules.0.content"]));
    expect(await draft(pageId)).toEqual(before);
    expect((await post(pasteRoute, "containers/paste/", { page: 999999, section: copied })).status).toBe(404);
    expect((await post(pasteRoute, "containers/paste/", { page: pageId, after: 999999, section: copied })).status).toBe(404);

    const pasted = await post(pasteRoute, "containers/paste/", { page: pageId, after: section.id, section: copied });
    expect(pasted.status, JSON.stringify(pasted.data)).toBe(201);
    const made = pasted.data.ok ? pasted.data.section! : null;
    expect(made).toMatchObject({ model: "50-50", classes: "bg-light", slug: expect.stringMatching(new RegExp(`^section-${pageId}-`)) });
    const sections = await getPageSections(pageId);
    expect(sections.map((s) => s.id)).toEqual([section.id, made!.id, last.id]);
    expect(made!.id).not.toBe(section.id);
    expect(sections[1]!.modules.map((m) => [m.columnIndex, (m.fields as { content: string }).content])).toEqual([[0, "zwei"], [1, "copied"]]);
    const oldModuleIds = new Set(sections.flatMap((s, i) => (i === 1 ? [] : s.modules.map((m) => m.id))));
    expect(sections[1]!.modules.every((m) => !oldModuleIds.has(m.id))).toBe(true);

    ok(await ops.undo(anna, { page: pageId }));
    expect(await draft(pageId)).toEqual(before);
    expect((await getPageSections(pageId)).map((s) => s.id)).toEqual([section.id, last.id]);
    ok(await ops.redo(anna, { page: pageId }));
    expect((await getPageSections(pageId)).map((s) => s.id)).toEqual([section.id, made!.id, last.id]);
  });
});
