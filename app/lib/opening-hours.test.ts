import { describe, expect, it } from "vitest";
import { openingLine, type OpeningEntry } from "./opening-hours";

const entry = (overrides: Partial<OpeningEntry>): OpeningEntry => ({
  time_from: null,
  time_to: null,
  closed: false,
  alternative_text: null,
  alternative_link_url: null,
  ...overrides,
});

describe("openingLine", () => {
  it("shows every range of the day", () => {
    const hours = {
      opening_hours: [entry({ time_from: "10:00", time_to: "13:00" }), entry({ time_from: "14:00", time_to: "18:00" })],
      opening_hours_exceptions: [],
    };
    expect(openingLine(hours, "de")).toEqual({ kind: "open", ranges: ["10:00–13:00 Uhr", "14:00–18:00 Uhr"] });
    expect(openingLine(hours, "en")).toEqual({ kind: "open", ranges: ["10:00–13:00", "14:00–18:00"] });
  });

  it("lets an exception replace the regular hours", () => {
    const hours = { opening_hours: [entry({ time_from: "10:00", time_to: "18:00" })], opening_hours_exceptions: [entry({ closed: true })] };
    expect(openingLine(hours, "de")).toEqual({ kind: "closed" });
  });

  it("prefers the alternative text with its link", () => {
    const hours = {
      opening_hours: [entry({ alternative_text: "Nur nach Vereinbarung", alternative_link_url: "/de/kontakt" })],
      opening_hours_exceptions: [],
    };
    expect(openingLine(hours, "de")).toEqual({ kind: "text", text: "Nur nach Vereinbarung", url: "/de/kontakt" });
  });

  it("calls a day without hours closed", () => {
    expect(openingLine({ opening_hours: [], opening_hours_exceptions: [] }, "de")).toEqual({ kind: "closed" });
  });
});
