import { useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ProgrammeBooking } from "~/components/booking/programme-booking";
import { useTranslation } from "~/components/i18n";
import { ProgrammeSkeletonBody } from "~/components/layout/page-skeleton";
import type { OverlayCloseReason } from "~/components/layout/sticky-bar";
import { Icon } from "~/components/ui/icon";
import { href } from "~/lib/routes";
import bookingStylesheet from "~/styles/booking.css?url";
import eventsStylesheet from "~/styles/events.css?url";
import { useCloseOnNavigation, useDialogKeys, useOverlayAddress, useScrollLock } from "./programme-overlay-hooks";
import type { ProgrammeData } from "./programme-more";
import type { ProgrammeItemView } from "~/lib/types/programme";
import { ProgrammeView, type EmbeddedProgramme } from "./programme-view";

/** How long the slide-down on closing takes (the slide-up takes 0.77 s, in CSS). */
const CLOSE_MS = 350;
/** The programme's stylesheet normally comes with its route; here it is linked by the overlay. */
const STYLESHEET_WAIT_MS = 2000;

/** Each event that sells here gets the booking widget (its offer loads when opened). */
function eventTickets(event: ProgrammeItemView) {
  return event.isBookable ? <ProgrammeBooking eventJetId={event.idJet} eventUrl={event.url} /> : null;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/**
 * The event overlay 'Programm und Karten': a full-screen panel sliding up over the current
 * page with the programme overview, loaded through a fetcher of the programme route. Loaded lazily by
 * the sticky bar on first use; script only — without script the bar's button is a link to the programme.
 */
export default function ProgrammeOverlay({ initialQuery, onClose }: { initialQuery: string; onClose: (reason: OverlayCloseReason) => void }) {
  const { t, locale } = useTranslation();
  const [query, setQuery] = useState(initialQuery);
  const [closing, setClosing] = useState(false);
  const [stylesReady, setStylesReady] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const fetcher = useFetcher<ProgrammeData>();
  const { load } = fetcher;
  const programme = href("events", locale);

  useEffect(() => {
    void load(`${programme}${query}`);
  }, [load, programme, query]);
  useEffect(() => {
    const timer = window.setTimeout(() => setStylesReady(true), STYLESHEET_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  useEffect(() => closeButton.current?.focus(), []);

  useScrollLock();
  const leave = useOverlayAddress(query);
  useCloseOnNavigation(() => onClose("navigation"));
  const requestClose = useCallback(() => {
    leave();
    if (prefersReducedMotion()) onClose("user");
    else setClosing(true);
  }, [leave, onClose]);
  useDialogKeys(dialog, requestClose);
  useEffect(() => {
    if (!closing) return;
    const timer = window.setTimeout(() => onClose("user"), CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [closing, onClose]);

  const onQuery = useCallback((search: string) => {
    setQuery(search);
    dialog.current?.scrollTo({ top: 0 });
  }, []);
  const embedded = useMemo<EmbeddedProgramme>(() => ({ onQuery, scrollRoot: dialog, tickets: eventTickets }), [onQuery]);
  const data = fetcher.data;
  const busy = fetcher.state !== "idle";

  return (
    <div ref={dialog} className={closing ? "programme-overlay is-closing" : "programme-overlay"} role="dialog" aria-modal="true" aria-labelledby="programme-overlay-title">
      <link rel="stylesheet" href={eventsStylesheet} onLoad={() => setStylesReady(true)} onError={() => setStylesReady(true)} />
      {/* Needed only once a booking widget opens, so the list does not wait for it. */}
      <link rel="stylesheet" href={bookingStylesheet} />
      <div className="programme-overlay__bar">
        {/* The events page's headline once the programme has loaded; the festival's wording until then. */}
        <h2 id="programme-overlay-title" className="programme-overlay__title">
          {data?.headline ?? t("overlay.title")}
        </h2>
        <button ref={closeButton} type="button" className="programme-overlay__close" onClick={requestClose}>
          <Icon name="close" size={24} />
          <span className="visually-hidden">{t("overlay.close")}</span>
        </button>
      </div>
      <div className={busy ? "programme-overlay__content is-busy" : "programme-overlay__content"} aria-busy={busy || !data}>
        {data && stylesReady ? (
          <ProgrammeView data={data} embedded={embedded} />
        ) : (
          <div role="status">
            <span className="visually-hidden">{t("overlay.loading")}</span>
            <div aria-hidden="true">
              <ProgrammeSkeletonBody />
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
