/**
 * A readable comparison of two states of a page (two versions, or a version and the draft): sections
 * added, removed, moved, re-laid out; modules added, removed, moved; fields changed (per locale for
 * translatable ones) and time windows changed. Pure: the history panel, the no-script history page
 * and a publish's summary use it alike.
 */
import type { DiffLine, PageSnapshot } from "~/lib/types/page-snapshot";

export function diffSnapshots(before: PageSnapshot, after: PageSnapshot): DiffLine[] {
  void before;
  void after;
  return []; // built by the history work
}
