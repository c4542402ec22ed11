import { useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useRef, type RefObject } from "react";
import { OVERLAY_PARAM, OVERLAY_QUERY_KEYS } from "~/lib/overlay-flag";

// Address helpers live here, in the lazily loaded overlay code, not with the sticky bar.

/** The address shown while the overlay is open: the page's path, the flag and the overlay's own query. */
export function overlayAddress(pathname: string, programmeQuery: string): string {
  const params = new URLSearchParams(programmeQuery);
  params.delete(OVERLAY_PARAM);
  const rest = params.toString();
  return `${pathname}?${OVERLAY_PARAM}=true${rest ? `&${rest}` : ""}`;
}

/** An address without the overlay's keys (what the page behind the overlay had). */
export function withoutOverlayQuery(pathname: string, search: string, hash = ""): string {
  const params = new URLSearchParams([...new URLSearchParams(search)].filter(([key]) => !OVERLAY_QUERY_KEYS.includes(key)));
  const qs = params.toString();
  return `${pathname}${qs ? `?${qs}` : ""}${hash}`;
}

/** No page scroll behind the overlay, with the scrollbar's width as padding (the menu's mechanism). */
export function useScrollLock() {
  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty("--scrollbar-width", `${window.innerWidth - root.clientWidth}px`);
    root.classList.add("no-scroll", "overlay-open");
    return () => {
      root.classList.remove("overlay-open");
      if (!document.querySelector("[data-menu][open]")) root.classList.remove("no-scroll");
    };
  }, []);
}

/**
 * The overlay's flag in the address while it is open, written with the History API and
 * Remix's history state kept, so that the router neither navigates nor revalidates. The flag is taken
 * off before any navigation starts (the page's history entry stays clean) and put back if it ends
 * without leaving. `leave()` restores the page's own address when the visitor closes the overlay.
 * An overlay opened by a client navigation to a flagged link (the router's location carries the
 * flag) leaves with a replacing navigation, so that the router's location is clean again too.
 */
export function useOverlayAddress(query: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const busy = useNavigation().state !== "idle";
  const openedAt = useRef(location.key);
  const routerFlagged = new URLSearchParams(location.search).get(OVERLAY_PARAM) === "true";
  const page = routerFlagged ? withoutOverlayQuery(location.pathname, location.search, location.hash) : `${location.pathname}${location.search}${location.hash}`;
  const pageRef = useRef({ url: page, navigate: routerFlagged });
  pageRef.current = { url: page, navigate: routerFlagged };
  const shown = useRef<string | null>(null);

  const showsFlag = () => shown.current !== null && `${window.location.pathname}${window.location.search}` === shown.current;
  const replace = (url: string) => window.history.replaceState(window.history.state, "", url);

  useEffect(() => {
    if (location.key !== openedAt.current) return; // navigated away: the overlay is closing
    if (!busy) {
      shown.current = overlayAddress(location.pathname, query);
      replace(shown.current);
    } else if (showsFlag()) {
      replace(pageRef.current.url);
      shown.current = null;
    }
  }, [query, busy, location.key, location.pathname]);

  // Unmounted without leave() (a navigation closed it): only an address still showing the flag is ours.
  useEffect(
    () => () => {
      if (showsFlag()) replace(pageRef.current.url);
    },
    [],
  );

  return useCallback(() => {
    const target = pageRef.current;
    if (target.navigate) navigate(target.url, { replace: true, preventScrollReset: true });
    else if (showsFlag()) replace(target.url);
    shown.current = null;
  }, [navigate]);
}

/** Closes the overlay once the router's location changes (a link followed, back or forward). */
export function useCloseOnNavigation(onNavigate: () => void) {
  const { key } = useLocation();
  const openedAt = useRef(key);
  const callback = useRef(onNavigate);
  callback.current = onNavigate;
  useEffect(() => {
    if (key !== openedAt.current) callback.current();
  }, [key]);
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/**
 * Keyboard of a modal dialog: Escape closes it, Tab and Shift+Tab stay inside it. While a disclosure
 * inside is open — a filter dropdown or an event's booking widget — Escape is left to that one's own
 * handler, which closes it (and gives focus back to its toggle); the next Escape closes the dialog.
 * Listening in the capture phase runs before those handlers, while the disclosure is still open.
 */
export function useDialogKeys(dialog: RefObject<HTMLElement | null>, onEscape: () => void) {
  const callback = useRef(onEscape);
  callback.current = onEscape;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const box = dialog.current;
      if (!box) return;
      if (event.key === "Escape") {
        if (box.querySelector("details[open]")) return;
        event.preventDefault();
        callback.current();
        return;
      }
      if (event.key !== "Tab") return;
      const focusables = [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (!box.contains(active) || (event.shiftKey ? active === first : active === last)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      }
    };
    document.addEventListener("keydown", onKey, true);
    return () => document.removeEventListener("keydown", onKey, true);
  }, [dialog]);
}
