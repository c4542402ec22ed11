import type { OfficeNavGroupKey } from "../nav";
import type { FieldSpec, Label, ResourceSpec } from "./types";

/** A lookup table: a translated name, a slug made from it, an order, and `extra` fields (flags and dates get a list column). */
export function namedSpec(key: string, group: OfficeNavGroupKey, title: Label, singular: Label, extra: FieldSpec[] = []): ResourceSpec {
  return {
    key,
    group,
    permission: "catalogue",
    title,
    singular,
    fields: [
      { name: "name", kind: "text", localized: true, required: true, maxLength: 120, label: (t) => t.records.fields.name },
      { name: "slug", kind: "slug", from: "name", label: (t) => t.records.fields.slug },
      ...extra,
      { name: "sort", kind: "number", fallback: 0, min: 0, max: 100_000, label: (t) => t.records.fields.sort, help: (t) => t.records.fields.sortHelp },
    ],
    columns: [
      { name: "name_de", kind: "text", sortable: true, label: (t) => t.records.fields.name },
      { name: "slug", kind: "text", sortable: true, label: (t) => t.records.fields.slug },
      ...extra.filter((f) => f.kind === "checkbox").map((f) => ({ name: f.name, kind: "flag" as const, sortable: true, label: f.label })),
      ...extra.filter((f) => f.kind === "date").map((f) => ({ name: f.name, kind: "date" as const, sortable: true, label: f.label })),
      { name: "sort", kind: "number", sortable: true, label: (t) => t.records.fields.sort },
    ],
    filters: extra.filter((f) => f.kind === "checkbox").map((f) => ({ name: f.name, kind: "flag" as const, label: f.label })),
    defaultSort: { column: "sort", dir: "asc" },
  };
}
