import { pagesSpec } from "~/lib/back-office/resources/pages";
import { LOCALES } from "~/lib/routes";
import type { ResourceStore } from "./store.server";
import { imageOptions, tableOptions } from "./options.server";

export const pages: ResourceStore = {
  spec: pagesSpec,
  table: "pages",
  searchColumns: ["title_de", "title_en", "url_de", "url_en"],
  options: { pages: tableOptions("pages", "title_de"), images: imageOptions },
  usedBy: [
    { table: "pages", column: "parent_id" },
    { table: "navigation_items", column: "page_id" },
  ],
  label: (row) => String(row.title_de || row.url_de || "/"),
  publicPath: (row, locale) => {
    const path = String(row[`url_${locale}`] ?? "");
    return LOCALES.includes(locale) ? `/${locale}${path ? `/${path}` : ""}` : null;
  },
  stamp: () => ({ updated_at: new Date().toISOString() }),
};
