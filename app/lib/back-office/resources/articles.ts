import type { ResourceSpec } from "./types";

/** Magazine articles: public at /{locale}/mediathek-{locale}/{slug}/{id} once online and published. */
export const articlesSpec: ResourceSpec = {
  key: "articles",
  group: "content",
  permission: "catalogue",
  title: (t) => t.contentRecords.articles.title,
  singular: (t) => t.contentRecords.articles.singular,
  fields: [
    { name: "title", kind: "text", localized: true, required: true, maxLength: 300, label: (t) => t.records.fields.title },
    { name: "slug", kind: "slug", localized: true, from: "title", label: (t) => t.records.fields.slug },
    { name: "teaser", kind: "textarea", localized: true, maxLength: 1000, label: (t) => t.contentRecords.fields.teaser },
    { name: "body", kind: "rich-text", localized: true, label: (t) => t.contentRecords.fields.body, help: (t) => t.contentRecords.fields.bodyHelp },
    { name: "category_id", kind: "select", options: "categories", label: (t) => t.contentRecords.fields.category },
    { name: "tags", kind: "multi-select", options: "tags", label: (t) => t.contentRecords.fields.tags },
    { name: "image_id", kind: "select", options: "images", searchable: true, label: (t) => t.contentRecords.fields.image },
    { name: "author_id", kind: "select", options: "persons", label: (t) => t.contentRecords.fields.author },
    { name: "published_at", kind: "datetime", required: true, label: (t) => t.contentRecords.fields.publishedAt, help: (t) => t.contentRecords.fields.publishedAtHelp },
    { name: "is_highlight", kind: "checkbox", label: (t) => t.contentRecords.fields.highlight },
    { name: "is_online", kind: "checkbox", label: (t) => t.records.fields.online },
  ],
  columns: [
    { name: "title_de", kind: "text", sortable: true, label: (t) => t.records.fields.title },
    { name: "published_at", kind: "datetime", sortable: true, label: (t) => t.contentRecords.fields.publishedAt },
    { name: "category.name", kind: "text", label: (t) => t.contentRecords.fields.category },
    { name: "is_highlight", kind: "flag", sortable: true, label: (t) => t.contentRecords.fields.highlight },
    { name: "is_online", kind: "flag", sortable: true, label: (t) => t.records.fields.online },
  ],
  filters: [
    { name: "is_online", kind: "flag", label: (t) => t.records.fields.online },
    { name: "category_id", kind: "select", options: "categories", label: (t) => t.contentRecords.fields.category },
  ],
  defaultSort: { column: "published_at", dir: "desc" },
};
