import { describe, expect, it } from "vitest";
import { LIST_COUNT_CAP, listPager, listParams, parseListQuery } from "./list-query";

const url = (qs: string) => new URL(`http://x/cms-hub/genres?${qs}`);

describe("parseListQuery", () => {
  it("reads search, page, sorting and the list's own filters", () => {
    expect(parseListQuery(url("q=%20Lesung%20&page=3&sort=name_de&dir=desc&online=1&other=x"), ["online"])).toEqual({
      q: "Lesung",
      page: 3,
      sort: "name_de",
      dir: "desc",
      filters: { online: "1" },
    });
  });

  it("falls back to defaults for hand-edited values", () => {
    expect(parseListQuery(url("page=-4&sort=drop%20table&dir=sideways"))).toEqual({ q: "", page: 1, sort: null, dir: "asc", filters: {} });
  });
});

describe("listParams", () => {
  const query = { q: "a", page: 4, sort: "name_de", dir: "desc" as const, filters: { online: "1" } };
  it("resets the page when anything else changes", () => {
    expect(listParams(query, { sort: "id", dir: "asc" })).toEqual({ q: "a", sort: "id", dir: undefined, page: undefined, online: "1" });
  });
  it("keeps everything when only the page changes", () => {
    expect(listParams(query, { page: 5 })).toEqual({ q: "a", sort: "name_de", dir: "desc", page: 5, online: "1" });
  });
});

describe("listPager", () => {
  it("numbers the pages of a counted list and links on within them", () => {
    expect(listPager(120, 1, 50, 50)).toEqual({ pages: 3, hasPrevious: false, hasNext: true });
    expect(listPager(120, 3, 20, 50)).toEqual({ pages: 3, hasPrevious: true, hasNext: false });
    expect(listPager(0, 1, 0, 50)).toEqual({ pages: 1, hasPrevious: false, hasNext: false });
    expect(listPager(LIST_COUNT_CAP, 20, 50, 50)).toEqual({ pages: 20, hasPrevious: true, hasNext: false });
  });

  it("beyond the cap leaves the pages open and goes on while a page is full", () => {
    expect(listPager(LIST_COUNT_CAP + 1, 1, 50, 50)).toEqual({ pages: null, hasPrevious: false, hasNext: true });
    expect(listPager(LIST_COUNT_CAP + 1, 30, 50, 50)).toEqual({ pages: null, hasPrevious: true, hasNext: true });
    expect(listPager(LIST_COUNT_CAP + 1, 31, 7, 50)).toEqual({ pages: null, hasPrevious: true, hasNext: false });
  });
});
