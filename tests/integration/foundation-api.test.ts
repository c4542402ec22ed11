import { describe, expect, it } from "vitest";
import { loader as breakingNews } from "~/routes/api/breaking-news";
import { action as errorLog, loader as errorLogGet } from "~/routes/api/dashboard-error-log";
import { loader as editorNav } from "~/routes/editor/nav";
import { loader as editorPage } from "~/routes/editor/page";
import { loader as editorRedirect } from "~/routes/editor/redirect";
import { loader as editorSettings } from "~/routes/api/editor-settings";
import { loader as editorUser } from "~/routes/editor/user";
import { loader as openingHours } from "~/routes/api/opening-hours-today";
import { loader as userDetails } from "~/routes/api/user-details";
import { editorCookie } from "./support/editor-session";
import { createTestDatabases, jsonActionArgs, loaderArgs, settle, setupDatabase } from "./support/test-db";

describe.each(createTestDatabases())("the foundation's JSON API on $name", (engine) => {
  const t = setupDatabase(engine, { seed: true });

  it("answers the settings with the operator switches and HTML blocks", async () => {
    const res = await settle<{ status: string; data: Record<string, unknown> }>(() => editorSettings(loaderArgs("/pageeditor-api/settings")));
    expect(res.status).toBe(200);
    expect(res.data.status).toBe("ok");
    expect(res.data.data).toMatchObject({ is_site_online: true, is_shop_online: true });
    expect(res.data.data.html_footer_top).toEqual({ code: expect.stringContaining("Lesezeichen") });
    expect(res.headers.get("Cache-Control")).toContain("public");
  });

  it("lists the current breaking news in the asked language, and refuses an unknown one", async () => {
    const de = await settle<Array<Record<string, unknown>>>(() => breakingNews(loaderArgs("/api/breaking-news/")));
    expect(de.data[0]).toMatchObject({ id: expect.any(Number), title: "Neu: Familien-Abo", link: { url: "/de/abonnements" }, link_title: "Jetzt sichern" });
    const en = await settle<Array<Record<string, unknown>>>(() => breakingNews(loaderArgs("/api/breaking-news/?lang=en")));
    expect(en.data[0]).toMatchObject({ link: { url: "/en/subscriptions" }, link_title: "Get yours now" });
    const bad = await settle<{ error: string }>(() => breakingNews(loaderArgs("/api/breaking-news/?lang=fr")));
    expect(bad.status).toBe(400);
    expect(bad.data.error).toMatch(/lang/);
  });

  it("hides an alert outside its time window", async () => {
    await t.db.updateTable("breaking_news").set({ online_to: "2000-01-01T00:00:00.000Z" }).execute();
    const res = await settle<unknown[]>(() => breakingNews(loaderArgs("/api/breaking-news/")));
    expect(res.data).toEqual([]);
    await t.db.updateTable("breaking_news").set({ online_to: null }).execute();
  });

  it("answers today's opening hours as lists of ranges", async () => {
    const res = await settle<{ opening_hours: unknown[]; opening_hours_exceptions: unknown[] }>(() => openingHours(loaderArgs("/api/opening-hours-today/")));
    expect(res.status).toBe(200);
    expect(Array.isArray(res.data.opening_hours)).toBe(true);
    expect(Array.isArray(res.data.opening_hours_exceptions)).toBe(true);
    for (const entry of [...res.data.opening_hours, ...res.data.opening_hours_exceptions]) {
      expect(entry).toMatchObject({ closed: expect.any(Boolean) });
      expect(Object.keys(entry as object).sort()).toEqual(["alternative_link_url", "alternative_text", "closed", "time_from", "time_to"]);
    }
  });

  it("answers the menus as trees with localized URLs", async () => {
    const de = await settle<{ menu: Array<{ menu_name: string; url: string; children: unknown[] }>; footer: Array<{ title: string; url: string }> }>(() =>
      editorNav(loaderArgs("/de/pageeditor-api/nav")),
    );
    expect(de.data.menu.map((i) => i.menu_name)).toContain("Programm");
    expect(de.data.menu.some((i) => i.children.length > 0)).toBe(true);
    expect(de.data.footer.map((l) => l.url)).toContain("/de/impressum");
    const en = await settle<{ menu: Array<{ menu_name: string; url: string }> }>(() => editorNav(loaderArgs("/en/pageeditor-api/nav")));
    expect(en.data.menu).toContainEqual(expect.objectContaining({ menu_name: "Programme", url: "/en/events" }));
  });

  it("lists the redirect rules", async () => {
    const res = await settle<Array<{ old_path: string; new_path: string }>>(() => editorRedirect());
    expect(res.data).toContainEqual({ old_path: "/de/alt-programm", new_path: "/de/programm" });
  });

  it("answers a page with its sections, and an offline page only to editors", async () => {
    const page = await settle<Record<string, unknown>>(() =>
      editorPage(loaderArgs("/de/pageeditor-api/page/lesesommer", { params: { "*": "lesesommer" } })),
    );
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ urls: { de: "/de/lesesommer", en: "/en/reading-summer" }, is_landing_page: true, is_online: true });
    expect((page.data.modules as unknown[]).length).toBeGreaterThan(5);

    const offline = () => loaderArgs("/de/pageeditor-api/page/festival/archiv-2019", { params: { "*": "festival/archiv-2019" } });
    expect((await settle(() => editorPage(offline()))).status).toBe(404);
    const cookie = await editorCookie(t.db);
    const asEditor = loaderArgs("/de/pageeditor-api/page/festival/archiv-2019", { params: { "*": "festival/archiv-2019" }, headers: { Cookie: cookie } });
    const seen = await settle<Record<string, unknown>>(() => editorPage(asEditor));
    expect(seen.status).toBe(200);
    expect(seen.data.is_online).toBe(false);
    expect(seen.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("answers 400 for a malformed version id and 401 for a visitor asking for one", async () => {
    const args = (q: string) => loaderArgs(`/de/pageeditor-api/page/lesesommer?version_id=${q}`, { params: { "*": "lesesommer" } });
    expect((await settle(() => editorPage(args("abc")))).status).toBe(400);
    expect((await settle(() => editorPage(args("1")))).status).toBe(401);
  });

  it("tells whether a visitor is logged in", async () => {
    const anon = await settle<Record<string, unknown>>(() => userDetails(loaderArgs("/api/user-details/")));
    expect(anon.data).toMatchObject({ is_logged_in: false, username: null, login_url: "/de/login", logout_url: "/de/logout" });
    expect(anon.headers.get("Cache-Control")).toBe("private, no-store");
    const cookie = await editorCookie(t.db);
    const editor = await settle<Record<string, unknown>>(() => userDetails(loaderArgs("/api/user-details/", { headers: { Cookie: cookie } })));
    expect(editor.data).toMatchObject({ is_logged_in: true, first_name: "Rita", last_name: "Redaktion", email: "redaktion@example.org" });
  });

  it("answers the editor's identity, or 401", async () => {
    expect((await settle(() => editorUser(loaderArgs("/de/pageeditor-api/user")))).status).toBe(401);
    const cookie = await editorCookie(t.db);
    const res = await settle<Record<string, unknown>>(() => editorUser(loaderArgs("/de/pageeditor-api/user", { headers: { Cookie: cookie } })));
    expect(res.data).toMatchObject({ email: "redaktion@example.org", username: "redaktion", admin_menus: { is_admin: true } });
  });

  it("stores a 404 through the error log, with CSRF and validation", async () => {
    const url = `/de/missing-${engine.name}`;
    const noToken = await settle<{ error: string }>(() => errorLog(jsonActionArgs("/api/dashboard-error-log/", { url }, { withoutCsrf: true })));
    expect(noToken.status).toBe(403);
    const bad = await settle<{ error: string }>(() => errorLog(jsonActionArgs("/api/dashboard-error-log/", { url: "" })));
    expect(bad.status).toBe(400);
    expect(bad.data.error).toMatch(/url/);
    const count = async () => (await t.db.selectFrom("error_log").select("id").where("url", "=", url).execute()).length;
    expect(await count()).toBe(0);
    const ok = await settle(() => errorLog(jsonActionArgs("/api/dashboard-error-log/", { url })));
    expect(ok.status).toBe(201);
    expect(await count()).toBe(1);
    expect((await settle(() => errorLogGet(loaderArgs("/api/dashboard-error-log/")))).status).toBe(405);
  });
});
