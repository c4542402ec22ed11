// The Merkliste on both engines: the hearts' action (plain form and script), what it refuses, the
// header's count in the root loader, the page's days and booking states, and its calendar file.
import ICAL from "ical.js";
import { DateTime } from "luxon";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_FAVOURITES } from "~/lib/favourites";
import type { FavouriteActionData, FavouriteDayView } from "~/lib/types/favourites";
import { loader as rootLoader } from "~/root";
import { loader as calendarLoader } from "~/routes/favourites-calendar";
import { action, loader } from "~/routes/favourites";
import { insertBookableEvent } from "./support/box-office-fixtures";
import { createTestDatabases, formActionArgs, loaderArgs, settle, setupDatabase, TEST_ORIGIN } from "./support/test-db";

/** Noon in Berlin `days` from today, as an ISO instant. */
const berlinNoon = (days: number, hour = 12) => DateTime.now().setZone("Europe/Berlin").plus({ days }).set({ hour, minute: 0, second: 0, millisecond: 0 }).toUTC().toISO()!;
const cookie = (ids: number[]) => ({ Cookie: `festival-merkliste=${ids.join(".")}` });
const setCookie = (headers: Headers) => headers.get("Set-Cookie") ?? "";

describe.each(createTestDatabases())("the Merkliste on $name", (engine) => {
  const t = setupDatabase(engine);
  const ids = { later: 0, few: 0, sameDay: 0, soldOut: 0, noSale: 0, past: 0, offline: 0 };

  beforeAll(async () => {
    await t.db.insertInto("site_settings").defaultValues().execute();
    const event = (jet: number, startsAt: string, capacity: number | null, extra: { soldOut?: boolean; endsAt?: string } = {}) =>
      insertBookableEvent(t.db, { jet, startsAt, endsAt: extra.endsAt ?? null, soldOut: extra.soldOut, groups: capacity === null ? [] : [{ name: "Saal", capacity, prices: [[1, 1200, "Vollpreis"]] }] });
    ids.later = (await event(94_001, berlinNoon(4, 16), 80)).eventId;
    ids.few = (await event(94_002, berlinNoon(2, 10), 3)).eventId;
    ids.sameDay = (await event(94_003, berlinNoon(2, 18), 50)).eventId;
    ids.soldOut = (await event(94_004, berlinNoon(3), 50, { soldOut: true })).eventId;
    ids.noSale = (await event(94_005, berlinNoon(3, 15), null)).eventId;
    ids.past = (await event(94_006, berlinNoon(-2), 50)).eventId;
    ids.offline = (await event(94_007, berlinNoon(5), 50)).eventId;
    await t.db.updateTable("events").set({ is_online: 0 }).where("id", "=", ids.offline).execute();
  });

  const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    settle<FavouriteActionData>(() => action(formActionArgs("/de/merkliste", fields, { headers })));

  it("puts an event on the list and goes back to the heart with the plain form (303), or answers the list to the script", async () => {
    const plain = await post({ intent: "add", event: String(ids.later), returnTo: `/de/programm?room=2#merken-${ids.later}` });
    expect(plain.status).toBe(303);
    expect(plain.location).toBe(`/de/programm?room=2#merken-${ids.later}`);
    expect(setCookie(plain.headers)).toMatch(new RegExp(`^festival-merkliste=${ids.later}; Path=/; SameSite=Lax; Max-Age=31536000.*; HttpOnly$`));

    const script = await post({ intent: "add", event: String(ids.few) }, cookie([ids.later]));
    expect(script.status).toBe(200);
    expect(script.data).toEqual({ ok: true, favourites: [ids.later, ids.few].sort((a, b) => a - b) });
    expect(setCookie(script.headers)).toContain(`festival-merkliste=${[ids.later, ids.few].sort((a, b) => a - b).join(".")};`);
    expect(script.headers.get("Cache-Control")).toBe("private, no-cache");

    // A way back to another site lands on the Merkliste.
    expect((await post({ intent: "add", event: String(ids.later), returnTo: "//evil.example/x" })).location).toBe("/de/merkliste");
  });

  it("applies a script press to the list the page showed, not to a cookie still waiting for the answer before", async () => {
    // Two quick presses: the second leaves before the first's cookie has come back.
    const [first, second] = [ids.later, ids.few];
    const answer = await post({ intent: "add", event: String(second), shown: String(first) }, cookie([]));
    expect(answer.data).toEqual({ ok: true, favourites: [first, second].sort((a, b) => a - b) });
    expect(setCookie(answer.headers)).toContain(`festival-merkliste=${[first, second].sort((a, b) => a - b).join(".")};`);
    // The list sent is checked as the cookie would be: what is over, offline or unknown is dropped.
    const checked = await post({ intent: "remove", event: String(first), shown: [ids.past, first, ids.offline, 999_999].join(".") }, cookie([ids.sameDay]));
    expect(checked.data).toEqual({ ok: true, favourites: [] });
    // An empty list shown is a list too (the plain form, without `shown`, keeps to the cookie).
    expect((await post({ intent: "add", event: String(first), shown: "" }, cookie([ids.sameDay]))).data).toEqual({ ok: true, favourites: [first] });
  });

  it("takes an event off, drops the events that are over or gone, and empties the cookie with the last one", async () => {
    const res = await post({ intent: "remove", event: String(ids.later) }, cookie([ids.past, ids.later, ids.few, ids.offline, 999_999]));
    expect(res.data).toEqual({ ok: true, favourites: [ids.few] });
    const last = await post({ intent: "remove", event: String(ids.few) }, cookie([ids.few]));
    expect(setCookie(last.headers)).toMatch(/^festival-merkliste=; Path=\/; SameSite=Lax; Max-Age=0/);
    // Taking off what is not there changes nothing and is no error.
    expect((await post({ intent: "remove", event: "424242" }, cookie([ids.few]))).data).toEqual({ ok: true, favourites: [ids.few] });
  });

  it("refuses bad input, events nobody can go to and a full list with a message, changing nothing", async () => {
    const bad = [{ intent: "add", event: "abc" }, { intent: "add", event: "0" }, { intent: "like", event: String(ids.later) }, { intent: "add" }];
    const badShown = ["1,2", "1..2", "01", "-3", Array.from({ length: MAX_FAVOURITES + 1 }, (_, i) => i + 1).join(".")];
    for (const fields of [...bad, ...badShown.map((shown) => ({ intent: "add", event: String(ids.later), shown }))]) {
      const res = await post(fields as Record<string, string>);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.data).toMatchObject({ ok: false, error: "Diese Angabe können wir leider nicht verarbeiten." });
      expect(res.headers.get("Set-Cookie")).toBeNull();
    }
    for (const id of [ids.past, ids.offline, 999_999]) {
      const res = await post({ intent: "add", event: String(id), returnTo: "/de/programm" });
      expect(res.status, String(id)).toBe(404);
      expect(res.data).toEqual({ ok: false, error: "Diese Veranstaltung gibt es nicht oder sie ist schon vorbei.", back: "/de/programm", event: id });
      expect(res.headers.get("Set-Cookie")).toBeNull();
    }

    const production = (await t.db.selectFrom("productions").select("id").executeTakeFirstOrThrow()).id;
    const rows = Array.from({ length: MAX_FAVOURITES }, (_, i) => ({ production_id: production, date_start: berlinNoon(6), id_jet: 95_000 + i }));
    const many = (await t.db.insertInto("events").values(rows).returning("id").execute()).map((row) => row.id);
    const full = await post({ intent: "add", event: String(ids.later) }, cookie(many));
    expect(full.status).toBe(409);
    expect(full.data).toMatchObject({ ok: false, error: `Ihre Merkliste ist voll: Es passen höchstens ${MAX_FAVOURITES} Veranstaltungen darauf.` });
    // One of them over: room again, and it is dropped.
    await t.db.updateTable("events").set({ date_start: berlinNoon(-1) }).where("id", "=", many[0]!).execute();
    const room = await post({ intent: "add", event: String(ids.later) }, cookie(many));
    expect(room.status).toBe(200);
    expect((room.data as { favourites: number[] }).favourites).toHaveLength(MAX_FAVOURITES);
    expect((room.data as { favourites: number[] }).favourites).not.toContain(many[0]);
    await t.db.deleteFrom("events").where("id", "in", many).execute();
  });

  it("refuses a post from another site (403) and a GET-only method mix-up (405)", async () => {
    const args = formActionArgs("/de/merkliste", { intent: "add", event: String(ids.later) });
    const headers = new Headers(args.request.headers);
    headers.set("Origin", "https://evil.example");
    const foreign = await settle(() => action({ ...args, request: new Request(args.request, { headers }) }));
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get("Set-Cookie")).toBeNull();
    const put = await settle(() => action(formActionArgs("/de/merkliste", { intent: "add", event: String(ids.later) }, { method: "PUT" })));
    expect(put.status).toBe(405);
  });

  it("gives the header the events still to come: no past, offline, unknown or malformed ones", async () => {
    const root = await settle<{ favourites: number[] }>(() => rootLoader(loaderArgs("/de", { headers: { Cookie: `festival-merkliste=${ids.past}.${ids.later}.${ids.offline}.999999.x.${ids.few}` } })));
    expect(root.data.favourites).toEqual([ids.later, ids.few].sort((a, b) => a - b));
    expect((await settle<{ favourites: number[] }>(() => rootLoader(loaderArgs("/de")))).data.favourites).toEqual([]);
  });

  it("lists the marked events by Berlin day with time, venue link and booking state; personal, never shared", async () => {
    const all = [ids.later, ids.few, ids.sameDay, ids.soldOut, ids.noSale, ids.past, ids.offline];
    const page = await settle<{ days: FavouriteDayView[]; title: string }>(() => loader(loaderArgs("/de/merkliste", { headers: cookie(all) })));
    expect(page.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(page.data.title).toBe("Merkliste");
    const days = page.data.days.map((day) => ({ label: day.label, events: day.events.map((e) => [e.id, e.time, e.booking]) }));
    const label = (days: number) => DateTime.now().setZone("Europe/Berlin").plus({ days }).setLocale("de-DE").toFormat("cccc, d. LLLL yyyy");
    expect(days).toEqual([
      { label: label(2), events: [[ids.few, "10:00 Uhr", { kind: "few", left: 3 }], [ids.sameDay, "18:00 Uhr", { kind: "bookable" }]] },
      { label: label(3), events: [[ids.soldOut, "12:00 Uhr", { kind: "soldOut" }], [ids.noSale, "15:00 Uhr", { kind: "noSale" }]] },
      { label: label(4), events: [[ids.later, "16:00 Uhr", { kind: "bookable" }]] },
    ]);
    const soldOut = page.data.days[1]!.events[0]!;
    expect(soldOut.isSoldOut).toBe(true);
    expect(soldOut.url).toBe(`/de/programm/-/${ids.soldOut}`);

    const en = await settle<{ days: FavouriteDayView[] }>(() => loader(loaderArgs("/en/favourites", { headers: cookie([ids.later]) })));
    expect(en.data.days[0]!.label).toBe(DateTime.now().setZone("Europe/Berlin").plus({ days: 4 }).setLocale("en-GB").toFormat("cccc, d LLLL yyyy"));
    expect(en.data.days[0]!.events[0]!.time).toBe("16:00");
    expect((await settle<{ days: FavouriteDayView[] }>(() => loader(loaderArgs("/de/merkliste")))).data.days).toEqual([]);
  });

  it("puts every marked event still to come into one calendar file, read by a real iCalendar parser", async () => {
    const res = await settle<string>(() => calendarLoader(loaderArgs("/de/merkliste/kalender.ics", { headers: cookie([ids.later, ids.few, ids.past, ids.offline]) })));
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="merkliste.ics"');
    expect(res.headers.get("Cache-Control")).toBe("private, no-cache");
    const calendar = new ICAL.Component(ICAL.parse(res.data));
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent("vtimezone")!);
    const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    expect(events.map((e) => e.summary)).toEqual(["Testproduktion 94002", "Testproduktion 94001"]);
    expect(events.map((e) => e.startDate.toJSDate().toISOString())).toEqual([new Date(berlinNoon(2, 10)).toISOString(), new Date(berlinNoon(4, 16)).toISOString()]);
    expect(events[0]!.startDate.zone.tzid).toBe("Europe/Berlin");
    expect(events[0]!.component.getFirstPropertyValue("url")).toBe(`${TEST_ORIGIN}/de/programm/-/${ids.few}`);

    const en = await settle<string>(() => calendarLoader(loaderArgs("/en/favourites/calendar.ics", { headers: cookie([ids.later]) })));
    expect(en.headers.get("Content-Disposition")).toBe('attachment; filename="favourites.ics"');
    expect(new ICAL.Event(new ICAL.Component(ICAL.parse(en.data)).getFirstSubcomponent("vevent")!).summary).toBe("Test production 94001");
    const empty = await settle<string>(() => calendarLoader(loaderArgs("/de/merkliste/kalender.ics")));
    expect(new ICAL.Component(ICAL.parse(empty.data)).getAllSubcomponents("vevent")).toEqual([]);
  });
});
