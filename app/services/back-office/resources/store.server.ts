/**
 * The server side of a record kind the generic back-office routes serve: where its rows live, what
 * the list searches, its option lists, its link tables and its public address (a changed slug
 * writes a redirect from the old address to the new one).
 */
import { findParam, keepParam, optionListOf } from "~/lib/back-office/resources/record-form";
import type { Option, OptionLists, ResourceSpec } from "~/lib/back-office/resources/types";
import type { InlineTable, LinkTable, Row } from "~/models/back-office/records.server";
import type { Locale } from "~/lib/routes";

/** What a form asks of an option list: the ids its fields hold (always offered) and a search text ("" for none). */
export interface OptionAsk {
  chosen: readonly number[];
  search: string;
}

export type OptionLoader = (ask: OptionAsk) => Promise<Option[]>;

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
  options?: Record<string, OptionLoader>;
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

/** The ids each option list's fields hold in a form's `values`, inline rows' fields included. */
function chosenIds(spec: ResourceSpec, values: Record<string, string | string[]>): Map<string, number[]> {
  const chosen = new Map<string, number[]>();
  const add = (list: string, value: string | string[] | undefined) => {
    for (const one of Array.isArray(value) ? value : [value ?? ""]) if (/^\d{1,9}$/.test(one)) chosen.set(list, [...(chosen.get(list) ?? []), Number(one)]);
  };
  for (const field of spec.fields) {
    if (field.kind === "select" || field.kind === "multi-select") add(optionListOf(field), values[field.name]);
    if (field.kind !== "rows") continue;
    for (const sub of field.rows?.fields ?? []) {
      if (sub.kind !== "select" && sub.kind !== "multi-select") continue;
      for (const [key, value] of Object.entries(values)) if (key.startsWith(`${field.name}.`) && key.endsWith(`.${sub.name}`)) add(optionListOf(sub), value);
    }
  }
  return chosen;
}

/**
 * A kind's option lists: all of them for its form, or only those `names` (a list's filters): a list
 * page must not read the 10,000 images its records' image select offers. A form's lists always hold
 * what its `values` have chosen; `search` asks a searchable list for what matches a text.
 */
export async function loadOptions(store: ResourceStore, names?: readonly string[], ask: { values?: Record<string, string | string[]>; search?: Record<string, string> } = {}): Promise<OptionLists> {
  const wanted = Object.entries(store.options ?? {}).filter(([name]) => names === undefined || names.includes(name));
  const chosen = ask.values ? chosenIds(store.spec, ask.values) : new Map<string, number[]>();
  return Object.fromEntries(await Promise.all(wanted.map(async ([name, load]) => [name, await load({ chosen: chosen.get(name) ?? [], search: ask.search?.[name] ?? "" })] as const)));
}

/** The longest search text a searchable select sends. */
const SEARCH_MAX = 100;

/**
 * What a form's searchable selects ask of their option lists: the texts typed into their search boxes
 * and, from script, the choice a select holds but the form has not saved (it stays among the options).
 * `read` reads a name of the query (the loader) or of the posted form (the action).
 */
export function optionAskOf(spec: ResourceSpec, values: Record<string, string | string[]>, read: (name: string) => string | null) {
  const search: Record<string, string> = {};
  const current = { ...values };
  for (const field of spec.fields) {
    if (!field.searchable) continue;
    const text = read(findParam(field.name))?.trim().slice(0, SEARCH_MAX);
    if (text) search[optionListOf(field)] = text;
    const keep = read(keepParam(field.name));
    if (keep !== null) current[field.name] = keep;
  }
  return { values: current, search };
}
