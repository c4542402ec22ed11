import { describe, expect, it } from "vitest";
import { searchHref } from "./search-href";
import { pageWindow } from "./search-paging";

describe("searchHref", () => {
  it("puts page 1 without a segment and keeps q", () => {
    expect(searchHref("de", { q: "bücher" })).toBe("/de/search?q=b%C3%BCcher");
    expect(searchHref("de", { q: "x", category: "events", page: 1 })).toBe("/de/search/events?q=x");
    expect(searchHref("en", { q: "x", category: "persons", page: 3 })).toBe("/en/search/persons/3?q=x");
  });

  it("puts the page of 'All' in the category place", () => {
    expect(searchHref("de", { q: "x", page: 2 })).toBe("/de/search/2?q=x");
  });

  it("is the bare search page without q", () => {
    expect(searchHref("de", {})).toBe("/de/search");
    expect(searchHref("de", { category: "articles", q: null })).toBe("/de/search/articles");
  });
});

describe("pageWindow", () => {
  it("lists every page when there are few", () => {
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("keeps first, last and two either side, with gaps", () => {
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, null, 20]);
  });

  it("shows a single hidden page instead of a gap", () => {
    expect(pageWindow(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 20]);
  });
});
