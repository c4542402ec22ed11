import { describe, expect, it } from "vitest";
import { action, loader } from "~/routes/back-office/record";
import { LIST_COUNT_CAP } from "~/lib/back-office/list-query";
import { loader as listLoader } from "~/routes/back-office/records";
import { loader as auditLoader } from "~/routes/back-office/audit";
import { editorCookie } from "./support/editor-session";
import { createTestDatabases, formActionArgs, loaderArgs, settle, setupDatabase } from "./support/test-db";

type ListData = { rows: Array<Record<string, unknown> & { id: number }>; total: number; query: { sort: string; dir: string } };
type FormData = { values: Record<string, string>; audit: Array<{ action: string; who: string; changes: Record<string, [unknown, unknown]> }> };

describe.each(createTestDatabases())("the generic back-office records on $name", (engine) => {
  const t = setupDatabase(engine, { seed: true });
  const as = async (email: string) => ({ headers: { Cookie: await editorCookie(t.db, "integration-test", email) } });
  const rita = () => as("redaktion@example.org");

  it("answers 404 for a kind that does not exist and 403 to the box office", async () => {
    const missing = await settle(() => listLoader(loaderArgs("/cms-hub/nothing", { params: { resource: "nothing" } })));
    expect(missing.status).toBe(404);
    const refused = await settle(async () => listLoader(loaderArgs("/cms-hub/genres", { ...(await as("kasse@example.org")), params: { resource: "genres" } })));
    expect(refused.status).toBe(403);
    const anonymous = await settle(() => listLoader(loaderArgs("/cms-hub/genres", { params: { resource: "genres" } })));
    expect(anonymous.status).toBe(302);
  });

  it("pages, sorts and searches 10,000 rows", async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({ slug: `bulk-${i}`, name_de: `Bulk-Genre ${String(i).padStart(5, "0")}`, name_en: `Bulk genre ${i}`, sort: 1000 + i }));
    for (let i = 0; i < rows.length; i += 500) await t.db.insertInto("genres").values(rows.slice(i, i + 500)).execute();
    const headers = await rita();
    const page = await settle<ListData>(() => listLoader(loaderArgs("/cms-hub/genres?q=bulk-genre&sort=name_de&dir=desc&page=3", { ...headers, params: { resource: "genres" } })));
    expect(page.data.total).toBe(LIST_COUNT_CAP + 1);
    expect(page.data.rows).toHaveLength(50);
    expect(page.data.rows[0].name_de).toBe("Bulk-Genre 09899");
    const found = await settle<ListData>(() => listLoader(loaderArgs("/cms-hub/genres?q=genre%2004711", { ...headers, params: { resource: "genres" } })));
    expect(found.data.total).toBe(1);
    expect(found.data.rows[0].slug).toBe("bulk-4711");
    const wildcard = await settle<ListData>(() => listLoader(loaderArgs("/cms-hub/genres?q=%25", { ...headers, params: { resource: "genres" } })));
    expect(wildcard.data.total).toBe(0);
  });

  it("creates a record with a slug made from its name, logs it, and refuses a taken slug", async () => {
    const headers = await rita();
    const created = await settle(() =>
      action(formActionArgs("/cms-hub/genres/new", { intent: "save", name_de: "Bilderbuch-Theater für Größere", name_en: "Picture-book theatre", slug: "", sort: "7" }, { ...headers, params: { resource: "genres", id: "new" } })),
    );
    expect(created.status).toBe(303);
    const row = await t.db.selectFrom("genres").selectAll().where("name_de", "=", "Bilderbuch-Theater für Größere").executeTakeFirstOrThrow();
    expect(row.slug).toBe("bilderbuch-theater-fuer-groessere");
    expect(created.location).toBe(`/cms-hub/genres/${row.id}?done=created&name=Bilderbuch-Theater+f%C3%BCr+Gr%C3%B6%C3%9Fere`);

    const again = await settle<{ errors: Record<string, string[]> }>(() =>
      action(formActionArgs(`/cms-hub/genres/new`, { intent: "save", name_de: "Anders", slug: "bilderbuch-theater-fuer-groessere" }, { ...headers, params: { resource: "genres", id: "new" } })),
    );
    expect(again.status).toBe(400);
    expect(again.data.errors.slug).toEqual(["taken"]);

    const form = await settle<FormData>(() => loader(loaderArgs(`/cms-hub/genres/${row.id}`, { ...headers, params: { resource: "genres", id: String(row.id) } })));
    expect(form.data.values.name_de).toBe("Bilderbuch-Theater für Größere");
    expect(form.data.audit).toHaveLength(1);
    expect(form.data.audit[0]).toMatchObject({ action: "create", who: "Rita Redaktion" });
  });

  it("refuses bad input with messages by field and changes nothing", async () => {
    const headers = await rita();
    const genre = await t.db.selectFrom("genres").selectAll().orderBy("id").executeTakeFirstOrThrow();
    const refused = await settle<{ errors: Record<string, string[]> }>(() =>
      action(formActionArgs(`/cms-hub/genres/${genre.id}`, { intent: "save", name_de: "  ", slug: "Nicht Gültig", sort: "zwei" }, { ...headers, params: { resource: "genres", id: String(genre.id) } })),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.errors).toEqual({ name_de: ["required"], slug: ["slug"], sort: ["number"] });
    expect(await t.db.selectFrom("genres").selectAll().where("id", "=", genre.id).executeTakeFirstOrThrow()).toEqual(genre);
  });

  it("logs an update's changed fields, and refuses to delete a genre productions use (409)", async () => {
    const headers = await rita();
    const used = await t.db
      .selectFrom("genres")
      .innerJoin("productions", "productions.genre_id", "genres.id")
      .select(["genres.id", "genres.name_de", "genres.name_en", "genres.slug", "genres.sort"])
      .executeTakeFirstOrThrow();
    const params = { resource: "genres", id: String(used.id) };
    const saved = await settle(() =>
      action(formActionArgs(`/cms-hub/genres/${used.id}`, { intent: "save", name_de: `${used.name_de} (neu)`, name_en: used.name_en, slug: used.slug, sort: String(used.sort) }, { ...headers, params })),
    );
    expect(saved.status).toBe(303);
    const form = await settle<FormData>(() => loader(loaderArgs(`/cms-hub/genres/${used.id}`, { ...headers, params })));
    expect(form.data.audit[0].changes).toEqual({ name_de: [used.name_de, `${used.name_de} (neu)`] });

    const deleted = await settle<{ refused: string }>(() => action(formActionArgs(`/cms-hub/genres/${used.id}`, { intent: "delete" }, { ...headers, params })));
    expect(deleted.status).toBe(409);
    expect(deleted.data.refused).toBe("inUse");
    expect(await t.db.selectFrom("genres").select("id").where("id", "=", used.id).executeTakeFirst()).toBeDefined();
  });

  it("deletes an unused record and logs it; a redirect rule applies to the site at once", async () => {
    const headers = await rita();
    const created = await settle(() =>
      action(formActionArgs("/cms-hub/redirects/new", { intent: "save", old_path: "/de/alte-seite", new_path: "/de/programm" }, { ...headers, params: { resource: "redirects", id: "new" } })),
    );
    expect(created.status).toBe(303);
    const rule = await t.db.selectFrom("redirect_rules").selectAll().where("old_path", "=", "/de/alte-seite").executeTakeFirstOrThrow();
    const bad = await settle<{ errors: Record<string, string[]> }>(() =>
      action(formActionArgs("/cms-hub/redirects/new", { intent: "save", old_path: "https://evil.example/x", new_path: "//evil.example" }, { ...headers, params: { resource: "redirects", id: "new" } })),
    );
    expect(bad.data.errors).toEqual({ old_path: ["path"], new_path: ["path"] });
    const params = { resource: "redirects", id: String(rule.id) };
    const deleted = await settle(() => action(formActionArgs(`/cms-hub/redirects/${rule.id}`, { intent: "delete" }, { ...headers, params })));
    expect(deleted.status).toBe(303);
    expect(deleted.location).toBe("/cms-hub/redirects?done=deleted&name=%2Fde%2Falte-seite");
    const log = await t.db.selectFrom("audit_log").select(["action", "user_name"]).where("entity", "=", "redirects").where("entity_id", "=", rule.id).orderBy("id").execute();
    expect(log.map((l) => l.action)).toEqual(["create", "delete"]);
  });

  it("refuses a post without the CSRF token and a box-office user's post", async () => {
    const genre = await t.db.selectFrom("genres").selectAll().orderBy("id").executeTakeFirstOrThrow();
    const params = { resource: "genres", id: String(genre.id) };
    const noToken = await settle(async () => action(formActionArgs(`/cms-hub/genres/${genre.id}`, { intent: "delete" }, { ...(await rita()), params, withoutCsrf: true })));
    expect(noToken.status).toBe(403);
    const boxOffice = await settle(async () => action(formActionArgs(`/cms-hub/genres/${genre.id}`, { intent: "delete" }, { ...(await as("kasse@example.org")), params })));
    expect(boxOffice.status).toBe(403);
    expect(await t.db.selectFrom("genres").select("id").where("id", "=", genre.id).executeTakeFirst()).toBeDefined();
  });

  it("lists every change in the change log for admins only, searchable by who and filtered by kind", async () => {
    const headers = await rita();
    await settle(() => action(formActionArgs("/cms-hub/redirects/new", { intent: "save", old_path: "/de/protokoll-alt", new_path: "/de/programm" }, { ...headers, params: { resource: "redirects", id: "new" } })));
    type AuditData = { total: number; rows: Array<{ who: string; action: string; entity: string; href: string | null; changes: Record<string, unknown> }> };
    const log = await settle<AuditData>(() => auditLoader(loaderArgs("/cms-hub/audit?q=rita&entity=redirects", headers)));
    expect(log.data.rows[0]).toMatchObject({ who: "Rita Redaktion", action: "create", entity: "redirects" });
    expect(log.data.rows[0].href).toMatch(/^\/cms-hub\/redirects\/\d+$/);
    expect(log.data.rows[0].changes).toMatchObject({ old_path: [null, "/de/protokoll-alt"] });
    const nobody = await settle<AuditData>(() => auditLoader(loaderArgs("/cms-hub/audit?q=niemand", headers)));
    expect(nobody.data.total).toBe(0);
    const editor = await settle(async () => auditLoader(loaderArgs("/cms-hub/audit", await as("anna@example.org"))));
    expect(editor.status).toBe(403);
  });

  it("keeps content pages' settings: a new page, its address checked, a changed address redirecting", async () => {
    const headers = await rita();
    const params = { resource: "pages", id: "new" };
    const bad = await settle<{ errors: Record<string, string[]> }>(() =>
      action(formActionArgs("/cms-hub/pages/new", { intent: "save", title_de: "Neu", url_de: "/Festival//Neu", url_en: "" }, { ...headers, params })),
    );
    expect(bad.status).toBe(400);
    expect(bad.data.errors.url_de).toEqual(["pagePath"]);
    const home = await settle<{ errors: Record<string, string[]> }>(() =>
      action(formActionArgs("/cms-hub/pages/new", { intent: "save", title_de: "Zweite Startseite", url_de: "", url_en: "" }, { ...headers, params })),
    );
    expect(home.status).toBe(400);
    expect(Object.values(home.data.errors).flat()).toContain("taken");
    const created = await settle(() =>
      action(formActionArgs("/cms-hub/pages/new", { intent: "save", title_de: "Werkstatt", title_en: "Workshop", url_de: "festival/werkstatt", url_en: "festival/workshop", is_online: "1" }, { ...headers, params })),
    );
    expect(created.status).toBe(303);
    const page = await t.db.selectFrom("pages").selectAll().where("url_de", "=", "festival/werkstatt").executeTakeFirstOrThrow();
    expect(page).toMatchObject({ title_en: "Workshop", is_online: 1 });
    const moved = await settle(() =>
      action(formActionArgs(`/cms-hub/pages/${page.id}`, { intent: "save", title_de: "Werkstatt", title_en: "Workshop", url_de: "festival/schreibwerkstatt", url_en: "festival/workshop", is_online: "1" }, { ...headers, params: { resource: "pages", id: String(page.id) } })),
    );
    expect(moved.status).toBe(303);
    const rule = await t.db.selectFrom("redirect_rules").select("new_path").where("old_path", "=", "/de/festival/werkstatt").executeTakeFirstOrThrow();
    expect(rule.new_path).toBe("/de/festival/schreibwerkstatt");
    expect(await t.db.selectFrom("redirect_rules").select("id").where("old_path", "=", "/en/festival/workshop").executeTakeFirst()).toBeUndefined();
    const boxOffice = await settle(async () => listLoader(loaderArgs("/cms-hub/pages", { ...(await as("kasse@example.org")), params: { resource: "pages" } })));
    expect(boxOffice.status).toBe(403);
  });
});
