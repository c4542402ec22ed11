import { validationMessage } from "../validation";
import { afterRule } from "./record-form";
import type { OfficeTexts } from "../texts";
import type { FieldSpec, ResourceSpec } from "./types";

/** The columns a regular day and an exception share: a time range, or closed, or a text instead. */
const hours: FieldSpec[] = [
  { name: "time_from", kind: "time", label: (t) => t.contentRecords.fields.timeFrom, help: (t) => t.contentRecords.fields.timeHelp },
  { name: "time_to", kind: "time", label: (t) => t.contentRecords.fields.timeTo },
  { name: "closed", kind: "checkbox", label: (t) => t.contentRecords.fields.closed },
  { name: "alternative_text", kind: "text", localized: true, maxLength: 200, label: (t) => t.contentRecords.fields.alternativeText, help: (t) => t.contentRecords.fields.alternativeTextHelp },
  { name: "alternative_link_url", kind: "url", label: (t) => t.contentRecords.fields.alternativeLink, help: (t) => t.contentRecords.fields.linkHelp },
  { name: "sort", kind: "number", fallback: 0, min: 0, max: 100_000, label: (t) => t.records.fields.sort, help: (t) => t.records.fields.sortHelp },
];

const rangeColumns: ResourceSpec["columns"] = [
  { name: "time_from", kind: "text", sortable: true, label: (t) => t.contentRecords.fields.timeFrom },
  { name: "time_to", kind: "text", label: (t) => t.contentRecords.fields.timeTo },
  { name: "closed", kind: "flag", sortable: true, label: (t) => t.contentRecords.fields.closed },
  { name: "alternative_text_de", kind: "text", label: (t) => t.contentRecords.fields.alternativeText },
  { name: "sort", kind: "number", sortable: true, label: (t) => t.records.fields.sort },
];

/** 0 = Monday … 6 = Sunday, named in the interface's language. */
const WEEKDAY_CHOICES = [0, 1, 2, 3, 4, 5, 6].map((value) => ({ value, label: (t: OfficeTexts) => t.records.weekdays[value]! }));

/** "To" comes after "from". */
const check = afterRule("time_from", "time_to", validationMessage("after"));

/** Regular opening hours: time ranges per weekday (0 = Monday … 6 = Sunday). */
export const openingHoursSpec: ResourceSpec = {
  key: "opening-hours",
  group: "site",
  permission: "catalogue",
  title: (t) => t.contentRecords.openingHours.title,
  singular: (t) => t.contentRecords.openingHours.singular,
  fields: [{ name: "weekday", kind: "select", required: true, choices: WEEKDAY_CHOICES, label: (t) => t.contentRecords.fields.weekday }, ...hours],
  columns: [{ name: "weekday", kind: "choice", sortable: true, label: (t) => t.contentRecords.fields.weekday }, ...rangeColumns],
  filters: [{ name: "closed", kind: "flag", label: (t) => t.contentRecords.fields.closed }],
  defaultSort: { column: "weekday", dir: "asc", then: { column: "sort", dir: "asc" } },
  check,
};

/** Opening hours of one date that replace the weekday's regular ones. */
export const openingHoursExceptionsSpec: ResourceSpec = {
  key: "opening-hours-exceptions",
  group: "site",
  permission: "catalogue",
  title: (t) => t.contentRecords.exceptions.title,
  singular: (t) => t.contentRecords.exceptions.singular,
  fields: [{ name: "date", kind: "date", required: true, label: (t) => t.contentRecords.fields.date }, ...hours],
  columns: [{ name: "date", kind: "date", sortable: true, label: (t) => t.contentRecords.fields.date }, ...rangeColumns],
  filters: [{ name: "closed", kind: "flag", label: (t) => t.contentRecords.fields.closed }],
  defaultSort: { column: "date", dir: "desc" },
  check,
};
