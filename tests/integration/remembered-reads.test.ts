// Reads kept until the content changes (app/db/memo.server.ts): the programme's filter options, a
// day's opening hours, the programme's list, a CMS page and its modules as visitors read them, an
// event's detail, images by id, the magazine's lists and categories, and the page a list (the programme, the magazine) takes its headline from;
// the catalogue's productions (list, filters, detail, upcoming events), persons, venues and subscriptions; an article's page and the
// magazine's topics. Each answers for its own key (the language, the day, the query) and follows a change.
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { listProgrammeFilterOptions } from "~/models/event-filters.server";
import { findEventDetail } from "~/models/event-detail.server";
import { findImages } from "~/models/images.server";
import { openingHoursToday } from "~/models/opening-hours.server";
import { findPageByPath, findPublishedPage } from "~/models/pages.server";
import { listArticleCategories } from "~/models/article-taxonomy.server";
import { listEnsemble, findPersonDetail } from "~/models/persons.server";
import { findProductionDetail, listExhibitionTypes, listProductions, listProductionTags, listSeasons } from "~/models/productions.server";
import { findSeries, listSubscriptions } from "~/models/series.server";
import { findVenueDetail } from "~/models/venues.server";
import { magazineArticle, magazineArticles, magazineTags } from "~/services/magazine.server";
import { upcomingEventCards } from "~/services/upcoming-events.server";
import { resolvePublishedModules } from "~/services/module-data.server";
import { READ_WINDOW_MS } from "~/services/clock.server";
import { programmeClock, programmeListing, type ProgrammeListingQuery } from "~/services/programme.server";
import { createTestDatabases, setupDatabase } from "./support/test-db";

const ZONE = "Europe/Berlin";
/** Noon in Berlin on the next given weekday (1 = Monday … 7 = Sunday), as a Date. */
const nextWeekday = (weekday: number) => {
  const today = DateTime.now().setZone(ZONE).set({ hour: 12, minute: 0 });
  return today.plus({ days: (weekday - today.weekday + 7) % 7 }).toJSDate();
};

/** The start of the read window the present falls in. */
const windowNow = () => new Date(Math.floor(Date.now() / READ_WINDOW_MS) * READ_WINDOW_MS);

