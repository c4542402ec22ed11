import { describe, expect, it } from "vitest";
import { groupSlices, inResultOrder, type MatchGroup } from "./search-order";

const group = (inTitle: boolean, category: MatchGroup["category"], count: number): MatchGroup => ({ inTitle, category, count });

describe("inResultOrder", () => {
  it("puts title hits first, each part by category with the production before its dates, and drops empty groups", () => {
    const ordered = inResultOrder([
      group(false, "events", 30), group(true, "events", 4), group(false, "productions", 2), group(true, "pages", 0),
      group(true, "productions", 1), group(false, "persons", 3), group(true, "articles", 2),
    ]);
    expect(ordered.map((g) => `${g.inTitle ? "title" : "rest"}:${g.category}`)).toEqual([
      "title:productions", "title:articles", "title:events", "rest:productions", "rest:persons", "rest:events",
    ]);
  });
});

describe("groupSlices", () => {
  const groups = [group(true, "productions", 3), group(true, "events", 12), group(false, "events", 25)];

  it("takes the first page from the first groups", () => {
    expect(groupSlices(groups, 0, 10)).toEqual([
      { group: groups[0], offset: 0, limit: 3 },
      { group: groups[1], offset: 0, limit: 7 },
    ]);
  });

  it("cuts a page that spans a group boundary at the right places", () => {
    expect(groupSlices(groups, 10, 10)).toEqual([
      { group: groups[1], offset: 7, limit: 5 },
      { group: groups[2], offset: 0, limit: 5 },
    ]);
  });

  it("reads a page inside one group from its middle", () => {
    expect(groupSlices(groups, 20, 10)).toEqual([{ group: groups[2], offset: 5, limit: 10 }]);
  });

  it("gives the short last page, and nothing beyond the hits", () => {
    expect(groupSlices(groups, 30, 10)).toEqual([{ group: groups[2], offset: 15, limit: 10 }]);
    expect(groupSlices(groups, 35, 10)).toEqual([{ group: groups[2], offset: 20, limit: 5 }]);
    expect(groupSlices(groups, 40, 10)).toEqual([]);
    expect(groupSlices([], 0, 10)).toEqual([]);
  });

  it("covers every hit exactly once when paged through", () => {
    const seen: string[] = [];
    for (let offset = 0; offset < 40; offset += 7) {
      for (const s of groupSlices(groups, offset, 7)) for (let i = 0; i < s.limit; i++) seen.push(`${s.group.inTitle}:${s.group.category}:${s.offset + i}`);
    }
    expect(seen).toHaveLength(40);
    expect(new Set(seen).size).toBe(40);
  });
});
