/**
 * The site's "now" for content in time: scheduled publishes, modules' online windows, presence.
 * Real time, unless CLOCK_FILE is set (tests only, never in production): then real time plus the
 * offset in milliseconds the file holds, so that a test can move a running server's clock by writing
 * the file. The file is looked at no more than every 200 ms and read again only when its mtime changed.
 */
import fs from "node:fs";

const RECHECK_MS = 200;

let checkedAt = -Infinity;
let seenFile: string | undefined;
let seenMtimeMs = -1;
let offset = 0;

function readOffset(file: string): number {
  try {
    const value = Number(fs.readFileSync(file, "utf8").trim());
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0; // no file (yet): real time
  }
}

/** The offset CLOCK_FILE holds now (0 without it). */
export function clockOffsetMs(): number {
  const file = process.env.CLOCK_FILE;
  if (!file) return 0;
  const real = Date.now();
  if (file === seenFile && real - checkedAt < RECHECK_MS) return offset;
  checkedAt = real;
  let mtimeMs = -1;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    mtimeMs = -1;
  }
  if (file !== seenFile || mtimeMs !== seenMtimeMs) {
    seenFile = file;
    seenMtimeMs = mtimeMs;
    offset = mtimeMs < 0 ? 0 : readOffset(file);
  }
  return offset;
}

/** The current instant as the site counts it. */
export function now(): Date {
  return new Date(Date.now() + clockOffsetMs());
}

/**
 * Reads that depend on the clock as well as the content (the programme's list, the modules of a
 * published page) are computed as of the start of a window this long and kept for it: what they show
 * is at most as old as a page the page cache keeps (`PAGE_CACHE_TTL_MS`).
 */
export const READ_WINDOW_MS = 10_000;

/** The start of the read window `at` falls in. */
export function readWindowStart(at: Date): Date {
  const ms = at.getTime();
  return new Date(ms - (((ms % READ_WINDOW_MS) + READ_WINDOW_MS) % READ_WINDOW_MS));
}
