/** The page sections' layouts. */
export const CONTAINER_LAYOUTS = ["100", "67-33", "33-67", "50-50", "33-33-33", "25-50-25"] as const;
export type ContainerLayout = (typeof CONTAINER_LAYOUTS)[number];

/** How many columns each layout has. */
export const LAYOUT_COLUMNS = { "100": 1, "67-33": 2, "33-67": 2, "50-50": 2, "33-33-33": 3, "25-50-25": 3 } as const satisfies Record<ContainerLayout, number>;

export function columnCount(layout: string): number {
  return (LAYOUT_COLUMNS as Record<string, number>)[layout] ?? 1;
}
