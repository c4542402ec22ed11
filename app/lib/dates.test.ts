import { describe, expect, it } from "vitest";
import { berlinDigits, festivalDay, formatLongDate, formatShortDate, formatTime, startOfMinute } from "./dates";

// Formatted with the browser's Intl in the festival's zone, whatever the machine's zone.
describe("dates in the festival's zone", () => {
  it("formats an instant in Europe/Berlin, summer and winter time", () => {
    expect(formatTime("2026-11-21T18:30:00.000Z", "de")).toBe("19:30 Uhr");
    expect(formatTime("2026-07-01T18:30:00.000Z", "en")).toBe("20:30");
    expect(formatTime("2026-11-21T23:05:00.000Z", "en")).toBe("00:05");
    expect(formatLongDate("2026-11-21T23:30:00.000Z", "de")).toBe("Sonntag, 22. November 2026");
    expect(formatShortDate("2026-11-21T18:30:00.000Z", "en")).toBe("21 Nov 2026");
    expect(berlinDigits("2026-11-21T23:05:00.000Z")).toEqual({ date: "22.11.2026", time: "00:05" });
    expect(berlinDigits("2026-07-01T06:30:00.000Z")).toEqual({ date: "01.07.2026", time: "08:30" });
  });

  it("reads a day or a time without offset as Berlin wall-clock time", () => {
    expect(formatTime("2026-11-21T19:30", "de")).toBe("19:30 Uhr");
    expect(formatTime("2026-11-21", "en")).toBe("00:00");
    expect(formatLongDate("2026-11-21", "de")).toBe("Samstag, 21. November 2026");
  });
});

describe("startOfMinute", () => {
  it("drops seconds and milliseconds and keeps the form of the database's instants", () => {
    expect(startOfMinute("2026-05-04T08:07:59.999Z")).toBe("2026-05-04T08:07:00.000Z");
    expect(startOfMinute("2026-05-04T08:07:00.000Z")).toBe("2026-05-04T08:07:00.000Z");
  });
});

describe("festivalDay", () => {
  it("is the day in Europe/Berlin, which begins before midnight UTC", () => {
    expect(festivalDay(new Date("2026-06-30T21:59:00Z"))).toBe("2026-06-30");
    expect(festivalDay(new Date("2026-06-30T22:00:00Z"))).toBe("2026-07-01");
    expect(festivalDay(new Date("2026-12-31T22:59:00Z"))).toBe("2026-12-31");
    expect(festivalDay(new Date("2026-12-31T23:00:00Z"))).toBe("2027-01-01");
  });

  it("agrees with a formatter of its own at every quarter hour of two years, the clock changes included (it keeps one day per UTC hour)", () => {
    const own = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin", year: "numeric", month: "2-digit", day: "2-digit" });
    const wrong: string[] = [];
    // Minutes 59 and 0 of each hour first: a day kept for the wrong span of time shows at its edges.
    for (const minute of [59, 0, 15, 30, 45]) {
      for (let t = Date.UTC(2026, 0, 1, 0, minute); t < Date.UTC(2028, 0, 1); t += 60 * 60 * 1000) {
        const instant = new Date(t);
        if (festivalDay(instant) !== own.format(instant)) wrong.push(instant.toISOString());
      }
    }
    expect(wrong).toEqual([]);
  });

  it("answers an invalid date as the formatter would (it throws)", () => {
    expect(() => festivalDay(new Date(Number.NaN))).toThrow(RangeError);
  });
});
