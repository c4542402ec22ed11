// The event overlay's booking widget: which programme events sell tickets here (one
// query for the list), and GET /{locale}/api/event-offer/{id_jet}/, the offer the widget loads when
// opened — 200 with the offer, 404 for an event that sells nothing here, 400 for a bad id.
import { beforeAll, describe, expect, it } from "vitest";
import { loader as offerApi, action as offerApiPost } from "~/routes/api/event-offer";
import { loader as programme } from "~/routes/events";
import { programmePage } from "~/services/programme.server";
import { inDays, insertBookableEvent, type FixtureEvent } from "./support/box-office-fixtures";
import { createTestDatabases, loaderArgs, settle, setupDatabase } from "./support/test-db";

type AnyData = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const parkett = { name: "Parkett", capacity: 10, prices: [[1, 1400, "Vollpreis"], [2, 900, "Kinder"]] } satisfies FixtureEvent["groups"][number];

/** One event per rule, by webshop id; `true` where it sells here. */
const CASES: { event: FixtureEvent; bookable: boolean; why: string }[] = [
  { bookable: true, why: "an offered seat group with prices", event: { jet: 93_001, groups: [parkett] } },
  { bookable: false, why: "cancelled", event: { jet: 93_002, cancelled: true, groups: [parkett] } },
  { bookable: false, why: "sold out", event: { jet: 93_003, soldOut: true, groups: [parkett] } },
  { bookable: false, why: "no seat group offered", event: { jet: 93_004, groups: [{ ...parkett, status: 0 }] } },
  { bookable: false, why: "an offered seat group without prices", event: { jet: 93_005, groups: [{ ...parkett, prices: [] }] } },
  { bookable: false, why: "no seat groups at all", event: { jet: 93_006, groups: [] } },
  { bookable: false, why: "started, without an end", event: { jet: 93_007, startsAt: inDays(-0.1), groups: [parkett] } },
  { bookable: true, why: "started, not over yet", event: { jet: 93_008, startsAt: inDays(-0.1), endsAt: inDays(0.2), groups: [parkett] } },
  {
    bookable: true,
    why: "an offered timeslot to come",
    event: { jet: 93_009, groups: [parkett], timeslots: [{ blockId: 1, startsAt: inDays(9), status: 0 }, { blockId: 2, startsAt: inDays(10) }] },
  },
  {
    bookable: false,
    why: "timeslots past or not offered",
    event: { jet: 93_010, startsAt: inDays(-0.2), endsAt: inDays(0.5), groups: [parkett], timeslots: [{ blockId: 3, startsAt: inDays(-0.1) }, { blockId: 4, startsAt: inDays(0.3), status: 0 }] },
  },
];

describe.each(createTestDatabases())("the overlay's booking widget on $name", (engine) => {
  const t = setupDatabase(engine);

  beforeAll(async () => {
    await t.db.insertInto("site_settings").defaultValues().execute();
    for (const { event } of CASES) await insertBookableEvent(t.db, event);
    // Seats left in no offered seat group: sells nothing either (the flag does not count seats).
    await insertBookableEvent(t.db, { jet: 93_011, groups: [{ ...parkett, capacity: 0 }, { ...parkett, name: "Balkon", status: 0 }] });
  });

  const offer = (path: string) => settle<AnyData>(() => offerApi(loaderArgs(path, { params: { jetId: path.split("/").at(-2)! } })));

  it("flags the events that sell here", async () => {
    const now = new Date();
    const { days } = await programmePage({ from: inDays(-1, now.getTime()), to: null }, 2, "de", false, now);
    const items = new Map(days.flatMap((d) => d.events).map((e) => [e.idJet, e]));
    expect(items.size).toBe(CASES.length + 1);
    for (const { event, bookable, why } of CASES) expect([why, items.get(event.jet)?.isBookable]).toEqual([why, bookable]);
    expect(items.get(93_011)?.isBookable).toBe(true);
  });

  it("gives the programme page's events their flag and webshop id", async () => {
    const res = await settle<AnyData>(() => programme(loaderArgs("/de/programm")));
    const first = res.data.days[0].events[0];
    expect(first).toMatchObject({ idJet: 93_001, isBookable: true });
    expect(res.data.days.flatMap((d: AnyData) => d.events).find((e: AnyData) => e.idJet === 93_002)).toMatchObject({ isBookable: false, isCancelled: true });
  });

  it("answers the widget's offer and a form key, never stored", async () => {
    const res = await offer("/de/api/event-offer/93001/");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.data.offer).toMatchObject({ eventJetId: 93_001, currency: "€", timeslots: [] });
    expect(res.data.offer.seatGroups.map((g: AnyData) => [g.name, g.offered, g.left])).toEqual([["Parkett", true, 10]]);
    expect(res.data.offer.seatGroups[0].prices[1]).toMatchObject({ name: "Kinder", label: "9 €", cents: 900 });
    expect(res.data.nonce).toMatch(/^[\w-]{16}$/);
    expect((await offer("/de/api/event-offer/93001/")).data.nonce).not.toBe(res.data.nonce);
    const slots = await offer("/en/api/event-offer/93009/");
    expect(slots.data.offer.seatGroups[0].name).toBe("Parkett (en)");
    expect(slots.data.offer.timeslots.map((s: AnyData) => s.blockId)).toEqual([2]);
  });

  it("answers 404 with a message for an unknown event and one that sells nothing here", async () => {
    for (const jet of [99_999, 93_002, 93_003, 93_004, 93_006, 93_007, 93_010, 93_011]) {
      const res = await offer(`/de/api/event-offer/${jet}/`);
      expect([jet, res.status]).toEqual([jet, 404]);
      expect(res.data.error).toContain(String(jet));
    }
  });

  it("answers 400 for an id that is not a positive number, and only GET", async () => {
    for (const bad of ["abc", "0", "-3", "1.5", "12345678901"]) {
      const res = await settle<AnyData>(() => offerApi(loaderArgs(`/de/api/event-offer/${bad}/`, { params: { jetId: bad } })));
      expect([bad, res.status]).toEqual([bad, 400]);
      expect(res.data.error).toBe("The event's webshop id must be a positive number.");
    }
    const post = await settle(() => offerApiPost(loaderArgs("/de/api/event-offer/93001/", { params: { jetId: "93001" } })));
    expect(post.status).toBe(405);
  });
});
