import { genresSpec } from "~/lib/back-office/resources/genres";
import type { ResourceStore } from "./store.server";

export const genres: ResourceStore = {
  spec: genresSpec,
  table: "genres",
  searchColumns: ["name_de", "name_en", "slug"],
  usedBy: [{ table: "productions", column: "genre_id" }],
  label: (row) => String(row.name_de || row.slug),
};
