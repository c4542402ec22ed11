import { afterRule } from "./record-form";
import type { FieldSpec, Label, ResourceSpec } from "./types";

/** The lookup tables of the programme: a translated name, a slug made from it and an order. */
function namedSpec(key: string, title: Label, singular: Label, extra: FieldSpec[] = []): ResourceSpec {
  return {
    key,
    group: "programme",
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

const showInFilter: FieldSpec = { name: "show_in_filter", kind: "checkbox", label: (t) => t.records.fields.showInFilter };

export const personCategoriesSpec = namedSpec("person-categories", (t) => t.programmeRecords.personCategories.title, (t) => t.programmeRecords.personCategories.singular);
export const exhibitionTypesSpec = namedSpec("exhibition-types", (t) => t.programmeRecords.exhibitionTypes.title, (t) => t.programmeRecords.exhibitionTypes.singular);
export const eventTagsSpec = namedSpec("event-tags", (t) => t.programmeRecords.eventTags.title, (t) => t.programmeRecords.eventTags.singular, [showInFilter]);
export const productionTagsSpec = namedSpec("production-tags", (t) => t.programmeRecords.productionTags.title, (t) => t.programmeRecords.productionTags.singular, [showInFilter]);
export const seasonsSpec: ResourceSpec = {
  ...namedSpec("seasons", (t) => t.programmeRecords.seasons.title, (t) => t.programmeRecords.seasons.singular, [
    { name: "date_from", kind: "date", label: (t) => t.programmeRecords.fields.dateFrom },
    { name: "date_to", kind: "date", label: (t) => t.programmeRecords.fields.dateTo },
  ]),
  check: afterRule("date_from", "date_to", "after"),
};
