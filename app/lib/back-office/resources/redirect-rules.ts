import type { ResourceSpec } from "./types";

/** Old addresses that lead to new ones (301); a changed slug writes one by itself. */
export const redirectRulesSpec: ResourceSpec = {
  key: "redirects",
  group: "site",
  permission: "catalogue",
  title: (t) => t.records.redirects.title,
  singular: (t) => t.records.redirects.singular,
  fields: [
    { name: "old_path", kind: "path", required: true, label: (t) => t.records.redirects.oldPath, help: (t) => t.records.redirects.oldPathHelp },
    { name: "new_path", kind: "path", required: true, label: (t) => t.records.redirects.newPath, help: (t) => t.records.redirects.newPathHelp },
  ],
  columns: [
    { name: "old_path", kind: "text", sortable: true, label: (t) => t.records.redirects.oldPath },
    { name: "new_path", kind: "text", sortable: true, label: (t) => t.records.redirects.newPath },
    { name: "created_at", kind: "datetime", sortable: true, label: (t) => t.records.fields.createdAt },
  ],
  filters: [],
  defaultSort: { column: "created_at", dir: "desc" },
};
