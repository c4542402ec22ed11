/**
 * The content record kinds in the back office (articles, their categories and tags, teasers,
 * breaking news, opening hours and their exceptions): a create and an update per kind through the
 * generic record action, article tags as links, a changed slug redirecting, refusals of records in
 * use and of reversed ranges, and the public pages and APIs showing the change. Runs per engine.
 */
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { loader as breakingNewsApi } from "~/routes/api/breaking-news";
import { loader as openingHoursApi } from "~/routes/api/opening-hours-today";
import { loader as articleLoader } from "~/routes/article";
import { action, loader } from "~/routes/back-office/record";
import { loader as listLoader } from "~/routes/back-office/records";
import { loader as magazineLoader } from "~/routes/magazine";
import { editorCookie } from "./support/editor-session";
import { createTestDatabases, formActionArgs, loaderArgs, settle, setupDatabase } from "./support/test-db";

type Fields = Record<string, string | string[]>;
type Errors = { errors: Record<string, string[]> };
type FormData = { values: Record<string, string | string[]>; publicPath: string | null; audit: Array<{ action: string; changes: Record<string, [unknown, unknown]> }> };

const berlin = (minutes: number) => DateTime.now().setZone("Europe/Berlin").plus({ minutes }).toFormat("yyyy-MM-dd'T'HH:mm");
const isoOf = (input: string) => DateTime.fromISO(input, { zone: "Europe/Berlin" }).toUTC().toISO();

/** Per kind: a form that creates a record, the columns it stores, a change and what that stores. */
const KINDS: { key: string; table: string; create: Fields; stored: Record<string, unknown>; update: Fields; updated: Record<string, unknown> }[] = [
  {
    key: "article-categories",
    table: "article_categories",
    create: { name_de: "Gespräche über Bühnen", name_en: "Talks about stages", slug: "", sort: "4" },
    stored: { slug: "gespraeche-ueber-buehnen", sort: 4 },
    update: { name_de: "Gespräche", name_en: "Talks", slug: "gespraeche", sort: "5" },
    updated: { name_de: "Gespräche", slug: "gespraeche", sort: 5 },
  },
  {
    key: "article-tags",
    table: "article_tags",
    create: { name_de: "Bühnenbild", name_en: "Stage design", slug: "", sort: "" },
    stored: { slug: "buehnenbild", sort: 0 },
    update: { name_de: "Bühnenbild & Licht", name_en: "Stage design", slug: "buehnenbild", sort: "2" },
    updated: { name_de: "Bühnenbild & Licht", sort: 2 },
  },
  {
    key: "teasers",
    table: "teasers",
    create: { name: "Eröffnungstag", position: "2026-06-01", headline_de: "Los geht’s", headline_en: "Here we go", link_url: "/de/programm", is_online: "1" },
    stored: { position: "2026-06-01", headline_de: "Los geht’s", link_url: "/de/programm", is_online: 1 },
    update: { name: "Eröffnungstag", position: "2026-06-02", headline_de: "Los geht’s!", link_url: "" },
    updated: { position: "2026-06-02", headline_de: "Los geht’s!", link_url: null, is_online: 0 },
  },
  {
    key: "breaking-news",
    table: "breaking_news",
    create: { title_de: "Einlass später", title_en: "Doors open later", text_de: "Heute erst um 19:30 Uhr.", is_active: "1", online_from: "2026-06-01T10:00", online_to: "2026-06-01T22:00" },
    stored: { text_de: "Heute erst um 19:30 Uhr.", is_active: 1, online_from: isoOf("2026-06-01T10:00"), online_to: isoOf("2026-06-01T22:00") },
    update: { title_de: "Einlass später", text_de: "Heute erst um 20:00 Uhr.", link_url_de: "https://example.org/info", link_title_de: "Mehr" },
    updated: { text_de: "Heute erst um 20:00 Uhr.", is_active: 0, online_from: null, link_url_de: "https://example.org/info" },
  },
  {
    key: "opening-hours",
    table: "opening_hours",
    create: { weekday: "6", time_from: "11:00", time_to: "16:00", sort: "3" },
    stored: { weekday: 6, time_from: "11:00", time_to: "16:00", closed: 0, sort: 3 },
    update: { weekday: "0", closed: "1", alternative_text_de: "Ruhetag", sort: "3" },
    updated: { weekday: 0, time_from: null, closed: 1, alternative_text_de: "Ruhetag" },
  },
  {
    key: "opening-hours-exceptions",
    table: "opening_hours_exceptions",
    create: { date: "2026-12-24", closed: "1", alternative_text_de: "Heiligabend geschlossen" },
    stored: { date: "2026-12-24", closed: 1, alternative_text_de: "Heiligabend geschlossen" },
    update: { date: "2026-12-31", time_from: "10:00", time_to: "14:00" },
    updated: { date: "2026-12-31", time_from: "10:00", closed: 0 },
  },
];

