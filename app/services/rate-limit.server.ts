/** A fixed-window counter per key, in this process's memory (one server process per site). */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    /** Counts one hit; false when the key is over its limit for the current window. */
    hit(key: string, now = Date.now()): boolean {
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count <= limit;
    },
    reset() {
      windows.clear();
    },
  };
}
