import type { ResourceSpec } from "./types";

/** Persons of the ensemble (authors, illustrators, the team); their address slug is made from first and last name. */
export const personsSpec: ResourceSpec = {
  key: "persons",
  group: "programme",
  permission: "catalogue",
  title: (t) => t.programmeRecords.persons.title,
  singular: (t) => t.programmeRecords.persons.singular,
  fields: [
    { name: "first_name", kind: "text", maxLength: 120, label: (t) => t.programmeRecords.fields.firstName },
    { name: "last_name", kind: "text", required: true, maxLength: 120, label: (t) => t.programmeRecords.fields.lastName },
    { name: "slug", kind: "slug", fromFields: ["first_name", "last_name"], label: (t) => t.records.fields.slug },
    { name: "role", kind: "text", localized: true, maxLength: 200, label: (t) => t.programmeRecords.fields.role },
    { name: "biography", kind: "rich-text", localized: true, label: (t) => t.programmeRecords.fields.biography },
    { name: "email", kind: "email", label: (t) => t.programmeRecords.fields.email },
    { name: "phone", kind: "text", maxLength: 60, label: (t) => t.programmeRecords.fields.phone },
    { name: "website", kind: "url", label: (t) => t.programmeRecords.fields.website },
    { name: "image_id", kind: "select", options: "images", searchable: true, label: (t) => t.programmeRecords.fields.image },
    { name: "categories", kind: "multi-select", options: "personCategories", label: (t) => t.programmeRecords.fields.categories },
    { name: "is_online", kind: "checkbox", initial: 1, label: (t) => t.records.fields.online },
    { name: "sort", kind: "number", fallback: 0, min: 0, max: 100_000, label: (t) => t.records.fields.sort, help: (t) => t.records.fields.sortHelp },
  ],
  columns: [
    { name: "last_name", kind: "text", sortable: true, label: (t) => t.programmeRecords.fields.lastName },
    { name: "first_name", kind: "text", sortable: true, label: (t) => t.programmeRecords.fields.firstName },
    { name: "role_de", kind: "text", label: (t) => t.programmeRecords.fields.role },
    { name: "is_online", kind: "flag", sortable: true, label: (t) => t.records.fields.online },
    { name: "sort", kind: "number", sortable: true, label: (t) => t.records.fields.sort },
  ],
  filters: [{ name: "is_online", kind: "flag", label: (t) => t.records.fields.online }],
  defaultSort: { column: "last_name", dir: "asc" },
};
