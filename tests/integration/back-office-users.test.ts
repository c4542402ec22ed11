import { describe, expect, it } from "vitest";
import { loader as rootLoader } from "~/root";
import { loader as editorUser } from "~/routes/editor/user";
import { action as userAction, loader as userLoader } from "~/routes/back-office/user";
import { loader as usersLoader } from "~/routes/back-office/users";
import { action as settingsAction, loader as settingsLoader } from "~/routes/user-settings";
import { loader as profileLoader } from "~/routes/user-profile";
import { authenticate } from "~/services/login.server";
import { editorCookie } from "./support/editor-session";
import { createTestDatabases, formActionArgs, loaderArgs, settle, setupDatabase } from "./support/test-db";

type Errors = { errors: Record<string, string[]> };

describe.each(createTestDatabases())("users, roles and settings on $name", (engine) => {
  const t = setupDatabase(engine, { seed: true });
  const headers = (cookie: string) => ({ headers: { Cookie: cookie } });
  const idOf = async (email: string) => (await t.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
  const isLoggedIn = async (cookie: string) => (await settle(() => editorUser(loaderArgs("/de/pageeditor-api/user", headers(cookie))))).status === 200;
  const save = (cookie: string, id: string, fields: Record<string, string>) =>
    settle<Errors>(() => userAction(formActionArgs(`/cms-hub/users/${id}`, { intent: "save", ...fields }, { ...headers(cookie), params: { id } })));
  const fieldsOf = async (id: number) => {
    const user = await t.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    return {
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      username: user.username,
      role: user.role,
      is_active: user.is_active ? "1" : "",
      editor_locale: user.editor_locale ?? "de",
    };
  };

  it("lets only admins reach the users (editor and box office 403, visitors to the login)", async () => {
    const rita = await editorCookie(t.db);
    const anna = await editorCookie(t.db, "t", "anna@example.org");
    const karl = await editorCookie(t.db, "t", "kasse@example.org");
    const annaId = String(await idOf("anna@example.org"));
    for (const [cookie, status] of [
      [anna, 403],
      [karl, 403],
    ] as const) {
      expect((await settle(() => usersLoader(loaderArgs("/cms-hub/users", headers(cookie))))).status).toBe(status);
      expect((await settle(() => userLoader(loaderArgs(`/cms-hub/users/${annaId}`, { ...headers(cookie), params: { id: annaId } })))).status).toBe(status);
      expect((await save(cookie, annaId, { ...(await fieldsOf(Number(annaId))), role: "admin" })).status).toBe(status);
    }
    expect((await settle(() => usersLoader(loaderArgs("/cms-hub/users")))).status).toBe(302);
    expect((await settle(() => userAction(formActionArgs(`/cms-hub/users/new`, { intent: "save" }, { params: { id: "new" } })))).status).toBe(302);
    expect((await fieldsOf(Number(annaId))).role).toBe("editor");

    const list = await settle<{ total: number; rows: Array<{ email: string }> }>(() => usersLoader(loaderArgs("/cms-hub/users?q=KASSE", headers(rita))));
    expect(list.status).toBe(200);
    expect(list.data.rows.map((row) => row.email)).toEqual(["kasse@example.org"]);
    const admins = await settle<{ total: number; rows: Array<{ email: string }> }>(() => usersLoader(loaderArgs("/cms-hub/users?role=admin&active=1&sort=name", headers(rita))));
    expect(admins.data.rows.map((row) => row.email)).toContain("redaktion@example.org");
    expect(admins.data.rows.every((row) => row.email !== "anna@example.org")).toBe(true);
    expect((await settle(() => userLoader(loaderArgs("/cms-hub/users/99999", { ...headers(rita), params: { id: "99999" } })))).status).toBe(404);
  });

  it("creates an account, refuses a taken e-mail, and deactivating or a new password ends its sessions", async () => {
    const rita = await editorCookie(t.db);
    const fields = { first_name: "Nora", last_name: "Neu", email: "Nora@Example.org", username: "nora", role: "editor", is_active: "1", editor_locale: "en" };
    const short = await save(rita, "new", { ...fields, password: "kurz" });
    expect(short.status).toBe(400);
    expect(short.data.errors.password).toEqual(["Das Passwort muss mindestens 12 Zeichen haben."]);
    const taken = await save(rita, "new", { ...fields, email: "anna@example.org", username: "Redaktion", password: "ein-langes-passwort" });
    expect(taken.status).toBe(400);
    expect(taken.data.errors).toMatchObject({ email: ["taken"], username: ["taken"] });

    const created = await save(rita, "new", { ...fields, password: "ein-langes-passwort" });
    expect(created.status).toBe(303);
    const id = await idOf("nora@example.org");
    expect(created.location).toBe(`/cms-hub/users/${id}?done=created`);
    expect(await t.db.selectFrom("users").select(["role", "is_admin", "editor_locale"]).where("id", "=", id).executeTakeFirstOrThrow()).toEqual({ role: "editor", is_admin: 0, editor_locale: "en" });
    expect(await authenticate("nora@example.org", "ein-langes-passwort")).not.toBeNull();

    // Promoted to admin: is_admin follows the role.
    expect((await save(rita, String(id), { ...(await fieldsOf(id)), role: "admin" })).status).toBe(303);
    expect((await t.db.selectFrom("users").select("is_admin").where("id", "=", id).executeTakeFirstOrThrow()).is_admin).toBe(1);

    const nora = await editorCookie(t.db, "t", "nora@example.org");
    expect(await isLoggedIn(nora)).toBe(true);
    const newPassword = await save(rita, String(id), { ...(await fieldsOf(id)), password: "noch-ein-passwort" });
    expect(newPassword.location).toBe(`/cms-hub/users/${id}?done=savedRevoked`);
    expect(await isLoggedIn(nora)).toBe(false);

    const again = await editorCookie(t.db, "t", "nora@example.org");
    const off = await save(rita, String(id), { ...(await fieldsOf(id)), is_active: "" });
    expect(off.status).toBe(303);
    expect(await isLoggedIn(again)).toBe(false);
    expect(await authenticate("nora@example.org", "noch-ein-passwort")).toBeNull();

    const log = await t.db.selectFrom("audit_log").select(["action", "changes"]).where("entity", "=", "users").where("entity_id", "=", id).orderBy("id").execute();
    expect(log.map((row) => row.action)).toEqual(["create", "update", "update", "update"]);
    expect(JSON.parse(log[2]!.changes)).toEqual({ password: [null, "••••••"] });
    expect(log.map((row) => row.changes).join()).not.toMatch(/scrypt|passwort/);
  });

  it("refuses an admin's own demotion or deactivation, changing nothing", async () => {
    const rita = await editorCookie(t.db);
    const ritaId = await idOf("redaktion@example.org");
    const own = await fieldsOf(ritaId);
    const demote = await save(rita, String(ritaId), { ...own, role: "editor", first_name: "Rita-Neu" });
    expect(demote.status).toBe(400);
    expect(demote.data.errors.role).toEqual(["Sie können sich die Administrationsrolle nicht selbst entziehen."]);
    const deactivate = await save(rita, String(ritaId), { ...own, is_active: "" });
    expect(deactivate.data.errors.is_active).toEqual(["Sie können Ihren eigenen Zugang nicht deaktivieren."]);
    expect(await fieldsOf(ritaId)).toEqual(own);
    expect(await isLoggedIn(rita)).toBe(true);
  });

  it("saves the user's own settings: name and e-mail (unique), password (current one required), language", async () => {
    const anna = await editorCookie(t.db, "t", "anna@example.org");
    const annaId = await idOf("anna@example.org");
    const post = (fields: Record<string, string>, cookie = anna) => settle<{ intent: string; errors: Record<string, string> }>(() => settingsAction(formActionArgs("/de/user/settings", fields, headers(cookie))));

    const taken = await post({ intent: "details", first_name: "Anna", last_name: "B", email: "redaktion@example.org" });
    expect(taken.status).toBe(400);
    expect(taken.data.errors.email).toBe("userSettings.emailTaken");
    const wrong = await post({ intent: "password", current_password: "falsch", new_password: "ein-langes-passwort", confirm_password: "ein-langes-passwort" });
    expect(wrong.status).toBe(400);
    expect(wrong.data.errors.current_password).toBe("profile.passwordWrong");
    expect((await post({ intent: "language", editor_locale: "xx" })).status).toBe(400);
    expect((await fieldsOf(annaId)).email).toBe("anna@example.org");

    const details = await post({ intent: "details", first_name: "Anna", last_name: "Beispiel-Neu", email: "Anna.Neu@Example.org" });
    expect(details.location).toBe("/de/user/settings?done=details");
    expect(await fieldsOf(annaId)).toMatchObject({ last_name: "Beispiel-Neu", email: "anna.neu@example.org" });

    const language = await post({ intent: "language", editor_locale: "en" });
    expect(language.status).toBe(303);
    expect(language.headers.get("Set-Cookie")).toMatch(/^editor-locale=; Path=\/;.*Max-Age=0/);
    expect((await fieldsOf(annaId)).editor_locale).toBe("en");
    const loaded = await settle<{ settings: { editor_locale: string } }>(() => settingsLoader(loaderArgs("/de/user/settings", headers(anna))));
    expect(loaded.data.settings.editor_locale).toBe("en");
    const profile = await settle<{ profile: { role: string } }>(() => profileLoader(loaderArgs("/de/user/profile", headers(anna))));
    expect(profile.data.profile.role).toBe("editor");
    const audit = await t.db.selectFrom("audit_log").select("changes").where("entity", "=", "users").where("entity_id", "=", annaId).execute();
    expect(audit.map((row) => Object.keys(JSON.parse(row.changes)))).toEqual([["last_name", "email"], ["editor_locale"]]);
    expect((await settle(() => settingsLoader(loaderArgs("/de/user/settings")))).status).toBe(302);
  });

  it("answers admin menus with the back office's edit pages and tells the root who may edit records", async () => {
    // Anna changed her address in the settings above.
    const anna = await editorCookie(t.db, "t", "anna.neu@example.org");
    const karl = await editorCookie(t.db, "t", "kasse@example.org");
    const res = await settle<{ admin_menus: { is_admin: boolean; change_urls: Record<string, string> } }>(() => editorUser(loaderArgs("/de/pageeditor-api/user", headers(anna))));
    expect(res.data.admin_menus).toEqual({
      is_admin: false,
      change_urls: {
        article: "/cms-hub/articles/{id}",
        venue: "/cms-hub/venues/{id}",
        event: "/cms-hub/events/{id}",
        person: "/cms-hub/persons/{id}",
        production: "/cms-hub/productions/{id}",
        series: "/cms-hub/series/{id}",
        form: "/cms-hub/forms/{id}",
      },
    });
    const root = (cookie?: string) => settle<{ user: { canEditRecords: boolean } | null }>(() => rootLoader(loaderArgs("/de", cookie ? headers(cookie) : {})));
    expect((await root(anna)).data.user?.canEditRecords).toBe(true);
    expect((await root(karl)).data.user?.canEditRecords).toBe(false);
    expect((await root()).data.user).toBeNull();
  });
});
