// Reads kept until the content changes (app/db/memo.server.ts): the programme's filter options, a
// day's opening hours, the programme's list, a CMS page and its modules as visitors read them, an
// event's detail, images by id, the magazine's lists and categories, and the page a list (the programme, the magazine) takes its headline from. Each
// answers for its own key (the language, the day, the query) and follows a change.
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { listProgrammeFilterOptions } from "~/models/event-filters.server";
import { findEventDetail } from "~/models/event-detail.server";
import { findImages } from "~/models/images.server";
import { openingHoursToday } from "~/models/opening-hours.server";
import { findPageByPath, findPublishedPage } from "~/models/pages.server";
import { listArticleCategories } from "~/models/article-taxonomy.server";
import { magazineArticles } from "~/services/magazine.server";
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
    const start = new Date(Math.floor(Date.now() / READ_WINDOW_MS) * READ_WINDOW_MS);
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
    const start = new Date(Math.floor(Date.now() / READ_WINDOW_MS) * READ_WINDOW_MS);
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
});
