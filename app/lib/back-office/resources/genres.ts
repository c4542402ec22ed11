import type { ResourceSpec } from "./types";

/** Genres of productions (programme filter "genre"). */
export const genresSpec: ResourceSpec = {
  key: "genres",
  group: "programme",
  permission: "catalogue",
  title: (t) => t.records.genres.title,
  singular: (t) => t.records.genres.singular,
  fields: [
    { name: "name", kind: "text", localized: true, required: true, label: (t) => t.records.fields.name, maxLength: 120 },
    { name: "slug", kind: "slug", from: "name", label: (t) => t.records.fields.slug },
    { name: "sort", kind: "number", fallback: 0, min: 0, max: 100_000, label: (t) => t.records.fields.sort, help: (t) => t.records.fields.sortHelp },
  ],
  columns: [
    { name: "name_de", kind: "text", sortable: true, label: (t) => t.records.fields.name },
    { name: "slug", kind: "text", sortable: true, label: (t) => t.records.fields.slug },
    { name: "sort", kind: "number", sortable: true, label: (t) => t.records.fields.sort },
  ],
  filters: [],
  defaultSort: { column: "sort", dir: "asc" },
};
