import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { eventListRange, nextThreeDays, weekendOf } from "./event-ranges";

/** A wall-clock time in Europe/Berlin as a Date. */
const berlin = (local: string) => DateTime.fromISO(local, { zone: "Europe/Berlin" }).toJSDate();
const iso = (local: string) => DateTime.fromISO(local, { zone: "Europe/Berlin" }).toUTC().toISO();

describe("eventListRange without a quick filter", () => {
  const now = berlin("2026-05-13T10:00"); // a Wednesday

  it("starts now and has no end", () => {
    expect(eventListRange({}, now)).toEqual({ from: "2026-05-13T08:00:00.000Z", to: null });
    expect(eventListRange({ filter: "none" }, now)).toEqual({ from: "2026-05-13T08:00:00.000Z", to: null });
  });

  it("never starts in the past", () => {
    expect(eventListRange({ dateFrom: "2026-05-01" }, now)?.from).toBe("2026-05-13T08:00:00.000Z");
  });

  it("starts at midnight of a future date_from and ends after the whole date_to day", () => {
    expect(eventListRange({ dateFrom: "2026-06-01", dateTo: "2026-06-03" }, now)).toEqual({ from: iso("2026-06-01T00:00"), to: iso("2026-06-04T00:00") });
  });

  it("takes full instants as given", () => {
    expect(eventListRange({ dateFrom: "2026-06-01T15:00:00Z", dateTo: "2026-06-01T18:00:00Z" }, now)).toEqual({
      from: "2026-06-01T15:00:00.000Z",
      to: "2026-06-01T18:00:00.000Z",
    });
  });

  it("is empty when date_to has passed", () => {
    expect(eventListRange({ dateTo: "2026-05-12" }, now)).toBeNull();
  });

  it("still shows the rest of today when date_to is today", () => {
    expect(eventListRange({ dateTo: "2026-05-13" }, now)).toEqual({ from: "2026-05-13T08:00:00.000Z", to: iso("2026-05-14T00:00") });
  });

  it("ignores unparseable dates and unknown filters", () => {
    expect(eventListRange({ dateFrom: "gestern", dateTo: "2026-13-45", filter: "someday" }, now)).toEqual({ from: "2026-05-13T08:00:00.000Z", to: null });
  });
});

describe("next_3_days", () => {
  it("covers today, tomorrow and the day after, from now", () => {
    expect(eventListRange({ filter: "next_3_days" }, berlin("2026-05-13T10:00"))).toEqual({ from: iso("2026-05-13T10:00"), to: iso("2026-05-16T00:00") });
  });

  it("counts Berlin days, not UTC days, late in the evening", () => {
    // 23:30 in Berlin (21:30 UTC): today still counts as the first of the three days.
    expect(eventListRange({ filter: "next_3_days" }, berlin("2026-05-13T23:30"))?.to).toBe(iso("2026-05-16T00:00"));
    // 00:30 in Berlin is still the previous day in UTC; the range must start from the Berlin day.
    expect(eventListRange({ filter: "next_3_days" }, berlin("2026-05-14T00:30"))?.to).toBe(iso("2026-05-17T00:00"));
  });

  it("keeps whole days across the end of summer time", () => {
    // 25 October 2026: clocks go back; the range still ends at local midnight (23:00 UTC).
    expect(eventListRange({ filter: "next_3_days" }, berlin("2026-10-24T12:00"))?.to).toBe("2026-10-26T23:00:00.000Z");
  });

  it("counts from a future date_from and is cut by date_to", () => {
    expect(eventListRange({ filter: "next_3_days", dateFrom: "2026-06-01" }, berlin("2026-05-13T10:00"))).toEqual({
      from: iso("2026-06-01T00:00"),
      to: iso("2026-06-04T00:00"),
    });
    expect(eventListRange({ filter: "next_3_days", dateTo: "2026-05-13" }, berlin("2026-05-13T10:00"))?.to).toBe(iso("2026-05-14T00:00"));
  });
});

describe("weekend", () => {
  it("on a weekday is the coming Saturday and Sunday", () => {
    expect(eventListRange({ filter: "weekend" }, berlin("2026-05-13T10:00"))).toEqual({ from: iso("2026-05-16T00:00"), to: iso("2026-05-18T00:00") });
  });

  it("on a Friday evening is still the coming weekend", () => {
    expect(eventListRange({ filter: "weekend" }, berlin("2026-05-15T20:00"))).toEqual({ from: iso("2026-05-16T00:00"), to: iso("2026-05-18T00:00") });
  });

  it("on a Saturday or Sunday is the rest of this weekend", () => {
    expect(eventListRange({ filter: "weekend" }, berlin("2026-05-16T15:00"))).toEqual({ from: iso("2026-05-16T15:00"), to: iso("2026-05-18T00:00") });
    expect(eventListRange({ filter: "weekend" }, berlin("2026-05-17T23:30"))).toEqual({ from: iso("2026-05-17T23:30"), to: iso("2026-05-18T00:00") });
    expect(eventListRange({ filter: "weekend" }, berlin("2026-05-16T00:00"))).toEqual({ from: iso("2026-05-16T00:00"), to: iso("2026-05-18T00:00") });
  });

  it("on a Monday is the next weekend", () => {
    expect(eventListRange({ filter: "weekend" }, berlin("2026-05-18T00:00"))).toEqual({ from: iso("2026-05-23T00:00"), to: iso("2026-05-25T00:00") });
  });

  it("uses Berlin's weekdays around UTC midnight", () => {
    // Saturday 00:30 in Berlin is Friday 22:30 UTC: it is the weekend already.
    expect(eventListRange({ filter: "weekend" }, berlin("2026-05-16T00:30"))?.from).toBe(iso("2026-05-16T00:30"));
  });

  it("spans the start of summer time (a 47-hour weekend)", () => {
    // 29 March 2026: clocks go forward on Sunday.
    expect(eventListRange({ filter: "weekend" }, berlin("2026-03-25T12:00"))).toEqual({
      from: "2026-03-27T23:00:00.000Z",
      to: "2026-03-29T22:00:00.000Z",
    });
  });

  it("counts from date_from and is empty when date_to ends before the weekend", () => {
    expect(eventListRange({ filter: "weekend", dateFrom: "2026-06-01" }, berlin("2026-05-13T10:00"))).toEqual({
      from: iso("2026-06-06T00:00"),
      to: iso("2026-06-08T00:00"),
    });
    expect(eventListRange({ filter: "weekend", dateTo: "2026-05-14" }, berlin("2026-05-13T10:00"))).toBeNull();
    expect(eventListRange({ filter: "weekend", dateTo: "2026-05-16" }, berlin("2026-05-13T10:00"))).toEqual({
      from: iso("2026-05-16T00:00"),
      to: iso("2026-05-17T00:00"),
    });
  });
});

describe("the building blocks", () => {
  it("work on Berlin time whatever zone the reference is in", () => {
    const utc = DateTime.fromISO("2026-05-15T22:30:00Z", { zone: "utc" }); // Saturday 00:30 in Berlin
    expect(weekendOf(utc).from.toISO()).toBe("2026-05-16T00:30:00.000+02:00");
    expect(nextThreeDays(utc).to.toISO()).toBe("2026-05-19T00:00:00.000+02:00");
  });
});
