import { articleCategoriesSpec, articleTagsSpec } from "~/lib/back-office/resources/article-taxonomies";
import { href } from "~/lib/routes";
import type { ResourceStore } from "./store.server";

const label = (row: Record<string, unknown>) => String(row.name_de || row.slug);

export const articleCategories: ResourceStore = {
  spec: articleCategoriesSpec,
  table: "article_categories",
  searchColumns: ["name_de", "name_en", "slug"],
  usedBy: [{ table: "articles", column: "category_id" }],
  label,
  publicPath: (row, locale) => href("magazine-category", locale, { category: String(row.slug || "-"), id: row.id }),
};

export const articleTags: ResourceStore = {
  spec: articleTagsSpec,
  table: "article_tags",
  searchColumns: ["name_de", "name_en", "slug"],
  usedBy: [{ table: "article_tag_links", column: "tag_id" }],
  label,
  publicPath: (row, locale) => href("magazine-tag", locale, { tag: String(row.slug || "-"), id: row.id }),
};
