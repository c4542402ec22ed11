/**
 * Where a section's modules stand: per column a list of module ids in order. Every change to the
 * order goes through these lists and ends with sorts renumbered 0..n-1 per column.
 */
export interface Placed {
  id: number;
  column: number;
  sort: number;
}

export type Direction = "up" | "down";

/**
 * The modules as `count` columns of ids, by (column, sort, id). Modules of a column the layout no
 * longer has are never dropped: they go to the last column, after its own modules, in their old order.
 */
export function columnsOf(modules: readonly Placed[], count: number): number[][] {
  const columns: number[][] = Array.from({ length: Math.max(1, count) }, () => []);
  const ordered = [...modules].sort((a, b) => a.column - b.column || a.sort - b.sort || a.id - b.id);
  for (const module of ordered) columns[Math.min(Math.max(0, module.column), columns.length - 1)]!.push(module.id);
  return columns;
}

/** Each module's column and its sort (its index in the column). */
export function placesOf(columns: readonly number[][]): Placed[] {
  return columns.flatMap((ids, column) => ids.map((id, sort) => ({ id, column, sort })));
}

/** `ids` with `id` inserted at `position` (clamped to the list), or at the end without one. */
export function insertAt(ids: readonly number[], id: number, position?: number): number[] {
  const at = position === undefined ? ids.length : Math.min(Math.max(0, position), ids.length);
  return [...ids.slice(0, at), id, ...ids.slice(at)];
}

function without(columns: readonly number[][], id: number): number[][] {
  return columns.map((ids) => ids.filter((other) => other !== id));
}

function columnOf(columns: readonly number[][], id: number): number {
  return columns.findIndex((ids) => ids.includes(id));
}

/** The module swapped with its neighbour in its column; the same columns at the column's edge. */
export function stepInColumn(columns: readonly number[][], id: number, direction: Direction): number[][] {
  const column = columnOf(columns, id);
  if (column < 0) return columns.map((ids) => [...ids]);
  const ids = [...columns[column]!];
  const index = ids.indexOf(id);
  const other = direction === "up" ? index - 1 : index + 1;
  if (other >= 0 && other < ids.length) [ids[index], ids[other]] = [ids[other]!, ids[index]!];
  return columns.map((list, i) => (i === column ? ids : [...list]));
}

/** The module moved to `column` at `position` (clamped, counted without the module itself), else to its end. */
export function moveToPlace(columns: readonly number[][], id: number, column: number, position?: number): number[][] {
  const rest = without(columns, id);
  return rest.map((ids, i) => (i === column ? insertAt(ids, id, position) : ids));
}

/** A copy `copyId` right after `id` in its column. */
export function insertAfter(columns: readonly number[][], id: number, copyId: number): number[][] {
  return columns.map((ids) => {
    const index = ids.indexOf(id);
    return index < 0 ? [...ids] : insertAt(ids, copyId, index + 1);
  });
}

/** The section's new place among its owner's sections: ids in order after one step, or null at the edge. */
export function stepSection(ids: readonly number[], id: number, direction: Direction): number[] | null {
  const index = ids.indexOf(id);
  const other = direction === "up" ? index - 1 : index + 1;
  if (index < 0 || other < 0 || other >= ids.length) return null;
  const next = [...ids];
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}
