import { describe, expect, it } from "vitest";
import { loader as rootLoader } from "~/root";
import { loader as editorUser } from "~/routes/editor/user";
import { loader as dashboard } from "~/routes/back-office/dashboard";
import { action as loginAction } from "~/routes/login";
import { action as logoutAction } from "~/routes/logout";
import { action as profileAction, loader as profileLoader } from "~/routes/user-profile";
import { action as settingsAction } from "~/routes/user-settings";
import { authenticate } from "~/services/login.server";
import { optionalUser } from "~/services/auth.server";
import { closeRequestScope, openRequestScope, openRequestScopes, REQUEST_SCOPE_HEADER } from "~/services/http/request-scope.server";
import { sessionStorage } from "~/services/http/session.server";
import { editorCookie } from "./support/editor-session";
import { createTestDatabases, formActionArgs, loaderArgs, settle, setupDatabase } from "./support/test-db";

interface ProfileData {
  sessions: Array<{ id: string; device: string; current: boolean }>;
}

describe.each(createTestDatabases())("editor sessions on $name", (engine) => {
  const t = setupDatabase(engine, { seed: true });
  const withCookie = (cookie: string) => ({ headers: { Cookie: cookie } });
  const cookieOf = (setCookie: string | null) => setCookie!.split(";")[0]!;
  const isEditor = async (cookie: string) => (await settle(() => editorUser(loaderArgs("/de/pageeditor-api/user", withCookie(cookie))))).status === 200;
  const rows = () => t.db.selectFrom("sessions").selectAll().orderBy("created_at").execute();

  it("records a login and revokes it at logout, so a copied cookie stops working everywhere", async () => {
    const login = await settle(() =>
      loginAction(formActionArgs("/de/login", { email: "redaktion@example.org", password: "festival" }, { context: { clientIp: `login-${engine.name}` }, headers: { "User-Agent": "Firefox Test" } })),
    );
    expect(login.status).toBe(303);
    const cookie = cookieOf(login.headers.get("Set-Cookie"));
    const copy = cookie; // what an attacker lifted from the browser
    const recorded = (await rows()).at(-1)!;
    expect(recorded).toMatchObject({ user_agent: "Firefox Test", revoked_at: null });
    expect(recorded.id).toMatch(/^[0-9a-f]{64}$/);
    expect(cookie).not.toContain(recorded.id); // the table alone cannot be turned into a cookie
    expect(await isEditor(copy)).toBe(true);
    expect((await settle(() => dashboard(loaderArgs("/cms-hub", withCookie(copy))))).status).toBe(200);

    const logout = await settle(() => logoutAction(formActionArgs("/de/logout", {}, withCookie(cookie))));
    expect(logout.status).toBe(303);
    expect(logout.headers.get("Set-Cookie")).toMatch(/festival-session=;/);
    expect((await t.db.selectFrom("sessions").select("revoked_at").where("id", "=", recorded.id).executeTakeFirstOrThrow()).revoked_at).not.toBeNull();

    expect(await isEditor(copy)).toBe(false);
    const dash = await settle(() => dashboard(loaderArgs("/cms-hub", withCookie(copy))));
    expect(dash.status).toBe(302);
    expect(dash.location).toBe("/de/login?redirectTo=%2Fcms-hub");
    expect((await settle(() => profileLoader(loaderArgs("/de/user/profile", withCookie(copy))))).status).toBe(302);
    const root = await settle<{ user: unknown }>(() => rootLoader(loaderArgs("/de", withCookie(copy))));
    expect(root.data.user).toBeNull();
  });

  it("refuses a signed cookie that names a user but no session", async () => {
    const user = await t.db.selectFrom("users").select("id").where("email", "=", "redaktion@example.org").executeTakeFirstOrThrow();
    const session = await sessionStorage().getSession();
    (session as unknown as { set(key: string, value: unknown): void }).set("userId", user.id);
    const forged = cookieOf(await sessionStorage().commitSession(session));
    expect(await isEditor(forged)).toBe(false);
  });

  it("lists the editor's sessions with this device marked, and logs out one or all others", async () => {
    const here = await editorCookie(t.db, "Browser A");
    const phone = await editorCookie(t.db, "Browser B");
    const tablet = await editorCookie(t.db, "Browser C");
    const page = await settle<ProfileData>(() => profileLoader(loaderArgs("/de/user/profile", withCookie(here))));
    expect(page.status).toBe(200);
    const mine = page.data.sessions.filter((s) => ["Browser A", "Browser B", "Browser C"].includes(s.device));
    expect(mine).toHaveLength(3);
    expect(mine.filter((s) => s.current).map((s) => s.device)).toEqual(["Browser A"]);

    const phoneId = mine.find((s) => s.device === "Browser B")!.id;
    const noCsrf = await settle(() => profileAction(formActionArgs("/de/user/profile", { intent: "revoke", session: phoneId }, { ...withCookie(here), withoutCsrf: true })));
    expect(noCsrf.status).toBe(403);
    expect(await isEditor(phone)).toBe(true);
    const bad = await settle<{ errors: { form: string } }>(() => profileAction(formActionArgs("/de/user/profile", { intent: "revoke", session: "nope" }, withCookie(here))));
    expect(bad.status).toBe(400);
    expect(bad.data.errors.form).toBe("profile.unknownSession");

    const one = await settle(() => profileAction(formActionArgs("/de/user/profile", { intent: "revoke", session: phoneId }, withCookie(here))));
    expect(one.status).toBe(303);
    expect(one.location).toBe("/de/user/profile?done=revoked");
    expect(await isEditor(phone)).toBe(false);
    expect(await isEditor(tablet)).toBe(true);

    const rest = await settle(() => profileAction(formActionArgs("/de/user/profile", { intent: "revoke-others" }, withCookie(here))));
    expect(rest.status).toBe(303);
    expect(await isEditor(tablet)).toBe(false);
    expect(await isEditor(here)).toBe(true);
    const after = await settle<ProfileData>(() => profileLoader(loaderArgs("/de/user/profile", withCookie(here))));
    expect(after.data.sessions.map((s) => s.current)).toEqual([true]);
  });

  it("changes the password only with the current one, and revokes every other session", async () => {
    const here = await editorCookie(t.db, "Browser D");
    const other = await editorCookie(t.db, "Browser E");
    const change = (fields: Record<string, string>) => settle<{ errors: Record<string, string> }>(() => settingsAction(formActionArgs("/de/user/settings", { intent: "password", ...fields }, withCookie(here))));

    const wrong = await change({ current_password: "nope", new_password: "ein-neues-passwort", confirm_password: "ein-neues-passwort" });
    expect(wrong.status).toBe(400);
    expect(wrong.data.errors.current_password).toBe("profile.passwordWrong");
    const mismatch = await change({ current_password: "festival", new_password: "ein-neues-passwort", confirm_password: "ein-anderes-passwort" });
    expect(mismatch.status).toBe(400);
    expect(mismatch.data.errors.confirm_password).toBe("profile.passwordMismatch");
    const short = await change({ current_password: "festival", new_password: "kurz", confirm_password: "kurz" });
    expect(short.data.errors.new_password).toBe("profile.passwordTooShort");
    expect(await isEditor(other)).toBe(true);
    expect(await authenticate("redaktion@example.org", "festival")).not.toBeNull();

    const ok = await change({ current_password: "festival", new_password: "ein-neues-passwort", confirm_password: "ein-neues-passwort" });
    expect(ok.status).toBe(303);
    expect(ok.location).toBe("/de/user/settings?done=password");
    const fresh = cookieOf(ok.headers.get("Set-Cookie"));
    expect(await isEditor(other)).toBe(false);
    expect(await isEditor(here)).toBe(false); // the old id is gone too; the device got a new one
    expect(await isEditor(fresh)).toBe(true);
    expect(await authenticate("redaktion@example.org", "festival")).toBeNull();
    expect(await authenticate("redaktion@example.org", "ein-neues-passwort")).not.toBeNull();
  });
  it("asks for the session once per GET request, though Remix hands each loader a Request of its own", async () => {
    const cookie = await editorCookie(t.db);
    const key = openRequestScope();
    // What Remix passes the root's, the layout's and the route's loader: copies with the server's scope key.
    const copy = () => new Request("http://localhost/cms-hub", { headers: { Cookie: cookie, [REQUEST_SCOPE_HEADER]: key } });
    const first = optionalUser(copy());
    expect(optionalUser(copy())).toBe(first);
    expect((await first)?.email).toBe("redaktion@example.org");
    closeRequestScope(key);
    // Once the answer is done, the key names nothing, and a made-up key names nothing either.
    const afterwards = optionalUser(copy());
    expect(afterwards).not.toBe(first);
    const madeUp = () => new Request("http://localhost/cms-hub", { headers: { Cookie: cookie, [REQUEST_SCOPE_HEADER]: "made-up" } });
    const [a, b] = [optionalUser(madeUp()), optionalUser(madeUp())];
    expect(a).not.toBe(b);
    await Promise.all([afterwards, a, b]); // each asked the database itself
    expect(openRequestScopes()).toBe(0);
  });
});
