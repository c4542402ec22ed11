import { seriesSpec } from "~/lib/back-office/resources/series";
import { href } from "~/lib/routes";
import { imageOptions } from "./options.server";
import type { ResourceStore } from "./store.server";

export const series: ResourceStore = {
  spec: seriesSpec,
  table: "series",
  searchColumns: ["name_de", "name_en", "slug"],
  options: { images: imageOptions },
  usedBy: [{ table: "events", column: "series_id" }],
  label: (row) => String(row.name_de || row.slug),
  publicPath: (row, locale) => href("series", locale, { slug: String(row.slug), id: row.id }),
};
