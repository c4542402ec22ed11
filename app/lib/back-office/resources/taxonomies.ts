import { afterRule } from "./record-form";
import { namedSpec } from "./named";
import type { FieldSpec, ResourceSpec } from "./types";

const showInFilter: FieldSpec = { name: "show_in_filter", kind: "checkbox", label: (t) => t.records.fields.showInFilter };

export const personCategoriesSpec = namedSpec("person-categories", "programme", (t) => t.programmeRecords.personCategories.title, (t) => t.programmeRecords.personCategories.singular);
export const exhibitionTypesSpec = namedSpec("exhibition-types", "programme", (t) => t.programmeRecords.exhibitionTypes.title, (t) => t.programmeRecords.exhibitionTypes.singular);
export const eventTagsSpec = namedSpec("event-tags", "programme", (t) => t.programmeRecords.eventTags.title, (t) => t.programmeRecords.eventTags.singular, [showInFilter]);
export const productionTagsSpec = namedSpec("production-tags", "programme", (t) => t.programmeRecords.productionTags.title, (t) => t.programmeRecords.productionTags.singular, [showInFilter]);
export const seasonsSpec: ResourceSpec = {
  ...namedSpec("seasons", "programme", (t) => t.programmeRecords.seasons.title, (t) => t.programmeRecords.seasons.singular, [
    { name: "date_from", kind: "date", label: (t) => t.programmeRecords.fields.dateFrom },
    { name: "date_to", kind: "date", label: (t) => t.programmeRecords.fields.dateTo },
  ]),
  check: afterRule("date_from", "date_to", "after"),
};
