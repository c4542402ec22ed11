import { describe, expect, it } from "vitest";
import { collectImageIds, collectVenueIds, pruneExpiredItems, sectionColumns, treeOrder } from "./module-data.server";

const now = new Date("2026-05-10T12:00:00.000Z");

describe("pruneExpiredItems", () => {
  it("drops list items outside their online window, at any depth, and keeps the rest", () => {
    const fields = {
      children: [
        { headline: "always", online_from: null, online_to: null },
        { headline: "running", online_from: "2026-05-01T00:00:00.000Z", online_to: "2026-06-01T00:00:00.000Z" },
        { headline: "expired", online_from: "2026-03-01T00:00:00.000Z", online_to: "2026-04-01T00:00:00.000Z" },
        { headline: "future", online_from: "2026-06-01T00:00:00.000Z", online_to: null },
      ],
      columns: [{ modules: [{ type: "teaserlist", fields: { children: [{ headline: "nested expired", online_to: "2026-05-10T12:00:00.000Z" }] } }] }],
      tags: [1, 2],
    };
    expect(pruneExpiredItems(fields, now)).toEqual({
      children: [
        { headline: "always", online_from: null, online_to: null },
        { headline: "running", online_from: "2026-05-01T00:00:00.000Z", online_to: "2026-06-01T00:00:00.000Z" },
      ],
      columns: [{ modules: [{ type: "teaserlist", fields: { children: [] } }] }],
      tags: [1, 2],
    });
  });
});

describe("collectImageIds", () => {
  it("finds every image id in fields and items, as numbers or numeric strings", () => {
    const fields = {
      image: 3,
      children: [{ image: "7" }, { image: null }, { image: { id: 9 } }, { title: "x" }],
      columns: [{ modules: [{ type: "image", fields: { image: 11 } }] }],
      video: 5,
    };
    expect([...collectImageIds(fields)].sort((a, b) => a - b)).toEqual([3, 7, 9, 11]);
  });
});

describe("collectVenueIds", () => {
  it("reads the venue module and the venue list's children", () => {
    expect(collectVenueIds("venue", { venue: 4 })).toEqual([4]);
    expect(collectVenueIds("venuelist", { children: [{ venue: 1 }, { venue: "2" }, 3, { venue: null }] })).toEqual([1, 2, 3]);
    expect(collectVenueIds("text", { venue: 4 })).toEqual([]);
  });
});

describe("sectionColumns", () => {
  it("accepts modules lists, single modules and bare text columns", () => {
    const content = { root: { type: "root", children: [] } };
    expect(
      sectionColumns({
        columns: [
          { modules: [{ type: "headline", fields: { content: "A" } }, { type: "image", fields: { image: 1 } }] },
          { type: "quote", fields: { content: "B" } },
          { content },
          [{ type: "text", fields: { content } }],
          "garbage",
        ],
      }),
    ).toEqual([
      [{ type: "headline", fields: { content: "A" } }, { type: "image", fields: { image: 1 } }],
      [{ type: "quote", fields: { content: "B" } }],
      [{ type: "text", fields: { content } }],
      [{ type: "text", fields: { content } }],
      [],
    ]);
    expect(sectionColumns({})).toEqual([]);
  });
});

describe("treeOrder", () => {
  it("puts child sections right after their parent", () => {
    const sections = [
      { id: 1, parentId: null },
      { id: 2, parentId: null },
      { id: 5, parentId: 2 },
      { id: 3, parentId: null },
      { id: 6, parentId: 5 },
    ];
    // Stored order: children first (sort 0), as the seed writes them.
    const stored = [sections[2], sections[4], sections[0], sections[1], sections[3]];
    expect(treeOrder(stored).map((s) => s.id)).toEqual([1, 2, 5, 6, 3]);
  });

  it("keeps sections whose parent is not on the page, and survives cycles", () => {
    expect(treeOrder([{ id: 1, parentId: 99 }, { id: 2, parentId: null }]).map((s) => s.id)).toEqual([1, 2]);
    expect(treeOrder([{ id: 1, parentId: 2 }, { id: 2, parentId: 1 }]).map((s) => s.id)).toEqual([1, 2]);
  });
});
