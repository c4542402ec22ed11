/** Option lists the record kinds' selects share: each a loader that takes what the form asks for. */
import { optionRows, valuesByIds, type Row } from "~/models/back-office/records.server";
import { imageChoices } from "~/models/images.server";
import type { OptionLoader } from "./store.server";

/** How many images an image select offers before a search: the newest. */
export const IMAGE_CHOICES = 100;

/** `{value: id, label}` of a table's rows by a label column (the chosen ones always among them). */
export function tableOptions(table: string, label: string): OptionLoader {
  return async ({ chosen }) => (await optionRows(table, label, { chosen })).map((row) => ({ value: String(row.id), label: row.label }));
}

/** The media library's images for an image select: name and German alt text; the newest, or those the search finds. */
export const imageOptions: OptionLoader = async ({ search, chosen }) =>
  (await imageChoices(search, chosen, IMAGE_CHOICES)).map((row) => ({ value: String(row.id), label: row.alt_de ? `${row.name} – ${row.alt_de}` : row.name }));

/** The persons for a select: "Last name, First name", ordered by last name. */
export const personOptions: OptionLoader = async ({ chosen }) => {
  const last = await optionRows("persons", "last_name", { chosen });
  const firstNames = await valuesByIds("persons", "first_name", last.map((row) => row.id));
  return last.map((row) => ({ value: String(row.id), label: firstNames.get(row.id) ? `${row.label}, ${firstNames.get(row.id)}` : row.label }));
};

/** Adds `${name}.name` to list rows: the name of the row `column` refers to in `table`. */
export async function withNames(rows: Row[], column: string, table: string, label: string, name: string): Promise<Row[]> {
  const names = await valuesByIds(table, label, rows.map((row) => Number(row[column])).filter((id) => id > 0));
  return rows.map((row) => ({ ...row, [`${name}.name`]: names.get(Number(row[column])) ?? "" }));
}
