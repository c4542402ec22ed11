import { useLocation, useMatches } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "~/components/i18n";
import { Icon } from "~/components/ui/icon";
import { useRootData } from "~/components/use-root-data";
import { flaggedProgrammeQuery } from "~/lib/overlay-flag";
import { href, parseRouteId } from "~/lib/routes";
import { stickyLinksOf, type StickyLink } from "~/lib/sticky-links";
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

/** Where the overlay's button is not offered: the programme itself (it would open what is already there) and event pages. */
const WITHOUT_OVERLAY_BUTTON = new Set(["events", "event"]);

/** A page link: an in-page anchor or a file as a plain link, a page of the site through the router, another site in a new tab. */
function PageLink({ link }: { link: StickyLink }) {
  const { t } = useTranslation();
  if (link.newWindow) {
    return (
      <a href={link.href} className="sticky-bar__link" target="_blank" rel="noopener noreferrer">
        {link.label}
        <span className="visually-hidden"> {t("shell.newTab")}</span>
      </a>
    );
  }
  if (link.href.startsWith("/") && !/\.[a-z0-9]{2,5}$/i.test(link.href.split(/[?#]/)[0]!)) {
    return (
      <Link to={link.href} className="sticky-bar__link" prefetch="intent">
        {link.label}
      </Link>
    );
  }
  return (
    <a href={link.href} className="sticky-bar__link">
      {link.label}
    </a>
  );
}

function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * The sticky navigation: a bar at the bottom on small screens, a rail at the right edge on large ones
 * (the content column leaves room for it, so it covers no text). It holds the page's links (the CMS
 * modules marked `sticky`, from the page's loader), the page's ticket button and the overlay button.
 * With script the page links show after half a viewport of scrolling, and the whole bar hides while
 * the footer is in view (html.past-half, html.footer-visible, set by the shell); without script they
 * always show, and on small screens the bar keeps its place above the footer and sticks to the
 * bottom until it gets there.
 * The overlay button (when the design setting stickyOverlayButton is on) is left out on the programme
 * and on event pages. Without script it is a link to the programme; with script a button that opens
 * the event overlay. A client navigation to a link carrying the overlay flag opens the overlay too (a
 * page load is redirected on the server).
 */
export function StickyBar() {
  const data = useRootData()!;
  const { t } = useTranslation();
  const matches = useMatches();
  const { search } = useLocation();
  const hydrated = useHydrated();
  const [overlay, setOverlay] = useState<{ query: string } | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const overlayButton = data.stickyOverlayButton && !matches.some((match) => WITHOUT_OVERLAY_BUTTON.has(parseRouteId(match.id)?.id ?? ""));
  const links = stickyLinksOf(matches);

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
  if (overlayButton) {
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
      {actions.length > 0 || links.length > 0 ? (
        <nav className="sticky-bar" aria-label={t("sticky.label")}>
          {links.length > 0 ? (
            <ul className="sticky-bar__links" aria-label={t("sticky.pageLinks")}>
              {links.map((link) => (
                <li key={link.href}>
                  <PageLink link={link} />
                </li>
              ))}
            </ul>
          ) : null}
          {actions.length > 0 ? (
            <ul className="sticky-bar__actions">
              {actions.map((action) => (
                <li key={action.key}>{action.element}</li>
              ))}
            </ul>
          ) : null}
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
