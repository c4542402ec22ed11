import { validationMessage } from "../validation";
import type { ResourceSpec } from "./types";

/** A page address below the locale prefix: segments of lower-case letters, digits and hyphens ("" = home). */
export const PAGE_PATH = /^([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/;

/**
 * Content pages' settings (their sections and modules are edited in place, `?edit`): titles, addresses
 * per language, search and share texts, visibility. A changed address redirects from the old one.
 */
export const pagesSpec: ResourceSpec = {
  key: "pages",
  group: "content",
  permission: "edit-pages",
  title: (t) => t.records.pages.title,
  singular: (t) => t.records.pages.singular,
  fields: [
    { name: "title", kind: "text", localized: true, required: true, maxLength: 200, label: (t) => t.records.fields.title },
    { name: "headline", kind: "text", localized: true, maxLength: 300, label: (t) => t.records.pages.headline },
    { name: "url_de", kind: "text", maxLength: 300, label: (t) => t.records.pages.urlDe, help: (t) => t.records.pages.urlHelp },
    { name: "url_en", kind: "text", maxLength: 300, label: (t) => t.records.pages.urlEn, help: (t) => t.records.pages.urlHelp },
    { name: "parent_id", kind: "select", options: "pages", label: (t) => t.records.pages.parent },
    { name: "meta_title", kind: "text", localized: true, maxLength: 200, label: (t) => t.records.pages.metaTitle },
    { name: "meta_description", kind: "textarea", localized: true, maxLength: 500, label: (t) => t.records.pages.metaDescription },
    { name: "og_title", kind: "text", localized: true, maxLength: 200, label: (t) => t.records.pages.ogTitle },
    { name: "og_description", kind: "textarea", localized: true, maxLength: 500, label: (t) => t.records.pages.ogDescription },
    { name: "og_image_id", kind: "select", options: "images", searchable: true, label: (t) => t.records.pages.ogImage },
    { name: "is_online", kind: "checkbox", label: (t) => t.records.fields.online },
    { name: "is_clickable", kind: "checkbox", label: (t) => t.records.pages.clickable },
    { name: "in_menu", kind: "checkbox", label: (t) => t.records.pages.inMenu },
    { name: "in_footer", kind: "checkbox", label: (t) => t.records.pages.inFooter },
    { name: "is_landing_page", kind: "checkbox", label: (t) => t.records.pages.landing, help: (t) => t.records.pages.landingHelp },
    { name: "sort", kind: "number", fallback: 0, min: 0, max: 100_000, label: (t) => t.records.fields.sort, help: (t) => t.records.fields.sortHelp },
  ],
  columns: [
    { name: "title_de", kind: "text", sortable: true, label: (t) => t.records.fields.title },
    { name: "url_de", kind: "text", sortable: true, label: (t) => t.records.pages.urlDe },
    { name: "url_en", kind: "text", sortable: true, label: (t) => t.records.pages.urlEn },
    { name: "is_online", kind: "flag", sortable: true, label: (t) => t.records.fields.online },
    { name: "updated_at", kind: "datetime", sortable: true, label: (t) => t.records.pages.updatedAt },
  ],
  filters: [{ name: "is_online", kind: "flag", label: (t) => t.records.fields.online }],
  defaultSort: { column: "url_de", dir: "asc" },
  check: (values) =>
    (["url_de", "url_en"] as const).filter((column) => !PAGE_PATH.test(String(values[column] ?? ""))).map((column) => ({ column, message: validationMessage("pagePath") })),
};
