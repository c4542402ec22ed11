import { articlesSpec } from "~/lib/back-office/resources/articles";
import { href, type Locale } from "~/lib/routes";
import { articleCategoryNames, personNames } from "~/models/back-office/content-records.server";
import type { Row } from "~/models/back-office/records.server";
import { imageOptions, tableOptions } from "./options.server";
import type { ResourceStore } from "./store.server";

/** The article's address in `locale`: the English one falls back to the German slug, as the article page does. */
export function articlePath(row: Row, locale: Locale): string {
  const slug = (locale === "en" ? String(row.slug_en || row.slug_de || "") : String(row.slug_de || "")) || "-";
  return href("article", locale, { slug, id: row.id });
}

export const articles: ResourceStore = {
  spec: articlesSpec,
  table: "articles",
  searchColumns: ["title_de", "title_en", "slug_de", "slug_en"],
  links: { tags: { table: "article_tag_links", own: "article_id", other: "tag_id" } },
  options: {
    categories: tableOptions("article_categories", "name_de"),
    tags: tableOptions("article_tags", "name_de"),
    images: imageOptions,
    persons: async () => (await personNames()).map((person) => ({ value: String(person.id), label: person.name })),
  },
  label: (row) => String(row.title_de || row.slug_de || row.id),
  publicPath: articlePath,
  stamp: () => ({ updated_at: new Date().toISOString() }),
  listRows: async (rows) => {
    const names = await articleCategoryNames(rows.map((row) => Number(row.category_id)).filter((id) => id > 0));
    return rows.map((row) => ({ ...row, "category.name": names.get(Number(row.category_id)) ?? "" }));
  },
};
