import { describe, expect, it } from "vitest";
import { filterOf, parseProgrammeDate, ProgrammeQuery } from "./programme-query";

const parse = (query: Record<string, string>) => ProgrammeQuery.safeParse(query);

describe("the programme query", () => {
  it.each([
    ["01-03-2026", "2026-03-01"],
    ["29-02-2028", "2028-02-29"],
    ["31-12-2026", "2026-12-31"],
  ])("accepts the real date %s", (value, day) => {
    expect(parseProgrammeDate(value)).toBe(day);
    expect(parse({ date: value }).data?.date).toBe(day);
  });

  it.each(["31-02-2026", "29-02-2027", "00-01-2026", "32-01-2026", "01-13-2026", "2026-03-01", "1-3-2026", "01.03.2026", "heute", "01-03-2026x"])(
    "refuses the date %s",
    (value) => {
      expect(parse({ date: value }).success).toBe(false);
    },
  );

  it.each(["room", "type", "tag", "series", "genre"])("takes a numeric %s and refuses anything else", (key) => {
    expect(parse({ [key]: "12" }).data?.[key as "room"]).toBe(12);
    for (const bad of ["abc", "1.5", "-1", "1e3", " 1", "lesung"]) expect(parse({ [key]: bad }).success).toBe(false);
  });

  it("reads the page, 1 by default, and refuses 0, negatives and words", () => {
    expect(parse({}).data?.page).toBe(1);
    expect(parse({ page: "3" }).data?.page).toBe(3);
    for (const bad of ["0", "-2", "two", "1.5"]) expect(parse({ page: bad }).success).toBe(false);
  });

  it("treats empty values as absent and keeps only the set filters", () => {
    const result = parse({ room: "", type: "4", tag: "", date: "", page: "" });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ date: undefined, page: 1 });
    expect(filterOf(result.data!)).toEqual({ type: 4 });
  });
});
