/**
 * The demo festival is running whenever it is seeded: festival days that are over, today, and days
 * ahead — also when the seed runs just before or just after midnight (Europe/Berlin), on the nights
 * the clocks change, and still an hour later (a test suite started at 23:50 ends after midnight).
 * The seed gets its clock injected; the home page's event list and the programme are asked with it.
 */
import { DateTime } from "luxon";
import { monthWeeks } from "~/lib/calendar-grid";
import { afterAll, describe, expect, it } from "vitest";
import { festivalStartFor, seedDemoFestival } from "~/db/seed/index";
import type { ModuleData } from "~/lib/types/cms-modules";
import { listBookableEventIds } from "~/models/events.server";
import { getPageSections } from "~/models/pages.server";
import { resolveModuleData } from "~/services/module-data.server";
import { availableDays, berlinDay, calendarMonths, programmeCriteria, programmePage } from "~/services/programme.server";
import { createTestDatabases, TEST_MEDIA_DIR, useDatabase, type TestDatabase } from "./support/test-db";

const ZONE = "Europe/Berlin";

/** Seed times in Berlin: late evening (today's events are over), just after midnight (all still to come), and around the clock changes. */
const SEED_TIMES = ["2026-06-12T23:30", "2026-06-13T00:30", "2026-03-29T00:30", "2026-10-24T23:30", "2026-10-25T00:30"];

const berlin = (instant: string | Date) => DateTime.fromJSDate(new Date(instant), { zone: ZONE });
const plusDays = (day: string, days: number) => DateTime.fromISO(day, { zone: ZONE }).plus({ days }).toISODate()!;

type Module = { type: string; fields: Record<string, unknown>; data: ModuleData };

