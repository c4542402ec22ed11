/** Content with online_from/online_to shows only inside its window; an open end is no limit. */
export function isInWindow(from: string | null | undefined, to: string | null | undefined, now: Date = new Date()): boolean {
  const t = now.getTime();
  if (from && Date.parse(from) > t) return false;
  if (to && Date.parse(to) <= t) return false;
  return true;
}
