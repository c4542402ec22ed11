/** Option lists the record kinds' selects share. */
import type { Option } from "~/lib/back-office/resources/types";
import { optionRows } from "~/models/back-office/records.server";

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
