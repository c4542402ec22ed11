import type { ResourceSpec } from "./types";

const named = {
  fields: [
    { name: "name", kind: "text", localized: true, required: true, maxLength: 120, label: (t) => t.records.fields.name },
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
} satisfies Pick<ResourceSpec, "fields" | "columns" | "filters" | "defaultSort">;

/** The magazine's categories (each has its page of articles). */
export const articleCategoriesSpec: ResourceSpec = {
  key: "article-categories",
  group: "content",
  permission: "catalogue",
  title: (t) => t.contentRecords.categories.title,
  singular: (t) => t.contentRecords.categories.singular,
  ...named,
};

/** The magazine's tags (each has its page of articles). */
export const articleTagsSpec: ResourceSpec = {
  key: "article-tags",
  group: "content",
  permission: "catalogue",
  title: (t) => t.contentRecords.tags.title,
  singular: (t) => t.contentRecords.tags.singular,
  ...named,
};
