import { DateTime } from "luxon";
import { monthWeeks } from "~/lib/calendar-grid";
import { describe, expect, it } from "vitest";
import { loader as calendarApi } from "~/routes/api/calendar";
import { loader as eventTagsApi } from "~/routes/api/event-tags";
import { loader as eventsApi } from "~/routes/api/events";
import { loader as typesApi } from "~/routes/api/exhibition-types";
import { loader as genresApi } from "~/routes/api/genres";
import { loader as roomsApi } from "~/routes/api/rooms";
import { loader as seriesApi } from "~/routes/api/series";
import { loader as teasersApi } from "~/routes/api/teasers";
import { loader as programme } from "~/routes/events";
import { createTestDatabases, loaderArgs, settle, setupDatabase } from "./support/test-db";

type Programme = Awaited<ReturnType<typeof programme>>;
type Page = { count: number; next: string | null; previous: string | null; results: Array<Record<string, unknown>> };

const urlDate = (day: string) => DateTime.fromISO(day).toFormat("dd-MM-yyyy");

describe.each(createTestDatabases())("the programme on $name", (engine) => {
  const t = setupDatabase(engine, { seed: true });
  const page = (path: string) => settle<Programme>(() => programme(loaderArgs(path)));
  const events = (data: Programme) => data.days.flatMap((d) => d.events);
  const idOf = async (table: "rooms" | "event_tags" | "series" | "exhibition_types", column: "name_de" | "slug", value: string) =>
    (await t.db.selectFrom(table).select("id").where(column, "=", value).executeTakeFirstOrThrow()).id;
  const upcoming = async () =>
    (
      await t.db
        .selectFrom("events as e")
        .innerJoin("productions as p", "p.id", "e.production_id")
        .select("e.id")
        .where("e.is_online", "=", 1)
        .where("p.is_online", "=", 1)
        .where("e.date_start", ">=", new Date().toISOString())
        .execute()
    ).length;

  it("lists the upcoming events by day, ten per page, under the CMS headline", async () => {
    const res = await page("/de/programm");
    expect(res.status).toBe(200);
    expect(res.data.headline).toBe("Programm und Karten");
    expect(res.data.count).toBe(await upcoming());
    const list = events(res.data);
    expect(list).toHaveLength(10);
    expect(res.data.hasMore).toBe(true);
    expect(list[0].time).toMatch(/^\d{2}:\d{2} Uhr$/);
    expect(res.data.days[0].label).toMatch(/^(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), \d+\. \p{L}+ \d{4}$/u);
    expect(list.map((e) => e.startsAt)).toEqual([...list.map((e) => e.startsAt)].sort());
    expect(list[0].url).toMatch(/^\/de\/programm\/[a-z0-9-]+\/\d+$/);
    expect(list.some((e) => e.tags.length > 0 && e.venue !== null && e.room !== null)).toBe(true);
    expect(res.data.empty).toBeNull();
  });

  it("offers filter options from the database, tags and series only where show_in_filter", async () => {
    const { data } = await page("/de/programm");
    expect(data.options.room).toHaveLength(8);
    expect(data.options.tag.map((o) => o.name)).toContain("Barrierefrei");
    expect(data.options.tag.map((o) => o.name)).not.toContain("Premiere");
    expect(data.options.series.map((o) => o.name)).toEqual(["Lesezeichen Minis", "Young-Adult-Abende"]);
    expect(data.options.type.map((o) => o.name)).toContain("Theater");
    expect(data.calendar.months.length).toBeGreaterThan(0);
  });

  it("offers only the types and genres some shown production is filed under", async () => {
    await t.db.insertInto("genres").values({ slug: "ungenutzt", name_de: "Ungenutztes Genre", name_en: "Unused genre", sort: 0 }).execute();
    await t.db.insertInto("exhibition_types").values({ slug: "ungenutzt", name_de: "Ungenutzte Sparte", name_en: "Unused type", sort: 0 }).execute();
    const shown = t.db
      .selectFrom("events as e")
      .innerJoin("productions as p", "p.id", "e.production_id")
      .where("e.is_online", "=", 1)
      .where("p.is_online", "=", 1);
    const genres = (await shown.select("p.genre_id as id").distinct().execute()).map((r) => r.id).filter((id) => id !== null);
    const types = (await shown.select("p.exhibition_type_id as id").distinct().execute()).map((r) => r.id).filter((id) => id !== null);
    const { data } = await page("/de/programm");
    await t.db.deleteFrom("genres").where("slug", "=", "ungenutzt").execute();
    await t.db.deleteFrom("exhibition_types").where("slug", "=", "ungenutzt").execute();
    expect(genres.length).toBeGreaterThan(0);
    expect(data.options.genre.map((o) => o.id).sort()).toEqual([...genres].sort());
    expect(data.options.type.map((o) => o.id).sort()).toEqual([...types].sort());
    expect(data.options.genre.map((o) => o.name)).not.toContain("Ungenutztes Genre");
  });

  it("filters by room, type, tag and series", async () => {
    const room = await idOf("rooms", "name_de", "Atelier");
    const byRoom = await page(`/de/programm?room=${room}`);
    expect(events(byRoom.data).every((e) => e.room === "Atelier")).toBe(true);
    expect(byRoom.data.count).toBeGreaterThan(5);

    // A tag the filter does not offer still filters: the one date with sign language lies ahead.
    const signed = await idOf("event_tags", "slug", "gebaerdensprache");
    const byTag = await page(`/de/programm?tag=${signed}`);
    expect(events(byTag.data).every((e) => e.tags.some((tag) => tag.name === "Mit Gebärdensprache"))).toBe(true);
    expect(byTag.data.count).toBe(1);

    const theatre = await idOf("exhibition_types", "slug", "theater");
    const series = await idOf("series", "slug", "familien-abo");
    const combined = await page(`/de/programm?type=${theatre}&series=${series}`);
    expect(combined.data.count).toBeGreaterThan(0);
    expect(combined.data.count).toBeLessThan(byRoom.data.count + 10);
  });

  it("renders pages 1..n for the more link and refuses a page beyond the last", async () => {
    const second = await page("/de/programm?page=2");
    expect(events(second.data)).toHaveLength(20);
    expect(second.data.page).toBe(2);
    const pages = Math.ceil(second.data.count / 10);
    expect((await page(`/de/programm?page=${pages}`)).status).toBe(200);
    expect((await page(`/de/programm?page=${pages + 1}`)).status).toBe(404);
  });

  it("shows only the chosen day, with its teaser at the end", async () => {
    // The festival's first day (over by now: a chosen day shows all its events).
    const { position: day } = await t.db.selectFrom("teasers").select("position").where("name", "=", "eroeffnung").executeTakeFirstOrThrow();
    const res = await page(`/de/programm?date=${urlDate(day)}`);
    expect(res.status).toBe(200);
    expect(res.data.days.map((d) => d.day)).toEqual([day]);
    expect(res.data.count).toBeGreaterThan(3);
    expect(res.data.days[0].teasers.map((teaser) => teaser.headline)).toEqual(["Das Festival ist eröffnet!"]);
    expect(res.data.date).toBe(urlDate(day));
    const selected = res.data.calendar.months.flatMap((m) => monthWeeks(m, res.data.calendar.weekdayNames, "de").flat()).filter((c) => c?.selected);
    expect(selected).toHaveLength(1);
    expect(selected[0]).toMatchObject({ date: urlDate(day), label: expect.stringMatching(/^[A-Z][a-z]+tag, \d{1,2}\. [A-ZÄ][a-zä]+ \d{4}$/) });
    // Teasers belong to their day only.
    const next = await page(`/de/programm?date=${urlDate(DateTime.fromISO(day).plus({ days: 1 }).toISODate()!)}`);
    expect(next.data.days.flatMap((d) => d.teasers)).toEqual([]);
  });

  it.each([
    "/de/programm?date=31-02-2026",
    "/de/programm?date=2026-03-01",
    "/de/programm?date=1-3-2026",
    "/de/programm?date=morgen",
    "/de/programm?room=abc",
    "/de/programm?type=lesung",
    "/de/programm?tag=1.5",
    "/de/programm?series=-1",
    "/de/programm?genre=x",
    "/de/programm?page=0",
    "/de/programm?page=zwei",
  ])("answers %s with the 404 page", async (path) => {
    const res = await page(path);
    expect(res.status).toBe(404);
    expect(res.thrown).toBe(true);
  });

  it("drops the overlay flag and empty values with a redirect", async () => {
    const overlay = await page("/de/programm?overlay=true");
    expect(overlay.status).toBe(302);
    expect(overlay.location).toBe("/de/programm");
    const empty = await page("/de/programm?room=&type=3&tag=&overlay=true");
    expect(empty.location).toBe("/de/programm?type=3");
  });

  it("tells an empty selection from an empty programme", async () => {
    const atelier = await idOf("rooms", "name_de", "Atelier");
    const abo = await idOf("series", "slug", "familien-abo");
    const none = await page(`/de/programm?room=${atelier}&series=${abo}`);
    expect(none.data).toMatchObject({ count: 0, empty: "filtered", showReset: true });
    const single = await page(`/de/programm?room=${atelier}&date=01-01-2001`);
    expect(single.data).toMatchObject({ empty: "filtered", showReset: true });
    const onlyDate = await page("/de/programm?date=01-01-2001");
    expect(onlyDate.data).toMatchObject({ empty: "filtered", showReset: false });

    const offline = (await t.db.selectFrom("events").select("id").where("is_online", "=", 0).execute()).map((r) => r.id);
    await t.db.updateTable("events").set({ is_online: 0 }).execute();
    try {
      const empty = await page("/de/programm");
      expect(empty.data).toMatchObject({ count: 0, empty: "none" });
    } finally {
      await t.db.updateTable("events").set({ is_online: 1 }).where("id", "not in", offline.length ? offline : [-1]).execute();
    }
  });

  it("speaks English at /en/events", async () => {
    const res = await page("/en/events");
    expect(res.data.headline).toBe("Programme and tickets");
    expect(events(res.data)[0].time).toMatch(/^\d{2}:\d{2}$/);
    expect(res.data.days[0].label).toMatch(/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d+ \p{L}+ \d{4}$/u);
    expect(res.data.alternates).toEqual({ de: "/de/programm", en: "/en/events" });
  });

  it("answers /{locale}/api/events/ as a paged list", async () => {
    const first = await settle<Page>(() => eventsApi(loaderArgs("/de/api/events/?page_size=10")));
    expect(first.status).toBe(200);
    expect(first.data.count).toBe(await upcoming());
    expect(first.data.results).toHaveLength(10);
    expect(first.data.previous).toBeNull();
    expect(first.data.next).toBe("http://localhost/de/api/events/?page_size=10&page=2");
    expect(first.data.results[0]).toMatchObject({ id: expect.any(Number), title: expect.any(String), date_start: expect.any(String), url: expect.stringMatching(/^\/de\/programm\//) });
    const second = await settle<Page>(() => eventsApi(loaderArgs(first.data.next!)));
    expect(second.data.previous).toBe("http://localhost/de/api/events/?page_size=10&page=1");
    expect(second.data.results[0].id).not.toBe(first.data.results[0].id);

    const room = await idOf("rooms", "name_de", "Atelier");
    const filtered = await settle<Page>(() => eventsApi(loaderArgs(`/en/api/events/?room=${room}`)));
    expect(filtered.data.results.every((e) => (e.room as { name: string }).name === "Studio")).toBe(true);

    for (const bad of ["date=31-02-2026", "room=abc", "page=0", "page_size=0", "page_size=x"]) {
      const res = await settle<{ error: string }>(() => eventsApi(loaderArgs(`/de/api/events/?${bad}`)));
      expect(res.status, bad).toBe(400);
      expect(res.data.error).toMatch(/Invalid query/);
    }
    expect((await settle(() => eventsApi(loaderArgs("/de/api/events/?page=999")))).status).toBe(404);
  });

  it("answers the calendar's available dates for the filters", async () => {
    const all = await settle<string[]>(() => calendarApi(loaderArgs("/api/calendar/")));
    expect(all.status).toBe(200);
    // From today: the festival's days still to come (today's too while it has events ahead).
    expect(all.data.length).toBeGreaterThanOrEqual(8);
    expect(all.data.every((d) => /^\d{2}-\d{2}-\d{4}$/.test(d))).toBe(true);
    const signed = await idOf("event_tags", "slug", "gebaerdensprache");
    const few = await settle<string[]>(() => calendarApi(loaderArgs(`/api/calendar/?tag=${signed}`)));
    expect(few.data).toHaveLength(1);
    const from = await settle<string[]>(() => calendarApi(loaderArgs(`/api/calendar/?date=${all.data[5]}`)));
    expect(from.data[0]).toBe(all.data[5]);
    expect((await settle(() => calendarApi(loaderArgs("/api/calendar/?date=30-02-2026")))).status).toBe(400);
  });

  it("answers the filter option lists and the teasers", async () => {
    const rooms = await settle<Array<{ id: number; name: string }>>(() => roomsApi(loaderArgs("/api/rooms/")));
    expect(rooms.data[0]).toEqual({ id: expect.any(Number), name: "Lesesaal" });
    const types = await settle<Array<{ id: number; slug: string; name: string }>>(() => typesApi(loaderArgs("/api/exhibition-types/?lang=en")));
    expect(types.data).toContainEqual({ id: expect.any(Number), slug: "theater", name: "Theatre" });
    const tags = await settle<Array<{ show_in_filter: boolean; name: string }>>(() => eventTagsApi(loaderArgs("/api/event-tags/")));
    expect(tags.data.find((tag) => tag.name === "Premiere")?.show_in_filter).toBe(false);
    const series = await settle<Array<{ show_in_filter: boolean }>>(() => seriesApi(loaderArgs("/api/series/")));
    expect(series.data.filter((s) => s.show_in_filter)).toHaveLength(2);
    const genres = await settle<unknown[]>(() => genresApi(loaderArgs("/api/genres/")));
    expect(genres.data).toHaveLength(6);
    expect((await settle(() => genresApi(loaderArgs("/api/genres/?lang=fr")))).status).toBe(400);

    const teasers = await settle<Array<Record<string, unknown>>>(() => teasersApi(loaderArgs("/en/api/teasers/")));
    expect(teasers.data).toHaveLength(6);
    expect(teasers.data[0]).toMatchObject({
      headline: "The festival is open!",
      position: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      link: { url: "/de/programm" },
      image_thumbnails: { large: expect.stringMatching(/^\/media\//) },
    });
  });
});
