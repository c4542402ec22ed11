import { teasersSpec } from "~/lib/back-office/resources/teasers";
import { imageOptions } from "./options.server";
import type { ResourceStore } from "./store.server";

export const teasers: ResourceStore = {
  spec: teasersSpec,
  table: "teasers",
  searchColumns: ["name", "headline_de", "headline_en"],
  options: { images: imageOptions },
  label: (row) => String(row.name),
};
