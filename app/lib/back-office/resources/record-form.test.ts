import { describe, expect, it } from "vitest";
import { afterRule, formStartValues, readRecordForm, recordSchema } from "./record-form";
import type { FieldSpec } from "./types";

const label = () => "";
const fields: FieldSpec[] = [
  { name: "title", kind: "text", localized: true, required: true, label },
  { name: "text", kind: "rich-text", localized: true, label },
  { name: "online_from", kind: "datetime", label },
  { name: "online_to", kind: "datetime", label },
  { name: "tags", kind: "multi-select", label, options: "tags" },
  { name: "is_online", kind: "checkbox", label },
];
const spec = { fields, check: afterRule("online_from", "online_to", "after") };

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("a record form", () => {
  it("reads a posted form into stored values: Berlin times as instants, markdown as the editor's JSON, ids as numbers", () => {
    const posted = form([["title_de", " Lesung "], ["title_en", ""], ["text_de", "Ein **kräftiger** Satz."], ["online_from", "2026-07-01T10:00"], ["tags", "3"], ["tags", "3"], ["tags", "5"], ["is_online", "1"]]);
    const values = recordSchema(spec).parse(readRecordForm(spec, posted));
    expect(values).toMatchObject({ title_de: "Lesung", title_en: "", online_from: "2026-07-01T08:00:00.000Z", online_to: null, tags: [3, 5], is_online: 1, text_en: "" });
    expect(JSON.parse(String(values.text_de)).root.children[0].children[1]).toMatchObject({ text: "kräftiger", format: 1 });
  });

  it("requires the German value only, and checks the window's order", () => {
    const result = recordSchema(spec).safeParse(readRecordForm(spec, form([["title_en", "Reading"], ["online_from", "2026-07-01T10:00"], ["online_to", "2026-07-01T09:00"]])));
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["title_de", "required"], ["online_to", "after"]]);
  });

  it("starts an edit form with what is stored, in the inputs' notation", () => {
    const stored = { title_de: "Lesung", title_en: null, text_de: "", online_from: "2026-07-01T08:00:00.000Z", tags: [3], is_online: 1 };
    expect(formStartValues(spec, stored)).toMatchObject({ title_de: "Lesung", title_en: "", online_from: "2026-07-01T10:00", tags: ["3"], is_online: "1", online_to: "" });
  });
});
