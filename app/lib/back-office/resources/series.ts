import type { ResourceSpec } from "./types";

/** Series of events and subscriptions (one table; a subscription is a series sold as a whole). */
export const seriesSpec: ResourceSpec = {
  key: "series",
  group: "programme",
  permission: "catalogue",
  title: (t) => t.programmeRecords.series.title,
  singular: (t) => t.programmeRecords.series.singular,
  fields: [
    { name: "name", kind: "text", localized: true, required: true, maxLength: 200, label: (t) => t.records.fields.name },
    { name: "slug", kind: "slug", from: "name", label: (t) => t.records.fields.slug },
    { name: "text", kind: "rich-text", localized: true, label: (t) => t.programmeRecords.fields.text },
    { name: "is_subscription", kind: "checkbox", label: (t) => t.programmeRecords.fields.isSubscription },
    { name: "show_in_filter", kind: "checkbox", label: (t) => t.records.fields.showInFilter },
    { name: "image_id", kind: "select", options: "images", searchable: true, label: (t) => t.programmeRecords.fields.image },
    { name: "is_online", kind: "checkbox", initial: 1, label: (t) => t.records.fields.online },
    { name: "sort", kind: "number", fallback: 0, min: 0, max: 100_000, label: (t) => t.records.fields.sort, help: (t) => t.records.fields.sortHelp },
  ],
  columns: [
    { name: "name_de", kind: "text", sortable: true, label: (t) => t.records.fields.name },
    { name: "is_subscription", kind: "flag", sortable: true, label: (t) => t.programmeRecords.fields.isSubscription },
    { name: "is_online", kind: "flag", sortable: true, label: (t) => t.records.fields.online },
    { name: "sort", kind: "number", sortable: true, label: (t) => t.records.fields.sort },
  ],
  filters: [
    { name: "is_subscription", kind: "flag", label: (t) => t.programmeRecords.fields.isSubscription },
    { name: "is_online", kind: "flag", label: (t) => t.records.fields.online },
  ],
  defaultSort: { column: "sort", dir: "asc" },
};