describe.each(createTestDatabases())("remembered reads on $name", (engine) => {
  const t = setupDatabase(engine, { seed: true });

  it("answers each day with that day's opening hours, and follows a change of them", async () => {
    const monday = nextWeekday(1);
    const sunday = nextWeekday(7);
    const times = async (day: Date) => (await openingHoursToday("de", day)).opening_hours.map((e) => [e.time_from, e.time_to, e.closed]);
    expect(await times(monday)).toEqual([["09:00", "12:30", false], ["14:00", "18:00", false]]);
    expect(await times(sunday)).toEqual([[null, null, true]]);
    expect((await openingHoursToday("en", sunday)).opening_hours[0]!.alternative_text).toMatch(/^Closed on Sundays/);
    expect((await openingHoursToday("de", sunday)).opening_hours[0]!.alternative_text).toMatch(/^Sonntag geschlossen/);

    await t.db.updateTable("opening_hours").set({ time_to: "12:45" }).where("weekday", "=", 0).where("sort", "=", 0).execute();
    expect(await times(monday)).toEqual([["09:00", "12:45", false], ["14:00", "18:00", false]]);
    expect(await times(sunday)).toEqual([[null, null, true]]);
  });

  it("answers the filter options per language, and follows a renamed genre", async () => {
    const genre = await t.db.selectFrom("genres").select(["id", "name_de", "name_en"]).orderBy("sort").orderBy("id").executeTakeFirstOrThrow();
    const nameIn = async (locale: "de" | "en") => (await listProgrammeFilterOptions(locale)).genre.find((g) => g.id === genre.id)?.name;
    expect(await nameIn("de")).toBe(genre.name_de);
    expect(await nameIn("en")).toBe(genre.name_en);

    await t.db.updateTable("genres").set({ name_de: "Umbenannt" }).where("id", "=", genre.id).execute();
    expect(await nameIn("de")).toBe("Umbenannt");
    expect(await nameIn("en")).toBe(genre.name_en);
  });

  it("reads the programme once per query and window, follows a changed event at once, and moves on with the clock", async () => {
    const query: ProgrammeListingQuery = { filter: {}, day: undefined, page: 1, locale: "de", withImages: true, now: programmeClock() };
    const first = await programmeListing(query);
    const event = first.list.days[0]!.events[0]!;
    expect(await programmeListing({ ...query })).toBe(first);
    expect(await programmeListing({ ...query, locale: "en" })).not.toBe(first);
    expect(await programmeListing({ ...query, page: 2 })).not.toBe(first);

    await t.db.updateTable("events").set({ title_de: "Neu betitelt" }).where("id", "=", event.id).execute();
    const changed = await programmeListing(query);
    expect(changed).not.toBe(first);
    expect(changed.list.days[0]!.events.find((e) => e.id === event.id)?.title).toBe("Neu betitelt");

    // As of the window after the event's start it is no longer to come.
    const later = await programmeListing({ ...query, now: programmeClock(Date.parse(event.startsAt) + READ_WINDOW_MS) });
    expect(later.list.days.flatMap((d) => d.events).map((e) => e.id)).not.toContain(event.id);
    expect(later.list.count).toBeLessThan(changed.list.count);
  });

  it("reads a page with its ancestors and sections once per address, and follows a change of it", async () => {
    const child = await t.db.selectFrom("pages").select(["id", "url_de", "url_en", "parent_id"]).where("parent_id", "is not", null).where("url_de", "!=", "").orderBy("id").executeTakeFirstOrThrow();
    const first = await findPublishedPage("de", child.url_de);
    expect(first?.page.id).toBe(child.id);
    expect(first?.ancestors.at(-1)?.id).toBe(child.parent_id);
    expect(await findPublishedPage("de", child.url_de)).toBe(first);
    expect((await findPublishedPage("en", child.url_en))?.page.id).toBe(child.id);
    expect(await findPublishedPage("de", "no/such/page")).toBeUndefined();

    await t.db.updateTable("pages").set({ title_de: "Neuer Titel" }).where("id", "=", child.id).execute();
    const changed = await findPublishedPage("de", child.url_de);
    expect(changed).not.toBe(first);
    expect(changed?.page.title).toBe("Neuer Titel");
  });

  it("reads the page a list takes its headline from once per address, and follows a change of it", async () => {
    const programme = await t.db.selectFrom("pages").select(["id", "url_de", "url_en"]).where("url_de", "=", "programm").executeTakeFirstOrThrow();
    const first = await findPageByPath("de", programme.url_de);
    expect(first?.id).toBe(programme.id);
    expect(await findPageByPath("de", programme.url_de)).toBe(first);
    expect((await findPageByPath("en", programme.url_en))?.id).toBe(programme.id);
    expect(await findPageByPath("de", "no/such/page")).toBeUndefined();

    await t.db.updateTable("pages").set({ headline_de: "Alles im Programm" }).where("id", "=", programme.id).execute();
    const changed = await findPageByPath("de", programme.url_de);
    expect(changed).not.toBe(first);
    expect(changed?.headline).toBe("Alles im Programm");
  });

  it("answers images by id in each language, and follows a changed alt text and a new image", async () => {
    const image = await t.db.selectFrom("images").select(["id", "alt_de", "alt_en"]).where("alt_de", "!=", "").orderBy("id").executeTakeFirstOrThrow();
    const missing = image.id + 100_000;
    expect((await findImages([image.id, missing], "de")).get(image.id)?.alt).toBe(image.alt_de);
    expect((await findImages([image.id], "en")).get(image.id)?.alt).toBe(image.alt_en || image.alt_de);
    expect((await findImages([missing], "de")).has(missing)).toBe(false);

    await t.db.updateTable("images").set({ alt_de: "Neuer Alternativtext" }).where("id", "=", image.id).execute();
    expect((await findImages([image.id], "de")).get(image.id)?.alt).toBe("Neuer Alternativtext");
    const row = await t.db.selectFrom("images").selectAll().where("id", "=", image.id).executeTakeFirstOrThrow();
    await t.db.insertInto("images").values({ ...row, id: missing, name: `copy-${row.name}` }).execute();
    expect((await findImages([missing], "de")).get(missing)?.name).toBe(`copy-${row.name}`);
  });

  it("reads a magazine list once per filter, page and window, and shows an article due in the next window", async () => {
    const start = windowNow();
    const first = await magazineArticles({}, 1, "de", start);
    expect(first.results.length).toBeGreaterThan(0);
    expect(await magazineArticles({}, 1, "de", new Date(start.getTime() + READ_WINDOW_MS - 1))).toBe(first);
    expect(await magazineArticles({}, 2, "de", start)).not.toBe(first);
    expect(await magazineArticles({}, 1, "en", start)).not.toBe(first);

    // Published a moment after the window began: not in this window's list, at the top of the next one's.
    const newest = first.results[0]!;
    const due = new Date(start.getTime() + 1).toISOString();
    await t.db.updateTable("articles").set({ published_at: due, title_de: "Gleich erschienen" }).where("id", "=", newest.id).execute();
    expect((await magazineArticles({}, 1, "de", start)).results.map((a) => a.id)).not.toContain(newest.id);
    const next = await magazineArticles({}, 1, "de", new Date(start.getTime() + READ_WINDOW_MS));
    expect(next.results[0]).toMatchObject({ id: newest.id, title: "Gleich erschienen" });
  });

  it("answers the magazine's categories per language, and follows a renamed one", async () => {
    const [category] = await listArticleCategories("de");
    expect(await listArticleCategories("de")).toBe(await listArticleCategories("de"));
    await t.db.updateTable("article_categories").set({ name_de: "Gespräche" }).where("id", "=", category!.id).execute();
    expect((await listArticleCategories("de"))[0]).toMatchObject({ id: category!.id, name: "Gespräche" });
  });

  it("reads an event's detail once per event and language, and follows a change of it", async () => {
    const { id } = await programmeListing({ filter: {}, day: undefined, page: 1, locale: "de", withImages: false, now: programmeClock() }).then(({ list }) => list.days[0]!.events[0]!);
    const first = await findEventDetail(id, "de");
    expect(first?.id).toBe(id);
    expect(await findEventDetail(id, "de")).toBe(first);
    expect(await findEventDetail(id, "en")).not.toBe(first);

    await t.db.updateTable("events").set({ is_sold_out: 1 }).where("id", "=", id).execute();
    const changed = await findEventDetail(id, "de");
    expect(changed).not.toBe(first);
    expect(changed?.isSoldOut).toBe(true);
  });

  it("resolves a published page's modules once per read window, and follows a change of them", async () => {
    const start = windowNow();
    const first = await resolvePublishedModules("de", "", start);
    const texts = (sections: Awaited<typeof first>) => JSON.stringify(sections.flatMap((s) => s.modules.map((m) => m.fields)));
    expect(first.flatMap((s) => s.modules).length).toBeGreaterThan(0);
    expect(await resolvePublishedModules("de", "", new Date(start.getTime() + READ_WINDOW_MS - 1))).toBe(first);
    const next = await resolvePublishedModules("de", "", new Date(start.getTime() + READ_WINDOW_MS));
    expect(next).not.toBe(first);
    expect(texts(next)).toBe(texts(first));

    const home = await t.db.selectFrom("pages").select("id").where("url_de", "=", "").executeTakeFirstOrThrow();
    await t.db.updateTable("pages").set({ published_version_id: null }).where("id", "=", home.id).execute();
    await t.db.deleteFrom("modules").where("section_id", "in", t.db.selectFrom("container_sections").select("id").where("page_id", "=", home.id)).execute();
    expect((await resolvePublishedModules("de", "", start)).flatMap((s) => s.modules)).toEqual([]);
  });

  it("answers the productions filters per language, and follows a renamed season, type and tag", async () => {
    const season = await t.db.selectFrom("seasons").select(["id", "name_en"]).orderBy("sort").orderBy("id").executeTakeFirstOrThrow();
    const type = await t.db.selectFrom("exhibition_types").select(["id", "name_en"]).orderBy("sort").orderBy("id").executeTakeFirstOrThrow();
    const tag = await t.db.selectFrom("production_tags").select(["id", "name_en"]).where("show_in_filter", "=", 1).orderBy("sort").orderBy("id").executeTakeFirstOrThrow();
    for (const list of [listSeasons, listExhibitionTypes, listProductionTags]) {
      expect(await list("de")).toBe(await list("de"));
      expect(await list("en")).not.toBe(await list("de"));
    }
    expect((await listProductionTags("de")).length).toBe(await t.db.selectFrom("production_tags").where("show_in_filter", "=", 1).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow().then((r) => Number(r.n)));

    await t.db.updateTable("seasons").set({ name_de: "Neue Saison" }).where("id", "=", season.id).execute();
    await t.db.updateTable("exhibition_types").set({ name_de: "Neue Art" }).where("id", "=", type.id).execute();
    await t.db.updateTable("production_tags").set({ name_de: "Neues Schlagwort" }).where("id", "=", tag.id).execute();
    expect((await listSeasons("de"))[0]).toMatchObject({ id: season.id, name: "Neue Saison" });
    expect((await listExhibitionTypes("de"))[0]).toMatchObject({ id: type.id, name: "Neue Art" });
    expect((await listProductionTags("de"))[0]).toMatchObject({ id: tag.id, name: "Neues Schlagwort" });
    expect((await listSeasons("en"))[0]!.name).toBe(season.name_en);
  });

  it("reads a productions list once per filter, page and language, and follows a changed production", async () => {
    const tagged = await t.db.selectFrom("production_tag_links").select("tag_id").orderBy("tag_id").executeTakeFirstOrThrow();
    const first = await listProductions({}, 1, "de");
    expect(first.results.length).toBeGreaterThan(0);
    expect(await listProductions({}, 1, "de")).toBe(first);
    expect(await listProductions({}, 2, "de")).not.toBe(first);
    expect(await listProductions({}, 1, "en")).not.toBe(first);
    const filtered = await listProductions({ tag: tagged.tag_id, exhibitionType: "lesung" }, 1, "de");
    expect(filtered).not.toBe(first);
    expect(await listProductions({ exhibitionType: "lesung", tag: tagged.tag_id }, 1, "de")).toBe(filtered);

    const shown = first.results[0]!;
    await t.db.updateTable("productions").set({ title_de: "Neu im Katalog" }).where("id", "=", shown.id).execute();
    const changed = await listProductions({}, 1, "de");
    expect(changed).not.toBe(first);
    expect(changed.results.find((p) => p.id === shown.id)?.title).toBe("Neu im Katalog");
  });

  it("reads a production's detail once per production and language, and follows a changed credit", async () => {
    const credit = await t.db
      .selectFrom("production_persons as pp")
      .innerJoin("productions as p", "p.id", "pp.production_id")
      .innerJoin("persons as pe", "pe.id", "pp.person_id")
      .select(["pp.id", "pp.production_id", "pp.person_id"])
      .where("p.is_online", "=", 1)
      .where("pe.is_online", "=", 1)
      .orderBy("pp.id")
      .executeTakeFirstOrThrow();
    const first = await findProductionDetail(credit.production_id, "de");
    expect(first?.id).toBe(credit.production_id);
    expect(await findProductionDetail(credit.production_id, "de")).toBe(first);
    expect(await findProductionDetail(credit.production_id, "en")).not.toBe(first);

    await t.db.updateTable("production_persons").set({ role_de: "Neue Rolle" }).where("id", "=", credit.id).execute();
    const changed = await findProductionDetail(credit.production_id, "de");
    expect(changed).not.toBe(first);
    expect(changed?.persons.find((p) => p.personId === credit.person_id)?.role).toBe("Neue Rolle");
  });

  it("reads a production's and a venue's upcoming events once per window, follows a changed event, and drops one that is over", async () => {
    const start = windowNow();
    const event = await t.db
      .selectFrom("events as e")
      .innerJoin("productions as p", "p.id", "e.production_id")
      .innerJoin("rooms as r", "r.id", "e.room_id")
      .select(["e.id", "e.production_id", "e.date_start", "e.date_end", "r.venue_id"])
      .where("e.is_online", "=", 1)
      .where("p.is_online", "=", 1)
      .where("e.date_start", ">", new Date(start.getTime() + READ_WINDOW_MS).toISOString())
      .orderBy("e.date_start")
      .orderBy("e.id")
      .executeTakeFirstOrThrow();
    const ofProduction = { productionId: event.production_id };
    const first = await upcomingEventCards(ofProduction, 50, "de", start);
    expect(first.map((e) => e.id)).toContain(event.id);
    expect(await upcomingEventCards(ofProduction, 50, "de", new Date(start.getTime() + READ_WINDOW_MS - 1))).toBe(first);
    expect(await upcomingEventCards(ofProduction, 50, "en", start)).not.toBe(first);
    const ofVenue = await upcomingEventCards({ venueId: event.venue_id }, 20, "de", start);
    expect(ofVenue).not.toBe(first);
    expect(ofVenue.map((e) => e.id)).toContain(event.id);
    const next = await upcomingEventCards(ofProduction, 50, "de", new Date(start.getTime() + READ_WINDOW_MS));
    expect(next).not.toBe(first);
    expect(next).toEqual(first);

    await t.db.updateTable("events").set({ title_de: "Gleich neu betitelt" }).where("id", "=", event.id).execute();
    expect((await upcomingEventCards(ofProduction, 50, "de", start)).find((e) => e.id === event.id)?.title).toBe("Gleich neu betitelt");
    const over = new Date(Date.parse(event.date_end ?? event.date_start) + READ_WINDOW_MS);
    expect((await upcomingEventCards(ofProduction, 50, "de", over)).map((e) => e.id)).not.toContain(event.id);
  });

  it("reads a series and its upcoming events once per window, and follows a renamed series", async () => {
    const start = windowNow();
    const event = await t.db
      .selectFrom("events as e")
      .innerJoin("series as s", "s.id", "e.series_id")
      .select(["e.id", "e.series_id"])
      .where("e.is_online", "=", 1)
      .where("s.is_online", "=", 1)
      .where("e.date_start", ">", new Date(start.getTime() + READ_WINDOW_MS).toISOString())
      .orderBy("e.id")
      .executeTakeFirstOrThrow();
    const seriesId = event.series_id!;
    const series = await findSeries(seriesId, "de");
    expect(await findSeries(seriesId, "de")).toBe(series);
    expect(await findSeries(seriesId, "en")).not.toBe(series);
    const events = await upcomingEventCards({ seriesId }, 50, "de", start);
    expect(events.map((e) => e.id)).toContain(event.id);
    expect(await upcomingEventCards({ seriesId }, 50, "de", start)).toBe(events);
    expect(await upcomingEventCards({ productionId: seriesId }, 50, "de", start)).not.toBe(events);

    await t.db.updateTable("series").set({ name_de: "Neue Reihe" }).where("id", "=", seriesId).execute();
    expect((await findSeries(seriesId, "de"))?.name).toBe("Neue Reihe");
  });

  it("answers the ensemble and a person's detail per language, and follows a renamed category and person", async () => {
    const link = await t.db
      .selectFrom("person_category_links as l")
      .innerJoin("persons as p", "p.id", "l.person_id")
      .select(["l.person_id", "l.category_id"])
      .where("p.is_online", "=", 1)
      .orderBy("l.person_id")
      .executeTakeFirstOrThrow();
    const ensemble = await listEnsemble("de");
    expect(await listEnsemble("de")).toBe(ensemble);
    expect(await listEnsemble("en")).not.toBe(ensemble);
    const person = await findPersonDetail(link.person_id, "de");
    expect(person?.id).toBe(link.person_id);
    expect(await findPersonDetail(link.person_id, "de")).toBe(person);
    expect(await findPersonDetail(link.person_id, "en")).not.toBe(person);

    await t.db.updateTable("person_categories").set({ name_de: "Neue Gruppe" }).where("id", "=", link.category_id).execute();
    await t.db.updateTable("persons").set({ first_name: "Neu", last_name: "Benannt" }).where("id", "=", link.person_id).execute();
    const group = (await listEnsemble("de")).find((g) => g.id === link.category_id);
    expect(group?.name).toBe("Neue Gruppe");
    expect(group?.persons.find((p) => p.id === link.person_id)?.name).toBe("Neu Benannt");
    const changed = await findPersonDetail(link.person_id, "de");
    expect(changed).toMatchObject({ name: "Neu Benannt" });
    expect(changed?.categories).toContain("Neue Gruppe");
  });

  it("reads a venue's detail once per venue and language, and follows a renamed room", async () => {
    const room = await t.db
      .selectFrom("rooms as r")
      .innerJoin("venues as v", "v.id", "r.venue_id")
      .select(["r.id", "r.venue_id"])
      .where("v.is_online", "=", 1)
      .orderBy("r.id")
      .executeTakeFirstOrThrow();
    const first = await findVenueDetail(room.venue_id, "de");
    expect(first?.rooms.map((r) => r.id)).toContain(room.id);
    expect(await findVenueDetail(room.venue_id, "de")).toBe(first);
    expect(await findVenueDetail(room.venue_id, "en")).not.toBe(first);

    await t.db.updateTable("rooms").set({ name_de: "Neuer Saal" }).where("id", "=", room.id).execute();
    const changed = await findVenueDetail(room.venue_id, "de");
    expect(changed).not.toBe(first);
    expect(changed?.rooms.find((r) => r.id === room.id)?.name).toBe("Neuer Saal");
  });

  it("answers the subscriptions per language, and follows a renamed one", async () => {
    const first = await listSubscriptions("de");
    expect(first.length).toBeGreaterThan(0);
    expect(await listSubscriptions("de")).toBe(first);
    expect(await listSubscriptions("en")).not.toBe(first);

    await t.db.updateTable("series").set({ name_de: "Neues Abo" }).where("id", "=", first[0]!.id).execute();
    expect((await listSubscriptions("de"))[0]).toMatchObject({ id: first[0]!.id, name: "Neues Abo" });
  });

  it("reads an article's page once per article, language and window, follows a change, and shows one due in the next window", async () => {
    const start = windowNow();
    const { results } = await magazineArticles({}, 1, "de", start);
    const withRelated = results.find((a) => a.category && results.some((b) => b.id !== a.id && b.category?.id === a.category?.id))!;
    const first = await magazineArticle(withRelated.id, "de", start);
    expect(first?.article.id).toBe(withRelated.id);
    expect(first?.related.length).toBeGreaterThan(0);
    expect(await magazineArticle(withRelated.id, "de", new Date(start.getTime() + READ_WINDOW_MS - 1))).toBe(first);
    expect(await magazineArticle(withRelated.id, "en", start)).not.toBe(first);
    expect(await magazineArticle(withRelated.id, "de", new Date(start.getTime() + READ_WINDOW_MS))).not.toBe(first);

    const due = new Date(start.getTime() + 1).toISOString();
    await t.db.updateTable("articles").set({ published_at: due, title_de: "Bald erschienen" }).where("id", "=", withRelated.id).execute();
    expect(await magazineArticle(withRelated.id, "de", start)).toBeUndefined();
    expect((await magazineArticle(withRelated.id, "de", new Date(start.getTime() + READ_WINDOW_MS)))?.article.title).toBe("Bald erschienen");
  });

  it("counts the magazine's topics once per language and window, and counts an article due in the next window then", async () => {
    const start = windowNow();
    const link = await t.db
      .selectFrom("article_tag_links as l")
      .innerJoin("articles as a", "a.id", "l.article_id")
      .select(["l.tag_id", "l.article_id"])
      .where("a.is_online", "=", 1)
      .where("a.published_at", "<=", start.toISOString())
      .orderBy("l.tag_id")
      .executeTakeFirstOrThrow();
    const count = async (at: Date) => (await magazineTags("de", at)).find((tag) => tag.id === link.tag_id)?.count;
    const first = await magazineTags("de", start);
    expect(await magazineTags("de", new Date(start.getTime() + READ_WINDOW_MS - 1))).toBe(first);
    expect(await magazineTags("en", start)).not.toBe(first);
    const before = await count(start);
    expect(before).toBeGreaterThan(0);

    // Published a moment after the window began: counted from the next window on (with any other article due then).
    await t.db.updateTable("articles").set({ published_at: new Date(start.getTime() + 1).toISOString() }).where("id", "=", link.article_id).execute();
    expect(await count(start)).toBe(before! - 1);
    const next = new Date(start.getTime() + READ_WINDOW_MS);
    const published = await t.db
      .selectFrom("article_tag_links as l")
      .innerJoin("articles as a", "a.id", "l.article_id")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("l.tag_id", "=", link.tag_id)
      .where("a.is_online", "=", 1)
      .where("a.published_at", "<=", next.toISOString())
      .executeTakeFirstOrThrow();
    expect(await count(next)).toBe(Number(published.n));
    expect(await count(next)).toBeGreaterThanOrEqual(before!);
  });
});
