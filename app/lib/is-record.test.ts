import { describe, expect, it } from "vitest";
import { isRecord } from "./is-record";

describe("isRecord", () => {
  it("is true for plain objects only", () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord({ id: 1 })).toBe(true);
    expect(isRecord(null)).toBe(false);
    expect(isRecord(undefined)).toBe(false);
    expect(isRecord([])).toBe(false);
    expect(isRecord("{}")).toBe(false);
    expect(isRecord(0)).toBe(false);
  });
});
