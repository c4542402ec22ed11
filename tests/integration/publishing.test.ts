/**
 * Drafts and publishing (docs/decisions/0050-drafts-and-publishing.md), per engine: a page's first
 * draft change keeps what visitors saw as its published version; visitors (the page, the JSON API,
 * search) see the published version, editors in edit mode the draft; publish (409 on a stale revision
 * or nothing to publish), schedules applied once by concurrent ticks under a moved clock, cancel,
 * restore (undoable); the JSON routes and the no-script forms.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EditModeEditor } from "~/lib/editor/edit-mode";
import { getPageSections, getPublishedSections } from "~/models/pages.server";
import { action, loader, type CmsPageData } from "~/routes/cms-page";
import * as pageApi from "~/routes/editor/page";
import * as draftRoute from "~/routes/editor/page-draft";
import * as publishRoute from "~/routes/editor/page-publish";
import * as restoreRoute from "~/routes/editor/page-restore";
import * as scheduleCancelRoute from "~/routes/editor/page-schedule-cancel";
import * as scheduleRoute from "~/routes/editor/page-schedule";
import * as ops from "~/services/editor/operations.server";
import * as publishing from "~/services/editor/publishing.server";
import { applyDueSchedules } from "~/services/editor/schedule-tick.server";
import { searchSite } from "~/services/search.server";
import { editorCookie } from "./support/editor-session";
import { createTestDatabases, formActionArgs, loaderArgs, settle, setupDatabase, TEST_CONTEXT, TEST_ORIGIN, testCsrf } from "./support/test-db";

const actor: ops.EditorActor = { userId: 1, name: "redaktion", locale: "de" };
const headline = (content: string) => ({ headline_level: 2, content: { de: content, en: content } });
const HOUR = 60 * 60 * 1000;

/** A Berlin wall time `ms` from the real now, as the editor types it. */
function berlinInput(ms: number): string {
  const parts = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Berlin", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" })
    .format(new Date(Date.now() + ms));
  return parts.replace(" ", "T");
}

const clockDir = fs.mkdtempSync(path.join(os.tmpdir(), "publishing-clock-"));
afterAll(() => fs.rmSync(clockDir, { recursive: true, force: true }));

