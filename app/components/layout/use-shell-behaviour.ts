import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { headerShrunk } from "~/lib/header-collapse";
import { HASH_SCROLL, STICKY_SCROLL_FRACTION } from "~/lib/ui-constants";

const OPEN_DETAILS = "[data-menu][open], [data-dropdown][open]";

function closeAll(except?: Element | null) {
  document.querySelectorAll<HTMLDetailsElement>(OPEN_DETAILS).forEach((el) => {
    if (!except || !el.contains(except)) el.open = false;
  });
}

function menuOpen(): boolean {
  return !!document.querySelector("[data-menu][open]");
}

/** Scrolls to the hash target once it exists (it may render late), 130 px below the header. */
function scrollToHash(hash: string): () => void {
  let tries = 0;
  let timer = window.setTimeout(function attempt() {
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target) {
      const top = target.getBoundingClientRect().top + window.scrollY - HASH_SCROLL.offsetPx;
      window.scrollTo({ top, behavior: "smooth" });
    } else if (++tries < HASH_SCROLL.retries) {
      timer = window.setTimeout(attempt, HASH_SCROLL.retryMs);
    }
  }, HASH_SCROLL.waitMs);
  return () => window.clearTimeout(timer);
}

/**
 * What script adds to the server-rendered shell: menus close on navigation, Escape and outside
 * clicks; the header's scrolled state; no page scroll behind an open menu; hash links that wait for
 * their target; the scroll-to-top button's visibility.
 */
export function useShellBehaviour() {
  const location = useLocation();
  const hydrated = useRef(false);

  useEffect(() => {
    // Close menus on navigation, not on hydration: a menu opened before the script ran stays open.
    if (hydrated.current) closeAll();
    hydrated.current = true;
    if (location.hash && location.hash !== "#cookie-settings") return scrollToHash(location.hash);
  }, [location.pathname, location.search, location.hash]);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.add("js");

    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") closeAll();
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      if (target.closest("[data-menu-dim]")) return closeAll();
      closeAll(target);
    };
    const onToggle = (event: Event) => {
      const el = event.target as HTMLElement;
      if (!el.matches?.("[data-menu]")) return;
      // Keep the layout still when the scrollbar disappears.
      root.style.setProperty("--scrollbar-width", `${window.innerWidth - root.clientWidth}px`);
      root.classList.toggle("no-scroll", menuOpen());
    };
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        if (!menuOpen()) root.classList.toggle("is-scrolled", headerShrunk(y, window.innerHeight, root.classList.contains("is-scrolled")));
        root.classList.toggle("past-half", y > window.innerHeight * STICKY_SCROLL_FRACTION);
      });
    };
    const footer = document.querySelector(".site-footer");
    const observer = new IntersectionObserver(([entry]) => root.classList.toggle("footer-visible", !!entry?.isIntersecting));
    if (footer) observer.observe(footer);

    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    document.addEventListener("toggle", onToggle, true);
    window.addEventListener("scroll", onScroll, { passive: true });
    onScroll();
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
      document.removeEventListener("toggle", onToggle, true);
      window.removeEventListener("scroll", onScroll);
      observer.disconnect();
    };
  }, []);
}
