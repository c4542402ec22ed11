import { describe, expect, it } from "vitest";
import { monthWeeks, type CalendarMonthData } from "./calendar-grid";

const WEEKDAYS_DE = ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"];
const november: CalendarMonthData = { key: "2026-11", label: "November 2026", name: "November", available: [3, 29], selected: 29, today: 28 };

describe("monthWeeks", () => {
  it("lays a month out in weeks from Monday, padded at both ends", () => {
    const weeks = monthWeeks(november, WEEKDAYS_DE, "de");
    expect(weeks.map((week) => week.length)).toEqual([7, 7, 7, 7, 7, 7]);
    // 1 November 2026 is a Sunday, 30 November a Monday.
    expect(weeks[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]![6]).toMatchObject({ day: 1, date: "01-11-2026", label: "Sonntag, 1. November 2026" });
    expect(weeks[5]![0]).toMatchObject({ day: 30, label: "Montag, 30. November 2026" });
    expect(weeks[5]!.slice(1)).toEqual([null, null, null, null, null, null]);
  });

  it("marks the days with events, the chosen day and today", () => {
    const cells = monthWeeks(november, WEEKDAYS_DE, "de").flat().filter((cell) => cell !== null);
    expect(cells.filter((cell) => cell.available).map((cell) => cell.day)).toEqual([3, 29]);
    expect(cells.filter((cell) => cell.selected).map((cell) => cell.date)).toEqual(["29-11-2026"]);
    expect(cells.filter((cell) => cell.today).map((cell) => cell.day)).toEqual([28]);
  });

  it("writes an English label without the German day's full stop", () => {
    const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
    const [first] = monthWeeks({ ...november, key: "2027-02", name: "February", available: [], selected: null, today: null }, weekdays, "en");
    // 1 February 2027 is a Monday: no padding before it.
    expect(first![0]).toMatchObject({ day: 1, date: "01-02-2027", label: "Monday, 1 February 2027", available: false, selected: false, today: false });
  });
});
