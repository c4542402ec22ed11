import { PrefetchPageLinks, UNSAFE_RemixContext, useNavigate } from "@remix-run/react";
import { useContext, useEffect, useState } from "react";
import { routeIdsOf } from "~/lib/route-match";
import { discoverRoutesOf } from "./discover-routes";

/** How long a pointer or focus rests on a link before its page is prefetched (as Remix's `<Link>` waits). */
const INTENT_MS = 100;

const SITE_LINK = "a[data-page]";
const PREFETCHED = 'a[data-page][data-prefetch="intent"]';

/** The site's link (see `~/components/ui/link`) an event happened on, if any. */
function siteLink(event: Event, selector = SITE_LINK): HTMLAnchorElement | null {
  return event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(selector) : null;
}

/** Where a link goes, when that is on this origin. */
function inSiteUrl(link: HTMLAnchorElement): URL | null {
  const url = new URL(link.href);
  return url.origin === window.location.origin ? url : null;
}

/** A click the browser should handle itself: another button, a modifier key, another window, a download. */
function leftToBrowser(event: MouseEvent, link: HTMLAnchorElement): boolean {
  const target = link.getAttribute("target");
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey || event.altKey || event.ctrlKey || event.shiftKey ||
    (!!target && target !== "_self") ||
    link.hasAttribute("download")
  );
}

/** Whether the browser knows every route that serves `path`: only then can its page be prefetched. */
function useRoutesKnown(path: string | null): boolean {
  const { manifest } = useContext(UNSAFE_RemixContext)!;
  if (!path) return false;
  const ids = routeIdsOf(new URL(path, window.location.origin).pathname);
  return !!ids && ids.every((id) => id in manifest.routes);
}

/**
 * Follows the site's links inside the page: one click listener for the whole document instead of one
 * handler per link, the discovery of a link's routes when the pointer, focus or a finger comes to it,
 * and the prefetch of a page whose link the pointer or focus rests on, once its routes are known (the
 * answer of the discovery renders the page again). A click that only changes the hash is the
 * browser's. Rendered once, in the root `Layout` (pages and error pages).
 */
export function LinkNavigation() {
  const navigate = useNavigate();
  const [intent, setIntent] = useState<string | null>(null);
  const known = useRoutesKnown(intent);

  useEffect(() => {
    function onClick(event: MouseEvent) {
      const link = siteLink(event);
      if (!link || leftToBrowser(event, link)) return;
      const url = inSiteUrl(link);
      if (!url) return;
      const here = window.location;
      if (url.hash && url.pathname === here.pathname && url.search === here.search) return;
      const path = `${url.pathname}${url.search}${url.hash}`;
      event.preventDefault();
      navigate(path, {
        // Following a link to the page already shown does not add a history entry.
        replace: link.hasAttribute("data-replace") || path === `${here.pathname}${here.search}${here.hash}`,
        preventScrollReset: link.hasAttribute("data-keep-scroll"),
      });
    }

    let timer: number | undefined;
    let resting: HTMLAnchorElement | null = null;
    function onIntent(event: Event) {
      discoverRoutesOf(siteLink(event));
      const link = siteLink(event, PREFETCHED);
      if (!link || link === resting) return;
      resting = link;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        const url = inSiteUrl(link);
        setIntent(url ? `${url.pathname}${url.search}` : null);
      }, INTENT_MS);
    }
    function onIntentEnd(event: Event) {
      const link = siteLink(event, PREFETCHED);
      const into = (event as MouseEvent | FocusEvent).relatedTarget;
      if (!link || link !== resting || (into instanceof Node && link.contains(into))) return;
      resting = null;
      window.clearTimeout(timer);
      setIntent(null);
    }

    const listeners: [string, (event: never) => void][] = [
      ["click", onClick],
      ["mouseover", onIntent],
      ["focusin", onIntent],
      ["touchstart", onIntent],
      ["mouseout", onIntentEnd],
      ["focusout", onIntentEnd],
    ];
    for (const [type, listener] of listeners) document.addEventListener(type, listener as EventListener, { passive: type !== "click" });
    return () => {
      window.clearTimeout(timer);
      for (const [type, listener] of listeners) document.removeEventListener(type, listener as EventListener);
    };
  }, [navigate]);

  return intent && known ? <PrefetchPageLinks page={intent} /> : null;
}
