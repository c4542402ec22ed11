import { describe, expect, it } from "vitest";
import { action as alertDismissal } from "~/routes/api/alert-dismissal";
import { action as noticeDismissal } from "~/routes/api/notice-dismissal";
import { action as consent } from "~/routes/api/consent";
import { action as login } from "~/routes/login";
import { serverHooks } from "~/services/http/server-hooks.server";
import { createTestDatabases, formActionArgs, settle, setupDatabase, TEST_ORIGIN } from "./support/test-db";

/** Targets a visitor's form may carry that must never leave the site nor break the answer. */
const HOSTILE = [
  "/\t/evil.example",
  "/%09/evil.example",
  "/\r\n/evil.example",
  "/\r\nSet-Cookie: stolen=1",
  "/%0d%0aSet-Cookie:%20stolen=1",
  "//evil.example",
  "/\\evil.example",
  "/.//evil.example",
  "https://evil.example",
];

/** Where a browser goes with this Location from a page of the site. */
function landsOnSite(location: string | null): boolean {
  return location !== null && /^\/[\u0021-\u007e]*$/.test(location) && new URL(location, `${TEST_ORIGIN}/de/login`).origin === TEST_ORIGIN;
}

let address = 0;
/** A new client address per login, so the login rate limit stays out of the way. */
const freshIp = () => ({ clientIp: `198.51.100.${++address}` });

describe.each(createTestDatabases())("redirect targets on $name", (engine) => {
  const t = setupDatabase(engine, { seed: true });

  const loginWith = (redirectTo: string) =>
    settle(() =>
      login(formActionArgs("/de/login", { email: "redaktion@example.org", password: "festival", redirectTo }, { context: freshIp() })),
    );

  it.each(HOSTILE.map((target) => [JSON.stringify(target), target]))("a login with redirectTo=%s lands on the home page", async (_label, target) => {
    const res = await loginWith(target);
    expect(res.status).toBe(303);
    expect(res.location).toBe("/de");
    expect(res.headers.get("Set-Cookie")).toMatch(/festival-session=/);
  });

  it("a login keeps a redirectTo with characters beyond Latin-1, percent-encoded", async () => {
    const res = await loginWith("/de/suche?q=Grüße €");
    expect(res.status).toBe(303);
    expect(res.location).toBe("/de/suche?q=Gr%C3%BC%C3%9Fe%20%E2%82%AC");
    expect(landsOnSite(res.location)).toBe(true);
    const emoji = await loginWith("/de/\u{1F4DA}");
    expect(emoji.location).toBe("/de/%F0%9F%93%9A");
  });

  it("a login keeps an ordinary redirectTo", async () => {
    const res = await loginWith("/cms-hub?tab=2#errors");
    expect(res.location).toBe("/cms-hub?tab=2#errors");
  });

  it.each(HOSTILE.map((target) => [JSON.stringify(target), target]))("consent with returnTo=%s goes back to the site", async (_label, target) => {
    const res = await settle(() => consent(formActionArgs("/api/consent/", { intent: "decline", returnTo: target }, { withoutCsrf: true })));
    expect(res.status).toBe(303);
    expect(res.location).toBe("/");
    expect(res.headers.get("Set-Cookie")).toMatch(/festival-consent=/);
  });

  it.each(HOSTILE.map((target) => [JSON.stringify(target), target]))("alert dismissal with returnTo=%s goes back to the site", async (_label, target) => {
    const res = await settle(() => alertDismissal(formActionArgs("/api/alert-dismissal/", { id: "1", returnTo: target }, { withoutCsrf: true })));
    expect(res.status).toBe(303);
    expect(res.location).toBe("/");
  });

  it.each(HOSTILE.map((target) => [JSON.stringify(target), target]))("notice dismissal with returnTo=%s goes back to the site", async (_label, target) => {
    const res = await settle(() => noticeDismissal(formActionArgs("/api/notice-dismissal/", { kind: "noscript", returnTo: target }, { withoutCsrf: true })));
    expect(res.status).toBe(303);
    expect(res.location).toBe("/");
    expect(res.headers.get("Set-Cookie")).toMatch(/^festival-notice=noscript;/);
  });

  it("consent and alert dismissal keep a returnTo beyond Latin-1, percent-encoded", async () => {
    const back = await settle(() => consent(formActionArgs("/api/consent/", { intent: "decline", returnTo: "/de/veranstaltungsorte/wien-ö" }, { withoutCsrf: true })));
    expect(back.location).toBe("/de/veranstaltungsorte/wien-%C3%B6");
    const dismissed = await settle(() => alertDismissal(formActionArgs("/api/alert-dismissal/", { id: "1", returnTo: "/en/search?q=ü" }, { withoutCsrf: true })));
    expect(dismissed.location).toBe("/en/search?q=%C3%BC");
  });

  it("the version_id 301 never names another host, whatever the raw path", async () => {
    for (const url of ["/.//evil.example?version_id=1", "/..//evil.example?version_id=1", "/de/..//evil.example?version_id=1", "/%2e//evil.example?version_id=1"]) {
      const answer = await serverHooks.preRoute({ url, cookie: null });
      expect(answer).toEqual({ status: 301, location: "/" });
    }
    expect(await serverHooks.preRoute({ url: "/de/x/.//y?version_id=1&q=ü", cookie: null })).toEqual({ status: 301, location: "/de/x//y?q=%C3%BC" });
  });

  it("a redirect rule whose target leaves the site, or cannot be a header, lands on the home page", async () => {
    await t.db.insertInto("redirect_rules").values([
      { old_path: "/de/weg-1", new_path: "/\t/evil.example" },
      { old_path: "/de/weg-2", new_path: "/.//evil.example" },
      { old_path: "/de/weg-3", new_path: "/de/neu\r\nSet-Cookie: x=1" },
      { old_path: "/de/weg-4", new_path: "/de/veranstaltungsorte/wien-ö" },
    ]).execute();
    const located = async (url: string) => (await serverHooks.preRoute({ url, cookie: null }))?.location;
    expect(await located("/de/weg-1")).toBe("/");
    expect(await located("/de/weg-2")).toBe("/");
    expect(await located("/de/weg-3")).toBe("/");
    expect(await located("/de/weg-4")).toBe("/de/veranstaltungsorte/wien-%C3%B6");
  });

  it("a path that starts with // is a path, not a host: no throw, no redirect to a host", async () => {
    expect(await serverHooks.preRoute({ url: "//", cookie: null })).toBeNull();
    expect(await serverHooks.preRoute({ url: "//evil.example/x", cookie: null })).toBeNull();
    expect(await serverHooks.preRoute({ url: "//evil.example?version_id=1", cookie: null })).toEqual({ status: 301, location: "/" });
  });

  it("the overlay redirect answers the programme", async () => {
    expect(await serverHooks.preRoute({ url: "/.//evil.example?overlay=true", cookie: null })).toEqual({ status: 301, location: "/de/programm" });
  });
});
