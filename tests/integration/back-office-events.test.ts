// The back office's events on a real database: the list (paging, search, filters on 10,000 events),
// create and update with sales rows, capacities that may not drop below what is sold or reserved,
// the permission matrix, the audit log, and a new event found by search and bookable at once.
import { describe, expect, it } from "vitest";
import { LIST_COUNT_CAP } from "~/lib/back-office/list-query";
import { action as eventAction, loader as eventLoader } from "~/routes/back-office/event";
import { loader as listLoader } from "~/routes/back-office/events";
import { createEmbeddedBoxOffice } from "~/services/box-office/embedded.server";
import { searchSite } from "~/services/search.server";
import { editorCookie } from "./support/editor-session";
import { createTestDatabases, formActionArgs, loaderArgs, settle, setupDatabase } from "./support/test-db";

const RITA = "redaktion@example.org";
const ANNA = "anna@example.org";
const KARL = "kasse@example.org";

type ListData = { total: number; rows: { id: number; title: string; when: string; seatsLeft: number | null }[] };

describe.each(createTestDatabases())("back-office events on $name", (engine) => {
  const t = setupDatabase(engine, { seed: true });
  const cookie = (email: string) => editorCookie(t.db, "integration-test", email);
  const list = async (query: string, email = RITA) =>
    settle<ListData>(async () => listLoader(loaderArgs(`/cms-hub/events${query}`, { headers: { Cookie: await cookie(email) } })));
  const post = async (id: string, fields: Record<string, string | string[]>, email = RITA) =>
    settle<{ errors?: Record<string, string[]>; values?: unknown }>(async () =>
      eventAction(formActionArgs(`/cms-hub/events/${id}`, { intent: "save", ...fields }, { params: { id }, headers: { Cookie: await cookie(email) } })),
    );
  const productionId = async () => (await t.db.selectFrom("productions").select("id").orderBy("id").executeTakeFirstOrThrow()).id;

  const newEvent = (production: number, title: string, jet: string) => ({
    "content.production_id": String(production),
    "content.date_start": "2031-05-04T19:30",
    "content.date_end": "2031-05-04T21:00",
    "content.event_type": "concert",
    "content.title_de": title,
    "content.is_online": "1",
    "content.id_jet": jet,
    "groups.0.name_de": "Parkett",
    "groups.0.status": "1",
    "groups.0.capacity": "5",
    "groups.0.prices.0.name_de": "Vollpreis",
    "groups.0.prices.0.amount": "12,50",
    "groups.0.prices.0.sale_type_id": "1",
    "groups.0.prices.1.name_de": "Ermäßigt",
    "groups.0.prices.1.amount": "8.5",
    "groups.0.prices.1.sale_type_id": "2",
    "groups.1.name_de": "Balkon",
    "groups.1.status": "1",
    "groups.1.capacity": "3",
    "groups.1.prices.0.name_de": "Vollpreis",
    "groups.1.prices.0.amount": "9",
    "groups.1.prices.0.sale_type_id": "1",
  });

  it("answers by role: anonymous to the login, editor and box office and admin 200, creating needs the catalogue", async () => {
    expect((await settle(() => listLoader(loaderArgs("/cms-hub/events")))).status).toBe(302);
    expect((await settle(() => eventLoader(loaderArgs("/cms-hub/events/new", { params: { id: "new" } })))).status).toBe(302);
    for (const email of [RITA, ANNA, KARL]) expect((await list("", email)).status, email).toBe(200);
    const asKarl = await settle(async () => eventLoader(loaderArgs("/cms-hub/events/new", { params: { id: "new" }, headers: { Cookie: await cookie(KARL) } })));
    expect(asKarl.status).toBe(403);
    expect((await post("new", newEvent(await productionId(), "Karls Abend", "990001"), KARL)).status).toBe(403);
    const anonymous = await settle(() => eventAction(formActionArgs("/cms-hub/events/new", { intent: "save" }, { params: { id: "new" } })));
    expect(anonymous.status).toBe(302);
    expect(await t.db.selectFrom("events").select("id").where("id_jet", "=", 990001).executeTakeFirst()).toBeUndefined();
  });

  it("creates an event with seat groups and prices, finds it, and books it at once", async () => {
    const created = await post("new", newEvent(await productionId(), "Zitronenfalternacht", "990002"));
    expect(created.status).toBe(303);
    const event = await t.db.selectFrom("events").selectAll().where("id_jet", "=", 990002).executeTakeFirstOrThrow();
    expect(created.location).toBe(`/cms-hub/events/${event.id}?done=created`);
    expect(event).toMatchObject({ title_de: "Zitronenfalternacht", event_type: "concert", date_start: "2031-05-04T17:30:00.000Z" });
    const groups = await t.db.selectFrom("seat_groups").selectAll().where("event_id", "=", event.id).orderBy("sort").execute();
    expect(groups.map((g) => [g.name_de, g.capacity])).toEqual([["Parkett", 5], ["Balkon", 3]]);
    const prices = await t.db.selectFrom("prices").select(["name_de", "amount_cents", "sale_type_id"]).where("seat_group_id", "=", groups[0]!.id).orderBy("sort").execute();
    expect(prices).toEqual([{ name_de: "Vollpreis", amount_cents: 1250, sale_type_id: 1 }, { name_de: "Ermäßigt", amount_cents: 850, sale_type_id: 2 }]);
    const audit = await t.db.selectFrom("audit_log").select(["action", "changes"]).where("entity", "=", "events").where("entity_id", "=", event.id).execute();
    expect(audit.length).toBe(1 + 2 + 3);
    expect(audit.some((a) => a.changes.includes('seat group \\"Balkon\\": capacity'))).toBe(true);

    const found = await searchSite({ locale: "de", q: "Zitronenfalternacht", category: "events", page: 1 });
    expect(found.results.map((r) => r.id)).toContain(event.id);
    // Bad references are refused beside their fields, nothing written.
    const bad = await post("new", { ...newEvent(await productionId(), "Falsch", "990009"), "content.room_id": "999999", "content.production_id": "999999" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.data.errors ?? {}).sort()).toEqual(["content.production_id", "content.room_id"]);
    const worse = await post("new", { ...newEvent(await productionId(), "Falsch", "990009"), "groups.0.prices.0.amount": "zwölf", "content.date_end": "2031-05-04T18:00" });
    expect(worse.status).toBe(400);
    expect(await t.db.selectFrom("events").select("id").where("id_jet", "=", 990009).executeTakeFirst()).toBeUndefined();

    const box = createEmbeddedBoxOffice({ connection: () => t.conn });
    const added = await box.addToCart({ eventJetId: 990002, seatGroupId: groups[1]!.id, tickets: [{ saleTypeId: 1, quantity: 2 }] });
    expect(added.ok).toBe(true);
  });

  it("refuses a capacity below what is sold or reserved, and keeps sold seat groups and prices", async () => {
    await post("new", newEvent(await productionId(), "Kapazitätsprobe", "990003"));
    const event = await t.db.selectFrom("events").select("id").where("id_jet", "=", 990003).executeTakeFirstOrThrow();
    const [parkett, balkon] = await t.db.selectFrom("seat_groups").selectAll().where("event_id", "=", event.id).orderBy("sort").execute();
    const box = createEmbeddedBoxOffice({ connection: () => t.conn });
    const cart = await box.addToCart({ eventJetId: 990003, seatGroupId: parkett!.id, tickets: [{ saleTypeId: 1, quantity: 3 }] });
    if (!cart.ok) throw new Error(cart.reason);
    expect((await box.checkout(cart.value.cartToken, { name: "Anna Berger", email: "anna@example.at" })).ok).toBe(true);
    await box.addToCart({ eventJetId: 990003, seatGroupId: parkett!.id, tickets: [{ saleTypeId: 2, quantity: 1 }] });

    const loaded = await settle<{ values: { groups: Record<string, unknown>[] } }>(async () =>
      eventLoader(loaderArgs(`/cms-hub/events/${event.id}`, { params: { id: String(event.id) }, headers: { Cookie: await cookie(KARL) } })),
    );
    expect(loaded.status).toBe(200);
    const fields = flatten(loaded.data.values.groups, "groups");
    const lowered = await post(String(event.id), { ...fields, "groups.0.capacity": "3" }, KARL);
    expect(lowered.status).toBe(400);
    expect(lowered.data.errors?.["groups.0.capacity"]).toEqual(["Bereits 4 Karten verkauft oder reserviert – die Kapazität kann nicht unter 4 sinken."]);
    expect((await t.db.selectFrom("seat_groups").select("capacity").where("id", "=", parkett!.id).executeTakeFirstOrThrow()).capacity).toBe(5);

    const withoutParkett = flatten([loaded.data.values.groups[1]!], "groups");
    const dropped = await post(String(event.id), withoutParkett, KARL);
    expect(dropped.status).toBe(400);
    expect(dropped.data.errors?._form?.[0]).toContain("Parkett");

    const ok = await post(String(event.id), { ...fields, "groups.0.capacity": "4", "groups.1.capacity": "0" }, KARL);
    expect(ok.status).toBe(303);
    expect((await t.db.selectFrom("seat_groups").select("capacity").where("id", "=", balkon!.id).executeTakeFirstOrThrow()).capacity).toBe(0);

    // The box office may not change the content: what it posts there is ignored.
    await post(String(event.id), { ...fields, "content.title_de": "Umbenannt" }, KARL);
    expect((await t.db.selectFrom("events").select("title_de").where("id", "=", event.id).executeTakeFirstOrThrow()).title_de).toBe("Kapazitätsprobe");
  });

  it("lets the editor change the content only, refuses a timeslot capacity below the reserved, and shows the log", async () => {
    const fields = {
      ...newEvent(await productionId(), "Zeitfensterprobe", "990004"),
      "slots.0.time_start": "2031-05-04T19:30", "slots.0.block_id": "1", "slots.0.status": "1", "slots.0.capacity": "4",
    };
    expect((await post("new", fields)).status).toBe(303);
    const event = await t.db.selectFrom("events").select("id").where("id_jet", "=", 990004).executeTakeFirstOrThrow();
    const [parkett] = await t.db.selectFrom("seat_groups").selectAll().where("event_id", "=", event.id).orderBy("sort").execute();
    const box = createEmbeddedBoxOffice({ connection: () => t.conn });
    expect((await box.addToCart({ eventJetId: 990004, seatGroupId: parkett!.id, blockId: 1, tickets: [{ saleTypeId: 1, quantity: 3 }] })).ok).toBe(true);

    const path = `/cms-hub/events/${event.id}`;
    const asAnna = await settle<{ parts: { content: boolean; sales: boolean }; values: { groups: unknown[]; slots: unknown[] }; audit: { action: string }[] }>(async () =>
      eventLoader(loaderArgs(path, { params: { id: String(event.id) }, headers: { Cookie: await cookie(ANNA) } })),
    );
    expect(asAnna.data.parts).toEqual({ content: true, sales: false });
    expect(asAnna.data.audit.length).toBeGreaterThan(0);
    const saved = await post(String(event.id), { ...fields, "content.id_jet": "990004", "content.title_de": "Zeitfenster, neu", "groups.0.capacity": "1" }, ANNA);
    expect(saved.status).toBe(303);
    expect((await t.db.selectFrom("events").select("title_de").where("id", "=", event.id).executeTakeFirstOrThrow()).title_de).toBe("Zeitfenster, neu");
    expect((await t.db.selectFrom("seat_groups").select("capacity").where("id", "=", parkett!.id).executeTakeFirstOrThrow()).capacity).toBe(5);

    const sales = flatten(asAnna.data.values.groups, "groups");
    const slots = flatten(asAnna.data.values.slots, "slots");
    const lowered = await post(String(event.id), { ...sales, ...slots, "slots.0.capacity": "2" }, KARL);
    expect(lowered.status).toBe(400);
    expect(lowered.data.errors?.["slots.0.capacity"]).toEqual(["Bereits 3 Karten verkauft oder reserviert – die Kapazität kann nicht unter 3 sinken."]);
    expect((await t.db.selectFrom("timeslots").select("capacity").where("event_id", "=", event.id).executeTakeFirstOrThrow()).capacity).toBe(4);
    // A duplicate webshop number is refused beside its field.
    const twin = await post("new", newEvent(await productionId(), "Zwilling", "990004"));
    expect(twin.status).toBe(400);
    expect(Object.keys(twin.data.errors ?? {})).toEqual(["content.id_jet"]);
  });

  it("re-renders the form without script for row changes and the production search, writing nothing", async () => {
    const before = await t.db.selectFrom("events").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    const typed = newEvent(await productionId(), "Zeilenprobe", "990006");
    const added = await post("new", { ...typed, op: "add-price:1" });
    expect(added.status).toBe(200);
    const groups = (added.data.values as { groups: { name_de: string; prices: { name_de: string; sale_type_id: string }[] }[] }).groups;
    expect(groups.map((g) => [g.name_de, g.prices.map((p) => p.sale_type_id)])).toEqual([["Parkett", ["1", "2"]], ["Balkon", ["1", "2"]]]);
    const removed = await post("new", { ...typed, op: "remove-group:0" });
    expect((removed.data.values as { groups: { name_de: string }[] }).groups.map((g) => g.name_de)).toEqual(["Balkon"]);
    const title = (await t.db.selectFrom("productions").select("title_de").orderBy("id", "desc").executeTakeFirstOrThrow()).title_de;
    const found = await post("new", { ...typed, op: "find-production", production_q: title.slice(0, 8) });
    expect(found.status).toBe(200);
    expect((found.data as { productions: { name: string }[] }).productions.map((p) => p.name)).toContain(title);
    const after = await t.db.selectFrom("events").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("deletes an event without tickets (catalogue only) and refuses one with reserved tickets", async () => {
    await post("new", newEvent(await productionId(), "Löschprobe", "990005"));
    const event = await t.db.selectFrom("events").select("id").where("id_jet", "=", 990005).executeTakeFirstOrThrow();
    const remove = async (id: number, email: string) =>
      settle<{ errors?: Record<string, string[]> }>(async () =>
        eventAction(formActionArgs(`/cms-hub/events/${id}`, { intent: "delete" }, { params: { id: String(id) }, headers: { Cookie: await cookie(email) } })),
      );
    expect((await remove(event.id, KARL)).status).toBe(403);
    const sold = await t.db.selectFrom("events").select("id").where("id_jet", "=", 990003).executeTakeFirstOrThrow();
    const refused = await remove(sold.id, RITA);
    expect(refused.status).toBe(409);
    expect(refused.data.errors?._form?.[0]).toContain("nicht gelöscht");
    const done = await remove(event.id, RITA);
    expect(done.status).toBe(303);
    expect(done.location).toBe("/cms-hub/events?done=deleted");
    expect(await t.db.selectFrom("events").select("id").where("id", "=", event.id).executeTakeFirst()).toBeUndefined();
    const log = await t.db.selectFrom("audit_log").select("action").where("entity", "=", "events").where("entity_id", "=", event.id).orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(log.action).toBe("delete");
  });

  it("offers as filters only the genres, types, rooms and series something uses", async () => {
    const unused = await t.db.insertInto("genres").values({ slug: "nie-gebraucht", name_de: "Nie gebraucht", name_en: "Never used", sort: 0 }).returning("id").executeTakeFirstOrThrow();
    const used = await t.db.selectFrom("productions").select("genre_id").where("genre_id", "is not", null).executeTakeFirstOrThrow();
    const res = await settle<{ options: { genre: { id: number }[]; room: { id: number }[] } }>(async () => listLoader(loaderArgs("/cms-hub/events", { headers: { Cookie: await cookie(RITA) } })));
    const genres = res.data.options.genre.map((g) => g.id);
    expect(genres).toContain(used.genre_id);
    expect(genres).not.toContain(unused.id);
    expect(res.data.options.room.length).toBeGreaterThan(0);
  });

  it("pages, searches, filters and sorts 10,000 events", async () => {
    const offlineBefore = (await list("?state=offline")).data.total; // counted now, kept until the content changes
    const production = await t.db.insertInto("productions").values({ title_de: "Massenprobe", title_en: "Mass test" }).returning("id").executeTakeFirstOrThrow();
    const room = await t.db.selectFrom("rooms").select("id").orderBy("id").executeTakeFirstOrThrow();
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      production_id: production.id,
      room_id: i % 10 === 0 ? room.id : null,
      date_start: new Date(Date.UTC(2030, 0, 1) + (i - 5000) * 3_600_000 * 24).toISOString(),
      id_jet: 500_000 + i,
      title_de: i === 4321 ? "Einzelstück Glühwürmchen" : null,
      is_online: i % 3 === 0 ? 0 : 1,
    }));
    for (let i = 0; i < rows.length; i += 500) await t.db.insertInto("events").values(rows.slice(i, i + 500)).execute();

    // A search counts up to the cap and says "more than" (LIST_COUNT_CAP + 1); every page is there.
    const all = await list("?q=Massenprobe");
    expect(all.data.total).toBe(LIST_COUNT_CAP + 1);
    expect(all.data.rows.length).toBe(50);
    const page3 = await list("?q=Massenprobe&sort=date&page=3");
    expect(page3.data.rows.length).toBe(50);
    expect(new Set([...page3.data.rows.map((r) => r.id), ...all.data.rows.map((r) => r.id)]).size).toBeGreaterThan(50);
    expect((await list("?q=gl%C3%BChw%C3%BCrmchen")).data.rows.map((r) => r.title)).toEqual(["Einzelstück Glühwürmchen"]);
    expect((await list("?q=504321")).data.rows.map((r) => r.title)).toEqual(["Einzelstück Glühwürmchen"]);
    expect((await list(`?q=Massenprobe&room=${room.id}`)).data.total).toBe(1_000);
    expect((await list(`?q=Massenprobe&room=${room.id}&state=offline`)).data.total).toBe(334);
    // Without a search the counts are exact.
    expect((await list("?state=offline")).data.total).toBe(offlineBefore + 3_334);
    const upcoming = await list(`?q=Massenprobe&room=${room.id}&time=upcoming`);
    const past = await list(`?q=Massenprobe&room=${room.id}&time=past`);
    expect(upcoming.data.total + past.data.total).toBe(1_000);
    expect(all.data.rows[0]!.when).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr$/);
    // Deep pages keep the order: page 150 backwards in time holds older events than page 149.
    const [deep, before] = [await list("?q=Massenprobe&sort=date&dir=desc&page=150"), await list("?q=Massenprobe&sort=date&dir=desc&page=149")];
    expect(deep.data.rows.length).toBe(50);
    const ids = (data: ListData) => data.rows.map((r) => r.id);
    const dates = await t.db.selectFrom("events").select(["id", "date_start"]).where("id", "in", [...ids(deep.data), ...ids(before.data)]).execute();
    const at = new Map(dates.map((d) => [d.id, d.date_start]));
    expect(at.get(ids(before.data).at(-1)!)! > at.get(ids(deep.data)[0]!)!).toBe(true);
    expect(ids(deep.data).map((id) => at.get(id)!)).toEqual(ids(deep.data).map((id) => at.get(id)!).sort().reverse());

    // The default order: upcoming events soonest first, then past ones latest first, across pages.
    const now = new Date().toISOString();
    const mass = await t.db.selectFrom("events").select(["id", "date_start"]).where("production_id", "=", production.id).execute();
    const expected = [
      ...mass.filter((e) => e.date_start >= now).sort((a, b) => a.date_start.localeCompare(b.date_start) || a.id - b.id),
      ...mass.filter((e) => e.date_start < now).sort((a, b) => b.date_start.localeCompare(a.date_start) || a.id - b.id),
    ].map((e) => e.id);
    const boundary = Math.floor(mass.filter((e) => e.date_start >= now).length / 50) + 1;
    for (const n of [1, boundary, boundary + 1, 200]) {
      expect(ids((await list(`?q=Massenprobe&page=${n}`)).data), `page ${n}`).toEqual(expected.slice((n - 1) * 50, n * 50));
    }
  });
});

/** Loader values of seat groups as the form posts them ("groups.0.prices.1.amount"). */
function flatten(value: unknown, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (v: unknown, path: string) => {
    if (Array.isArray(v)) v.forEach((item, i) => walk(item, `${path}.${i}`));
    else if (v && typeof v === "object") for (const [k, child] of Object.entries(v)) walk(child, `${path}.${k}`);
    else if (typeof v === "string" && v !== "") out[path] = v;
  };
  walk(value, prefix);
  return out;
}
