// Timings and sizes the browser code uses.
export const PROGRESS = { throttleMs: 200, durationMs: 5000, hideDelayMs: 500 } as const;
export const HASH_SCROLL = { waitMs: 1000, retryMs: 250, retries: 100, offsetPx: 130 } as const;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
/** The header shrinks after a quarter of the viewport; the sticky bar shows after half. */
export const HEADER_SCROLL_FRACTION = 0.25;
export const STICKY_SCROLL_FRACTION = 0.5;
