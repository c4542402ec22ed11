// The back office's list searches through the trigram index (migration 0026, app/models/list-search.server.ts):
// a substring in any letter case, umlauts too, short texts, wildcards taken literally, rows edited or
// deleted after the index was built, and a broad text with more matches than the index hands over.
import { describe, expect, it } from "vitest";
import { listRows } from "~/models/back-office/records.server";
import { listOrders } from "~/models/box-office-admin.server";
import { listAudit } from "~/models/audit-log.server";
import { listFormEntries } from "~/models/form-entries.server";
import { listLibraryImages } from "~/models/images.server";
import { LIST_COUNT_CAP } from "~/lib/back-office/list-query";
import { SEARCH_HIT_CAP } from "~/models/list-search.server";
import { listOfficeEvents } from "~/models/office-events.server";
import { listUsers } from "~/models/users.server";
import { createTestDatabases, setupDatabase } from "./support/test-db";

describe.each(createTestDatabases())("back-office list search on $name", (engine) => {
  const t = setupDatabase(engine, { seed: true });
  const users = async (search: string) => {
    const { rows, total } = await listUsers({ search, role: null, active: null, sort: null, dir: "asc", offset: 0, limit: 50 });
    return { total, names: rows.map((row) => row.username).sort() };
  };
  const addUser = (username: string, first: string, last: string) =>
    t.db.insertInto("users").values({ email: `${username}@example.org`, username, first_name: first, last_name: last, password_hash: "scrypt$00$00", is_admin: 0, is_active: 1 }).returning("id").executeTakeFirstOrThrow();

  it("finds a substring in any letter case, umlauts too, and a text of one or two characters", async () => {
    await addUser("juergen", "Jürgen", "Ärgerlich");
    await addUser("oe-test", "Öde", "Straße");
    await addUser("quote", 'Ann "Nan"', "Lot_50%");
    for (const text of ["ärger", "ÄRGER", "Ärgerl", "rgerli"]) expect((await users(text)).names, text).toEqual(["juergen"]);
    for (const text of ["jü", "JÜ", "ö", "Ö"]) expect((await users(text)).names, text).toContain(text.toLowerCase().startsWith("j") ? "juergen" : "oe-test");
    expect((await users("straße")).names).toEqual(["oe-test"]);
    // Wildcards and quotes are characters like any other.
    expect((await users('"nan"')).names).toEqual(["quote"]);
    expect((await users("t_5")).names).toEqual(["quote"]);
    expect((await users("50%")).names).toEqual(["quote"]);
    expect((await users("t%5")).names).toEqual([]);
    // Digits and signs (no letter case) of fewer than three characters, wildcards literal too.
    expect((await users("0%")).names).toEqual(["quote"]);
    expect((await users("%5")).names).toEqual([]);
    expect((await users("l_t")).names).toEqual([]);
  });

  it("follows rows edited and deleted after the index was built", async () => {
    const { id } = await addUser("wechsel", "Wilma", "Wandel");
    expect((await users("wandel")).names).toEqual(["wechsel"]);
    await t.db.updateTable("users").set({ last_name: "Zorn" }).where("id", "=", id).execute();
    expect((await users("wandel")).names).toEqual([]);
    expect((await users("zorn")).names).toEqual(["wechsel"]);
    await t.db.deleteFrom("users").where("id", "=", id).execute();
    expect((await users("zorn")).names).toEqual([]);
    expect((await users("wilma")).total).toBe(0);
  });

  it("pages a broad text with more matches than the index hands over, umlauts too, counting up to the cap", async () => {
    const count = SEARCH_HIT_CAP + 25;
    const rows = Array.from({ length: count }, (_, i) => ({ slug: `breit-${i}`, name_de: `Ärger ${i}`, name_en: `Trouble ${i}`, sort: i }));
    for (let i = 0; i < rows.length; i += 500) await t.db.insertInto("genres").values(rows.slice(i, i + 500)).execute();
    const genres = (text: string, offset = 0) =>
      listRows({ table: "genres", columns: ["id", "slug"], search: { columns: ["name_de", "name_en", "slug"], text }, equals: {}, sort: { column: "slug", dir: "asc" }, offset, limit: 50 });
    // A search counts up to the cap and one more ("more than 1,000"); every page is still there.
    for (const text of ["ärger", "ÄRGER", "breit-"]) expect((await genres(text)).total, text).toBe(LIST_COUNT_CAP + 1);
    const last = await genres("ärger", count - 10);
    expect(last.rows).toHaveLength(10);
    expect((await genres("ärger 1024")).rows.map((row) => row.slug)).toEqual(["breit-1024"]);
    expect((await genres("ärger 102")).total).toBe(6); // 102, 1020–1024
    // Without a search the count is exact.
    expect((await genres("")).total).toBe(count + Number((await t.db.selectFrom("genres").select((eb) => eb.fn.countAll().as("n")).where("slug", "not like", "breit-%").executeTakeFirstOrThrow()).n));
  });

  it("searches events by their own and their production's title, orders, form entries, images and the change log", async () => {
    const production = await t.db.selectFrom("productions").select(["id", "title_de"]).orderBy("id").executeTakeFirstOrThrow();
    await t.db.updateTable("productions").set({ title_de: "Die Übermütige Zauberflöte" }).where("id", "=", production.id).execute();
    const event = await t.db.selectFrom("events").select("id").where("production_id", "=", production.id).executeTakeFirstOrThrow();
    const found = await listOfficeEvents({ q: "übermütige zauber", sort: null, dir: "asc", limit: 50, offset: 0, now: new Date().toISOString() });
    expect(found.rows.map((row) => row.id)).toContain(event.id);
    expect(found.total).toBe(await t.db.selectFrom("events").select((eb) => eb.fn.countAll<number>().as("n")).where("production_id", "=", production.id).executeTakeFirstOrThrow().then((r) => Number(r.n)));

    const order = await t.db.insertInto("orders").values({ name: "Günther Öztürk", email: "guenther@example.org", total_cents: 100 }).returning("id").executeTakeFirstOrThrow();
    const orders = (text: string) => listOrders(t.db, { text, orderId: null, state: "", sort: "created", dir: "desc", limit: 50, offset: 0 });
    expect((await orders("ÖZTÜRK")).rows.map((row) => row.id)).toEqual([order.id]);
    expect((await orders("guenther@")).rows.map((row) => row.id)).toEqual([order.id]);

    const form = await t.db.selectFrom("forms").select("id").orderBy("id").executeTakeFirstOrThrow();
    await t.db.insertInto("form_entries").values({ form_id: form.id, field_values: JSON.stringify({ name: "Bärbel Suchbar" }), locale: "de" }).execute();
    const entries = await listFormEntries(form.id, { search: "BÄRBEL", read: "", dir: "desc", offset: 0, limit: 50 });
    expect(entries.rows.map((row) => JSON.parse(row.field_values).name)).toEqual(["Bärbel Suchbar"]);

    await t.db.insertInto("images").values({ name: "maennerchor-probe", orientation: "horizontal", width: 10, height: 10, alt_de: "Männerchor bei der Probe", alt_en: "Choir", credit: "" }).execute();
    expect((await listLibraryImages({ q: "MÄNNERCHOR", page: 1, perPage: 50 })).rows.map((row) => row.name)).toEqual(["maennerchor-probe"]);

    await t.db.insertInto("audit_log").values({ user_id: null, user_name: "Brünhilde Prüferin", entity: "genres", entity_id: 1, action: "update", changes: "{}" }).execute();
    expect((await listAudit({ search: "prüferin", offset: 0, limit: 50 })).rows.map((row) => row.user_name)).toEqual(["Brünhilde Prüferin"]);
  });

  it("finds events by a text of two characters in their own title or their production's, none by a title they lack", async () => {
    const [withText, without] = await t.db.selectFrom("productions").select("id").orderBy("id").limit(2).execute();
    await t.db.updateTable("productions").set({ title_de: "Abend mit Qx" }).where("id", "=", withText!.id).execute();
    const ofOther = await t.db.selectFrom("events").select("id").where("production_id", "=", without!.id).orderBy("id").limit(3).execute();
    const [ownTitle, englishTitle, noTitle] = ofOther.map((row) => row.id);
    await t.db.updateTable("events").set({ title_de: "QX-Lesung", title_en: null }).where("id", "=", ownTitle!).execute();
    await t.db.updateTable("events").set({ title_de: null, title_en: "Reading qX" }).where("id", "=", englishTitle!).execute();
    await t.db.updateTable("events").set({ title_de: null, title_en: null }).where("id", "=", noTitle!).execute();
    // What a reader finds by hand: every event whose own or production's title holds "qx" in any case.
    const all = await t.db.selectFrom("events as e").innerJoin("productions as p", "p.id", "e.production_id").select(["e.id", "e.title_de", "e.title_en", "p.title_de as p_de", "p.title_en as p_en"]).execute();
    const expected = all.filter((row) => [row.title_de, row.title_en, row.p_de, row.p_en].some((title) => (title ?? "").toLowerCase().includes("qx"))).map((row) => row.id);
    expect(expected).toEqual(expect.arrayContaining([ownTitle, englishTitle]));
    expect(expected).not.toContain(noTitle);
    for (const q of ["qx", "QX", "Qx"]) {
      const found = await listOfficeEvents({ q, sort: null, dir: "asc", limit: 500, offset: 0, now: new Date().toISOString() });
      expect({ ids: found.rows.map((row) => row.id).sort((a, b) => a - b), total: found.total }, q).toEqual({ ids: [...expected].sort((a, b) => a - b), total: expected.length });
    }
  });

  it("finds no event for a text no title holds, and one event for a JET number no title holds", async () => {
    const events = (q: string) => listOfficeEvents({ q, sort: null, dir: "asc", limit: 50, offset: 0, now: new Date().toISOString() });
    expect(await events("quxblorfzwieback")).toEqual({ rows: [], total: 0 });
    const jet = 987654321;
    const event = await t.db.selectFrom("events").select("id").orderBy("id").executeTakeFirstOrThrow();
    await t.db.updateTable("events").set({ id_jet: jet }).where("id", "=", event.id).execute();
    const byNumber = await events(String(jet));
    expect({ ids: byNumber.rows.map((row) => row.id), total: byNumber.total }).toEqual({ ids: [event.id], total: 1 });
  });
});