describe.each(createTestDatabases())("the content records in the back office on $name", (engine) => {
  const t = setupDatabase(engine, { seed: true });
  const rita = async () => ({ headers: { Cookie: await editorCookie(t.db, "integration-test", "redaktion@example.org") } });
  const save = async (key: string, id: number | "new", fields: Fields) =>
    settle<Errors>(async () => action(formActionArgs(`/cms-hub/${key}/${id}`, { intent: "save", ...fields }, { ...(await rita()), params: { resource: key, id: String(id) } })));
  const idOf = (location: string | null | undefined) => Number(/\/(\d+)\?done=/.exec(location ?? "")?.[1]);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table is named by the kind
  const row = (table: string, id: number) => (t.db as any).selectFrom(table).selectAll().where("id", "=", id).executeTakeFirstOrThrow() as Promise<Record<string, unknown>>;

  it.each(KINDS)("creates and changes $key, logging both", async (kind) => {
    const created = await save(kind.key, "new", kind.create);
    expect(created.status, JSON.stringify(created.data)).toBe(303);
    const id = idOf(created.location);
    expect(await row(kind.table, id)).toMatchObject(kind.stored);
    const updated = await save(kind.key, id, kind.update);
    expect(updated.status, JSON.stringify(updated.data)).toBe(303);
    expect(await row(kind.table, id)).toMatchObject(kind.updated);
    const log = await t.db.selectFrom("audit_log").select("action").where("entity", "=", kind.key).where("entity_id", "=", id).orderBy("id").execute();
    expect(log.map((entry) => entry.action)).toEqual(["create", "update"]);
    const list = await settle<{ rows: { id: number }[] }>(async () => listLoader(loaderArgs(`/cms-hub/${kind.key}`, { ...(await rita()), params: { resource: kind.key } })));
    expect(list.status).toBe(200);
  });

  it("writes an article with tags, shows it in the magazine, and redirects its old address after a slug change", async () => {
    const tags = await t.db.selectFrom("article_tags").select("id").orderBy("id").limit(2).execute();
    const category = await t.db.selectFrom("article_categories").select(["id", "name_de"]).orderBy("id").executeTakeFirstOrThrow();
    const fields: Fields = {
      title_de: "Hinter dem Vorhang",
      title_en: "Behind the curtain",
      teaser_de: "Ein Besuch in der Werkstatt.",
      body_de: "Erster Absatz mit **fett**.\n\nZweiter Absatz.",
      category_id: String(category.id),
      tags: tags.map((tag) => String(tag.id)),
      published_at: berlin(-5),
      is_online: "1",
    };
    const created = await save("articles", "new", fields);
    expect(created.status, JSON.stringify(created.data)).toBe(303);
    const id = idOf(created.location);
    const stored = await t.db.selectFrom("articles").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ slug_de: "hinter-dem-vorhang", slug_en: "behind-the-curtain", is_online: 1, category_id: category.id });
    expect(JSON.parse(stored.body_de).root.children).toHaveLength(2);
    const links = await t.db.selectFrom("article_tag_links").select("tag_id").where("article_id", "=", id).orderBy("tag_id").execute();
    expect(links.map((link) => link.tag_id)).toEqual(tags.map((tag) => tag.id));

    const magazine = await settle<{ articles: { id: number; title: string }[] }>(() => magazineLoader(loaderArgs("/de/mediathek-de")));
    expect(magazine.data.articles.map((article) => article.id)).toContain(id);

    const form = await settle<FormData>(async () => loader(loaderArgs(`/cms-hub/articles/${id}`, { ...(await rita()), params: { resource: "articles", id: String(id) } })));
    expect(form.data.publicPath).toBe(`/de/mediathek-de/hinter-dem-vorhang/${id}`);
    expect(form.data.values.tags).toEqual(tags.map((tag) => String(tag.id)));
    const list = await settle<{ rows: Record<string, unknown>[] }>(async () => listLoader(loaderArgs("/cms-hub/articles?q=vorhang", { ...(await rita()), params: { resource: "articles" } })));
    expect(list.data.rows).toEqual([expect.objectContaining({ id, "category.name": category.name_de })]);

    const changed = await save("articles", id, { ...fields, title_de: "Vor dem Vorhang", slug_de: "vor-dem-vorhang", slug_en: "behind-the-curtain", tags: [String(tags[0].id)], published_at: String(form.data.values.published_at) });
    expect(changed.status, JSON.stringify(changed.data)).toBe(303);
    expect(await t.db.selectFrom("article_tag_links").select("tag_id").where("article_id", "=", id).execute()).toEqual([{ tag_id: tags[0].id }]);
    const redirect = await t.db.selectFrom("redirect_rules").select("new_path").where("old_path", "=", `/de/mediathek-de/hinter-dem-vorhang/${id}`).executeTakeFirstOrThrow();
    expect(redirect.new_path).toBe(`/de/mediathek-de/vor-dem-vorhang/${id}`);
    expect(await t.db.selectFrom("redirect_rules").select("id").where("old_path", "=", `/en/mediathek-en/behind-the-curtain/${id}`).executeTakeFirst()).toBeUndefined();
    const audit = await settle<FormData>(async () => loader(loaderArgs(`/cms-hub/articles/${id}`, { ...(await rita()), params: { resource: "articles", id: String(id) } })));
    expect(audit.data.audit[0].changes).toMatchObject({ title_de: ["Hinter dem Vorhang", "Vor dem Vorhang"], tags: [tags.map((tag) => tag.id), [tags[0].id]] });

    const page = await settle<{ article: { title: string; tags: { id: number }[] } }>(() =>
      articleLoader(loaderArgs(`/de/mediathek-de/vor-dem-vorhang/${id}`, { params: { slug: "vor-dem-vorhang", id: String(id) } })),
    );
    expect(page.status).toBe(200);
    expect(page.data.article.title).toBe("Vor dem Vorhang");
    expect(page.data.article.tags.map((tag) => tag.id)).toEqual([tags[0].id]);
  });

  it("refuses to delete a category or tag articles use (409), and deletes an unused tag", async () => {
    const article = await t.db.selectFrom("articles").select(["id", "category_id"]).where("category_id", "is not", null).orderBy("id").executeTakeFirstOrThrow();
    const link = await t.db.selectFrom("article_tag_links").select("tag_id").orderBy("tag_id").executeTakeFirstOrThrow();
    for (const [key, id] of [["article-categories", article.category_id!], ["article-tags", link.tag_id]] as const) {
      const refused = await settle<{ refused: string }>(async () => action(formActionArgs(`/cms-hub/${key}/${id}`, { intent: "delete" }, { ...(await rita()), params: { resource: key, id: String(id) } })));
      expect(refused.status).toBe(409);
      expect(refused.data.refused).toBe("inUse");
    }
    expect(await t.db.selectFrom("article_tag_links").select("tag_id").where("tag_id", "=", link.tag_id).executeTakeFirst()).toBeDefined();
    const unused = idOf((await save("article-tags", "new", { name_de: "Einmalig" })).location);
    const deleted = await settle(async () => action(formActionArgs(`/cms-hub/article-tags/${unused}`, { intent: "delete" }, { ...(await rita()), params: { resource: "article-tags", id: String(unused) } })));
    expect(deleted.status).toBe(303);
  });

  it("refuses an end before its start (opening times, online windows) and a weekday outside Monday–Sunday", async () => {
    const hours = await save("opening-hours", "new", { weekday: "7", time_from: "18:00", time_to: "09:00" });
    expect(hours.status).toBe(400);
    expect(hours.data.errors).toEqual({ weekday: ["choice"], time_to: ["after"] });
    const exception = await save("opening-hours-exceptions", "new", { date: "2026-12-24", time_from: "12:00", time_to: "12:00" });
    expect(exception.data.errors).toEqual({ time_to: ["after"] });
    const news = await save("breaking-news", "new", { title_de: "Falsch herum", online_from: "2026-06-02T10:00", online_to: "2026-06-01T10:00" });
    expect(news.data.errors).toEqual({ online_to: ["after"] });
    expect(await t.db.selectFrom("breaking_news").select("id").where("title_de", "=", "Falsch herum").executeTakeFirst()).toBeUndefined();
  });

  it("shows the newest active breaking news first and today's hours in the APIs", async () => {
    const news = await save("breaking-news", "new", { title_de: "Neu im Banner", text_de: "Jetzt gleich.", is_active: "1", online_from: berlin(-10), online_to: berlin(60) });
    expect(news.status).toBe(303);
    const alerts = await settle<{ id: number; title: string; text: string }[]>(() => breakingNewsApi(loaderArgs("/api/breaking-news/?lang=de")));
    expect(alerts.data[0]).toMatchObject({ id: idOf(news.location), title: "Neu im Banner", text: "Jetzt gleich." });

    const today = DateTime.now().setZone("Europe/Berlin");
    expect((await save("opening-hours", "new", { weekday: String(today.weekday - 1), time_from: "06:05", time_to: "06:55", sort: "99999" })).status).toBe(303);
    expect((await save("opening-hours-exceptions", "new", { date: today.toISODate()!, alternative_text_de: "Sonderöffnung", alternative_text_en: "Special opening" })).status).toBe(303);
    const list = await settle<{ rows: Record<string, unknown>[] }>(async () => listLoader(loaderArgs("/cms-hub/opening-hours?q=06%3A05", { ...(await rita()), params: { resource: "opening-hours" } })));
    expect(list.data.rows).toEqual([expect.objectContaining({ weekday: today.weekday - 1, time_from: "06:05" })]);
    // Without a chosen order: by weekday, then by the order field within a day.
    const all = await settle<{ rows: { weekday: number; sort: number }[] }>(async () => listLoader(loaderArgs("/cms-hub/opening-hours", { ...(await rita()), params: { resource: "opening-hours" } })));
    const keys = all.data.rows.map((row) => row.weekday * 1_000_000 + row.sort);
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
    expect(new Set(all.data.rows.map((row) => row.weekday)).size).toBeGreaterThan(3);
    const hours = await settle<{ opening_hours: { time_from: string }[]; opening_hours_exceptions: { alternative_text: string }[] }>(() => openingHoursApi(loaderArgs("/api/opening-hours-today/?lang=en")));
    expect(hours.data.opening_hours.map((entry) => entry.time_from)).toContain("06:05");
    expect(hours.data.opening_hours_exceptions.map((entry) => entry.alternative_text)).toContain("Special opening");
  });
});
