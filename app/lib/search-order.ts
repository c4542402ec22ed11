/**
 * The order of search results, and how a page of them is cut from groups of matches that rank
 * together. Hits that hold every word in their title come first, then the other hits; within each,
 * by category (an entity's own page before its often many dates), then by rank. So the matches fall
 * into groups, one per (in title or not, category), laid end to end: a page needs the rank only
 * inside the groups it reaches, and the counts of all groups.
 */
import type { SearchCategory } from "./search";

/** Categories in result order, within the title hits and within the rest. */
export const RESULT_CATEGORY_ORDER: readonly SearchCategory[] = ["productions", "persons", "articles", "pages", "events"];

/** The visible matches of one category that hold every word in their title (`inTitle`), or the others. */
export interface MatchGroup {
  inTitle: boolean;
  category: SearchCategory;
  count: number;
}

/** The part of one group a page takes: `limit` hits from the group's `offset`, in rank order. */
export interface GroupSlice {
  group: MatchGroup;
  offset: number;
  limit: number;
}

const position = (g: MatchGroup) => (g.inTitle ? 0 : RESULT_CATEGORY_ORDER.length) + RESULT_CATEGORY_ORDER.indexOf(g.category);

/** The groups in result order, empty ones left out. */
export function inResultOrder(groups: MatchGroup[]): MatchGroup[] {
  return groups.filter((g) => g.count > 0).sort((a, b) => position(a) - position(b));
}

/** The groups of `categories` (all when null). */
export function groupsIn(groups: MatchGroup[], categories: readonly SearchCategory[] | null): MatchGroup[] {
  return categories ? groups.filter((group) => categories.includes(group.category)) : groups;
}

/** The slices of the groups (in result order) that hold the hits `offset` to `offset + limit - 1`. */
export function groupSlices(groups: MatchGroup[], offset: number, limit: number): GroupSlice[] {
  const slices: GroupSlice[] = [];
  let start = 0; // where the group starts among all hits
  let wanted = Math.max(0, limit);
  for (const group of groups) {
    if (wanted === 0) break;
    const end = start + group.count;
    if (offset < end) {
      const from = Math.max(0, offset - start);
      const taken = Math.min(wanted, group.count - from);
      slices.push({ group, offset: from, limit: taken });
      wanted -= taken;
    }
    start = end;
  }
  return slices;
}
