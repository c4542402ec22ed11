import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { escapeText, foldLine, icalendar, type CalendarEntry } from "./icalendar";

const ENTRY: CalendarEntry = {
  uid: "event-12@festival.example",
  // 19:30 in Linz in summer time, 17:30 UTC
  startsAt: "2026-06-12T17:30:00.000Z",
  endsAt: "2026-06-12T18:45:00.000Z",
  summary: "Die Füchsin, die Bücher fraß",
  description: "Bilderbuchlesung; mit Live-Zeichnen, ab 4 Jahren.\nEintritt frei",
  location: "Theater an der Donau, Großer Saal, Donaulände 3, 4020 Linz",
  url: "https://festival.example/de/programm/die-fuechsin/12",
  cancelled: false,
};
const NOW = new Date("2026-05-01T08:00:00Z");

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent("vtimezone")!;
  ICAL.TimezoneService.register(zone);
  return { calendar, events: calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent)) };
}

describe("iCalendar files", () => {
  it("parse as one event at the festival's local time, with its zone, place, address and text", () => {
    const { calendar, events } = parse(icalendar([ENTRY], { name: "Lesezeichen", now: NOW }));
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstSubcomponent("vtimezone")!.getFirstPropertyValue("tzid")).toBe("Europe/Berlin");
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event!.uid).toBe(ENTRY.uid);
    expect(event!.summary).toBe(ENTRY.summary);
    expect(event!.description).toBe(ENTRY.description);
    expect(event!.location).toBe(ENTRY.location);
    expect(event!.startDate.toString()).toBe("2026-06-12T19:30:00");
    expect(event!.startDate.zone.tzid).toBe("Europe/Berlin");
    expect(event!.startDate.toJSDate().toISOString()).toBe(ENTRY.startsAt);
    expect(event!.endDate.toJSDate().toISOString()).toBe(ENTRY.endsAt);
    expect(event!.component.getFirstPropertyValue("url")).toBe(ENTRY.url);
    expect(event!.component.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(event!.component.getFirstPropertyValue("dtstamp")!.toString()).toBe("2026-05-01T08:00:00Z");
  });

  it("keep winter time apart from summer time, and mark a cancelled event", () => {
    const winter = { ...ENTRY, uid: "event-13@festival.example", startsAt: "2026-12-03T09:00:00.000Z", endsAt: "2026-12-03T10:00:00.000Z", cancelled: true };
    const { events } = parse(icalendar([ENTRY, winter], { name: "Lesezeichen", now: NOW }));
    expect(events.map((event) => event.startDate.toString())).toEqual(["2026-06-12T19:30:00", "2026-12-03T10:00:00"]);
    expect(events[1]!.startDate.toJSDate().toISOString()).toBe(winter.startsAt);
    expect(events[1]!.component.getFirstPropertyValue("status")).toBe("CANCELLED");
  });

  it("end every line with CRLF and fold none longer than 75 octets, also inside umlauts", () => {
    const long = { ...ENTRY, description: "Ä".repeat(200) };
    const text = icalendar([long], { name: "Lesezeichen", now: NOW });
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of text.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(parse(text).events[0]!.description).toBe("Ä".repeat(200));
  });

  it("escape the characters that separate values", () => {
    expect(escapeText("a;b,c\\d\ne")).toBe("a\\;b\\,c\\\\d\\ne");
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
    expect(foldLine("x".repeat(76))).toBe(`${"x".repeat(75)}\r\n x`);
  });
});
