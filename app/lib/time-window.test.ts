import { describe, expect, it } from "vitest";
import { isInWindow } from "./time-window";

const now = new Date("2026-05-10T12:00:00.000Z");

describe("isInWindow", () => {
  it("shows content without a window", () => {
    expect(isInWindow(null, null, now)).toBe(true);
  });
  it("hides content before online_from and shows it from then on", () => {
    expect(isInWindow("2026-05-10T12:00:01.000Z", null, now)).toBe(false);
    expect(isInWindow("2026-05-10T12:00:00.000Z", null, now)).toBe(true);
  });
  it("hides content from online_to on", () => {
    expect(isInWindow(null, "2026-05-10T12:00:00.000Z", now)).toBe(false);
    expect(isInWindow(null, "2026-05-10T12:00:01.000Z", now)).toBe(true);
  });
  it("needs both ends to hold", () => {
    expect(isInWindow("2026-05-01T00:00:00.000Z", "2026-05-09T00:00:00.000Z", now)).toBe(false);
    expect(isInWindow("2026-05-01T00:00:00.000Z", "2026-05-11T00:00:00.000Z", now)).toBe(true);
  });
});
