/** Option lists the record kinds' selects share. */
import type { Option } from "~/lib/back-office/resources/types";
import { optionRows, valuesByIds, type Row } from "~/models/back-office/records.server";

/** `{value: id, label}` of a table's rows by a label column. */
export async function tableOptions(table: string, label: string): Promise<Option[]> {
  return (await optionRows(table, label)).map((row) => ({ value: String(row.id), label: row.label }));
}

/** The media library's images for an image select: name and German alt text. */
export async function imageOptions(): Promise<Option[]> {
  const [names, alts] = await Promise.all([optionRows("images", "name"), optionRows("images", "alt_de")]);
  const alt = new Map(alts.map((row) => [row.id, row.label]));
  return names.map((row) => ({ value: String(row.id), label: alt.get(row.id) ? `${row.label} – ${alt.get(row.id)}` : row.label }));
}

/** The persons for a select: "Last name, First name", ordered by last name. */
export async function personOptions(): Promise<Option[]> {
  const last = await optionRows("persons", "last_name");
  const firstNames = await valuesByIds("persons", "first_name", last.map((row) => row.id));
  return last.map((row) => ({ value: String(row.id), label: firstNames.get(row.id) ? `${row.label}, ${firstNames.get(row.id)}` : row.label }));
}

/** Adds `${name}.name` to list rows: the name of the row `column` refers to in `table`. */
export async function withNames(rows: Row[], column: string, table: string, label: string, name: string): Promise<Row[]> {
  const names = await valuesByIds(table, label, rows.map((row) => Number(row[column])).filter((id) => id > 0));
  return rows.map((row) => ({ ...row, [`${name}.name`]: names.get(Number(row[column])) ?? "" }));
}
