/** The page sections' layouts and how many columns each has. */
export const LAYOUT_COLUMNS = { "100": 1, "67-33": 2, "33-67": 2, "50-50": 2, "33-33-33": 3, "25-50-25": 3 } as const;

export function columnCount(layout: string): number {
  return (LAYOUT_COLUMNS as Record<string, number>)[layout] ?? 1;
}
