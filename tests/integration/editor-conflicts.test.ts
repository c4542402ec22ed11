/**
 * Two editors on one page, per engine: a write based on an older revision of its section is refused
 * (409 with who changed what since), the same write with the current revision goes through, and
 * every operation checks; without a base revision nothing is checked. Presence: who is on the page
 * (seen within a minute), and the soft lock that refuses the others' writes (423) until its holder
 * is silent for a minute or someone takes it over. Through the operations, the JSON routes and the
 * page's plain forms.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";
import type { EditorActionFailure } from "~/lib/editor/edit-mode";
import type { EditorAnswer } from "~/lib/editor/requests";
import { action, loader, type CmsPageData } from "~/routes/cms-page";
import * as moduleRoute from "~/routes/editor/module";
import * as presenceRoute from "~/routes/editor/presence";
import * as ops from "~/services/editor/operations.server";
import { heartbeat } from "~/services/editor/presence.server";
import { editorCookie } from "./support/editor-session";
import { createTestDatabases, formActionArgs, loaderArgs, settle, setupDatabase, TEST_CONTEXT, TEST_ORIGIN, testCsrf } from "./support/test-db";

const headline = (content: string) => ({ headline_level: 2, content });

function ok(result: ops.OperationResult) {
  if (!result.ok) throw new Error(`refused: ${result.status} ${result.error}`);
  return result;
}

describe.each(createTestDatabases())("editing conflicts on $name", (engine) => {
  const t = setupDatabase(engine, { seed: true });
  let rita: ops.EditorActor;
  let anna: ops.EditorActor;
  let ritaCookie = "";
  let annaCookie = "";

  beforeAll(async () => {
    const users = await t.db.selectFrom("users").select(["id", "email"]).execute();
    const id = (email: string) => users.find((u) => u.email === email)!.id;
    rita = { userId: id("redaktion@example.org"), name: "Rita Redaktion", locale: "de" };
    anna = { userId: id("anna@example.org"), name: "Anna Beispiel", locale: "de" };
    ritaCookie = await editorCookie(t.db);
    annaCookie = await editorCookie(t.db, "integration-test", "anna@example.org");
  });

  async function pageWithModule(url: string) {
    const page = await t.db.insertInto("pages").values({ url_de: url, url_en: url, title_de: url, is_online: 1 }).returning("id").executeTakeFirstOrThrow();
    const section = ok(await ops.createContainer(rita, { model: "50-50", content_type: "page", object_id: page.id })).section!;
    const added = ok(await ops.addModule(rita, { section: section.id, column: 0, type: "headline", fields: headline("Erster Stand"), revision: section.revision }));
    return { pageId: page.id, sectionId: section.id, moduleId: added.moduleId!, revision: added.section!.revision };
  }

  const storedContent = async (moduleId: number) => {
    const row = await t.db.selectFrom("modules").select("fields").where("id", "=", moduleId).executeTakeFirstOrThrow();
    const content = (JSON.parse(row.fields) as { content: unknown }).content;
    return typeof content === "string" ? content : (content as { de: string }).de;
  };

  it("refuses a stale save with the changes since, and takes it with the new revision", async () => {
    const { sectionId, moduleId, revision } = await pageWithModule("konflikt-speichern");
    const annas = ok(await ops.saveModule(anna, moduleId, { fields: headline("Annas Text"), revision }));
    expect(annas.section!.revision).toBeGreaterThan(revision);

    const stale = await ops.saveModule(rita, moduleId, { fields: headline("Ritas Text"), revision });
    expect(stale).toMatchObject({
      ok: false,
      status: 409,
      error: "This section was changed by Anna Beispiel since you opened it.",
      conflict: { revision: annas.section!.revision, section: { id: sectionId }, changes: [{ author: "Anna Beispiel", action: "save module", at: expect.any(String) }] },
    });
    expect(await storedContent(moduleId)).toBe("Annas Text");

    ok(await ops.saveModule(rita, moduleId, { fields: headline("Ritas Text"), revision: (stale as { conflict: { revision: number } }).conflict.revision }));
    expect(await storedContent(moduleId)).toBe("Ritas Text");
    // Without a base revision (an old client) nothing is checked.
    ok(await ops.saveModule(anna, moduleId, { fields: headline("Ohne Revision") }));
    expect(await storedContent(moduleId)).toBe("Ohne Revision");
  });

  it("takes a save sent again after its answer was lost: the module already holds it, so no conflict and nothing written", async () => {
    const { moduleId, revision } = await pageWithModule("konflikt-wiederholt");
    const body = { fields: headline("Einmal gespeichert"), online_from: "2026-12-01T09:00:00+01:00", online_to: null, revision };
    const first = ok(await ops.saveModule(rita, moduleId, body));
    const again = ok(await ops.saveModule(rita, moduleId, body));
    expect(again.section!.revision).toBe(first.section!.revision);
    const history = await t.db.selectFrom("editor_backups").select("id").where("section_id", "=", first.section!.id).execute();

    // Not the same: a different text, or the same text with another time window, on the old base.
    expect(await ops.saveModule(rita, moduleId, { ...body, fields: headline("Anders") })).toMatchObject({ ok: false, status: 409 });
    expect(await ops.saveModule(rita, moduleId, { ...body, online_from: null })).toMatchObject({ ok: false, status: 409 });
    expect(await storedContent(moduleId)).toBe("Einmal gespeichert");
    expect(await t.db.selectFrom("editor_backups").select("id").where("section_id", "=", first.section!.id).execute()).toEqual(history);
  });

  it("lists every change since the base, newest first, and checks every operation", async () => {
    const { sectionId, moduleId, revision } = await pageWithModule("konflikt-alle");
    ok(await ops.changeLayout(anna, sectionId, { model: "100", revision }));
    const now = ok(await ops.saveModule(rita, moduleId, { fields: headline("Zweiter Stand"), revision: revision + 1 })).section!.revision;
    const base = revision;
    const attempts: [string, () => Promise<ops.OperationResult>][] = [
      ["layout", () => ops.changeLayout(rita, sectionId, { model: "50-50", revision: base })],
      ["move section", () => ops.moveSection(rita, sectionId, { direction: "up", revision: base })],
      ["add module", () => ops.addModule(rita, { section: sectionId, column: 0, type: "headline", fields: headline("Neu"), revision: base })],
      ["save module", () => ops.saveModule(rita, moduleId, { fields: headline("Alt"), revision: base })],
      ["move module", () => ops.moveModule(rita, moduleId, { direction: "down", revision: base })],
      ["duplicate module", () => ops.duplicateModule(rita, moduleId, base)],
      ["delete module", () => ops.deleteModule(rita, moduleId, base)],
      ["delete section", () => ops.deleteSection(rita, sectionId, base)],
    ];
    for (const [name, attempt] of attempts) {
      const result = await attempt();
      expect(result, name).toMatchObject({ ok: false, status: 409, conflict: { revision: now } });
      if (!result.ok) expect(result.conflict!.changes.map((c) => c.author), name).toEqual(["Rita Redaktion", "Anna Beispiel"]);
      if (!result.ok) expect(result.error, name).toBe("This section was changed by Rita Redaktion, Anna Beispiel since you opened it.");
    }
    const section = await t.db.selectFrom("container_sections").select(["layout", "revision"]).where("id", "=", sectionId).executeTakeFirstOrThrow();
    expect(section).toEqual({ layout: "100", revision: now });
    expect(await t.db.selectFrom("modules").select("id").where("section_id", "=", sectionId).execute()).toHaveLength(1);
    // With the current revision each goes through.
    ok(await ops.duplicateModule(rita, moduleId, now));
  });

  it("answers a write to a section deleted since with 404 and what happened", async () => {
    const { sectionId, revision } = await pageWithModule("konflikt-geloescht");
    ok(await ops.deleteSection(anna, sectionId, revision));
    const result = await ops.changeLayout(rita, sectionId, { model: "100", revision });
    expect(result).toMatchObject({ ok: false, status: 404, error: "Section not found.", conflict: { section: null, changes: [{ author: "Anna Beispiel", action: "delete section" }] } });
  });

  it("answers 409 through the JSON route, DELETE with ?revision= or a body", async () => {
    const { moduleId, revision } = await pageWithModule("konflikt-api");
    ok(await ops.saveModule(anna, moduleId, { fields: headline("Annas Text"), revision }));
    const call = async (method: "POST" | "DELETE", query: string, body?: unknown) => {
      const csrf = testCsrf();
      const headers = new Headers({ Origin: TEST_ORIGIN, Cookie: `${ritaCookie}; ${csrf.cookie}`, "X-CSRFToken": csrf.token });
      if (body !== undefined) headers.set("Content-Type", "application/json");
      const request = new Request(new URL(`/de/pageeditor-api/modules/${moduleId}/${query}`, TEST_ORIGIN), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return settle<EditorAnswer>(() => moduleRoute.action({ request, params: { id: String(moduleId) }, context: TEST_CONTEXT } as ActionFunctionArgs));
    };
    const saved = await call("POST", "", { fields: headline("Ritas Text"), revision });
    expect(saved.status).toBe(409);
    expect(saved.data).toMatchObject({ ok: false, conflict: { changes: [{ author: "Anna Beispiel" }] } });
    expect((await call("DELETE", `?revision=${revision}`)).status).toBe(409);
    expect((await call("DELETE", "", { revision })).status).toBe(409);
    expect((await call("DELETE", "?revision=abc")).status).toBe(400);
    const current = (saved.data as { conflict: { revision: number } }).conflict.revision;
    expect((await call("DELETE", `?revision=${current}`)).status).toBe(200);
  });

  it("re-renders a stale plain form with the conflict and the posted values (409), and takes the overwrite", async () => {
    const { pageId, moduleId, revision } = await pageWithModule("konflikt-formular");
    ok(await ops.saveModule(anna, moduleId, { fields: headline("Annas Text"), revision }));
    const path = "/de/konflikt-formular";
    const params = { "*": "konflikt-formular" };
    const fields = { intent: "editor:save-module", module: String(moduleId), revision: String(revision), headline_level: "2", content: "Ritas Text", window_from: "", window_to: "" };
    const post = (values: Record<string, string>) =>
      settle<EditorActionFailure>(() => action(formActionArgs(`${path}?edit&module=${moduleId}`, values, { params, headers: { Cookie: ritaCookie } })));
    const stale = await post(fields);
    expect(stale.status).toBe(409);
    expect(stale.data).toMatchObject({ editor: true, intent: "editor:save-module", module: moduleId, conflict: { changes: [{ author: "Anna Beispiel" }] }, posted: { content: "Ritas Text" } });
    expect(await storedContent(moduleId)).toBe("Annas Text");
    const overwrite = await post({ ...fields, revision: String(stale.data.conflict!.revision) });
    expect(overwrite.status).toBe(303);
    expect(await storedContent(moduleId)).toBe("Ritas Text");
    // The page in edit mode hands every section's revision to its forms.
    const page = await settle<CmsPageData>(() => loader(loaderArgs(`${path}?edit`, { params, headers: { Cookie: ritaCookie } })));
    const data = page.data.editMode as { sectionRevisions: Record<number, number> };
    const row = await t.db.selectFrom("container_sections").select(["id", "revision"]).where("page_id", "=", pageId).executeTakeFirstOrThrow();
    expect(data.sectionRevisions[row.id]).toBe(row.revision);
  });

  it("shows who else has the page open, ignores and prunes the silent", async () => {
    const { pageId } = await pageWithModule("praesenz");
    const old = new Date(Date.now() - 61_000);
    await heartbeat(rita, pageId, undefined, old);
    const alone = await heartbeat(anna, pageId);
    expect(alone).toEqual([{ userId: anna.userId, name: "Anna Beispiel", locale: "de", holdsLock: false, self: true }]);
    expect(await t.db.selectFrom("editor_presence").select("user_id").where("page_id", "=", pageId).execute()).toEqual([{ user_id: anna.userId }]);
    // A page load in edit mode counts as a heartbeat: Anna then sees Rita.
    const page = await settle<CmsPageData>(() => loader(loaderArgs("/de/praesenz?edit", { params: { "*": "praesenz" }, headers: { Cookie: ritaCookie } })));
    expect((page.data.editMode as { presence: unknown[] }).presence).toHaveLength(2);
    const both = await heartbeat(anna, pageId);
    expect(both!.map((p) => [p.name, p.self])).toEqual([["Anna Beispiel", true], ["Rita Redaktion", false]]);
    expect(await heartbeat(anna, 999999)).toBeNull();
  });

  it("refuses the others' writes while a live lock is held (423), until taken over or silent", async () => {
    const { pageId, sectionId, moduleId } = await pageWithModule("sperre");
    await heartbeat(rita, pageId);
    const locked = await heartbeat(anna, pageId, "take");
    expect(locked!.find((p) => p.self)!.holdsLock).toBe(true);

    const refused = await ops.saveModule(rita, moduleId, { fields: headline("Ritas Text") });
    expect(refused).toMatchObject({ ok: false, status: 423, error: "This page is locked by Anna Beispiel." });
    expect(await ops.createContainer(rita, { content_type: "page", object_id: pageId, model: "100" })).toMatchObject({ status: 423 });
    ok(await ops.saveModule(anna, moduleId, { fields: headline("Annas Text") }));

    // Rita takes over: Anna's next heartbeat shows Rita holding it, and Anna's writes are refused.
    await heartbeat(rita, pageId, "take");
    const seenByAnna = await heartbeat(anna, pageId);
    expect(seenByAnna!.filter((p) => p.holdsLock).map((p) => p.name)).toEqual(["Rita Redaktion"]);
    expect(await ops.changeLayout(anna, sectionId, { model: "100" })).toMatchObject({ status: 423, error: "This page is locked by Rita Redaktion." });

    // A lock whose holder is silent for a minute is void.
    await t.db.updateTable("editor_presence").set({ seen_at: new Date(Date.now() - 61_000).toISOString() }).where("user_id", "=", rita.userId).where("page_id", "=", pageId).execute();
    ok(await ops.changeLayout(anna, sectionId, { model: "100" }));
    // Released, nobody's writes are refused.
    await heartbeat(anna, pageId, "take");
    await heartbeat(anna, pageId, "release");
    ok(await ops.changeLayout(rita, sectionId, { model: "50-50" }));
  });

  it("takes and releases the lock through the route and the plain forms", async () => {
    const { pageId } = await pageWithModule("sperre-formular");
    const csrf = testCsrf();
    const request = (body: unknown) =>
      new Request(new URL("/de/pageeditor-api/presence/", TEST_ORIGIN), {
        method: "POST",
        headers: { Origin: TEST_ORIGIN, Cookie: `${annaCookie}; ${csrf.cookie}`, "X-CSRFToken": csrf.token, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    const taken = await settle<{ presence: { name: string; holdsLock: boolean }[] }>(() => presenceRoute.action({ request: request({ page: pageId, lock: "take" }), params: {}, context: TEST_CONTEXT } as ActionFunctionArgs));
    expect(taken.status).toBe(200);
    expect(taken.data.presence).toEqual([expect.objectContaining({ name: "Anna Beispiel", holdsLock: true })]);
    const bad = await settle(() => presenceRoute.action({ request: request({ page: "x", lock: "steal" }), params: {}, context: TEST_CONTEXT } as ActionFunctionArgs));
    expect(bad.status).toBe(400);

    const params = { "*": "sperre-formular" };
    const form = (intent: string) => settle(() => action(formActionArgs("/de/sperre-formular?edit", { intent }, { params, headers: { Cookie: ritaCookie } })));
    expect((await form("editor:lock")).status).toBe(303);
    const holders = await t.db.selectFrom("editor_presence").select(["user_name", "holds_lock"]).where("page_id", "=", pageId).orderBy("user_name").execute();
    expect(holders).toEqual([{ user_name: "Anna Beispiel", holds_lock: 0 }, { user_name: "Rita Redaktion", holds_lock: 1 }]);
    expect((await form("editor:unlock")).status).toBe(303);
    expect((await t.db.selectFrom("editor_presence").select("holds_lock").where("holds_lock", "=", 1).where("page_id", "=", pageId).execute())).toEqual([]);
  });
});
