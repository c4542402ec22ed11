/**
 * The box office's sense of time. Tests pass their own clock to `createEmbeddedBoxOffice`; the
 * end-to-end tests move a running server's clock with BOX_OFFICE_CLOCK_FILE (a file holding an
 * offset in milliseconds, re-read on every call so a test can write it mid-run). Never set that
 * variable in production.
 */
import fs from "node:fs";

export type Clock = () => Date;

function offsetMs(file: string): number {
  try {
    const value = Number(fs.readFileSync(file, "utf8").trim());
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0; // no file yet: real time
  }
}

/** How far BOX_OFFICE_CLOCK_FILE moves the system clock, in ms (0 without it). */
export function systemClockOffsetMs(): number {
  const file = process.env.BOX_OFFICE_CLOCK_FILE;
  return file ? offsetMs(file) : 0;
}

/** Real time, shifted by the offset in BOX_OFFICE_CLOCK_FILE when that variable is set. */
export const systemClock: Clock = () => new Date(Date.now() + systemClockOffsetMs());
