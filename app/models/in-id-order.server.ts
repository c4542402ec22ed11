/** Rows read by `id in (…)` put back in the order of `ids` (a page's order); ids without a row are left out. */
export function inIdOrder<Row extends { id: number }>(ids: readonly number[], rows: readonly Row[]): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
