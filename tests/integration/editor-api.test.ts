/**
 * The page editor's JSON API under /{locale}/pageeditor-api/, called through the route modules with
 * real requests, per engine: only editors, every write only with the CSRF token from our origin, field
 * errors by path, and each change in the page's draft (getPageSections; visitors see it once published, see ./publishing.test.ts) and undoable.
 * What the operations do in detail: ./editor-operations.test.ts.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";
import { connect } from "~/db/db.server";
import type { EditorAnswer, EditorSection } from "~/lib/editor/requests";
import { getPageSections } from "~/models/pages.server";
import * as byslug from "~/routes/editor/container-by-slug";
import * as container from "~/routes/editor/container";
import * as containerMove from "~/routes/editor/container-move";
import * as containers from "~/routes/editor/containers";
import * as pasteRoute from "~/routes/editor/containers-paste";
import * as moduleRoute from "~/routes/editor/module";
import * as moduleDuplicate from "~/routes/editor/module-duplicate";
import * as moduleMove from "~/routes/editor/module-move";
import * as modules from "~/routes/editor/modules";
import * as undoRoute from "~/routes/editor/undo";
import * as ops from "~/services/editor/operations.server";
import { cachedPage, clearPageCache, pageCacheVersion, storePage } from "~/services/http/page-cache.server";
import { editorCookie } from "./support/editor-session";
import { contentVersionKnown, createTestDatabases, settle, setupDatabase, TEST_CONTEXT, TEST_ORIGIN, testCsrf } from "./support/test-db";

type Handler = (args: ActionFunctionArgs) => unknown;
interface RouteModule {
  loader?: Handler;
  action?: Handler;
}
type Method = "GET" | "POST" | "PATCH" | "DELETE" | "PUT";

interface Sent {
  params?: Record<string, string>;
  body?: unknown;
  /** `none`: no session cookie; `no-csrf`: session, no token; `foreign`: token, but from another origin. */
  as?: "editor" | "none" | "no-csrf" | "foreign";
}

const actor: ops.EditorActor = { userId: 1, name: "redaktion", locale: "de" };
const headline = (content: string) => ({ headline_level: 2, content });

