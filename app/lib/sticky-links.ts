/**
 * The sticky bar's page links: the modules of a CMS page marked `sticky` (link, anchor, hero media's
 * button, each entry of an anchor list), collected by the page's loader
 * (app/components/cms/sticky-links.ts) and shown by the bar (app/components/layout/sticky-bar.tsx).
 */
export interface StickyLink {
  label: string;
  /** A same-site path, an in-page anchor (`#faq`), or an http(s), mailto or tel address; already checked. */
  href: string;
  /** Opens in a new window (other sites always do). */
  newWindow: boolean;
}

/** A route's data that gives the sticky bar page links. */
export interface StickyLinksData {
  stickyLinks?: StickyLink[];
}

/** The page links of the deepest route that has any. */
export function stickyLinksOf(matches: { data?: unknown }[]): StickyLink[] {
  for (const match of [...matches].reverse()) {
    const links = match.data && typeof match.data === "object" ? (match.data as StickyLinksData).stickyLinks : undefined;
    if (Array.isArray(links)) return links;
  }
  return [];
}
