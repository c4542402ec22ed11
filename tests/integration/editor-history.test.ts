/**
 * The history's JSON reads (GET pages/{id}/versions/ and pages/{id}/versions/diff/?from=&to=) through
 * the route modules with real requests, per engine: only editors, bad input refused with a 4xx and a
 * message, and — with the publishing service — the versions a publish makes and the comparison of a
 * version with the draft naming the changed field. The edit mode's loader data for `?edit&history`.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";
import type { DiffLine, VersionSummary } from "~/lib/types/page-snapshot";
import * as diffRoute from "~/routes/editor/page-diff";
import * as versionsRoute from "~/routes/editor/page-versions";
import * as ops from "~/services/editor/operations.server";
import { publishPage, draftState } from "~/services/editor/publishing.server";
import { historyData } from "~/services/editor/history-data.server";
import { editorCookie } from "./support/editor-session";
import { createTestDatabases, settle, setupDatabase, TEST_CONTEXT, TEST_ORIGIN } from "./support/test-db";

type Handler = (args: ActionFunctionArgs) => unknown;
const actor: ops.EditorActor = { userId: 1, name: "redaktion", locale: "de" };

describe.each(createTestDatabases())("the history's JSON routes on $name", (engine) => {
  const t = setupDatabase(engine, { seed: true });
  let session = "";
  beforeAll(async () => {
    session = await editorCookie(t.db);
  });

  async function get<T>(route: { loader: Handler; action: Handler }, path: string, params: Record<string, string>, options: { anonymous?: boolean; method?: string } = {}) {
    const headers = new Headers({ Origin: TEST_ORIGIN, Accept: "application/json" });
    if (!options.anonymous) headers.set("Cookie", session);
    const method = options.method ?? "GET";
    const request = new Request(new URL(`/de/pageeditor-api/${path}`, TEST_ORIGIN), { method, headers });
    const handler = method === "GET" ? route.loader : route.action;
    return settle<T & { error?: string; details?: Record<string, string> }>(() => handler({ request, params, context: TEST_CONTEXT }));
  }

  async function pageWithHeadline(url: string, content: string) {
    const page = await t.db.insertInto("pages").values({ url_de: url, url_en: url, title_de: url }).returning("id").executeTakeFirstOrThrow();
    const created = await ops.createContainer(actor, { model: "100", content_type: "page", object_id: page.id });
    if (!created.ok) throw new Error(created.error);
    const added = await ops.addModule(actor, { section: created.section!.id, column: 0, type: "headline", fields: { headline_level: 2, content } });
    if (!added.ok) throw new Error(added.error);
    return { pageId: page.id, moduleId: added.moduleId! };
  }

  describe("refusals", () => {
    it("answers 401 without an editor's session", async () => {
      expect((await get(versionsRoute, "pages/1/versions/", { id: "1" }, { anonymous: true })).status).toBe(401);
      expect((await get(diffRoute, "pages/1/versions/diff/?from=draft&to=published", { id: "1" }, { anonymous: true })).status).toBe(401);
    });

    it("answers 404 for a page id that cannot exist and 405 for a write", async () => {
      const bad = await get(versionsRoute, "pages/0/versions/", { id: "0" });
      expect(bad.status).toBe(404);
      expect(bad.data.error).toBe("Page not found.");
      expect((await get(diffRoute, "pages/abc/versions/diff/?from=draft&to=published", { id: "abc" })).status).toBe(404);
      expect((await get(versionsRoute, "pages/1/versions/", { id: "1" }, { method: "POST" })).status).toBe(405);
    });

    it("answers 400 with the field's message for a comparison it cannot read", async () => {
      const missing = await get(diffRoute, "pages/1/versions/diff/?from=draft", { id: "1" });
      expect(missing.status).toBe(400);
      expect(missing.data.details).toHaveProperty("to");
      const wrong = await get(diffRoute, "pages/1/versions/diff/?from=latest&to=0", { id: "1" });
      expect(wrong.status).toBe(400);
      expect(wrong.data.details).toEqual({ from: "must be a version id, draft or published", to: "must be a version id, draft or published" });
    });
  });

  // These need the publishing service (app/services/editor/publishing.server.ts) built.
  describe("with the publishing service", () => {
    it("lists the version a publish made and compares it with the draft, naming the changed field", async () => {
      const { pageId, moduleId } = await pageWithHeadline("history-api", "Vorher");
      const published = await publishPage(actor, pageId, { revision: (await draftState(pageId)).revision });
      if (!published.ok) throw new Error(published.error);
      await ops.saveModule(actor, moduleId, { fields: { headline_level: 2, content: "Nachher" } });

      const listed = await get<{ versions: VersionSummary[] }>(versionsRoute, `pages/${pageId}/versions/`, { id: String(pageId) });
      expect(listed.status).toBe(200);
      expect(listed.headers.get("Cache-Control")).toBe("private, no-store");
      expect(listed.data.versions[0]).toMatchObject({ id: published.version.id, isPublished: true, author: "redaktion" });

      const id = String(published.version.id);
      const compared = await get<{ lines: DiffLine[] }>(diffRoute, `pages/${pageId}/versions/diff/?from=${id}&to=draft`, { id: String(pageId) });
      expect(compared.status).toBe(200);
      expect(compared.data).toMatchObject({ from: published.version.id, to: "draft" });
      expect(compared.data.lines).toContainEqual(expect.objectContaining({ kind: "field-changed", module: moduleId, field: "content", before: "Vorher", after: "Nachher" }));

      const unknown = await get(diffRoute, `pages/${pageId}/versions/diff/?from=999999&to=draft`, { id: String(pageId) });
      expect(unknown.status).toBe(404);

      const data = await historyData(pageId, "de", { from: published.version.id, to: "draft" });
      expect(data.versions.map((v) => v.id)).toContain(published.version.id);
      expect(data.compare?.lines).toEqual(compared.data.lines);
    });
  });
});
