/**
 * A record kind the back office lists and edits with its generic routes (`/cms-hub/{key}` and
 * `/cms-hub/{key}/{id}`): its fields (the edit form and the zod schema built from them, shared by
 * browser and server), its list's columns, filters and sorting. The server side (table, searched
 * columns, options, public address) lives in app/services/back-office/resources/.
 */
import type { Permission } from "../roles";
import type { OfficeTexts } from "../texts";
import type { OfficeNavGroupKey } from "../nav";

export type FieldKind =
  | "text" | "textarea" | "rich-text" | "number" | "checkbox" | "select" | "multi-select"
  | "date" | "datetime" | "time" | "url" | "path" | "email" | "slug"
  /** A number with decimals (e.g. a latitude); empty is null. */
  | "decimal"
  /** Inline rows stored in a child table (see `rows`), e.g. a production's persons with their roles. */
  | "rows";

export type Label = (texts: OfficeTexts) => string;

export interface FieldSpec {
  /** The column; a localised field has the columns `${name}_de` and `${name}_en`, shown side by side. */
  name: string;
  kind: FieldKind;
  label: Label;
  help?: Label;
  localized?: boolean;
  required?: boolean;
  /** select and multi-select: the key of the option list the server loads. */
  options?: string;
  /**
   * select: the list is long (the media library), so the form offers its first options and a search
   * that finds any other; the stored choice is always among them.
   */
  searchable?: boolean;
  /** slug: the field it is made from when left empty. */
  from?: string;
  /** slug: several fields it is made from, joined by a space (e.g. first and last name); wins over `from`. */
  fromFields?: string[];
  min?: number;
  max?: number;
  /** select: a fixed list of numbered choices instead of a server's option list (weekdays, …). */
  choices?: { value: number; label: Label }[];
  /** number: what an empty input stores (else null). */
  fallback?: number;
  /** text and textarea: the longest value. */
  maxLength?: number;
  /** What a new record's form starts with (checkbox: 1 for checked), like the column's default. */
  initial?: string | number;
  /** rows: the fields of one row and how many empty rows the form offers for new ones. */
  rows?: { fields: FieldSpec[]; blank: number };
}

export interface ColumnSpec {
  /** A column of the list row the server answers. */
  name: string;
  label: Label;
  /** choice: the label of the value among the choices of the field of the same name. */
  kind: "text" | "flag" | "date" | "datetime" | "number" | "choice";
  sortable?: boolean;
}

export interface FilterSpec {
  name: string;
  label: Label;
  /** flag: yes/no/all; select: one of the options under `options`. */
  kind: "flag" | "select";
  options?: string;
}

export interface ResourceSpec {
  /** The address segment: /cms-hub/{key}. */
  key: string;
  group: OfficeNavGroupKey;
  permission: Permission;
  /** The list's title ("Genres") and one record's kind ("Genre"). */
  title: Label;
  singular: Label;
  fields: FieldSpec[];
  columns: ColumnSpec[];
  filters: FilterSpec[];
  /** The list's order when none is asked for; `then` orders rows of equal value. */
  defaultSort: { column: string; dir: "asc" | "desc"; then?: { column: string; dir: "asc" | "desc" } };
  /** Rules across fields (an end after its start …): the messages by column, checked after the fields'. */
  check?: (values: Record<string, unknown>) => { column: string; message: string }[];
}

export interface Option {
  value: string;
  label: string;
}

/** Option lists by key, loaded by the server for selects and filters. */
export type OptionLists = Record<string, Option[]>;