describe.each(createTestDatabases())("the demo festival is on now, on $name", (engine) => {
  describe.each(SEED_TIMES)("seeded at %s (Europe/Berlin)", (seedTime) => {
    const seededAt = DateTime.fromISO(seedTime, { zone: ZONE }).toJSDate();

    /** One database seeded at `seededAt` for this seed time's checks, which only read; it is the app's connection while a check runs. */
    let database: Promise<TestDatabase> | undefined;
    afterAll(async () => {
      if (database) await (await database).destroy();
    });
    async function seeded(check: (t: TestDatabase) => Promise<void>): Promise<void> {
      database ??= engine.create().then(async (fresh) => {
        const restore = useDatabase(fresh.conn);
        try {
          await seedDemoFestival(fresh.db, { mediaDir: TEST_MEDIA_DIR, images: false, now: seededAt });
        } finally {
          restore();
        }
        return fresh;
      });
      const t = await database;
      const restore = useDatabase(t.conn);
      try {
        await check(t);
      } finally {
        restore();
      }
    }

    it("has days over, today and days ahead; the home page and the programme show the days ahead, then and an hour later", async () => {
      await seeded(async (t) => {
        const start = festivalStartFor(seededAt);
        expect(start.toJSDate().getTime()).toBeLessThan(seededAt.getTime());
        const events = await t.db.selectFrom("events").select(["id", "date_start", "date_end", "is_online"]).execute();
        const festivalDays = new Set(events.filter((e) => e.date_start >= start.toUTC().toISO()!).map((e) => berlinDay(e.date_start)));
        const seedDay = berlinDay(seededAt.toISOString());
        // Three days over, the seed's day, eight days ahead.
        expect([...festivalDays].sort()).toEqual(Array.from({ length: 12 }, (_, i) => plusDays(seedDay, i - 3)));

        const home = await t.db.selectFrom("pages").select("id").where("url_de", "=", "").executeTakeFirstOrThrow();
        const sections = await getPageSections(home.id);
        for (const now of [seededAt, berlin(seededAt).plus({ hours: 1 }).toJSDate()]) {
          const today = berlinDay(now.toISOString());

          // The home page's "Die nächsten Tage": events from now on, today and the next two days.
          const resolved = await resolveModuleData(sections, "de", now);
          const upcoming = resolved.find((s) => s.slug === "home-programm")!.modules as unknown as Module[];
          expect(upcoming.find((m) => m.type === "headline")?.fields.content).toBe("Die nächsten Tage");
          const listed = upcoming.find((m) => m.type === "eventlist")!.data.events!;
          expect(listed.length).toBeGreaterThan(0);
          for (const event of listed) {
            expect(event.startsAt >= now.toISOString()).toBe(true);
            expect(berlinDay(event.startsAt) <= plusDays(today, 2)).toBe(true);
          }
          expect(listed.some((event) => berlinDay(event.startsAt) === plusDays(today, 1))).toBe(true);

          // The programme from now on starts today or, once today's events are over, tomorrow.
          const list = await programmePage(programmeCriteria({}, undefined, now), 1, "de", false, now);
          expect(list.count).toBeGreaterThan(20);
          expect([today, plusDays(today, 1)]).toContain(list.days[0]!.day);
          const ahead = list.days.flatMap((d) => d.events);
          expect(ahead.every((e) => e.startsAt >= now.toISOString())).toBe(true);
          expect(ahead.filter((e) => !e.isCancelled && !e.isSoldOut).every((e) => e.isBookable)).toBe(true);

          // Today is a festival day: its programme lists the whole day, marked today in the calendar.
          const day = await programmePage(programmeCriteria({}, today, now), 1, "de", false, now);
          expect(day.count).toBeGreaterThanOrEqual(4);
          expect(day.days.map((d) => d.day)).toEqual([today]);
          const calendar = calendarMonths(await availableDays({}, now.toISOString()), today, "de", now);
          const cell = calendar.months.flatMap((m) => monthWeeks(m, calendar.weekdayNames, "de").flat()).find((c) => c?.today);
          expect(cell?.selected).toBe(true);

          // Yesterday's events are over and sell nothing; tomorrow's all sell (unless cancelled or sold out).
          const yesterday = await programmePage(programmeCriteria({}, plusDays(today, -1), now), 1, "de", false, now);
          expect(yesterday.count).toBeGreaterThan(0);
          expect(yesterday.days.flatMap((d) => d.events).filter((e) => e.isBookable)).toEqual([]);
          const over = events.filter((e) => (e.date_end ?? e.date_start) <= now.toISOString()).map((e) => e.id);
          expect(over.length).toBeGreaterThan(10);
          expect([...(await listBookableEventIds(over, now.toISOString()))]).toEqual([]);
          const tomorrow = await programmePage(programmeCriteria({}, plusDays(today, 1), now), 1, "de", false, now);
          expect(tomorrow.count).toBeGreaterThan(0);
          expect(tomorrow.days.flatMap((d) => d.events).filter((e) => !e.isCancelled && !e.isSoldOut).every((e) => e.isBookable)).toBe(true);
        }
      });
    });

    it("keeps the windows around the running festival: alert, season, hero and teasers online, the expired ones gone", async () => {
      await seeded(async (t) => {
        const now = seededAt.toISOString();
        const today = berlinDay(now);
        const alert = await t.db.selectFrom("breaking_news").selectAll().executeTakeFirstOrThrow();
        expect(alert.online_from! <= now && now < alert.online_to!).toBe(true);
        const current = await t.db.selectFrom("seasons").selectAll().orderBy("sort").executeTakeFirstOrThrow();
        expect(current.date_from! <= today && today <= current.date_to!).toBe(true);
        const windowed = await t.db.selectFrom("modules").select(["online_from", "online_to"]).where("online_from", "is not", null).execute();
        expect(windowed.some((m) => m.online_from! <= now && (m.online_to === null || now < m.online_to))).toBe(true);
        expect(windowed.some((m) => m.online_to !== null && m.online_to < now)).toBe(true);
        // The box office's special opening on the last festival day lies ahead.
        const exceptions = await t.db.selectFrom("opening_hours_exceptions").select(["date", "closed"]).execute();
        expect(exceptions.some((e) => e.closed === 0 && e.date === plusDays(today, 8))).toBe(true);
      });
    });
  });
});

describe("the calendar on the evening of a month's last day", () => {
  it("shows today's month, today marked, when the next day with events is tomorrow in the next month", () => {
    const now = new Date("2026-11-30T19:30:00Z"); // 20:30 in Linz: today's events have begun
    const calendar = calendarMonths(["2026-12-01", "2026-12-02"], undefined, "de", now);
    expect(calendar.months.map((m) => m.key)).toEqual(["2026-11", "2026-12"]);
    expect(calendar.months[0]!.today).toBe(30);
    // A festival months ahead does not start its calendar today.
    expect(calendarMonths(["2027-06-10"], undefined, "de", now).months.map((m) => m.key)).toEqual(["2027-06"]);
  });
});
