import { describe, expect, it } from "vitest";
import type { PageSnapshot, SnapshotModule } from "~/lib/types/page-snapshot";
import { countChanges, countSummary, linesSummary, sameContent, snapshotSections } from "./snapshot-content";

const module = (id: number, sort: number, content: unknown, column = 0): SnapshotModule => ({
  id, section_id: 1, type: "headline", column_index: column, sort, fields: { headline_level: 2, content }, online_from: null, online_to: null,
});

function snapshot(modules: SnapshotModule[], extra: PageSnapshot["sections"] = []): PageSnapshot {
  return {
    page: { id: 9, updated_at: "2026-01-01" },
    sections: [
      { id: 1, page_id: 9, slug: "intro", parent_id: null, layout: "50-50", classes: "", column_classes: '["a","b"]', content_type: "page", object_id: 9, sort: 0, modules },
      ...extra,
    ],
  };
}

describe("snapshot content", () => {
  it("renders a snapshot's sections in order, modules by column and sort", () => {
    const sections = snapshotSections(snapshot([module(3, 1, "c"), module(2, 0, "b", 1), module(1, 0, "a")]));
    expect(sections).toHaveLength(1);
    expect(sections[0]).toMatchObject({ id: 1, slug: "intro", columnClasses: ["a", "b"], revision: 0 });
    expect(sections[0]!.modules.map((m) => m.id)).toEqual([1, 3, 2]);
  });

  it("compares content, not the page row or timestamps", () => {
    const a = snapshot([module(1, 0, { de: "Hallo", en: "Hello" })]);
    const b = { ...snapshot([module(1, 0, { de: "Hallo", en: "Hello" })]), page: { id: 9, updated_at: "2027-01-01" } };
    expect(sameContent(a, b)).toBe(true);
    expect(sameContent(a, snapshot([module(1, 0, { de: "Hallo!", en: "Hello" })]))).toBe(false);
    expect(sameContent(a, snapshot([module(1, 1, { de: "Hallo", en: "Hello" })]))).toBe(false);
  });

  it("counts changes and the locales they touched", () => {
    const before = snapshot([module(1, 0, { de: "Hallo", en: "Hello" }), module(2, 1, "x")]);
    const textOnly = countChanges(before, snapshot([module(1, 0, { de: "Hallo", en: "Hi" }), module(2, 1, "x")]));
    expect(textOnly).toMatchObject({ modulesChanged: 1, modulesAdded: 0, locales: ["en"] });
    expect(countSummary(textOnly)).toBe("1 module changed");
    const added = { id: 5, page_id: 9, slug: "more", parent_id: null, layout: "100", classes: "", column_classes: "[]", content_type: "page", object_id: 9, sort: 1, modules: [] };
    const structural = countChanges(before, snapshot([module(1, 0, { de: "Hallo", en: "Hello" })], [added]));
    expect(structural).toMatchObject({ modulesRemoved: 1, sectionsAdded: 1, locales: ["de", "en"] });
    expect(countSummary(structural)).toBe("1 module removed, 1 section added");
    expect(countSummary(countChanges(before, before))).toBe("no changes");
  });

  it("summarises a readable comparison's lines", () => {
    const field = { kind: "field-changed", section: "intro", module: 1, type: "headline", label: "Hallo", field: "content", locale: "de", before: "a", after: "b" } as const;
    expect(linesSummary([field, { ...field, module: 2 }])).toEqual({ summary: "2 fields changed", locales: ["de"] });
    expect(linesSummary([field, { kind: "section-added", section: "more", modules: 0 }])).toEqual({ summary: "1 field changed, 1 section added", locales: ["de", "en"] });
  });
});
