import { describe, expect, it } from "vitest";
import { connect } from "~/db/db.server";
import { loader as rootLoader } from "~/root";
import { action as alertDismissal } from "~/routes/api/alert-dismissal";
import { action as consentAction } from "~/routes/api/consent";
import { action as noticeDismissal } from "~/routes/api/notice-dismissal";
import { loader as noticeStyle } from "~/routes/notice-style";
import { loader as cmsPage } from "~/routes/cms-page";
import { action as loginAction } from "~/routes/login";
import { serverHooks } from "~/services/http/server-hooks.server";
import { editorCookie } from "./support/editor-session";
import { createTestDatabases, formActionArgs, loaderArgs, settle, setupDatabase, useDatabase } from "./support/test-db";

describe.each(createTestDatabases())("states and errors on $name", (engine) => {
  const t = setupDatabase(engine, { seed: true });

  it("answers 503 'Website offline' with the editor's page when the site is switched off", async () => {
    await t.db.updateTable("site_settings").set({ is_site_online: 0 }).execute();
    try {
      const res = await settle<{ message: string; custom?: { body: string } }>(() => rootLoader(loaderArgs("/de")));
      expect(res.status).toBe(503);
      expect(res.data.message).toBe("Website offline");
      expect(res.data.custom?.body).toContain("Wir sind gleich zurück");
    } finally {
      await t.db.updateTable("site_settings").set({ is_site_online: 1 }).execute();
    }
    expect((await settle(() => rootLoader(loaderArgs("/de")))).status).toBe(200);
  });

  it("answers 503 when the settings cannot be read", async () => {
    const broken = connect("file::memory:"); // no tables: every read fails
    const restore = useDatabase(broken);
    try {
      const res = await settle<{ message: string }>(() => rootLoader(loaderArgs("/en")));
      expect(res.status).toBe(503);
      expect(res.data.message).toBe("Website offline");
    } finally {
      restore();
      await broken.db.destroy();
    }
  });

  it("renders CMS pages, 404 for unknown ones, and offline pages for editors only", async () => {
    const home = await settle<{ page: { headline: string }; isHome: boolean }>(() => cmsPage(loaderArgs("/de")));
    expect(home.status).toBe(200);
    expect(home.data.isHome).toBe(true);
    const landing = await settle<{ layout: string; alternates: Record<string, string> }>(() => cmsPage(loaderArgs("/en/reading-summer")));
    expect(landing.data.layout).toBe("landing");
    expect(landing.data.alternates).toEqual({ de: "/de/lesesommer", en: "/en/reading-summer" });
    expect((await settle(() => cmsPage(loaderArgs("/de/gibt-es-nicht")))).status).toBe(404);
    expect((await settle(() => cmsPage(loaderArgs("/de/festival/archiv-2019")))).status).toBe(404);
    const cookie = await editorCookie(t.db);
    const asEditor = await settle(() => cmsPage(loaderArgs("/de/festival/archiv-2019", { headers: { Cookie: cookie } })));
    expect(asEditor.status).toBe(200);
  });

  it("answers redirect rules and the version rule before any route", async () => {
    expect(await serverHooks.preRoute({ url: "/de/alt-programm", cookie: null })).toEqual({ status: 301, location: "/de/programm" });
    expect(await serverHooks.preRoute({ url: "/de/alt-programm/", cookie: null })).toEqual({ status: 301, location: "/de/programm" });
    expect(await serverHooks.preRoute({ url: "/de/lesesommer?version_id=4&x=1", cookie: null })).toEqual({
      status: 301,
      location: "/de/lesesommer?x=1",
    });
    const cookie = await editorCookie(t.db);
    expect(await serverHooks.preRoute({ url: "/de/lesesommer?version_id=4", cookie })).toBeNull();
    expect(await serverHooks.preRoute({ url: "/de/lesesommer", cookie: null })).toBeNull();
    expect(await serverHooks.healthcheck()).toBe(true);
  });

  it("logs an editor in, refuses wrong passwords and rate-limits guessing", async () => {
    const wrong = await settle<{ errors: { form: string } }>(() =>
      loginAction(formActionArgs("/de/login", { email: "redaktion@example.org", password: "nope" }, { context: { clientIp: `wrong-${engine.name}` } })),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.data.errors.form).toBe("login.invalid");
    const invalid = await settle<{ errors: { email: string } }>(() =>
      loginAction(formActionArgs("/de/login", { email: "kein-mail", password: "x" }, { context: { clientIp: `bad-${engine.name}` } })),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.data.errors.email).toBe("login.invalidEmail");
    const noCsrf = await settle(() => loginAction(formActionArgs("/de/login", { email: "a@b.at", password: "x" }, { withoutCsrf: true })));
    expect(noCsrf.status).toBe(403);

    const ok = await settle(() =>
      loginAction(
        formActionArgs("/de/login", { email: "redaktion@example.org", password: "festival", redirectTo: "//evil.example" }, { context: { clientIp: `ok-${engine.name}` } }),
      ),
    );
    expect(ok.status).toBe(303);
    expect(ok.location).toBe("/de"); // off-site targets fall back home
    expect(ok.headers.get("Set-Cookie")).toMatch(/festival-session=/);

    const ip = `guess-${engine.name}`;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await settle(() => loginAction(formActionArgs("/de/login", { email: "redaktion@example.org", password: `x${i}` }, { context: { clientIp: ip } })));
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("stores the consent choice and the closed alert in cookies, refusing other origins", async () => {
    const accept = await settle(() => consentAction(formActionArgs("/api/consent/", { intent: "accept-all", returnTo: "/de/lesesommer" }, { withoutCsrf: true })));
    expect(accept.status).toBe(303);
    expect(accept.location).toBe("/de/lesesommer");
    expect(decodeURIComponent(accept.headers.get("Set-Cookie") ?? "")).toContain('"external_media":true');
    const invalid = await settle(() => consentAction(formActionArgs("/api/consent/", { intent: "maybe" }, { withoutCsrf: true })));
    expect(invalid.status).toBe(400);
    const foreignArgs = formActionArgs("/api/consent/", { intent: "decline" }, { withoutCsrf: true });
    foreignArgs.request.headers.set("Origin", "https://evil.example");
    const foreign = await settle(() => consentAction(foreignArgs));
    expect(foreign.status).toBe(403);

    const dismissed = await settle(() => alertDismissal(formActionArgs("/api/alert-dismissal/", { id: "1", returnTo: "/en" }, { withoutCsrf: true })));
    expect(dismissed.status).toBe(303);
    expect(dismissed.headers.get("Set-Cookie")).toMatch(/^festival-alert=1;/);
    const root = await settle<{ alert: unknown }>(() => rootLoader(loaderArgs("/de", { headers: { Cookie: "festival-alert=1" } })));
    expect(root.data.alert).toBeNull();
    const other = await settle<{ alert: { id: number } | null }>(() => rootLoader(loaderArgs("/de", { headers: { Cookie: "festival-alert=999" } })));
    expect(other.data.alert?.id).toBe(1);
  });

  it("remembers a hidden notice in one cookie, keeping the other kind; /notice.css hides the one without script", async () => {
    const first = await settle(() => noticeDismissal(formActionArgs("/api/notice-dismissal/", { kind: "limited", returnTo: "/de/programm" }, { withoutCsrf: true })));
    expect(first.status).toBe(303);
    expect(first.location).toBe("/de/programm");
    expect(first.headers.get("Set-Cookie")).toMatch(/^festival-notice=limited; Path=\/; SameSite=Lax; Max-Age=7776000/);
    const both = await settle(() => noticeDismissal(formActionArgs("/api/notice-dismissal/", { kind: "noscript", returnTo: "/en" }, { withoutCsrf: true, headers: { Cookie: "festival-notice=limited" } })));
    expect(both.headers.get("Set-Cookie")).toMatch(/^festival-notice=noscript\.limited;/);
    const unknown = await settle(() => noticeDismissal(formActionArgs("/api/notice-dismissal/", { kind: "all" }, { withoutCsrf: true })));
    expect(unknown.status).toBe(400);
    expect(unknown.headers.get("Set-Cookie")).toBeNull();

    const style = async (cookie?: string) => (await noticeStyle(loaderArgs("/notice.css", { headers: cookie ? { Cookie: cookie } : {} }))).text();
    expect(await style("festival-notice=noscript.limited")).toContain(".notice-layer--noscript{display:none}");
    expect(await style("festival-notice=limited")).not.toContain("display:none");
    expect(await style()).not.toContain("display:none");
  });
});
