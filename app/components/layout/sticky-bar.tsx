import { useLocation, useMatches } from "@remix-run/react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "~/components/i18n";
import { Icon } from "~/components/ui/icon";
import { useRootData } from "~/components/use-root-data";
import { flaggedProgrammeQuery } from "~/lib/overlay-flag";
import { href, parseRouteId } from "~/lib/routes";
import { isStickyTicketHandle } from "~/lib/sticky-ticket";

// The overlay and the programme components it shows load on first use, not with every page.
const importOverlay = () => import("~/components/events/programme-overlay");
const ProgrammeOverlay = lazy(importOverlay);

export type OverlayCloseReason = "user" | "navigation";

/** One entry of the bar: the page's ticket button (a route `handle`, app/lib/sticky-ticket.ts), the overlay button. */
interface StickyAction {
  key: string;
  element: ReactNode;
}

function stickyTicketOf(match: { handle?: unknown; data?: unknown }) {
  return isStickyTicketHandle(match.handle) ? match.handle.stickyTicket(match.data) : null;
}

function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * The sticky navigation: a bar at the bottom on small screens, a floating button on large
 * ones. Its overlay button (when the design setting stickyOverlayButton is on) is hidden on event
 * pages and while the footer is in view (html.footer-visible, set by the shell). Without script it
 * is a link to the programme; with script a button that opens the event overlay. A client navigation
 * to a link carrying the overlay flag opens the overlay too (a page load is redirected on the server).
 */
export function StickyBar() {
  const data = useRootData()!;
  const { t } = useTranslation();
  const matches = useMatches();
  const { search } = useLocation();
  const hydrated = useHydrated();
  const [overlay, setOverlay] = useState<{ query: string } | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const onEventPage = matches.some((match) => parseRouteId(match.id)?.id === "event");

  const linked = flaggedProgrammeQuery(search);
  useEffect(() => {
    if (linked !== null) setOverlay({ query: linked });
  }, [linked]);

  const close = useCallback((reason: OverlayCloseReason) => {
    setOverlay(null);
    if (reason === "user") opener.current?.focus();
  }, []);
  const preload = () => void importOverlay();

  const actions: StickyAction[] = [];
  const ticket = matches.reduce<ReturnType<typeof stickyTicketOf>>((found, match) => stickyTicketOf(match) ?? found, null);
  if (ticket) {
    actions.push({
      key: "ticket",
      element: (
        <a href={ticket.href} className="sticky-bar__action sticky-bar__action--ticket">
          <Icon name="ticket" size={22} />
          <span className="sticky-bar__text">{t(ticket.kind === "book" ? "sticky.book" : "sticky.dates")}</span>
        </a>
      ),
    });
  }
  if (data.stickyOverlayButton && !onEventPage) {
    const label = t("sticky.overlay");
    const content = (
      <>
        <Icon name="ticket" size={22} />
        <span className="sticky-bar__text">{label}</span>
      </>
    );
    actions.push({
      key: "overlay",
      element: hydrated ? (
        <button
          ref={opener}
          type="button"
          className="sticky-bar__action sticky-bar__action--overlay"
          aria-haspopup="dialog"
          aria-expanded={overlay !== null}
          onClick={() => setOverlay({ query: "" })}
          onPointerEnter={preload}
          onFocus={preload}
        >
          {content}
        </button>
      ) : (
        <a href={href("events", data.locale)} className="sticky-bar__action sticky-bar__action--overlay">
          {content}
        </a>
      ),
    });
  }

  return (
    <>
      {actions.length > 0 ? (
        <nav className="sticky-bar" aria-label={t("sticky.label")}>
          <ul className="sticky-bar__actions">
            {actions.map((action) => (
              <li key={action.key}>{action.element}</li>
            ))}
          </ul>
        </nav>
      ) : null}
      {overlay ? (
        <Suspense fallback={null}>
          <ProgrammeOverlay initialQuery={overlay.query} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
