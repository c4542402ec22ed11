import type { ResourceSpec } from "./types";

/** Productions: what the programme shows (events are its dates); persons with their roles as inline rows. */
export const productionsSpec: ResourceSpec = {
  key: "productions",
  group: "programme",
  permission: "catalogue",
  title: (t) => t.programmeRecords.productions.title,
  singular: (t) => t.programmeRecords.productions.singular,
  fields: [
    { name: "title", kind: "text", localized: true, required: true, maxLength: 200, label: (t) => t.records.fields.title },
    { name: "subtitle", kind: "text", localized: true, maxLength: 300, label: (t) => t.programmeRecords.fields.subtitle },
    { name: "slug", kind: "slug", localized: true, from: "title", label: (t) => t.records.fields.slug },
    { name: "teaser", kind: "textarea", localized: true, maxLength: 1000, label: (t) => t.programmeRecords.fields.teaser },
    { name: "text", kind: "rich-text", localized: true, label: (t) => t.programmeRecords.fields.text },
    { name: "exhibition_type_id", kind: "select", options: "exhibitionTypes", label: (t) => t.programmeRecords.fields.exhibitionType },
    { name: "genre_id", kind: "select", options: "genres", label: (t) => t.programmeRecords.fields.genre },
    { name: "season_id", kind: "select", options: "seasons", label: (t) => t.programmeRecords.fields.season },
    { name: "age_from", kind: "number", min: 0, max: 120, label: (t) => t.programmeRecords.fields.ageFrom },
    { name: "age_to", kind: "number", min: 0, max: 120, label: (t) => t.programmeRecords.fields.ageTo },
    { name: "duration_minutes", kind: "number", min: 1, max: 10_000, label: (t) => t.programmeRecords.fields.duration },
    { name: "language", kind: "text", required: true, initial: "de", maxLength: 40, label: (t) => t.programmeRecords.fields.language, help: (t) => t.programmeRecords.fields.languageHelp },
    { name: "image_id", kind: "select", options: "images", searchable: true, label: (t) => t.programmeRecords.fields.image },
    { name: "show_sticky_tickets", kind: "checkbox", initial: 1, label: (t) => t.programmeRecords.fields.stickyTickets },
    { name: "is_online", kind: "checkbox", initial: 1, label: (t) => t.records.fields.online },
    { name: "tags", kind: "multi-select", options: "productionTags", label: (t) => t.programmeRecords.fields.tags },
    {
      name: "persons",
      kind: "rows",
      label: (t) => t.programmeRecords.fields.persons,
      help: (t) => t.programmeRecords.fields.personsHelp,
      rows: {
        blank: 2,
        fields: [
          { name: "person_id", kind: "select", required: true, options: "persons", label: (t) => t.programmeRecords.fields.person },
          { name: "role", kind: "text", localized: true, maxLength: 200, label: (t) => t.programmeRecords.fields.role },
          { name: "sort", kind: "number", fallback: 0, min: 0, max: 100_000, label: (t) => t.records.fields.sort },
        ],
      },
    },
  ],
  columns: [
    { name: "title_de", kind: "text", sortable: true, label: (t) => t.records.fields.title },
    { name: "genre.name", kind: "text", label: (t) => t.programmeRecords.fields.genre },
    { name: "is_online", kind: "flag", sortable: true, label: (t) => t.records.fields.online },
    { name: "updated_at", kind: "datetime", sortable: true, label: (t) => t.programmeRecords.fields.updatedAt },
  ],
  filters: [
    { name: "is_online", kind: "flag", label: (t) => t.records.fields.online },
    { name: "genre_id", kind: "select", options: "genres", label: (t) => t.programmeRecords.fields.genre },
    { name: "season_id", kind: "select", options: "seasons", label: (t) => t.programmeRecords.fields.season },
  ],
  defaultSort: { column: "updated_at", dir: "desc" },
  check: (values) =>
    typeof values.age_from === "number" && typeof values.age_to === "number" && values.age_to < values.age_from
      ? [{ column: "age_to", message: "after" }]
      : [],
};
