/**
 * A select's rows: `first` (its first page of options) and, before them, the `chosen` ids that are not
 * among them, read by `readIds` — a select that lacks the stored value shows its first option, and
 * saving the form would then clear the field.
 */
export async function withChosen<Row extends { id: number }>(first: Row[], chosen: readonly number[], readIds: (ids: number[]) => Promise<Row[]>): Promise<Row[]> {
  const shown = new Set(first.map((row) => row.id));
  const missing = chosen.filter((id) => !shown.has(id));
  return missing.length === 0 ? first : [...(await readIds(missing)), ...first];
}
