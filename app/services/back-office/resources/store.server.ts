/**
 * The server side of a record kind the generic back-office routes serve: where its rows live, what
 * the list searches, its option lists, its link tables and its public address (a changed slug
 * writes a redirect from the old address to the new one).
 */
import type { Option, OptionLists, ResourceSpec } from "~/lib/back-office/resources/types";
import type { InlineTable, LinkTable, Row } from "~/models/back-office/records.server";
import type { Locale } from "~/lib/routes";

export interface ResourceStore {
  spec: ResourceSpec;
  table: string;
  /** Columns the list's search looks in. */
  searchColumns: string[];
  /** Link tables by the multi-select field they store. */
  links?: Record<string, LinkTable>;
  /** Child tables by the inline-rows field they store. */
  inline?: Record<string, InlineTable>;
  /** The selects' and filters' option lists, by name, each read by its own function (see `loadOptions`). */
  options?: Record<string, () => Promise<Option[]>>;
  /** The record's name in messages and the audit log. */
  label: (row: Row) => string;
  /** The record's public page in `locale`, if it has one. */
  publicPath?: (row: Row, locale: Locale) => string | null;
  /** Columns of other tables that refer to this kind: a record still referred to is not deleted. */
  usedBy?: { table: string; column: string }[];
  /** Values added to every write (e.g. `updated_at`). */
  stamp?: () => Record<string, unknown>;
  /** List rows beyond the table's own columns (e.g. a linked record's name), by column name. */
  listRows?: (rows: Row[]) => Promise<Row[]>;
}

/**
 * A kind's option lists: all of them for its form, or only those `names` (a list's filters): a list
 * page must not read the 10,000 images its records' image select offers.
 */
export async function loadOptions(store: ResourceStore, names?: readonly string[]): Promise<OptionLists> {
  const wanted = Object.entries(store.options ?? {}).filter(([name]) => names === undefined || names.includes(name));
  return Object.fromEntries(await Promise.all(wanted.map(async ([name, load]) => [name, await load()] as const)));
}
