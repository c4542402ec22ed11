import { describe, expect, it } from "vitest";
import { loader as rootLoader } from "~/root";
import { action, loader } from "~/routes/back-office/dashboard";
import { editorCookie } from "./support/editor-session";
import { createTestDatabases, formActionArgs, loaderArgs, settle, setupDatabase } from "./support/test-db";

describe.each(createTestDatabases())("the dashboard on $name", (engine) => {
  const t = setupDatabase(engine, { seed: true });
  const online = async () => t.db.selectFrom("site_settings").select(["is_site_online", "is_shop_online"]).executeTakeFirstOrThrow();

  it("sends visitors to the login", async () => {
    const res = await settle(() => loader(loaderArgs("/cms-hub")));
    expect(res.status).toBe(302);
    expect(res.location).toBe("/de/login?redirectTo=%2Fcms-hub");
  });

  it("shows editors the switches and the pages not found", async () => {
    await t.db.insertInto("error_log").values([
      { url: "/de/weg", status: 404, created_at: "2026-05-01T10:00:00.000Z" },
      { url: "/de/weg", status: 404, created_at: "2026-05-02T10:00:00.000Z" },
      { url: "/en/gone", status: 404, created_at: "2026-05-01T10:00:00.000Z" },
    ]).execute();
    const cookie = await editorCookie(t.db);
    const res = await settle<{ layout: string; switches: { siteOnline: boolean }; errors: Array<{ url: string; count: number }> }>(() =>
      loader(loaderArgs("/cms-hub", { headers: { Cookie: cookie } })),
    );
    expect(res.data.layout).toBe("dashboard");
    expect(res.data.switches.siteOnline).toBe(true);
    expect(res.data.errors[0]).toMatchObject({ url: "/de/weg", count: 2 });
  });

  it("switches the site off and on, for editors with a CSRF token only", async () => {
    const cookie = await editorCookie(t.db);
    const noToken = await settle(() => action(formActionArgs("/cms-hub", { intent: "switches" }, { withoutCsrf: true, headers: { Cookie: cookie } })));
    expect(noToken.status).toBe(403);
    const anonymous = await settle(() => action(formActionArgs("/cms-hub", { intent: "switches" })));
    expect(anonymous.status).toBe(302);
    expect(await online()).toEqual({ is_site_online: 1, is_shop_online: 1 });

    const off = await settle(() => action(formActionArgs("/cms-hub", { intent: "switches", is_shop_online: "1" }, { headers: { Cookie: cookie } })));
    expect(off.status).toBe(303);
    expect(await online()).toEqual({ is_site_online: 0, is_shop_online: 1 });

    // Offline: visitors get 503, the editor keeps working and sees the banner flag.
    expect((await settle(() => rootLoader(loaderArgs("/de")))).status).toBe(503);
    expect((await settle(() => rootLoader(loaderArgs("/de/login")))).status).toBe(200);
    const editorView = await settle<{ siteOffline: boolean }>(() => rootLoader(loaderArgs("/de", { headers: { Cookie: cookie } })));
    expect(editorView.status).toBe(200);
    expect(editorView.data.siteOffline).toBe(true);

    await settle(() => action(formActionArgs("/cms-hub", { intent: "switches", is_site_online: "1", is_shop_online: "1" }, { headers: { Cookie: cookie } })));
    expect(await online()).toEqual({ is_site_online: 1, is_shop_online: 1 });
  });

  it("sets the cart's maximum of tickets per event; a value out of range changes nothing (400)", async () => {
    const cookie = await editorCookie(t.db);
    const max = async () => (await t.db.selectFrom("site_settings").select("max_tickets_per_event").executeTakeFirstOrThrow()).max_tickets_per_event;
    const post = (value: string) =>
      settle(() => action(formActionArgs("/cms-hub", { intent: "switches", is_site_online: "1", is_shop_online: "1", max_tickets_per_event: value }, { headers: { Cookie: cookie } })));
    expect(await max()).toBe(10);
    for (const bad of ["0", "201", "2.5", "zehn"]) {
      expect((await post(bad)).status, bad).toBe(400);
      expect(await max()).toBe(10);
    }
    expect((await post("6")).status).toBe(303);
    expect(await max()).toBe(6);
    const res = await settle<{ switches: { maxTicketsPerEvent: number } }>(() => loader(loaderArgs("/cms-hub", { headers: { Cookie: cookie } })));
    expect(res.data.switches.maxTicketsPerEvent).toBe(6);
    expect(await online()).toEqual({ is_site_online: 1, is_shop_online: 1 });
  });
});
