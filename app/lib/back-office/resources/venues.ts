import type { ResourceSpec } from "./types";

/** Venues (with address and map position) and their rooms, where events take place. */
export const venuesSpec: ResourceSpec = {
  key: "venues",
  group: "programme",
  permission: "catalogue",
  title: (t) => t.programmeRecords.venues.title,
  singular: (t) => t.programmeRecords.venues.singular,
  fields: [
    { name: "name", kind: "text", required: true, maxLength: 200, label: (t) => t.records.fields.name },
    { name: "slug", kind: "slug", from: "name", label: (t) => t.records.fields.slug },
    { name: "street", kind: "text", maxLength: 200, label: (t) => t.programmeRecords.fields.street },
    { name: "zip", kind: "text", maxLength: 20, label: (t) => t.programmeRecords.fields.zip },
    { name: "city", kind: "text", maxLength: 120, label: (t) => t.programmeRecords.fields.city },
    { name: "lat", kind: "decimal", min: -90, max: 90, label: (t) => t.programmeRecords.fields.lat, help: (t) => t.programmeRecords.fields.coordinatesHelp },
    { name: "lng", kind: "decimal", min: -180, max: 180, label: (t) => t.programmeRecords.fields.lng, help: (t) => t.programmeRecords.fields.coordinatesHelp },
    { name: "description", kind: "rich-text", localized: true, label: (t) => t.programmeRecords.fields.description },
    { name: "phone", kind: "text", maxLength: 60, label: (t) => t.programmeRecords.fields.phone },
    { name: "website", kind: "url", label: (t) => t.programmeRecords.fields.website },
    { name: "image_id", kind: "select", options: "images", searchable: true, label: (t) => t.programmeRecords.fields.image },
    { name: "is_online", kind: "checkbox", initial: 1, label: (t) => t.records.fields.online },
    { name: "sort", kind: "number", fallback: 0, min: 0, max: 100_000, label: (t) => t.records.fields.sort, help: (t) => t.records.fields.sortHelp },
  ],
  columns: [
    { name: "name", kind: "text", sortable: true, label: (t) => t.records.fields.name },
    { name: "city", kind: "text", sortable: true, label: (t) => t.programmeRecords.fields.city },
    { name: "is_online", kind: "flag", sortable: true, label: (t) => t.records.fields.online },
    { name: "sort", kind: "number", sortable: true, label: (t) => t.records.fields.sort },
  ],
  filters: [{ name: "is_online", kind: "flag", label: (t) => t.records.fields.online }],
  defaultSort: { column: "sort", dir: "asc" },
};

export const roomsSpec: ResourceSpec = {
  key: "rooms",
  group: "programme",
  permission: "catalogue",
  title: (t) => t.programmeRecords.rooms.title,
  singular: (t) => t.programmeRecords.rooms.singular,
  fields: [
    { name: "venue_id", kind: "select", required: true, options: "venues", label: (t) => t.programmeRecords.fields.venue },
    { name: "name", kind: "text", localized: true, required: true, maxLength: 200, label: (t) => t.records.fields.name },
    { name: "show_in_filter", kind: "checkbox", initial: 1, label: (t) => t.records.fields.showInFilter },
    { name: "sort", kind: "number", fallback: 0, min: 0, max: 100_000, label: (t) => t.records.fields.sort, help: (t) => t.records.fields.sortHelp },
  ],
  columns: [
    { name: "name_de", kind: "text", sortable: true, label: (t) => t.records.fields.name },
    { name: "venue.name", kind: "text", label: (t) => t.programmeRecords.fields.venue },
    { name: "show_in_filter", kind: "flag", sortable: true, label: (t) => t.records.fields.showInFilter },
    { name: "sort", kind: "number", sortable: true, label: (t) => t.records.fields.sort },
  ],
  filters: [
    { name: "venue_id", kind: "select", options: "venues", label: (t) => t.programmeRecords.fields.venue },
    { name: "show_in_filter", kind: "flag", label: (t) => t.records.fields.showInFilter },
  ],
  defaultSort: { column: "sort", dir: "asc" },
};
