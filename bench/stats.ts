// The benches' order statistics.

/** The value at percentile p (0–100) of values sorted ascending (NaN for none). */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** The median of values in any order (the upper one of an even count). */
export function median(values: number[]): number {
  return percentile([...values].sort((a, b) => a - b), 50);
}
