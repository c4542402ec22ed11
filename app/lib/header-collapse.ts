import { HEADER_SCROLL_FRACTION } from "./ui-constants";

/**
 * How far back above the threshold a shrunken header waits before it grows again. Shrinking moves the
 * page by the header's lost height, which the browser's scroll anchoring answers by moving the scroll
 * position: without this margin a position near the threshold would shrink and grow the header on and on.
 */
export const HEADER_REGROW_MARGIN_PX = 80;

/** Whether the header is shrunk at scroll position `y`: past a quarter of the viewport, and it stays
 * shrunk until the page is scrolled back clearly above that point. */
export function headerShrunk(y: number, viewportHeight: number, shrunkNow: boolean): boolean {
  const threshold = viewportHeight * HEADER_SCROLL_FRACTION;
  return shrunkNow ? y > threshold - HEADER_REGROW_MARGIN_PX : y > threshold;
}
