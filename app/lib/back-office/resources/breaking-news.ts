import { validationMessage } from "../validation";
import { afterRule } from "./record-form";
import type { ResourceSpec } from "./types";

/**
 * The top alert. Several may be active (planned ahead with their windows); the site shows only the
 * most recently created one that is active and inside its window.
 */
export const breakingNewsSpec: ResourceSpec = {
  key: "breaking-news",
  group: "content",
  permission: "catalogue",
  title: (t) => t.contentRecords.breakingNews.title,
  singular: (t) => t.contentRecords.breakingNews.singular,
  fields: [
    { name: "title", kind: "text", localized: true, required: true, maxLength: 200, label: (t) => t.records.fields.title },
    { name: "text", kind: "textarea", localized: true, maxLength: 1000, label: (t) => t.contentRecords.fields.text },
    { name: "link_url", kind: "url", localized: true, label: (t) => t.contentRecords.fields.link, help: (t) => t.contentRecords.fields.linkHelp },
    { name: "link_title", kind: "text", localized: true, maxLength: 120, label: (t) => t.contentRecords.fields.linkTitle },
    { name: "is_active", kind: "checkbox", label: (t) => t.contentRecords.fields.active, help: (t) => t.contentRecords.fields.activeHelp },
    { name: "online_from", kind: "datetime", label: (t) => t.contentRecords.fields.onlineFrom, help: (t) => t.contentRecords.fields.windowHelp },
    { name: "online_to", kind: "datetime", label: (t) => t.contentRecords.fields.onlineTo, help: (t) => t.contentRecords.fields.windowHelp },
  ],
  columns: [
    { name: "title_de", kind: "text", sortable: true, label: (t) => t.records.fields.title },
    { name: "is_active", kind: "flag", sortable: true, label: (t) => t.contentRecords.fields.active },
    { name: "online_from", kind: "datetime", sortable: true, label: (t) => t.contentRecords.fields.onlineFrom },
    { name: "online_to", kind: "datetime", sortable: true, label: (t) => t.contentRecords.fields.onlineTo },
    { name: "created_at", kind: "datetime", sortable: true, label: (t) => t.records.fields.createdAt },
  ],
  filters: [{ name: "is_active", kind: "flag", label: (t) => t.contentRecords.fields.active }],
  defaultSort: { column: "created_at", dir: "desc" },
  check: afterRule("online_from", "online_to", validationMessage("after")),
};
