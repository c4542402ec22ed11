import { productionsSpec } from "~/lib/back-office/resources/productions";
import { href } from "~/lib/routes";
import { imageOptions, personOptions, tableOptions, withNames } from "./options.server";
import type { ResourceStore } from "./store.server";

export const productions: ResourceStore = {
  spec: productionsSpec,
  table: "productions",
  searchColumns: ["title_de", "title_en", "subtitle_de", "slug_de", "slug_en"],
  links: { tags: { table: "production_tag_links", own: "production_id", other: "tag_id" } },
  inline: { persons: { table: "production_persons", own: "production_id", columns: ["person_id", "role_de", "role_en", "sort"], order: "sort" } },
  options: {
    exhibitionTypes: tableOptions("exhibition_types", "name_de"),
    genres: tableOptions("genres", "name_de"),
    seasons: tableOptions("seasons", "name_de"),
    images: imageOptions,
    productionTags: tableOptions("production_tags", "name_de"),
    persons: personOptions,
  },
  usedBy: [{ table: "events", column: "production_id" }],
  label: (row) => String(row.title_de || row.slug_de),
  publicPath: (row, locale) => href("production", locale, { slug: String((locale === "en" && row.slug_en) || row.slug_de || "-"), id: row.id }),
  stamp: () => ({ updated_at: new Date().toISOString() }),
  listRows: (rows) => withNames(rows, "genre_id", "genres", "name_de", "genre"),
};
