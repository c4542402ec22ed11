// Reads kept until the content changes (app/db/memo.server.ts): the programme's filter options and a
// day's opening hours. Each answers for its own key (the language, the day) and follows a change.
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { listProgrammeFilterOptions } from "~/models/event-filters.server";
import { openingHoursToday } from "~/models/opening-hours.server";
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
});