describe.each(createTestDatabases())("editor API on $name", (engine) => {
  const t = setupDatabase(engine, { seed: true });
  let session = "";
  beforeAll(async () => {
    session = await editorCookie(t.db);
  });

  async function call(route: RouteModule, method: Method, path: string, { params = {}, body, as = "editor" }: Sent = {}) {
    const csrf = testCsrf();
    const headers = new Headers({ Origin: as === "foreign" ? "https://evil.example" : TEST_ORIGIN });
    const cookies = [as === "none" ? "" : session, as === "no-csrf" ? "" : csrf.cookie].filter(Boolean);
    if (cookies.length) headers.set("Cookie", cookies.join("; "));
    if (as !== "no-csrf") headers.set("X-CSRFToken", csrf.token);
    if (body !== undefined) headers.set("Content-Type", "application/json");
    const request = new Request(new URL(`/de/pageeditor-api/${path}`, TEST_ORIGIN), {
      method, headers, body: body === undefined ? undefined : JSON.stringify(body),
    });
    const handler = method === "GET" ? route.loader : route.action;
    return settle<EditorAnswer & EditorSection & { error?: string; errors?: Record<string, string[]> }>(() =>
      handler!({ request, params, context: TEST_CONTEXT }),
    );
  }

  async function newPage(url: string) {
    const row = await t.db.insertInto("pages").values({ url_de: url, url_en: url, title_de: url }).returning("id").executeTakeFirstOrThrow();
    return row.id;
  }

  /** A page with one section (33-33-33) holding the named headlines per column. */
  async function fixture(url: string, perColumn: string[][] = [["a"], ["b"], ["c"]]) {
    const pageId = await newPage(url);
    const created = await ops.createContainer(actor, { model: "33-33-33", content_type: "page", object_id: pageId });
    if (!created.ok) throw new Error(created.error);
    const section = created.section!;
    const moduleIds: number[] = [];
    for (const [column, names] of perColumn.entries()) {
      for (const name of names) {
        const added = await ops.addModule(actor, { section: section.id, column, type: "headline", fields: headline(name) });
        if (added.ok) moduleIds.push(added.moduleId!);
      }
    }
    return { pageId, section, moduleIds };
  }

  /** What visitors get: per section its layout and per column its headlines. */
  async function visible(pageId: number) {
    return (await getPageSections(pageId)).map((s) => ({
      slug: s.slug,
      layout: s.layout,
      columns: [0, 1, 2].map((c) => s.modules.filter((m) => m.columnIndex === c).map((m) => String((m.fields as { content?: unknown }).content))),
    }));
  }

  const undo = (pageId: number) => call(undoRoute, "POST", "undo/", { body: { page: pageId } });
  const names = (section: EditorSection) => section.columns.map((c) => c.children.map((m) => String(m.fields.content)));

  it("answers a section by its slug to editors only", async () => {
    const { section } = await fixture("api-by-slug");
    const found = await call(byslug, "GET", `container/by-slug/${section.slug}/`, { params: { slug: section.slug } });
    expect(found.status).toBe(200);
    expect(found.headers.get("Cache-Control")).toBe("private, no-store");
    expect(found.data).toMatchObject({ id: section.id, slug: section.slug, model: "33-33-33" });
    expect(names(found.data)).toEqual([["a"], ["b"], ["c"]]);
    expect((await call(byslug, "GET", "container/by-slug/nope/", { params: { slug: "nope" } })).status).toBe(404);
    const anonymous = await call(byslug, "GET", `container/by-slug/${section.slug}/`, { params: { slug: section.slug }, as: "none" });
    expect(anonymous.status).toBe(401);
    expect(anonymous.data.error).toBe("Not logged in.");
    expect((await call(container, "GET", `containers/${section.id}/`, { params: { id: String(section.id) } })).data).toMatchObject({ id: section.id });
    expect((await call(container, "GET", "containers/x/", { params: { id: "x" } })).status).toBe(404);
    const moduleAnswer = await call(moduleRoute, "GET", "modules/1/", { params: { id: String(found.data.columns[1]!.children[0]!.id) } });
    expect(moduleAnswer.data).toMatchObject({ type: "headline", column: 1, sort: 0, fields: { content: "b" } });
  });

  it("creates containers: 201 with a generated slug, 404 for an unknown page, 400 for a taken slug", async () => {
    const pageId = await newPage("api-create");
    const made = await call(containers, "POST", "containers/", { body: { content_type: "page", object_id: pageId } });
    expect(made.status).toBe(201);
    expect(made.data).toMatchObject({ ok: true, section: { slug: `section-${pageId}-1`, model: "100" } });
    const named = await call(containers, "POST", "containers/", { body: { content_type: "page", object_id: pageId, slug: "api-named", model: "50-50" } });
    expect(named.status).toBe(201);
    const taken = await call(containers, "POST", "containers/", { body: { content_type: "page", object_id: pageId, slug: "api-named" } });
    expect(taken.status).toBe(400);
    expect(taken.data).toMatchObject({ ok: false, errors: { slug: ["is already taken"] } });
    expect((await call(containers, "POST", "containers/", { body: { content_type: "page", object_id: 999999 } })).status).toBe(404);
    const badBody = await call(containers, "POST", "containers/", { body: { content_type: "page", object_id: pageId, model: "99-1", slug: "Ä" } });
    expect(badBody.status).toBe(400);
    expect(Object.keys(badBody.data.errors!).sort()).toEqual(["model", "slug"]);
    expect((await visible(pageId)).map((s) => s.slug)).toEqual([`section-${pageId}-1`, "api-named"]);
    expect((await undo(pageId)).status).toBe(200);
    expect((await visible(pageId)).map((s) => s.slug)).toEqual([`section-${pageId}-1`]);
  });

  it("changes the layout keeping the third column's modules (after the second's), and back by undo", async () => {
    const { pageId, section } = await fixture("api-layout", [["a1"], ["b1", "b2"], ["c1", "c2"]]);
    const before = await visible(pageId);
    const params = { id: String(section.id) };
    const narrowed = await call(container, "PATCH", `containers/${section.id}/`, { params, body: { model: "50-50" } });
    expect(narrowed.status).toBe(200);
    expect(names((narrowed.data as { section: EditorSection }).section)).toEqual([["a1"], ["b1", "b2", "c1", "c2"]]);
    expect((await visible(pageId))[0]!.columns).toEqual([["a1"], ["b1", "b2", "c1", "c2"], []]);
    const widened = await call(container, "POST", `containers/${section.id}/`, { params, body: { model: "33-33-33" } });
    expect(names((widened.data as { section: EditorSection }).section)).toEqual([["a1"], ["b1", "b2", "c1", "c2"], []]);
    await undo(pageId);
    await undo(pageId);
    expect(await visible(pageId)).toEqual(before);
  });

  it("moves and deletes sections; undo brings a deleted section back with its modules", async () => {
    const first = await fixture("api-sections");
    const second = await ops.createContainer(actor, { model: "100", content_type: "page", object_id: first.pageId, slug: "api-second" });
    if (!second.ok) throw new Error(second.error);
    await ops.addModule(actor, { section: second.section!.id, column: 0, type: "headline", fields: headline("z") });
    const before = await visible(first.pageId);
    const id = String(second.section!.id);
    expect((await call(containerMove, "POST", `containers/${id}/move/`, { params: { id }, body: { direction: "up" } })).status).toBe(200);
    expect((await visible(first.pageId)).map((s) => s.slug)).toEqual(["api-second", first.section.slug]);
    const edge = await call(containerMove, "POST", `containers/${id}/move/`, { params: { id }, body: { direction: "up" } });
    expect(edge.data).toMatchObject({ ok: true, section: { slug: "api-second" } });
    const deleted = await call(container, "DELETE", `containers/${first.section.id}/`, { params: { id: String(first.section.id) } });
    expect(deleted.data).toEqual({ ok: true, section: null });
    expect((await visible(first.pageId)).map((s) => s.slug)).toEqual(["api-second"]);
    expect((await undo(first.pageId)).data).toMatchObject({ ok: true, section: { slug: first.section.slug } });
    expect((await undo(first.pageId)).status).toBe(200);
    expect(await visible(first.pageId)).toEqual(before);
    expect((await call(container, "DELETE", "containers/999999/", { params: { id: "999999" } })).data).toEqual({ ok: false, error: "Section not found." });
  });

  it("adds, saves, moves, duplicates and deletes modules; undo steps back through each", async () => {
    const { pageId, section, moduleIds } = await fixture("api-modules", [["a", "b"], ["c"], []]);
    const [a, b] = moduleIds as [number, number, number];
    const states = [await visible(pageId)];
    const step = async (sent: Promise<Awaited<ReturnType<typeof call>>>, status = 200) => {
      const answer = await sent;
      expect(answer.status, JSON.stringify(answer.data)).toBe(status);
      states.push(await visible(pageId));
      return answer;
    };
    const at = (id: number) => ({ params: { id: String(id) } });

    const added = await step(call(modules, "POST", "modules/", { body: { section: section.id, column: 0, position: 0, type: "headline", fields: headline("new") } }), 201);
    expect(states.at(-1)![0]!.columns[0]).toEqual(["new", "a", "b"]);
    const newId = (added.data as { module: number }).module;
    await step(call(moduleRoute, "PATCH", `modules/${newId}/`, { ...at(newId), body: { fields: headline("saved") } }));
    expect(states.at(-1)![0]!.columns[0]).toEqual(["saved", "a", "b"]);
    await step(call(moduleMove, "POST", `modules/${newId}/move/`, { ...at(newId), body: { direction: "down" } }));
    expect(states.at(-1)![0]!.columns[0]).toEqual(["a", "saved", "b"]);
    await step(call(moduleMove, "POST", `modules/${b}/move/`, { ...at(b), body: { column: 2, position: 0 } }));
    expect(states.at(-1)![0]!.columns).toEqual([["a", "saved"], ["c"], ["b"]]);
    const copy = await step(call(moduleDuplicate, "POST", `modules/${a}/duplicate/`, at(a)));
    expect(states.at(-1)![0]!.columns[0]).toEqual(["a", "a", "saved"]);
    expect((copy.data as { module: number }).module).not.toBe(a);
    await step(call(moduleRoute, "DELETE", `modules/${a}/`, at(a)));
    expect(states.at(-1)![0]!.columns[0]).toEqual(["a", "saved"]);
    expect(await t.db.selectFrom("modules").select("id").where("id", "=", a).executeTakeFirst()).toBeUndefined();

    for (let i = states.length - 2; i >= 0; i--) {
      expect((await undo(pageId)).status).toBe(200);
      expect(await visible(pageId), `undo back to state ${i}`).toEqual(states[i]);
    }
    expect((await call(moduleRoute, "DELETE", "modules/999999/", at(999999))).data).toEqual({ ok: false, error: "Module not found." });
  });

  it("answers 409 when there is nothing to undo", async () => {
    const pageId = await newPage("api-nothing");
    const answer = await undo(pageId);
    expect(answer.status).toBe(409);
    expect(answer.data).toEqual({ ok: false, error: "Nothing to undo." });
  });

  it("refuses invalid modules with the field's message and changes nothing", async () => {
    const { pageId, section, moduleIds } = await fixture("api-invalid", [["a"], ["b"], []]);
    await ops.changeLayout(actor, section.id, { model: "50-50" });
    const before = await visible(pageId);
    const backups = await t.db.selectFrom("editor_backups").select("id").orderBy("id").execute();
    const add = (type: string, fields: unknown, column = 0) => call(modules, "POST", "modules/", { body: { section: section.id, column, type, fields } });
    const cases: [string, Promise<Awaited<ReturnType<typeof call>>>, string, string][] = [
      ["empty headline", add("headline", headline("")), "content", "is required"],
      ["video elsewhere", add("video", { video_url: "https://example.org/clip.mp4" }), "video_url", "must be a YouTube or Vimeo address"],
      ["nine blog teasers", add("blogteaserlist", { items: 9 }), "items", "must be a number from 1 to 8"],
      ["level 1", add("headline", { headline_level: 1, content: "x" }), "headline_level", "must be a level from H2 to H6"],
      ["third column of 50-50", add("headline", headline("x"), 2), "column", "must be a column of the section"],
      ["unknown type", add("marquee", {}), "type", "must be a module type"],
      ["save empty", call(moduleRoute, "POST", `modules/${moduleIds[0]}/`, { params: { id: String(moduleIds[0]) }, body: { fields: headline(" ") } }), "content", "is required"],
    ];
    for (const [name, sent, field, message] of cases) {
      const answer = await sent;
      expect(answer.status, name).toBe(400);
      expect(answer.data.errors?.[field], name).toEqual([message]);
    }
    expect(await visible(pageId)).toEqual(before);
    expect(await t.db.selectFrom("editor_backups").select("id").orderBy("id").execute()).toEqual(backups);
  });

  it("drops cached pages on every change, here and in other processes", async () => {
    const { section } = await fixture("api-cache");
    const other = connect(t.current.url, { poolSize: 1 });
    try {
      await contentVersionKnown(other);
      await contentVersionKnown(t.conn);
      clearPageCache();
      const answer = { status: 200, headers: { "content-type": "text/html" }, body: Buffer.from("<p>x</p>"), tokens: [] };
      storePage("editor-api", pageCacheVersion(), answer);
      const othersBefore = other.othersVersion?.();
      const id = String(section.id);
      expect((await call(container, "PATCH", `containers/${id}/`, { params: { id }, body: { model: "100" } })).status).toBe(200);
      expect(cachedPage("editor-api", [])).toBeNull();
      // PostgreSQL: once the notification arrived; SQLite: on the next turn, from the content counter.
      for (let waited = 0; other.othersVersion!() === othersBefore && waited < 3000; waited += 20) await new Promise((r) => setTimeout(r, 20));
      expect(other.othersVersion!()).not.toBe(othersBefore);
    } finally {
      await other.db.destroy();
    }
  });

  it("answers 405 for a method a route does not take", async () => {
    const answer = await call(containers, "PUT", "containers/", { body: {} });
    expect(answer.status).toBe(405);
    expect(answer.headers.get("Allow")).toBe("POST");
    expect((await call(containers, "GET", "containers/")).status).toBe(405);
  });

  // Every write: no session 401, no token 403, another origin 403, and 2xx when all is right.
  type Write = (f: Awaited<ReturnType<typeof fixture>>) => [RouteModule, Method, string, Sent, number];
  const idOf = (id: number) => ({ id: String(id) });
  const WRITES: [string, Write][] = [
    ["POST containers/", (f) => [containers, "POST", "containers/", { body: { content_type: "page", object_id: f.pageId } }, 201]],
    ["POST containers/:id/", (f) => [container, "POST", "containers/:id/", { params: idOf(f.section.id), body: { model: "50-50" } }, 200]],
    ["PATCH containers/:id/", (f) => [container, "PATCH", "containers/:id/", { params: idOf(f.section.id), body: { model: "100" } }, 200]],
    ["DELETE containers/:id/", (f) => [container, "DELETE", "containers/:id/", { params: idOf(f.section.id) }, 200]],
    ["POST containers/:id/move/", (f) => [containerMove, "POST", "containers/:id/move/", { params: idOf(f.section.id), body: { direction: "down" } }, 200]],
    ["POST modules/", (f) => [modules, "POST", "modules/", { body: { section: f.section.id, type: "headline", fields: headline("m") } }, 201]],
    ["POST modules/:id/", (f) => [moduleRoute, "POST", "modules/:id/", { params: idOf(f.moduleIds[0]!), body: { fields: headline("m") } }, 200]],
    ["PATCH modules/:id/", (f) => [moduleRoute, "PATCH", "modules/:id/", { params: idOf(f.moduleIds[0]!), body: { fields: headline("m") } }, 200]],
    ["DELETE modules/:id/", (f) => [moduleRoute, "DELETE", "modules/:id/", { params: idOf(f.moduleIds[0]!) }, 200]],
    ["POST modules/:id/move/", (f) => [moduleMove, "POST", "modules/:id/move/", { params: idOf(f.moduleIds[0]!), body: { column: 1, position: 0 } }, 200]],
    ["POST modules/:id/duplicate/", (f) => [moduleDuplicate, "POST", "modules/:id/duplicate/", { params: idOf(f.moduleIds[0]!) }, 200]],
    ["POST undo/", (f) => [undoRoute, "POST", "undo/", { body: { page: f.pageId } }, 200]],
    ["POST containers/paste/", (f) => [pasteRoute, "POST", "containers/paste/", { body: { page: f.pageId, section: { modules: [] } } }, 201]],
  ];

  it.each(WRITES)("guards %s: 401 without a session, 403 without the token or from another origin, else 2xx", async (name, write) => {
    const f = await fixture(`api-guard-${name.replace(/[^a-z]+/gi, "-")}`);
    const [route, method, path, sent, ok] = write(f);
    const before = await visible(f.pageId);
    for (const [as, status] of [["none", 401], ["no-csrf", 403], ["foreign", 403]] as const) {
      expect((await call(route, method, path, { ...sent, as })).status, `${name} as ${as}`).toBe(status);
    }
    expect(await visible(f.pageId)).toEqual(before);
    const good = await call(route, method, path, sent);
    expect(good.status, JSON.stringify(good.data)).toBe(ok);
    expect(good.headers.get("Cache-Control")).toBe("private, no-store");
  });
});
