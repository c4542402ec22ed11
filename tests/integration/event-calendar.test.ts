import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { loader as calendarLoader } from "~/routes/event-calendar";
import { createTestDatabases, loaderArgs, settle, setupDatabase, TEST_ORIGIN } from "./support/test-db";

// "In den Kalender": an event's iCalendar file, parsed by a real iCalendar parser.
describe.each(createTestDatabases())("an event's calendar file on $name", (engine) => {
  const t = setupDatabase(engine, { seed: true });

  async function fuechsin() {
    const production = await t.db.selectFrom("productions").selectAll().where("slug_de", "=", "die-fuechsin-die-buecher-frass").executeTakeFirstOrThrow();
    const event = await t.db.selectFrom("events").selectAll().where("production_id", "=", production.id).where("is_online", "=", 1).orderBy("date_start", "desc").executeTakeFirstOrThrow();
    return { production, event };
  }

  const load = (path: string, slug: string, id: string | number) => settle<string>(() => calendarLoader(loaderArgs(path, { params: { slug, id: String(id) } })));

  it("is one event at its local time in Europe/Berlin, at its venue's address, linking its page", async () => {
    const { event } = await fuechsin();
    const res = await load(`/de/programm/die-fuechsin-die-buecher-frass/${event.id}/kalender.ics`, "die-fuechsin-die-buecher-frass", event.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="die-fuechsin-die-buecher-frass-${event.id}.ics"`);

    const calendar = new ICAL.Component(ICAL.parse(res.data));
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent("vtimezone")!);
    const vevent = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(vevent.summary).toBe("Die Füchsin, die Bücher fraß");
    expect(vevent.startDate.zone.tzid).toBe("Europe/Berlin");
    expect(vevent.startDate.toJSDate().toISOString()).toBe(new Date(event.date_start).toISOString());
    expect(vevent.endDate.toJSDate() > vevent.startDate.toJSDate()).toBe(true);
    const venue = await t.db.selectFrom("rooms").innerJoin("venues", "venues.id", "rooms.venue_id").select(["venues.name", "venues.street", "venues.zip", "venues.city"]).where("rooms.id", "=", event.room_id!).executeTakeFirstOrThrow();
    expect(vevent.location).toContain(venue.name);
    expect(vevent.location).toContain(`${venue.zip} ${venue.city}`);
    const page = `${TEST_ORIGIN}/de/programm/die-fuechsin-die-buecher-frass/${event.id}`;
    expect(vevent.component.getFirstPropertyValue("url")).toBe(page);
    expect(vevent.description).toContain(page);
  });

  it("speaks English at the English address, and a stale slug redirects to the right file", async () => {
    const { event } = await fuechsin();
    const res = await load(`/en/events/the-vixen-who-ate-books/${event.id}/calendar.ics`, "the-vixen-who-ate-books", event.id);
    expect(res.status).toBe(200);
    expect(new ICAL.Event(new ICAL.Component(ICAL.parse(res.data)).getFirstSubcomponent("vevent")!).summary).toBe("The Vixen Who Ate Books");
    const stale = await load(`/de/programm/alter-name/${event.id}/kalender.ics`, "alter-name", event.id);
    expect(stale.status).toBe(301);
    expect(stale.location).toBe(`/de/programm/die-fuechsin-die-buecher-frass/${event.id}/kalender.ics`);
  });

  it("answers 404 for an unknown, offline or malformed event", async () => {
    const offline = await t.db.selectFrom("events").select("id").where("is_online", "=", 0).executeTakeFirstOrThrow();
    for (const id of ["99999999", String(offline.id), "abc"]) {
      expect((await load(`/de/programm/x/${id}/kalender.ics`, "x", id)).status, id).toBe(404);
    }
  });
});
