import { describe, expect, it } from "vitest";
import { berlinInputToIso, formatBerlin, isoToBerlinInput } from "./berlin-time";

describe("Berlin time in the editor", () => {
  it("reads and writes datetime-local values as Berlin wall-clock time (winter and summer)", () => {
    expect(berlinInputToIso("2026-12-01T10:00")).toBe("2026-12-01T09:00:00.000Z");
    expect(berlinInputToIso("2026-07-01T10:00")).toBe("2026-07-01T08:00:00.000Z");
    expect(isoToBerlinInput("2026-07-01T08:00:00.000Z")).toBe("2026-07-01T10:00");
    expect(berlinInputToIso("")).toBeNull();
    expect(berlinInputToIso("2026-07-01T08:00:00Z")).toBe("2026-07-01T08:00:00Z");
    expect(berlinInputToIso("soon")).toBe("soon");
  });

  it("formats in the editor's language", () => {
    expect(formatBerlin("2026-12-01T09:00:00Z", "de")).toBe("01.12.2026, 10:00");
    expect(formatBerlin("2026-12-01T09:00:00Z", "ja")).toContain("2026");
  });
});
