/**
 * Fixed-window rate limits kept in the database (`rate_limits`), so that every server process on
 * one database shares them (docs/decisions/0030-sessions-and-limits-in-the-database.md). A hit is
 * one upsert; a key's window starts at its first hit (as the in-memory limiter before it did).
 */
import { deleteRateLimitsBefore, hitRateLimit } from "~/models/rate-limits.server";

/** No limiter's window is longer: the clean-up deletes counters older than this. */
export const MAX_WINDOW_MS = 15 * 60_000;
/** How often one process deletes the counters of windows long over. */
const CLEANUP_EVERY_MS = 60_000;

let nextCleanup = 0;

/** Deletes the counters of windows that were over by `now`; answers how many. */
export function deleteExpiredRateLimits(now = Date.now()): Promise<number> {
  return deleteRateLimitsBefore(now - MAX_WINDOW_MS);
}

/** Deletes old counters at most once a minute per process, after the hit that noticed it is time. */
function cleanUpNowAndThen(now: number): void {
  if (now < nextCleanup) return;
  nextCleanup = now + CLEANUP_EVERY_MS;
  deleteExpiredRateLimits(now).catch((error: unknown) => {
    console.warn(`[rate-limit] clean-up failed: ${error instanceof Error ? error.message : String(error)}`);
  });
}

export interface RateLimiter {
  /** Counts one hit for `key`; false when the key is over its limit in the current window. */
  hit(key: string, now?: number): Promise<boolean>;
}

/** A limiter named `name` (the prefix of its keys): `limit` hits per key per `windowMs`. */
export function createRateLimiter({ name, limit, windowMs }: { name: string; limit: number; windowMs: number }): RateLimiter {
  if (!(windowMs > 0 && windowMs <= MAX_WINDOW_MS)) throw new Error(`rate limiter ${name}: the window must be at most ${MAX_WINDOW_MS} ms`);
  return {
    async hit(key, now = Date.now()) {
      const count = await hitRateLimit(`${name}:${key}`, now, windowMs);
      cleanUpNowAndThen(now);
      return count <= limit;
    },
  };
}
