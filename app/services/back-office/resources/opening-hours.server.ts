import { openingHoursExceptionsSpec, openingHoursSpec } from "~/lib/back-office/resources/opening-hours";
import type { Row } from "~/models/back-office/records.server";
import type { ResourceStore } from "./store.server";

/** Weekday names as stored records name themselves (German, like every record's name): 0 = Monday. */
const WEEKDAYS = ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"];

const range = (row: Row) => (row.closed === 1 ? "–" : `${String(row.time_from ?? "").slice(0, 5)}–${String(row.time_to ?? "").slice(0, 5)}`);

export const openingHours: ResourceStore = {
  spec: openingHoursSpec,
  table: "opening_hours",
  searchColumns: ["alternative_text_de", "alternative_text_en", "time_from", "time_to"],
  label: (row) => `${WEEKDAYS[Number(row.weekday)] ?? row.weekday}: ${range(row)}`,
};

export const openingHoursExceptions: ResourceStore = {
  spec: openingHoursExceptionsSpec,
  table: "opening_hours_exceptions",
  searchColumns: ["date", "alternative_text_de", "alternative_text_en"],
  label: (row) => `${String(row.date)}: ${range(row)}`,
};
