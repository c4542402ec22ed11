import { forwardRef, type AnchorHTMLAttributes } from "react";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** Where the link goes: a path from the route table, a query of the current page, or an outside address. */
  to: string;
  /** "intent": the page's scripts and data are fetched while the pointer rests on the link or it has focus. */
  prefetch?: "intent" | "none";
  /** The navigation replaces the current history entry instead of adding one. */
  replace?: boolean;
  /** The window keeps its scroll position after the navigation. */
  preventScrollReset?: boolean;
  /** The browser loads the target as a whole new document. */
  reloadDocument?: boolean;
};

/** An address with a scheme (`https:`, `mailto:`) or a protocol-relative one: not a page of this site. */
const OUTSIDE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * A link of the site. It renders a plain anchor whose data attributes say how to follow it; the one
 * listener of `LinkNavigation` turns a click on it into a navigation in the page (and a resting
 * pointer into a prefetch). Per link that is no work while a page renders, where Remix's own `<Link>`
 * resolves its path and sets up its handlers on every render, on the server too. `data-page` marks
 * the links `LinkNavigation` follows. It is not Remix's `data-discover`: the route of a link is
 * discovered when the visitor turns to it, not while the page opens (`LinkNavigation`). Without
 * script, every link is an ordinary one.
 */
export const Link = forwardRef<HTMLAnchorElement, Props>(function Link(
  { to, prefetch, replace, preventScrollReset, reloadDocument, ...anchor },
  ref,
) {
  const inSite = !reloadDocument && !OUTSIDE.test(to);
  return (
    <a
      ref={ref}
      {...anchor}
      data-page={inSite ? "" : undefined}
      data-prefetch={inSite && prefetch === "intent" ? "intent" : undefined}
      data-replace={inSite && replace ? "" : undefined}
      data-keep-scroll={inSite && preventScrollReset ? "" : undefined}
      href={to}
    />
  );
});
