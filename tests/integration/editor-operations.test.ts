/**
 * The page editor's operations on a real database, per engine: what each change does to a page as
 * visitors see it (getPageSections), that every change can be undone step by step, and that a
 * refused change leaves everything as it was. The JSON routes on top: ./editor-api.test.ts.
 */
import { describe, expect, it } from "vitest";
import { dataVersion } from "~/db/db.server";
import { p, state } from "~/db/seed/richtext";
import { getPageSections } from "~/models/pages.server";
import * as ops from "~/services/editor/operations.server";
import { createTestDatabases, setupDatabase } from "./support/test-db";

const actor: ops.EditorActor = { userId: 1, name: "redaktion", locale: "de" };

/** The page as visitors get it: per section its layout and per column the modules' headlines/types. */
async function visible(pageId: number) {
  const sections = await getPageSections(pageId);
  return sections.map((s) => ({
    slug: s.slug,
    layout: s.layout,
    columns: [0, 1, 2].map((c) => s.modules.filter((m) => m.columnIndex === c).map((m) => label(m.fields))),
  }));
}

const label = (fields: unknown) => String((fields as { content?: unknown }).content ?? "?");
const headline = (content: string) => ({ headline_level: 2, content });

function ok(result: ops.OperationResult) {
  if (!result.ok) throw new Error(`refused: ${result.status} ${result.error} ${JSON.stringify(result.errors)}`);
  return result;
}

