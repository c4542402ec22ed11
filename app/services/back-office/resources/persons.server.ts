import { personsSpec } from "~/lib/back-office/resources/persons";
import { href } from "~/lib/routes";
import { imageOptions, tableOptions } from "./options.server";
import type { ResourceStore } from "./store.server";

export const persons: ResourceStore = {
  spec: personsSpec,
  table: "persons",
  searchColumns: ["first_name", "last_name", "slug", "role_de", "email"],
  links: { categories: { table: "person_category_links", own: "person_id", other: "category_id" } },
  options: { images: imageOptions, personCategories: tableOptions("person_categories", "name_de") },
  usedBy: [
    { table: "production_persons", column: "person_id" },
    { table: "articles", column: "author_id" },
  ],
  label: (row) => `${String(row.first_name ?? "")} ${String(row.last_name ?? "")}`.trim() || String(row.slug),
  publicPath: (row, locale) => href("person", locale, { slug: String(row.slug || "-"), id: row.id }),
};
