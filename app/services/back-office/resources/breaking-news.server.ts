import { breakingNewsSpec } from "~/lib/back-office/resources/breaking-news";
import type { ResourceStore } from "./store.server";

export const breakingNews: ResourceStore = {
  spec: breakingNewsSpec,
  table: "breaking_news",
  searchColumns: ["title_de", "title_en", "text_de", "text_en"],
  label: (row) => String(row.title_de || row.id),
};
