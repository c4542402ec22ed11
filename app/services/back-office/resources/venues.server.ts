import { roomsSpec, venuesSpec } from "~/lib/back-office/resources/venues";
import { href } from "~/lib/routes";
import { imageOptions, tableOptions, withNames } from "./options.server";
import type { ResourceStore } from "./store.server";

export const venues: ResourceStore = {
  spec: venuesSpec,
  table: "venues",
  searchColumns: ["name", "slug", "street", "city"],
  options: { images: imageOptions },
  usedBy: [{ table: "rooms", column: "venue_id" }],
  label: (row) => String(row.name || row.slug),
  publicPath: (row, locale) => href("venue", locale, { slug: String(row.slug || "-"), id: row.id }),
};

export const rooms: ResourceStore = {
  spec: roomsSpec,
  table: "rooms",
  searchColumns: ["name_de", "name_en"],
  options: { venues: tableOptions("venues", "name") },
  usedBy: [{ table: "events", column: "room_id" }],
  label: (row) => String(row.name_de),
  listRows: (rows) => withNames(rows, "venue_id", "venues", "name", "venue"),
};
