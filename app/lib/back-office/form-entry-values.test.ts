import { describe, expect, it } from "vitest";
import { csvCell, csvLine, entrySummary, parseEntryValues } from "./form-entry-values";

describe("form entry values", () => {
  it("reads a stored entry; a broken one gives none", () => {
    expect(parseEntryValues('{"name":"Eva","extras":["a","b"],"pupils":24}')).toEqual({ name: "Eva", extras: ["a", "b"], pupils: "24" });
    expect(parseEntryValues("nope")).toEqual({});
    expect(parseEntryValues("[1]")).toEqual({});
  });

  it("summarises the first values in field order, shortened", () => {
    expect(entrySummary({ a: "Eva", b: "", c: ["x", "y"] }, ["a", "b", "c"])).toBe("Eva · x, y");
    expect(entrySummary({ a: "x".repeat(200) }, ["a"], 10)).toBe(`${"x".repeat(9)}…`);
  });

  it("writes CSV cells quoted when needed and defuses formulas", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('say "hi", then')).toBe('"say ""hi"", then"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvLine(["a", "b"])).toBe("a,b\r\n");
  });
});
