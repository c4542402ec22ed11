import type { ResourceSpec } from "./types";

/** The programme's day teasers: each shows on its day. */
export const teasersSpec: ResourceSpec = {
  key: "teasers",
  group: "programme",
  permission: "catalogue",
  title: (t) => t.contentRecords.teasers.title,
  singular: (t) => t.contentRecords.teasers.singular,
  fields: [
    { name: "name", kind: "text", required: true, maxLength: 200, label: (t) => t.records.fields.name },
    { name: "position", kind: "date", required: true, label: (t) => t.contentRecords.fields.position, help: (t) => t.contentRecords.fields.positionHelp },
    { name: "headline", kind: "text", localized: true, label: (t) => t.contentRecords.fields.headline },
    { name: "preline", kind: "text", localized: true, label: (t) => t.contentRecords.fields.preline },
    { name: "subline", kind: "text", localized: true, label: (t) => t.contentRecords.fields.subline },
    { name: "link_text", kind: "text", localized: true, maxLength: 120, label: (t) => t.contentRecords.fields.linkText },
    { name: "link_url", kind: "url", label: (t) => t.contentRecords.fields.link, help: (t) => t.contentRecords.fields.linkHelp },
    { name: "image_id", kind: "select", options: "images", searchable: true, label: (t) => t.contentRecords.fields.image },
    { name: "is_online", kind: "checkbox", label: (t) => t.records.fields.online },
  ],
  columns: [
    { name: "name", kind: "text", sortable: true, label: (t) => t.records.fields.name },
    { name: "position", kind: "date", sortable: true, label: (t) => t.contentRecords.fields.position },
    { name: "headline_de", kind: "text", label: (t) => t.contentRecords.fields.headline },
    { name: "is_online", kind: "flag", sortable: true, label: (t) => t.records.fields.online },
  ],
  filters: [{ name: "is_online", kind: "flag", label: (t) => t.records.fields.online }],
  defaultSort: { column: "position", dir: "desc" },
};