describe.each(createTestDatabases())("drafts and publishing on $name", (engine) => {
  const t = setupDatabase(engine, { seed: true });
  let editor = "";
  const clockFile = path.join(clockDir, `${engine.name}.txt`);
  beforeAll(async () => {
    editor = await editorCookie(t.db);
    fs.writeFileSync(clockFile, "0");
    process.env.CLOCK_FILE = clockFile;
  });
  afterAll(() => {
    delete process.env.CLOCK_FILE;
  });

  /** Moves the site's clock (the file's mtime changes, the clock reads it again after 200 ms). */
  async function moveClock(ms: number) {
    fs.writeFileSync(clockFile, String(ms));
    const later = new Date(Date.now() + 1000);
    fs.utimesSync(clockFile, later, later);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  /** A page as it was before drafts: its rows written directly, no published version. */
  async function legacyPage(url: string, text: string) {
    const page = await t.db.insertInto("pages").values({ url_de: url, url_en: `${url}-en`, title_de: url, title_en: url, is_online: 1 }).returning("id").executeTakeFirstOrThrow();
    const section = await t.db
      .insertInto("container_sections")
      .values({ page_id: page.id, slug: `${url}-intro`, layout: "100", content_type: "page", object_id: page.id, sort: 0 })
      .returning("id")
      .executeTakeFirstOrThrow();
    const module = await t.db
      .insertInto("modules")
      .values({ section_id: section.id, column_index: 0, sort: 0, type: "headline", fields: JSON.stringify(headline(text)) })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { pageId: page.id, sectionId: section.id, moduleId: module.id, path: `/de/${url}` };
  }

  const texts = (sections: { modules: { fields: unknown }[] }[]) => JSON.stringify(sections.flatMap((s) => s.modules.map((m) => m.fields)));
  const params = (p: string) => ({ "*": p.split("?")[0]!.replace(/^\/(de|en)\/?/, "") });
  const load = (p: string, cookie?: string) => settle<CmsPageData>(() => loader(loaderArgs(p, { params: params(p), headers: cookie ? { Cookie: cookie } : undefined })));
  const revisionOf = async (pageId: number) => (await publishing.draftState(pageId)).revision;

  async function api(route: { loader?: unknown; action?: unknown }, method: "GET" | "POST" | "DELETE", url: string, routeParams: Record<string, string>, body?: unknown, as: "editor" | "none" = "editor") {
    const csrf = testCsrf();
    const headers = new Headers({ Origin: TEST_ORIGIN, "X-CSRFToken": csrf.token, Cookie: [as === "editor" ? editor : "", csrf.cookie].filter(Boolean).join("; ") });
    if (body !== undefined) headers.set("Content-Type", "application/json");
    const request = new Request(new URL(`/de/pageeditor-api/${url}`, TEST_ORIGIN), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const handler = (method === "GET" ? route.loader : route.action) as (args: unknown) => unknown;
    return settle<Record<string, unknown>>(() => handler({ request, params: routeParams, context: TEST_CONTEXT }));
  }

  it("keeps what visitors saw as the first published version before the first draft change", async () => {
    const page = await legacyPage("drafts-baseline", "Alt-Baseline");
    expect((await t.db.selectFrom("pages").select("published_version_id").where("id", "=", page.pageId).executeTakeFirstOrThrow()).published_version_id).toBeNull();
    const saved = await ops.saveModule(actor, page.moduleId, { fields: headline("Neu-Entwurf") });
    expect(saved.ok).toBe(true);
    const versions = await t.db.selectFrom("page_versions").selectAll().where("page_id", "=", page.pageId).execute();
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ version: 1, author: "system" });
    expect(versions[0]!.published_at).not.toBeNull();
    expect(versions[0]!.snapshot).toContain("Alt-Baseline");
    const row = await t.db.selectFrom("pages").select(["published_version_id", "draft_revision"]).where("id", "=", page.pageId).executeTakeFirstOrThrow();
    expect(row.published_version_id).toBe(versions[0]!.id);
    expect(row.draft_revision).toBeGreaterThan(0);
    expect(texts(await getPublishedSections(page.pageId))).toContain("Alt-Baseline");
    expect(texts(await getPageSections(page.pageId))).toContain("Neu-Entwurf");
    // A second change stores no second baseline.
    await ops.saveModule(actor, page.moduleId, { fields: headline("Neu-Entwurf-2") });
    expect(await t.db.selectFrom("page_versions").select("id").where("page_id", "=", page.pageId).execute()).toHaveLength(1);
    expect(await publishing.draftState(page.pageId)).toMatchObject({ differs: true, published: { version: 1, author: "system" }, schedules: [] });
  });

  it("shows visitors, and editors without ?edit, the published version; ?edit, ?edit&preview and ?version_id the editor's states", async () => {
    const page = await legacyPage("drafts-visitor", "Sichtbar-Alt");
    await ops.saveModule(actor, page.moduleId, { fields: headline("Geheim-Entwurf") });
    for (const cookie of [undefined, editor]) {
      const res = await load(page.path, cookie);
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.data.sections)).toContain("Sichtbar-Alt");
      expect(JSON.stringify(res.data.sections)).not.toContain("Geheim-Entwurf");
    }
    // Without a session, ?edit shows the login dialog over the published page.
    const login = await load(`${page.path}?edit`);
    expect(JSON.stringify(login.data.sections)).not.toContain("Geheim-Entwurf");
    const edit = await load(`${page.path}?edit`, editor);
    expect(JSON.stringify(edit.data.sections)).toContain("Geheim-Entwurf");
    expect((edit.data.editMode as EditModeEditor).draft).toMatchObject({ differs: true });
    const preview = await load(`${page.path}?edit&preview`, editor);
    expect(preview.data.editMode).toBeNull();
    expect(JSON.stringify(preview.data.sections)).toContain("Geheim-Entwurf");
    expect(preview.headers.get("Cache-Control")).toBe("private, no-store");
    const version = await t.db.selectFrom("page_versions").select("id").where("page_id", "=", page.pageId).executeTakeFirstOrThrow();
    const old = await load(`${page.path}?version_id=${version.id}`, editor);
    expect(JSON.stringify(old.data.sections)).toContain("Sichtbar-Alt");
    expect(old.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await load(`${page.path}?version_id=999999`, editor)).status).toBe(404);
    // The JSON page API: the published version for anyone, the draft for editors.
    const anonymous = await settle(() => pageApi.loader(loaderArgs(`/de/pageeditor-api/page/drafts-visitor`, { params: { "*": "drafts-visitor" } })));
    expect(JSON.stringify(anonymous.data)).toContain("Sichtbar-Alt");
    expect(JSON.stringify(anonymous.data)).not.toContain("Geheim-Entwurf");
    const editors = await settle(() => pageApi.loader(loaderArgs(`/de/pageeditor-api/page/drafts-visitor`, { params: { "*": "drafts-visitor" }, headers: { Cookie: editor } })));
    expect(JSON.stringify(editors.data)).toContain("Geheim-Entwurf");
  });

  it("applies online windows at ?asOf in the preview", async () => {
    const page = await legacyPage("drafts-asof", "Immer-da");
    await ops.addModule(actor, { section: page.sectionId, column: 0, type: "headline", fields: headline("Erst-im-Juni"), online_from: "2031-06-12T08:00:00.000Z" });
    expect(JSON.stringify((await load(`${page.path}?edit&preview`, editor)).data.sections)).not.toContain("Erst-im-Juni");
    expect(JSON.stringify((await load(`${page.path}?edit&preview&asOf=2031-06-12T10:30`, editor)).data.sections)).toContain("Erst-im-Juni");
    expect(JSON.stringify((await load(`${page.path}?edit&preview&asOf=2031-06-12T09:30`, editor)).data.sections)).not.toContain("Erst-im-Juni");
  });

  it("publishes the draft it was given the revision of: 409 when stale or when there is nothing to publish", async () => {
    const page = await legacyPage("drafts-publish", "Vorher-Text");
    await ops.saveModule(actor, page.moduleId, { fields: headline("Nachher-Text") });
    const seen = await revisionOf(page.pageId);
    await ops.addModule(actor, { section: page.sectionId, column: 0, type: "headline", fields: headline("Später-dazu") });
    const stale = await publishing.publishPage(actor, page.pageId, { revision: seen });
    expect(stale).toMatchObject({ ok: false, status: 409 });
    expect(texts(await getPublishedSections(page.pageId))).toContain("Vorher-Text");

    const published = await publishing.publishPage(actor, page.pageId, { revision: await revisionOf(page.pageId) });
    if (!published.ok) throw new Error(published.error);
    expect(published.version).toMatchObject({ version: 2, author: "redaktion", isPublished: true });
    expect(published.version.summary).not.toBe("");
    expect(published.version.locales).toEqual(["de", "en"]);
    expect(published.draft.differs).toBe(false);
    expect(texts(await getPublishedSections(page.pageId))).toContain("Nachher-Text");
    expect(texts(await getPublishedSections(page.pageId))).toContain("Später-dazu");
    const again = await publishing.publishPage(actor, page.pageId, { revision: await revisionOf(page.pageId) });
    expect(again).toMatchObject({ ok: false, status: 409, error: publishing.NOTHING_TO_PUBLISH });
    const history = await publishing.listVersions(page.pageId, "de");
    expect(history.map((v) => v.version)).toEqual([2, 1]);
    expect(history[0]!.isPublished).toBe(true);
    expect(await publishing.compareStates(page.pageId, "published", "draft")).toEqual([]);
  });

  it("indexes the published text for search, never the draft's", async () => {
    const page = await legacyPage("drafts-search", "Suchbasis");
    await ops.saveModule(actor, page.moduleId, { fields: headline("Zwischenentwurfsmarke") });
    expect((await searchSite({ locale: "de", q: "Zwischenentwurfsmarke", category: null, page: 1 })).results).toHaveLength(0);
    const published = await publishing.publishPage(actor, page.pageId, { revision: await revisionOf(page.pageId) });
    expect(published.ok).toBe(true);
    const hits = (await searchSite({ locale: "de", q: "Zwischenentwurfsmarke", category: null, page: 1 })).results;
    expect(hits.map((h) => h.id)).toContain(page.pageId);
    await ops.saveModule(actor, page.moduleId, { fields: headline("Nachfolgeentwurfsmarke") });
    expect((await searchSite({ locale: "de", q: "Nachfolgeentwurfsmarke", category: null, page: 1 })).results).toHaveLength(0);
    expect((await searchSite({ locale: "de", q: "Zwischenentwurfsmarke", category: null, page: 1 })).results.map((h) => h.id)).toContain(page.pageId);
  });

  it("schedules a publish and an unpublish, refuses past times, cancels, and two ticks at once apply each schedule once", async () => {
    const page = await legacyPage("drafts-schedule", "Plan-Alt");
    await ops.saveModule(actor, page.moduleId, { fields: headline("Plan-Neu") });
    expect(await publishing.schedulePage(actor, page.pageId, { action: "publish", at: berlinInput(-HOUR) })).toMatchObject({ ok: false, status: 400 });
    const cancelled = await publishing.schedulePage(actor, page.pageId, { action: "unpublish", at: berlinInput(3 * HOUR) });
    if (!cancelled.ok) throw new Error(cancelled.error);
    const unpublishId = cancelled.draft.schedules[0]!.id;
    expect(await publishing.cancelSchedule(actor, page.pageId, unpublishId)).toMatchObject({ ok: true, draft: { schedules: [] } });
    expect(await publishing.cancelSchedule(actor, page.pageId, unpublishId)).toMatchObject({ ok: false, status: 409 });
    expect(await publishing.cancelSchedule(actor, page.pageId, 999999)).toMatchObject({ ok: false, status: 404 });

    const scheduled = await publishing.schedulePage(actor, page.pageId, { action: "publish", at: berlinInput(2 * HOUR) });
    if (!scheduled.ok) throw new Error(scheduled.error);
    expect(scheduled.draft.schedules).toMatchObject([{ action: "publish", author: "redaktion" }]);
    const kept = await t.db.selectFrom("page_versions").selectAll().where("page_id", "=", page.pageId).orderBy("version", "desc").executeTakeFirstOrThrow();
    expect(kept.published_at).toBeNull();
    expect(kept.snapshot).toContain("Plan-Neu");
    // A draft change after scheduling is not part of the scheduled version.
    await ops.saveModule(actor, page.moduleId, { fields: headline("Plan-Danach") });
    const offline = await publishing.schedulePage(actor, page.pageId, { action: "unpublish", at: berlinInput(4 * HOUR) });
    expect(offline.ok).toBe(true);

    expect(await applyDueSchedules()).toBe(0);
    await moveClock(2 * HOUR + 60_000);
    const counts = await Promise.all([applyDueSchedules(), applyDueSchedules()]);
    expect(counts[0]! + counts[1]!).toBe(1);
    expect(texts(await getPublishedSections(page.pageId))).toContain("Plan-Neu");
    expect(texts(await getPublishedSections(page.pageId))).not.toContain("Plan-Danach");
    expect(JSON.stringify((await load(page.path)).data.sections)).toContain("Plan-Neu");
    const version = await t.db.selectFrom("page_versions").select("published_at").where("id", "=", kept.id).executeTakeFirstOrThrow();
    expect(version.published_at).not.toBeNull();
    expect((await t.db.selectFrom("pages").select("is_online").where("id", "=", page.pageId).executeTakeFirstOrThrow()).is_online).toBe(1);

    await moveClock(4 * HOUR + 60_000);
    expect(await applyDueSchedules()).toBe(1);
    expect((await t.db.selectFrom("pages").select("is_online").where("id", "=", page.pageId).executeTakeFirstOrThrow()).is_online).toBe(0);
    expect((await load(page.path)).status).toBe(404);
    expect(await applyDueSchedules()).toBe(0);
    await moveClock(0);
  });

  it("restores an earlier version as the draft (a deleted section comes back) and undo takes the restore back", async () => {
    const page = await legacyPage("drafts-restore", "Bleibt");
    const added = await ops.createContainer(actor, { model: "100", content_type: "page", object_id: page.pageId });
    if (!added.ok || !added.section) throw new Error("no section");
    await ops.addModule(actor, { section: added.section.id, column: 0, type: "headline", fields: headline("Wird-gelöscht") });
    const first = await publishing.publishPage(actor, page.pageId, { revision: await revisionOf(page.pageId) });
    if (!first.ok) throw new Error(first.error);
    await ops.deleteSection(actor, added.section.id);
    const second = await publishing.publishPage(actor, page.pageId, { revision: await revisionOf(page.pageId) });
    expect(second.ok).toBe(true);
    expect(texts(await getPublishedSections(page.pageId))).not.toContain("Wird-gelöscht");

    expect(await publishing.restoreVersion(actor, page.pageId, 999999, {})).toMatchObject({ ok: false, status: 404 });
    expect(await publishing.restoreVersion(actor, page.pageId, first.version.id, { revision: 0 })).toMatchObject({ ok: false, status: 409 });
    const before = await revisionOf(page.pageId);
    const restored = await publishing.restoreVersion(actor, page.pageId, first.version.id, { revision: before });
    expect(restored.ok).toBe(true);
    const draft = await getPageSections(page.pageId);
    expect(draft.map((s) => s.slug)).toContain(added.section.slug);
    expect(draft.find((s) => s.slug === added.section!.slug)!.id).toBe(added.section.id); // its id was free
    expect(texts(draft)).toContain("Wird-gelöscht");
    expect(await revisionOf(page.pageId)).toBeGreaterThan(before);
    // Visitors still see the published version until a publish.
    expect(texts(await getPublishedSections(page.pageId))).not.toContain("Wird-gelöscht");
    expect((await publishing.draftState(page.pageId)).differs).toBe(true);

    const undone = await ops.undo(actor, { page: page.pageId });
    expect(undone.ok).toBe(true);
    expect(texts(await getPageSections(page.pageId))).not.toContain("Wird-gelöscht");
    expect((await publishing.draftState(page.pageId)).differs).toBe(false);
  });

  it("answers the JSON routes: editors only, 400/404/409 with a message, the draft state", async () => {
    const page = await legacyPage("drafts-api", "Api-Alt");
    const id = String(page.pageId);
    await ops.saveModule(actor, page.moduleId, { fields: headline("Api-Neu") });
    const state = await api(draftRoute, "GET", `pages/${id}/draft/`, { id });
    expect(state.status).toBe(200);
    expect(state.data).toMatchObject({ differs: true });
    expect((await api(draftRoute, "GET", `pages/999999/draft/`, { id: "999999" })).status).toBe(404);
    expect((await api(publishRoute, "POST", `pages/${id}/publish/`, { id }, { revision: 0 }, "none")).status).toBe(401);
    expect((await api(publishRoute, "POST", `pages/${id}/publish/`, { id }, { revision: "x" })).status).toBe(400);
    expect((await api(publishRoute, "POST", `pages/${id}/publish/`, { id }, { revision: 0 })).status).toBe(409);
    const revision = (state.data as { revision: number }).revision;
    const published = await api(publishRoute, "POST", `pages/${id}/publish/`, { id }, { revision, summary: "Überschrift neu" });
    expect(published.status).toBe(200);
    expect(published.data).toMatchObject({ ok: true, version: { summary: "Überschrift neu" }, draft: { differs: false } });

    const past = await api(scheduleRoute, "POST", `pages/${id}/schedule/`, { id }, { action: "publish", at: "2001-01-01T10:00" });
    expect(past.status).toBe(400);
    expect(past.data).toMatchObject({ ok: false, errors: { at: ["must lie in the future"] } });
    expect((await api(scheduleRoute, "POST", `pages/${id}/schedule/`, { id }, { action: "later", at: berlinInput(HOUR) })).status).toBe(400);
    const scheduled = await api(scheduleRoute, "POST", `pages/${id}/schedule/`, { id }, { action: "unpublish", at: berlinInput(HOUR) });
    expect(scheduled.status).toBe(200);
    const scheduleId = String((scheduled.data as { draft: { schedules: { id: number }[] } }).draft.schedules[0]!.id);
    expect((await api(scheduleCancelRoute, "DELETE", `pages/${id}/schedule/${scheduleId}/`, { id, schedule: scheduleId })).status).toBe(200);
    expect((await api(scheduleCancelRoute, "DELETE", `pages/${id}/schedule/${scheduleId}/`, { id, schedule: scheduleId })).status).toBe(409);
    expect((await api(restoreRoute, "POST", `pages/${id}/versions/999999/restore/`, { id, version: "999999" }, {})).status).toBe(404);
    const version = await t.db.selectFrom("page_versions").select("id").where("page_id", "=", page.pageId).where("version", "=", 1).executeTakeFirstOrThrow();
    const restored = await api(restoreRoute, "POST", `pages/${id}/versions/${version.id}/restore/`, { id, version: String(version.id) }, {});
    expect(restored.status).toBe(200);
    expect(texts(await getPageSections(page.pageId))).toContain("Api-Alt");
  });

  it("takes the publishing forms without script: 303 back to ?edit, 400/409 with the message", async () => {
    const page = await legacyPage("drafts-form", "Form-Alt");
    await ops.saveModule(actor, page.moduleId, { fields: headline("Form-Neu") });
    const post = (fields: Record<string, string>) =>
      settle(() => action(formActionArgs(`${page.path}?edit`, fields, { params: params(page.path), headers: { Cookie: editor } })));
    const stale = await post({ intent: "editor:publish", revision: "0" });
    expect(stale.status).toBe(409);
    expect(stale.data).toMatchObject({ editor: true, intent: "editor:publish", error: publishing.STALE_DRAFT });
    expect((await post({ intent: "editor:publish", revision: "abc" })).status).toBe(400);
    const done = await post({ intent: "editor:publish", revision: String(await revisionOf(page.pageId)) });
    expect(done.status).toBe(303);
    expect(done.headers.get("Location")).toContain("?edit");
    expect(texts(await getPublishedSections(page.pageId))).toContain("Form-Neu");

    expect((await post({ intent: "editor:schedule", action: "unpublish", at: "2001-01-01T10:00" })).status).toBe(400);
    expect((await post({ intent: "editor:schedule", action: "unpublish", at: berlinInput(HOUR) })).status).toBe(303);
    const schedule = (await publishing.draftState(page.pageId)).schedules[0]!;
    expect((await post({ intent: "editor:cancel-schedule", schedule: String(schedule.id) })).status).toBe(303);
    expect((await publishing.draftState(page.pageId)).schedules).toEqual([]);
    expect((await post({ intent: "editor:cancel-schedule", schedule: "nope" })).status).toBe(400);
    const first = await t.db.selectFrom("page_versions").select("id").where("page_id", "=", page.pageId).where("version", "=", 1).executeTakeFirstOrThrow();
    expect((await post({ intent: "editor:restore", version: String(first.id) })).status).toBe(303);
    expect(texts(await getPageSections(page.pageId))).toContain("Form-Alt");
    expect((await post({ intent: "editor:restore", version: "999999" })).status).toBe(404);
  });
});
