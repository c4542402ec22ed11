import { describe, expect, it } from "vitest";
import { z } from "zod";
import { Day, Id, isId, IsoDay, optionalParam, pagedAnswer, PositiveInt } from "./common";

describe("the shared id and positive integer", () => {
  it.each([
    ["1", 1],
    ["42", 42],
    ["999999999", 999_999_999],
    [7, 7],
    [999_999_999, 999_999_999],
  ])("takes %j", (value, expected) => {
    expect(Id.parse(value)).toBe(expected);
    expect(PositiveInt.parse(value)).toBe(expected);
  });

  it.each(["0", "00", "01", "-1", "+1", " 1", "1 ", "1.5", "1e3", "0x10", "1000000000", "abc", "", 0, -1, 1.5, 1_000_000_000, Number.NaN, null, undefined, true, [1], { id: 1 }])(
    "refuses %j with a message",
    (value) => {
      const parsed = Id.safeParse(value);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(/whole number from 1 to 999999999|is required/);
    },
  );

  it("is one rule for URLs too", () => {
    expect(isId("12")).toBe(true);
    for (const bad of ["0", "012", "1000000000", "", null, undefined]) expect(isId(bad)).toBe(false);
  });

  it("reads an empty query value as absent", () => {
    const Query = z.object({ room: optionalParam(Id) });
    expect(Query.parse({ room: "" })).toEqual({ room: undefined });
    expect(Query.parse({})).toEqual({ room: undefined });
    expect(Query.safeParse({ room: "0" }).success).toBe(false);
  });
});

describe("the shared DD-MM-YYYY day", () => {
  it.each([
    ["01-03-2026", "2026-03-01"],
    ["29-02-2028", "2028-02-29"],
  ])("takes the real day %s", (value, iso) => {
    expect(Day.parse(value)).toBe(value);
    expect(IsoDay.parse(value)).toBe(iso);
  });

  it.each(["31-02-2026", "29-02-2027", "00-01-2026", "01-13-2026", "2026-03-01", "1-3-2026", "01.03.2026", "01-03-2026x", ""])("refuses %s", (value) => {
    expect(Day.safeParse(value).success).toBe(false);
    expect(IsoDay.safeParse(value).success).toBe(false);
  });
});

describe("the paged answer", () => {
  const Paged = pagedAnswer(z.object({ id: z.number() }));
  it("checks count, links and results", () => {
    expect(Paged.safeParse({ count: 1, next: null, previous: "http://localhost/api/articles/?page=1", results: [{ id: 1 }] }).success).toBe(true);
    expect(Paged.safeParse({ count: -1, next: null, previous: null, results: [] }).success).toBe(false);
    expect(Paged.safeParse({ count: 1, next: "not a url", previous: null, results: [] }).success).toBe(false);
    expect(Paged.safeParse({ count: 1, next: null, previous: null, results: [{ id: "1" }] }).success).toBe(false);
  });
});
