import { describe, expect, it } from "vitest";
import { slugify } from "~/lib/slug";
import { findRedirect } from "~/models/redirects.server";
import { loader as productionLoader } from "~/routes/production";
import { action, loader } from "~/routes/back-office/record";
import { loader as listLoader } from "~/routes/back-office/records";
import { editorCookie } from "./support/editor-session";
import { createTestDatabases, formActionArgs, loaderArgs, settle, setupDatabase } from "./support/test-db";

type Fields = Record<string, string | string[]>;
type ListData = { rows: Array<Record<string, unknown> & { id: number }>; total: number };
type FormData = { values: Record<string, string>; audit: Array<{ action: string; changes: Record<string, [unknown, unknown]> }> };

describe.each(createTestDatabases())("the programme's record kinds on $name", (engine) => {
  const t = setupDatabase(engine, { seed: true });
  const rita = async () => ({ headers: { Cookie: await editorCookie(t.db, "integration-test", "redaktion@example.org") } });
  const first = async (table: "venues" | "persons" | "person_categories" | "production_tags" | "genres") => (await t.db.selectFrom(table).select("id").orderBy("id").executeTakeFirstOrThrow()).id;

  async function save(key: string, id: number | "new", fields: Fields) {
    const headers = await rita();
    return settle<{ errors: Record<string, string[]> }>(() => action(formActionArgs(`/cms-hub/${key}/${id}`, { intent: "save", ...fields }, { ...headers, params: { resource: key, id: String(id) } })));
  }
  const idFrom = (location: string | null | undefined) => Number(/\/(\d+)\?/.exec(location ?? "")?.[1]);
  async function list(key: string, query = "") {
    const headers = await rita();
    return (await settle<ListData>(() => listLoader(loaderArgs(`/cms-hub/${key}${query}`, { ...headers, params: { resource: key } })))).data;
  }

  // Each kind: a create (a slug left empty is made), then an update posting the whole form again with one change.
  const kinds: Array<{ key: string; table: string; create: () => Promise<Fields>; stored: Record<string, unknown>; change: Fields; changed: Record<string, unknown> }> = [
    { key: "person-categories", table: "person_categories", create: async () => ({ name_de: "Prüfkategorie", name_en: "Test category", slug: "", sort: "3" }), stored: { slug: "pruefkategorie", sort: 3 }, change: { name_de: "Prüfkategorie neu" }, changed: { name_de: "Prüfkategorie neu", slug: "pruefkategorie" } },
    { key: "exhibition-types", table: "exhibition_types", create: async () => ({ name_de: "Prüfschau", slug: "" }), stored: { slug: "pruefschau", name_en: "" }, change: { sort: "9" }, changed: { sort: 9 } },
    { key: "event-tags", table: "event_tags", create: async () => ({ name_de: "Prüf-Tag", slug: "", show_in_filter: "1" }), stored: { slug: "pruef-tag", show_in_filter: 1 }, change: { show_in_filter: [] }, changed: { show_in_filter: 0 } },
    { key: "production-tags", table: "production_tags", create: async () => ({ name_de: "Prüf-Produktionstag", slug: "eigener-tag" }), stored: { slug: "eigener-tag", show_in_filter: 0 }, change: { show_in_filter: "1" }, changed: { show_in_filter: 1 } },
    { key: "seasons", table: "seasons", create: async () => ({ name_de: "Prüfsaison 2031", slug: "", date_from: "2031-01-01", date_to: "2031-06-30" }), stored: { slug: "pruefsaison-2031", date_to: "2031-06-30" }, change: { date_to: "2031-07-31" }, changed: { date_to: "2031-07-31" } },
    { key: "venues", table: "venues", create: async () => ({ name: "Prüf-Bühne", slug: "", street: "Hauptplatz 1", zip: "4020", city: "Linz", lat: "48,3069", lng: "14.2858", is_online: "1" }), stored: { slug: "pruef-buehne", lat: 48.3069, lng: 14.2858, is_online: 1 }, change: { lat: "" }, changed: { lat: null } },
    { key: "rooms", table: "rooms", create: async () => ({ venue_id: String(await first("venues")), name_de: "Prüfsaal", name_en: "Test hall", show_in_filter: "1", sort: "" }), stored: { name_en: "Test hall", sort: 0, show_in_filter: 1 }, change: { name_de: "Prüfsaal B" }, changed: { name_de: "Prüfsaal B" } },
    { key: "series", table: "series", create: async () => ({ name_de: "Prüf-Abo", slug: "", is_subscription: "1", is_online: "1" }), stored: { slug: "pruef-abo", is_subscription: 1, show_in_filter: 0 }, change: { is_subscription: [] }, changed: { is_subscription: 0 } },
    { key: "persons", table: "persons", create: async () => ({ first_name: "Zoë", last_name: "Prüf-Maier", slug: "", email: "zoe@example.org", categories: [String(await first("person_categories"))], is_online: "1" }), stored: { slug: slugify("Zoë Prüf-Maier"), email: "zoe@example.org" }, change: { role_de: "Autorin" }, changed: { role_de: "Autorin" } },
    {
      key: "productions",
      table: "productions",
      create: async () => ({ title_de: "Prüfstück", title_en: "Test piece", slug_de: "", slug_en: "", language: "de,en", age_from: "6", genre_id: String(await first("genres")), is_online: "1", tags: [String(await first("production_tags"))] }),
      stored: { slug_de: "pruefstueck", slug_en: "test-piece", age_from: 6, show_sticky_tickets: 0 },
      change: { age_to: "10" },
      changed: { age_from: 6, age_to: 10 },
    },
  ];

  it.each(kinds)("creates and updates $key through the form's action, with an audit row each", async (kind) => {
    const fields = await kind.create();
    const created = await save(kind.key, "new", fields);
    expect(created.status, JSON.stringify(created.data)).toBe(303);
    const id = idFrom(created.location);
    const table = kind.table as "genres";
    expect(await t.db.selectFrom(table).selectAll().where("id", "=", id).executeTakeFirstOrThrow()).toMatchObject(kind.stored);
    const updated = await save(kind.key, id, { ...fields, slug: String(kind.stored.slug ?? fields.slug ?? ""), ...kind.change });
    expect(updated.status, JSON.stringify(updated.data)).toBe(303);
    expect(await t.db.selectFrom(table).selectAll().where("id", "=", id).executeTakeFirstOrThrow()).toMatchObject(kind.changed);
    const log = await t.db.selectFrom("audit_log").select("action").where("entity", "=", kind.key).where("entity_id", "=", id).orderBy("id").execute();
    expect(log.map((row) => row.action)).toEqual(["create", "update"]);
    const found = await list(kind.key, `?q=${encodeURIComponent(String(fields.name_de ?? fields.name ?? fields.title_de ?? fields.last_name))}`);
    expect(found.rows.map((row) => row.id)).toContain(id);
  });

  it("stores a production's persons as ordered rows, drops removed ones and names a bad row's field", async () => {
    const people = await t.db.selectFrom("persons").select("id").orderBy("id").limit(2).execute();
    const base = { title_de: "Mitwirkendenstück", slug_de: "", slug_en: "", language: "de", is_online: "1" };
    const rows = {
      "persons.0.person_id": String(people[0].id), "persons.0.role_de": "Text", "persons.0.sort": "2",
      "persons.1.person_id": String(people[1].id), "persons.1.role_de": "Bild", "persons.1.role_en": "Pictures", "persons.1.sort": "1",
      "persons.2.person_id": "", "persons.2.role_de": "", "persons.2.sort": "",
    };
    const created = await save("productions", "new", { ...base, ...rows });
    expect(created.status).toBe(303);
    const id = idFrom(created.location);
    const stored = () => t.db.selectFrom("production_persons").select(["person_id", "role_de", "role_en", "sort"]).where("production_id", "=", id).orderBy("sort").execute();
    expect(await stored()).toEqual([
      { person_id: people[1].id, role_de: "Bild", role_en: "Pictures", sort: 1 },
      { person_id: people[0].id, role_de: "Text", role_en: "", sort: 2 },
    ]);

    const bad = await save("productions", id, { ...base, slug_de: "mitwirkendenstueck", "persons.0.person_id": "", "persons.0.role_de": "Ohne Person" });
    expect(bad.status).toBe(400);
    expect(bad.data.errors).toEqual({ "persons.0.person_id": ["required"] });
    expect(await stored()).toHaveLength(2);

    const removed = await save("productions", id, { ...base, slug_de: "mitwirkendenstueck", ...rows, "persons.1._remove": "1" });
    expect(removed.status).toBe(303);
    expect(await stored()).toEqual([{ person_id: people[0].id, role_de: "Text", role_en: "", sort: 2 }]);
    const headers = await rita();
    const form = await settle<FormData>(() => loader(loaderArgs(`/cms-hub/productions/${id}`, { ...headers, params: { resource: "productions", id: String(id) } })));
    expect(form.data.values["persons.0.role_de"]).toBe("Text");
    expect(form.data.values["persons.1.person_id"]).toBeUndefined();
    expect(Object.keys(form.data.audit[0].changes)).toEqual(["persons"]);
  });

  it("redirects a production's old address after a slug change, and its public page shows the new title", async () => {
    const production = await t.db.selectFrom("productions").selectAll().where("is_online", "=", 1).orderBy("id").executeTakeFirstOrThrow();
    const tags = await t.db.selectFrom("production_tag_links").select("tag_id").where("production_id", "=", production.id).execute();
    const fields: Fields = {
      title_de: "Ganz neuer Titel", title_en: production.title_en, subtitle_de: production.subtitle_de, subtitle_en: production.subtitle_en,
      slug_de: "ganz-neuer-titel", slug_en: production.slug_en, language: production.language, is_online: "1", tags: tags.map((tag) => String(tag.tag_id)),
    };
    const saved = await save("productions", production.id, fields);
    expect(saved.status, JSON.stringify(saved.data)).toBe(303);
    const oldPath = `/de/produktionen/${production.slug_de}/${production.id}`;
    expect(await findRedirect(oldPath)).toMatchObject({ new_path: `/de/produktionen/ganz-neuer-titel/${production.id}` });
    const page = await settle<{ production: { title: string } }>(() =>
      productionLoader(loaderArgs(`/de/produktionen/ganz-neuer-titel/${production.id}`, { params: { slug: "ganz-neuer-titel", id: String(production.id) } })),
    );
    expect(page.status).toBe(200);
    expect(page.data.production.title).toBe("Ganz neuer Titel");
  });

  it("lists rooms with their venue's name and filters them by venue; series by being a subscription", async () => {
    const venue = await t.db.selectFrom("venues").innerJoin("rooms", "rooms.venue_id", "venues.id").select(["venues.id", "venues.name"]).orderBy("venues.id").executeTakeFirstOrThrow();
    const rooms = await list("rooms", `?venue_id=${venue.id}`);
    expect(rooms.total).toBeGreaterThan(0);
    expect(new Set(rooms.rows.map((row) => row["venue.name"]))).toEqual(new Set([venue.name]));
    const subscriptions = await list("series", "?is_subscription=1");
    const expected = await t.db.selectFrom("series").select((eb) => eb.fn.countAll<number>().as("n")).where("is_subscription", "=", 1).executeTakeFirstOrThrow();
    expect(subscriptions.total).toBe(Number(expected.n));
    expect(subscriptions.rows.every((row) => row.is_subscription === 1)).toBe(true);
  });

  it.each([
    ["productions", "productions", "events", "production_id"],
    ["rooms", "rooms", "events", "room_id"],
    ["series", "series", "events", "series_id"],
    ["venues", "venues", "rooms", "venue_id"],
    ["persons", "persons", "production_persons", "person_id"],
    ["seasons", "seasons", "productions", "season_id"],
    ["production-tags", "production_tags", "production_tag_links", "tag_id"],
  ])("refuses to delete %s still referred to (409) and keeps it", async (key, table, by, column) => {
    const used = await t.db.selectFrom(by as "events").select(`${column} as id` as "id").where(column as "id", "is not", null).orderBy(column as "id").executeTakeFirstOrThrow();
    const headers = await rita();
    const params = { resource: key, id: String(used.id) };
    const refused = await settle(() => action(formActionArgs(`/cms-hub/${key}/${used.id}`, { intent: "delete" }, { ...headers, params })));
    expect(refused.status).toBe(409);
    expect(await t.db.selectFrom(table as "events").select("id").where("id", "=", used.id).executeTakeFirst()).toBeDefined();
  });
});
