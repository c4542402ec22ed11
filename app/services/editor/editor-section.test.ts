import { describe, expect, it } from "vitest";
import type { ContainerSection, Module } from "~/db/schema";
import { toEditorSection } from "./editor-section";

const section = (layout: ContainerSection["layout"]): ContainerSection => ({
  id: 7, page_id: 3, slug: "intro", parent_id: null, layout, classes: "wide", column_classes: '["left","right"]',
  content_type: "page", object_id: 3, sort: 0, created_at: "", updated_at: "", revision: 4,
});

const module = (id: number, column: number, sort: number, fields = `{"content":"m${id}"}`): Module => ({
  id, section_id: 7, column_index: column, sort, type: "headline", fields, online_from: null, online_to: null, created_at: "", updated_at: "",
});

describe("toEditorSection", () => {
  it("answers every column of the layout with its modules in order", () => {
    const view = toEditorSection(section("33-33-33"), [module(1, 1, 1), module(2, 1, 0), module(3, 0, 4)]);
    expect(view).toMatchObject({ id: 7, slug: "intro", parent: null, model: "33-33-33", classes: "wide", object_id: 3 });
    expect(view.columns.map((c) => [c.index, c.classes, c.children.map((m) => [m.id, m.column, m.sort])])).toEqual([
      [0, "left", [[3, 0, 0]]],
      [1, "right", [[2, 1, 0], [1, 1, 1]]],
      [2, "", []],
    ]);
    expect(view.columns[0]!.children[0]!.fields).toEqual({ content: "m3" });
  });

  it("shows modules of a column the layout lacks in its last column, and unreadable fields as empty", () => {
    const view = toEditorSection(section("100"), [module(1, 2, 0, "not json"), module(2, 0, 0)]);
    expect(view.columns).toHaveLength(1);
    expect(view.columns[0]!.children.map((m) => [m.id, m.fields])).toEqual([[2, { content: "m2" }], [1, {}]]);
  });
});
