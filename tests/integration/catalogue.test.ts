import { describe, expect, it } from "vitest";
import { loader as productionTagsApi } from "~/routes/api/production-tags";
import { loader as productionsApi } from "~/routes/api/productions";
import { loader as seasonsApi } from "~/routes/api/seasons";
import { loader as ensembleLoader } from "~/routes/ensemble";
import { loader as eventLoader } from "~/routes/event";
import { loader as personLoader } from "~/routes/person";
import { loader as productionLoader } from "~/routes/production";
import { loader as productionsLoader } from "~/routes/productions";
import { loader as seriesLoader } from "~/routes/series";
import { loader as subscriptionsLoader } from "~/routes/subscriptions";
import { loader as venueLoader } from "~/routes/venue";
import { createTestDatabases, loaderArgs, settle, setupDatabase } from "./support/test-db";

type AnyData = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe.each(createTestDatabases())("catalogue on $name", (engine) => {
  const t = setupDatabase(engine, { seed: true });

  const production = (slug: string) => t.db.selectFrom("productions").selectAll().where("slug_de", "=", slug).executeTakeFirstOrThrow();

  async function eventOf(slug: string) {
    const p = await production(slug);
    return t.db.selectFrom("events").selectAll().where("production_id", "=", p.id).where("is_online", "=", 1).orderBy("date_start", "desc").executeTakeFirstOrThrow();
  }

  it("event detail: title, time, venue, persons, prices, sections in the design order", async () => {
    const event = await eventOf("die-fuechsin-die-buecher-frass");
    const res = await settle<AnyData>(() => eventLoader(loaderArgs(`/de/programm/die-fuechsin-die-buecher-frass/${event.id}`, { params: { slug: "die-fuechsin-die-buecher-frass", id: String(event.id) } })));
    expect(res.status).toBe(200);
    const data = res.data;
    expect(data.event.title).toBe("Die Füchsin, die Bücher fraß");
    expect(data.event.time).toMatch(/^\d{2}:\d{2} Uhr$/);
    expect(data.event.venue.name).toBeTruthy();
    expect(data.event.venueUrl).toMatch(/^\/de\/venues\/[a-z-]+\/\d+$/);
    expect(data.event.persons.map((p: AnyData) => p.name)).toContain("Lena Hofbauer");
    expect(data.event.seatGroups[0].prices[0].label).toMatch(/^\d+(,\d{2})? €$/);
    expect(data.sections).toEqual(["tickets", "description", "persons", "venue", "gallery"]);
    expect(data.alternates.en).toBe(`/en/events/the-vixen-who-ate-books/${event.id}`);
    expect(data.meta.title).toBe("Die Füchsin, die Bücher fraß");
  });

  it("event detail: an event that is over says so and offers nothing to buy; one still to come sells", async () => {
    const now = new Date().toISOString();
    const withTickets = t.db
      .selectFrom("events as e")
      .innerJoin("productions as p", "p.id", "e.production_id")
      .select(["e.id", "p.slug_de as slug"])
      .where("e.is_cancelled", "=", 0)
      .where("e.is_sold_out", "=", 0)
      .where((eb) => eb.exists(eb.selectFrom("seat_groups as sg").select("sg.id").whereRef("sg.event_id", "=", "e.id")));
    const load = async ({ id, slug }: { id: number; slug: string }) =>
      (await settle<AnyData>(() => eventLoader(loaderArgs(`/de/programm/${slug}/${id}`, { params: { slug, id: String(id) } })))).data;
    const over = await load(await withTickets.where("e.date_end", "<", now).orderBy("e.date_start", "desc").executeTakeFirstOrThrow());
    expect(over.event.isOver).toBe(true);
    expect(over.booking.offer).toBeNull();
    const ahead = await load(await withTickets.where("e.date_start", ">", now).orderBy("e.date_start", "desc").executeTakeFirstOrThrow());
    expect(ahead.event.isOver).toBe(false);
    expect(ahead.booking.offer).not.toBeNull();
  });

  it("event detail: a stale slug answers 301 to the canonical URL (query kept)", async () => {
    const event = await eventOf("die-fuechsin-die-buecher-frass");
    const res = await settle(() => eventLoader(loaderArgs(`/en/events/alter-slug/${event.id}?x=1`, { params: { slug: "alter-slug", id: String(event.id) } })));
    expect(res.status).toBe(301);
    expect(res.location).toBe(`/en/events/the-vixen-who-ate-books/${event.id}?x=1`);
  });

  it("event detail: unknown, offline and non-numeric ids are 404", async () => {
    const offline = await t.db.selectFrom("events").select("id").where("is_online", "=", 0).executeTakeFirstOrThrow();
    for (const id of ["999999", String(offline.id), "abc", "0"]) {
      const res = await settle(() => eventLoader(loaderArgs(`/de/programm/x/${id}`, { params: { slug: "x", id } })));
      expect(res.status, id).toBe(404);
    }
  });

  it("production detail lists its upcoming events and follows the design order", async () => {
    const p = await production("die-insel-der-verlorenen-woerter");
    const res = await settle<AnyData>(() => productionLoader(loaderArgs(`/de/produktionen/${p.slug_de}/${p.id}`, { params: { slug: p.slug_de, id: String(p.id) } })));
    expect(res.status).toBe(200);
    expect(res.data.sections).toEqual(["description", "dates", "persons", "gallery"]);
    expect(res.data.events.length).toBeGreaterThan(0);
    expect(res.data.events[0].url).toMatch(new RegExp(`^/de/programm/${p.slug_de}/\\d+$`));
    expect(res.data.alternates.en).toBe(`/en/productions/${p.slug_en}/${p.id}`);
    const stale = await settle(() => productionLoader(loaderArgs(`/en/productions/${p.slug_de}/${p.id}`, { params: { slug: p.slug_de, id: String(p.id) } })));
    expect(stale.status).toBe(301);
    expect(stale.location).toBe(`/en/productions/${p.slug_en}/${p.id}`);
    const missing = await settle(() => productionLoader(loaderArgs(`/de/produktionen/x/424242`, { params: { slug: "x", id: "424242" } })));
    expect(missing.status).toBe(404);
  });

  it("productions list: headline, filters, paging and 404 on bad values", async () => {
    const all = await settle<AnyData>(() => productionsLoader(loaderArgs("/de/produktionen")));
    expect(all.status).toBe(200);
    expect(all.data.headline).toBe("Produktionen");
    expect(all.data.count).toBe(20);
    expect(all.data.productions).toHaveLength(12);
    expect(all.data.pages).toBe(2);

    const theatre = await settle<AnyData>(() => productionsLoader(loaderArgs("/en/productions?exhibition_type=theater")));
    expect(theatre.data.productions.map((p: AnyData) => p.title)).toContain("Radio Silence");
    expect(theatre.data.count).toBe(4);

    const season = await t.db.selectFrom("seasons").select("id").where("sort", "=", 1).executeTakeFirstOrThrow();
    const previous = await settle<AnyData>(() => productionsLoader(loaderArgs(`/de/produktionen?season=${season.id}`)));
    expect(previous.data.productions.map((p: AnyData) => p.title)).toEqual(["Der Sternenfänger"]);

    const tag = await t.db.selectFrom("production_tags").select("id").where("slug", "=", "mitmachen").executeTakeFirstOrThrow();
    const tagged = await settle<AnyData>(() => productionsLoader(loaderArgs(`/de/produktionen?tag=${tag.id}&exhibition_type=workshop`)));
    expect(tagged.data.count).toBe(3);

    const event = await eventOf("der-wal-der-singen-wollte");
    const [y, m, d] = new Date(event.date_start).toLocaleDateString("sv-SE", { timeZone: "Europe/Berlin" }).split("-");
    const onDay = await settle<AnyData>(() => productionsLoader(loaderArgs(`/de/produktionen?date=${d}-${m}-${y}`)));
    expect(onDay.data.productions.map((p: AnyData) => p.title)).toContain("Der Wal, der singen wollte");
    expect(onDay.data.count).toBeLessThan(20);

    for (const bad of ["season=abc", "tag=1x", "date=31-02-2026", "date=2026-01-01", "page=0", "page=99", "exhibition_type=<b>"]) {
      const res = await settle(() => productionsLoader(loaderArgs(`/de/produktionen?${bad}`)));
      expect(res.status, bad).toBe(404);
    }
  });

  it("productions API: paged shape, filters and 400 on bad values", async () => {
    const res = await settle<AnyData>(() => productionsApi(loaderArgs("/en/api/productions/")));
    expect(res.status).toBe(200);
    expect(Object.keys(res.data).sort()).toEqual(["count", "next", "previous", "results"]);
    expect(res.data.count).toBe(20);
    expect(res.data.previous).toBeNull();
    expect(res.data.next).toContain("page=2");
    expect(res.data.results[0]).toMatchObject({ id: expect.any(Number), title: expect.any(String), url: expect.stringMatching(/^\/en\/productions\//) });
    const second = await settle<AnyData>(() => productionsApi(loaderArgs("/de/api/productions/?page=2")));
    expect(second.data.results).toHaveLength(8);
    expect(second.data.next).toBeNull();
    expect(second.data.previous).toContain("page=1");
    const filtered = await settle<AnyData>(() => productionsApi(loaderArgs("/de/api/productions/?exhibition_type=ausstellung")));
    expect(filtered.data.results.map((p: AnyData) => p.title)).toEqual(["Bilderbuchwelten"]);
    for (const bad of ["season=x", "tag=-1", "date=32-01-2026", "page=abc"]) {
      const r = await settle<AnyData>(() => productionsApi(loaderArgs(`/de/api/productions/?${bad}`)));
      expect(r.status, bad).toBe(400);
      expect(r.data.error).toMatch(/Invalid query/);
    }
  });

  it("season and production-tag options", async () => {
    const seasons = await settle<AnyData[]>(() => seasonsApi(loaderArgs("/api/seasons/")));
    expect(seasons.data).toHaveLength(2);
    expect(seasons.data[0]).toEqual({ id: expect.any(Number), name: expect.stringMatching(/^Festival \d{4}$/), slug: expect.any(String) });
    const tags = await settle<AnyData[]>(() => productionTagsApi(loaderArgs("/api/production-tags/?lang=en")));
    expect(tags.data.map((tag) => tag.name)).toEqual(["New release", "For the whole family", "For school classes", "Hands-on"]);
    const bad = await settle(() => seasonsApi(loaderArgs("/api/seasons/?lang=fr")));
    expect(bad.status).toBe(400);
  });

  it("ensemble groups persons by category; person detail with contact, biography and productions", async () => {
    const ensemble = await settle<AnyData>(() => ensembleLoader(loaderArgs("/en/ensemble")));
    expect(ensemble.data.headline).toBe("Authors, illustrators and ensemble");
    expect(ensemble.data.groups.map((g: AnyData) => g.name)).toEqual(["Authors", "Illustration", "Acting", "Moderation", "Festival team"]);

    const person = await t.db.selectFrom("persons").selectAll().where("slug", "=", "barbara-weiss").executeTakeFirstOrThrow();
    const res = await settle<AnyData>(() => personLoader(loaderArgs(`/de/ensemble/barbara-weiss/${person.id}`, { params: { slug: "barbara-weiss", id: String(person.id) } })));
    expect(res.status).toBe(200);
    expect(res.data.person.email).toContain("@");
    expect(res.data.person.biography).toContain("Barbara Weiß");
    expect(res.data.person.productions.map((p: AnyData) => p.title)).toContain("Lesen macht stark");
    const stale = await settle(() => personLoader(loaderArgs(`/de/ensemble/weiss/${person.id}`, { params: { slug: "weiss", id: String(person.id) } })));
    expect(stale.status).toBe(301);
    expect(stale.location).toBe(`/de/ensemble/barbara-weiss/${person.id}`);
    const missing = await settle(() => personLoader(loaderArgs(`/de/ensemble/x/y`, { params: { slug: "x", id: "y" } })));
    expect(missing.status).toBe(404);
  });

  it("venue detail: address, rooms, upcoming events and an OpenStreetMap link", async () => {
    const venue = await t.db.selectFrom("venues").selectAll().where("slug", "=", "theater-an-der-donau").executeTakeFirstOrThrow();
    const res = await settle<AnyData>(() => venueLoader(loaderArgs(`/en/venues/theater-an-der-donau/${venue.id}`, { params: { slug: "theater-an-der-donau", id: String(venue.id) } })));
    expect(res.status).toBe(200);
    expect(res.data.venue.street).toBe("Obere Donaulände 9");
    expect(res.data.venue.rooms.map((r: AnyData) => r.name)).toEqual(["Main Auditorium", "Studio Stage"]);
    expect(res.data.venue.mapUrl).toBe("https://www.openstreetmap.org/?mlat=48.3075&mlon=14.2817#map=17/48.3075/14.2817");
    expect(res.data.events.length).toBeGreaterThan(0);
    const stale = await settle(() => venueLoader(loaderArgs(`/en/venues/old/${venue.id}`, { params: { slug: "old", id: String(venue.id) } })));
    expect(stale.status).toBe(301);
    const missing = await settle(() => venueLoader(loaderArgs(`/en/venues/x/77777`, { params: { slug: "x", id: "77777" } })));
    expect(missing.status).toBe(404);
  });

  it("series detail (slug optional) and the subscriptions list", async () => {
    const abo = await t.db.selectFrom("series").selectAll().where("slug", "=", "familien-abo").executeTakeFirstOrThrow();
    const res = await settle<AnyData>(() => seriesLoader(loaderArgs(`/de/series/familien-abo/${abo.id}`, { params: { slug: "familien-abo", id: String(abo.id) } })));
    expect(res.status).toBe(200);
    expect(res.data.series.name).toBe("Familien-Abo");
    expect(res.data.events.length).toBeGreaterThan(0);
    const noSlug = await settle(() => seriesLoader(loaderArgs(`/de/series/${abo.id}`, { params: { id: String(abo.id) } })));
    expect(noSlug.status).toBe(301);
    expect(noSlug.location).toBe(`/de/series/familien-abo/${abo.id}`);

    const list = await settle<AnyData>(() => subscriptionsLoader(loaderArgs("/en/subscriptions")));
    expect(list.data.subscriptions.map((s: AnyData) => s.name)).toEqual(["Family subscription"]);
    expect(list.data.subscriptions[0].url).toBe(`/en/series/familien-abo/${abo.id}`);
  });
});
