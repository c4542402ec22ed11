import { describe, expect, it } from "vitest";
import { can, optionalUser, requireUser } from "~/services/auth.server";
import { revokeSessionsOf, startSession } from "~/services/session.server";
import { editorCookie } from "./support/editor-session";
import { createTestDatabases, settle, setupDatabase } from "./support/test-db";

const request = (path: string, cookie?: string) => new Request(new URL(path, "http://localhost"), { headers: cookie ? { Cookie: cookie } : {} });

describe.each(createTestDatabases())("requireUser on $name", (engine) => {
  const t = setupDatabase(engine, { seed: true });

  const memberEmail = `mitglied-${engine.name}@example.org`;

  /** A new logged-in session of a team member who is not an admin (the account is made once). */
  async function memberCookie(): Promise<string> {
    const existing = await t.db.selectFrom("users").select("id").where("email", "=", memberEmail).executeTakeFirst();
    const { id } =
      existing ??
      (await t.db
        .insertInto("users")
        .values({ email: memberEmail, username: `mitglied-${engine.name}`, first_name: "Max", last_name: "Mitglied", password_hash: "scrypt$00$00", is_admin: 0, is_active: 1 })
        .returning("id")
        .executeTakeFirstOrThrow());
    return (await startSession(request("/"), id)).split(";")[0]!;
  }

  it("sends a page without a user to the login, which leads back to the page", async () => {
    const dashboard = await settle(() => requireUser(request("/cms-hub"), "back-office"));
    expect(dashboard).toMatchObject({ status: 302, thrown: true, location: "/de/login?redirectTo=%2Fcms-hub" });
    const profile = await settle(() => requireUser(request("/en/user/profile"), "own-profile"));
    expect(profile).toMatchObject({ status: 302, location: "/en/login?redirectTo=%2Fen%2Fuser%2Fprofile" });
    expect(await optionalUser(request("/de"))).toBeNull();
  });

  it("answers a JSON call without a user 401 with a message", async () => {
    for (const path of ["/de/pageeditor-api/user", "/api/user-details/"]) {
      const res = await settle<{ error: string }>(() => requireUser(request(path), "edit-pages"));
      expect(res).toMatchObject({ status: 401, thrown: true });
      expect(res.data.error).toBe("Not logged in.");
    }
  });

  it("treats a revoked session as no user", async () => {
    const cookie = await editorCookie(t.db);
    const user = await requireUser(request("/cms-hub", cookie), "back-office");
    expect(user.email).toBe("redaktion@example.org");
    expect(user.sessionId).toMatch(/^[0-9a-f]{64}$/);
    await revokeSessionsOf(user.id);
    expect((await settle(() => requireUser(request("/cms-hub", cookie), "back-office"))).location).toBe("/de/login?redirectTo=%2Fcms-hub");
    expect((await settle(() => requireUser(request("/de/pageeditor-api/user", cookie), "edit-pages"))).status).toBe(401);
    expect(await optionalUser(request("/de", cookie))).toBeNull();
  });

  it("treats a deactivated account as no user", async () => {
    const cookie = await memberCookie();
    expect(await optionalUser(request("/de", cookie))).not.toBeNull();
    await t.db.updateTable("users").set({ is_active: 0 }).where("email", "=", memberEmail).execute();
    expect((await settle(() => requireUser(request("/de/user/profile", cookie), "own-profile"))).status).toBe(302);
    await t.db.updateTable("users").set({ is_active: 1 }).where("email", "=", memberEmail).execute();
  });

  it("answers 403 to a user without the permission, on a page and in a JSON call", async () => {
    const cookie = await memberCookie();
    const member = await requireUser(request("/cms-hub", cookie), "back-office");
    expect(can(member, "edit-pages") && can(member, "own-profile")).toBe(true);
    expect(can(member, "administer")).toBe(false);
    expect(can(null, "edit-pages")).toBe(false);

    const page = await settle<{ message: string }>(() => requireUser(request("/cms-hub", cookie), "administer"));
    expect(page).toMatchObject({ status: 403, thrown: true });
    expect(page.data.message).toBe("403 Forbidden");
    const json = await settle<{ error: string }>(() => requireUser(request("/de/pageeditor-api/user", cookie), "administer"));
    expect(json).toMatchObject({ status: 403, thrown: true });
    expect(json.data.error).toBe("You may not do this.");

    const admin = await editorCookie(t.db);
    expect((await requireUser(request("/cms-hub", admin), "administer")).is_admin).toBe(1);
  });
});
