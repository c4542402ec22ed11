/** The number of pages `count` items fill at `size` per page; an empty list still has its first page. */
export function pageCount(count: number, size: number): number {
  return Math.max(1, Math.ceil(count / size));
}