describe.each(createTestDatabases())("editor operations on $name", (engine) => {
  const t = setupDatabase(engine, { seed: true });

  async function newPage(url: string) {
    const row = await t.db.insertInto("pages").values({ url_de: url, url_en: url, title_de: url }).returning("id").executeTakeFirstOrThrow();
    return row.id;
  }

  async function sectionWithModules(pageId: number, layout: "33-33-33" | "50-50" | "100", perColumn: string[][]) {
    const { section } = ok(await ops.createContainer(actor, { model: layout, content_type: "page", object_id: pageId }));
    for (const [column, names] of perColumn.entries()) {
      for (const name of names) ok(await ops.addModule(actor, { section: section!.id, column, type: "headline", fields: headline(name) }));
    }
    return section!;
  }

  async function undoAll(pageId: number) {
    while ((await ops.undo(actor, { page: pageId })).ok);
  }

  it("creates containers last on the page, with a generated or given slug", async () => {
    const pageId = await newPage("ops-create");
    const first = ok(await ops.createContainer(actor, { model: "100", content_type: "page", object_id: pageId })).section!;
    const second = ok(await ops.createContainer(actor, { model: "50-50", content_type: "page", object_id: pageId, slug: "zweiter" })).section!;
    expect(first.slug).toBe(`section-${pageId}-1`);
    expect(second).toMatchObject({ slug: "zweiter", model: "50-50", content_type: "page", object_id: pageId });
    expect(second.columns.map((c) => c.index)).toEqual([0, 1]);
    expect((await visible(pageId)).map((s) => s.slug)).toEqual([first.slug, "zweiter"]);

    expect(await ops.createContainer(actor, { model: "100", content_type: "page", object_id: pageId, slug: "zweiter" }))
      .toMatchObject({ ok: false, status: 400, errors: { slug: ["is already taken"] } });
    expect(await ops.createContainer(actor, { model: "100", content_type: "page", object_id: 999999 })).toMatchObject({ ok: false, status: 404 });
    expect(await ops.createContainer(actor, { model: "100", content_type: "page", object_id: pageId, parent: 999999 }))
      .toMatchObject({ ok: false, status: 404, error: "Section not found." });

    ok(await ops.undo(actor, { page: pageId }));
    expect((await visible(pageId)).map((s) => s.slug)).toEqual([first.slug]);
  });

  it("ensures one page container, idempotently", async () => {
    const pageId = await newPage("ops-ensure");
    const a = ok(await ops.ensurePageContainer(actor, pageId)).section!;
    const b = ok(await ops.ensurePageContainer(actor, pageId)).section!;
    expect(b.id).toBe(a.id);
    expect(a.model).toBe("100");
    expect(await getPageSections(pageId)).toHaveLength(1);
    expect(await ops.ensurePageContainer(actor, 999999)).toMatchObject({ ok: false, status: 404 });
  });

  it("keeps the modules of vanished columns in the last column, and undoes layout changes", async () => {
    const pageId = await newPage("ops-layout");
    const section = await sectionWithModules(pageId, "33-33-33", [["a1", "a2"], ["b1"], ["c1", "c2"]]);
    const before = await visible(pageId);
    expect(before[0]!.columns).toEqual([["a1", "a2"], ["b1"], ["c1", "c2"]]);

    const narrowed = ok(await ops.changeLayout(actor, section.id, { model: "50-50" })).section!;
    expect(narrowed.columns.map((c) => c.children.map((m) => [label(m.fields), m.sort]))).toEqual([
      [["a1", 0], ["a2", 1]],
      [["b1", 0], ["c1", 1], ["c2", 2]],
    ]);
    expect((await visible(pageId))[0]!.columns).toEqual([["a1", "a2"], ["b1", "c1", "c2"], []]);

    ok(await ops.changeLayout(actor, section.id, { model: "100" }));
    expect((await visible(pageId))[0]!.columns).toEqual([["a1", "a2", "b1", "c1", "c2"], [], []]);

    ok(await ops.undo(actor, { page: pageId }));
    expect((await visible(pageId))[0]).toMatchObject({ layout: "50-50", columns: [["a1", "a2"], ["b1", "c1", "c2"], []] });
    ok(await ops.undo(actor, { slug: section.slug }));
    expect(await visible(pageId)).toEqual(before);
  });

  it("moves sections within their page, a no-op at the edge, and undoes it", async () => {
    const pageId = await newPage("ops-move-sections");
    const a = await sectionWithModules(pageId, "100", [["x"]]);
    const b = await sectionWithModules(pageId, "100", [["y"]]);
    const version = dataVersion();
    ok(await ops.moveSection(actor, b.id, { direction: "up" }));
    expect(dataVersion()).not.toBe(version);
    expect((await visible(pageId)).map((s) => s.slug)).toEqual([b.slug, a.slug]);
    expect(ok(await ops.moveSection(actor, b.id, { direction: "up" })).section!.id).toBe(b.id);
    expect((await visible(pageId)).map((s) => s.slug)).toEqual([b.slug, a.slug]);
    ok(await ops.undo(actor, { page: pageId }));
    expect((await visible(pageId)).map((s) => s.slug)).toEqual([a.slug, b.slug]);
  });

  it("deletes a section with its modules, and undo brings both back", async () => {
    const pageId = await newPage("ops-delete-section");
    const a = await sectionWithModules(pageId, "33-33-33", [["a"], [], ["c"]]);
    await sectionWithModules(pageId, "100", [["z"]]);
    const before = await visible(pageId);
    expect(ok(await ops.deleteSection(actor, a.id)).section).toBeNull();
    expect((await visible(pageId)).map((s) => s.slug)).not.toContain(a.slug);
    expect(await t.db.selectFrom("modules").select("id").where("section_id", "=", a.id).execute()).toHaveLength(0);
    const restored = ok(await ops.undo(actor, { page: pageId })).section!;
    expect(restored.slug).toBe(a.slug);
    expect(await visible(pageId)).toEqual(before);
    expect(await ops.findSectionBySlugForEditor(a.slug)).toMatchObject({ id: restored.id, model: "33-33-33" });
    expect(await ops.deleteSection(actor, 999999)).toEqual({ ok: false, status: 404, error: "Section not found." });
  });

  it("deletes a section with the sections nested in it, and undo by its slug restores them all", async () => {
    const pageId = await newPage("ops-nested");
    const outer = await sectionWithModules(pageId, "50-50", [["outer"], []]);
    const inner = ok(await ops.createContainer(actor, { model: "100", content_type: "page", object_id: pageId, parent: outer.id, slug: "ops-inner" })).section!;
    ok(await ops.addModule(actor, { section: inner.id, column: 0, type: "headline", fields: headline("inner") }));
    const before = await visible(pageId);
    ok(await ops.deleteSection(actor, outer.id));
    expect(await visible(pageId)).toEqual([]);
    ok(await ops.undo(actor, { slug: outer.slug }));
    expect(await visible(pageId)).toEqual(before);
    expect(await ops.findSectionBySlugForEditor("ops-inner")).toMatchObject({ id: inner.id, parent: outer.id });
  });

  it("adds, saves, moves, duplicates and deletes modules, each undone in turn", async () => {
    const pageId = await newPage("ops-modules");
    const section = await sectionWithModules(pageId, "33-33-33", [["a", "b"], ["c"], []]);
    const snapshots = [await visible(pageId)];
    const step = async (result: Promise<ops.OperationResult>) => {
      const done = ok(await result);
      snapshots.push(await visible(pageId));
      return done;
    };
    const idOf = async (name: string) => {
      const found = (await ops.findSectionBySlugForEditor(section.slug))!.columns.flatMap((c) => c.children).find((m) => label(m.fields) === name);
      return found!.id;
    };

    const added = await step(ops.addModule(actor, { section: section.id, column: 0, position: 1, type: "headline", fields: headline("new") }));
    expect(snapshots.at(-1)![0]!.columns[0]).toEqual(["a", "new", "b"]);
    expect(added.moduleId).toBe(await idOf("new"));
    await step(ops.addModule(actor, { section: section.id, column: 2, position: 99, type: "text", fields: { content: state(p("Hallo")) } }));
    expect(snapshots.at(-1)![0]!.columns[2]).toHaveLength(1);

    await step(ops.saveModule(actor, await idOf("new"), { fields: headline("renamed"), online_from: "2026-01-01T00:00:00Z", online_to: null }));
    expect(snapshots.at(-1)![0]!.columns[0]).toEqual(["a", "renamed", "b"]);
    expect(await t.db.selectFrom("modules").select("online_from").where("id", "=", await idOf("renamed")).executeTakeFirst())
      .toEqual({ online_from: "2026-01-01T00:00:00.000Z" });

    await step(ops.moveModule(actor, await idOf("renamed"), { direction: "down" }));
    expect(snapshots.at(-1)![0]!.columns[0]).toEqual(["a", "b", "renamed"]);
    const edge = ok(await ops.moveModule(actor, await idOf("renamed"), { direction: "down" }));
    expect(edge.section!.columns[0]!.children.map((m) => label(m.fields))).toEqual(["a", "b", "renamed"]);
    await step(ops.moveModule(actor, await idOf("a"), { column: 1, position: 1 }));
    expect(snapshots.at(-1)![0]!.columns.slice(0, 2)).toEqual([["b", "renamed"], ["c", "a"]]);

    const copy = await step(ops.duplicateModule(actor, await idOf("c")));
    expect(snapshots.at(-1)![0]!.columns[1]).toEqual(["c", "c", "a"]);
    expect(copy.moduleId).not.toBe(await idOf("a"));

    await step(ops.deleteModule(actor, await idOf("b")));
    expect(snapshots.at(-1)![0]!.columns[0]).toEqual(["renamed"]);
    const sorts = (await ops.findSectionBySlugForEditor(section.slug))!.columns.map((c) => c.children.map((m) => m.sort));
    expect(sorts).toEqual([[0], [0, 1, 2], [0]]);

    for (let i = snapshots.length - 2; i >= 0; i--) {
      ok(await ops.undo(actor, { page: pageId }));
      expect(await visible(pageId), `after undoing step ${i + 1}`).toEqual(snapshots[i]);
    }
    expect(await ops.moveModule(actor, 999999, { direction: "up" })).toEqual({ ok: false, status: 404, error: "Module not found." });
  });

  it("refuses invalid input with the field's message and changes nothing", async () => {
    const pageId = await newPage("ops-invalid");
    const section = await sectionWithModules(pageId, "50-50", [["a"], []]);
    const before = await visible(pageId);
    const backups = await t.db.selectFrom("editor_backups").select("id").execute();
    const add = (type: "headline" | "video" | "blogteaserlist", fields: Record<string, unknown>, column = 0) =>
      ops.addModule(actor, { section: section.id, column, type, fields });

    expect(await add("headline", headline(""))).toMatchObject({ ok: false, status: 400, errors: { content: ["is required"] } });
    expect(await add("headline", { headline_level: 1, content: "x" })).toMatchObject({ status: 400, errors: { headline_level: ["must be a level from H2 to H6"] } });
    expect(await add("video", { video_url: "https://example.org/film.mp4" })).toMatchObject({ status: 400, errors: { video_url: ["must be a YouTube or Vimeo address"] } });
    expect(await add("blogteaserlist", { items: 9 })).toMatchObject({ status: 400, errors: { items: ["must be a number from 1 to 8"] } });
    expect(await add("headline", headline("x"), 2)).toMatchObject({ status: 400, errors: { column: ["must be a column of the section"] } });
    expect(await ops.addModule(actor, { section: section.id, column: 0, type: "headline", fields: headline("x"), online_from: "2026-02-01T00:00:00Z", online_to: "2026-01-01T00:00:00Z" }))
      .toMatchObject({ status: 400, errors: { online_to: ["must not be before online_from"] } });
    const moduleId = (await ops.findSectionBySlugForEditor(section.slug))!.columns[0]!.children[0]!.id;
    expect(await ops.saveModule(actor, moduleId, { fields: headline("  ") })).toMatchObject({ status: 400, errors: { content: ["is required"] } });
    expect(await ops.moveModule(actor, moduleId, { column: 2, position: 0 })).toMatchObject({ status: 400, errors: { column: ["must be a column of the section"] } });

    expect(await visible(pageId)).toEqual(before);
    expect(await t.db.selectFrom("editor_backups").select("id").execute()).toEqual(backups);
  });

  it("answers 409 when there is nothing to undo, and keeps at most 100 undo steps per editor and page", async () => {
    const pageId = await newPage("ops-undo-limit");
    expect(await ops.undo(actor, { page: pageId })).toEqual({ ok: false, status: 409, error: "Nothing to undo." });
    expect(await ops.undo(actor, { slug: "no-such-section" })).toMatchObject({ status: 409 });
    const section = await sectionWithModules(pageId, "100", [["a", "b"]]);
    const first = (await ops.findSectionBySlugForEditor(section.slug))!.columns[0]!.children[0]!.id;
    for (let i = 0; i < 100; i++) ok(await ops.moveModule(actor, first, { direction: i % 2 === 0 ? "down" : "up" }));
    const count = await t.db.selectFrom("editor_backups").select((eb) => eb.fn.countAll<number>().as("n")).where("page_id", "=", pageId).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(100);
    await undoAll(pageId);
    // The oldest backups (create, the two adds) were dropped: the section stays, with both modules.
    expect((await visible(pageId))[0]!.columns[0]).toEqual(["a", "b"]);
  });
});
