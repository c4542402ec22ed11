import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "~/components/i18n";
import { useRootData } from "~/components/use-root-data";
import type { BookingFailure, WidgetOffer } from "~/lib/booking";
import { CART_URL } from "~/lib/cart-constants";
import { BookingPlainForm } from "./booking-plain-form";
import type { BookingSummary } from "./booking-summary";
import { useOpenWidget } from "./open-widget";

// The interactive part loads when a visitor is about to open the widget, not with the page (the
// public pages' script budget); until then, and without script, the plain form does the job.
const importStepper = () => import("./booking-stepper");
const BookingStepper = lazy(importStepper);

interface Props {
  /** Unique on the page, e.g. `booking-24010`: a list may host several widgets. */
  id: string;
  /** Null until it is there: the event overlay loads it when the widget opens (see `onOpen`). */
  offer: WidgetOffer | null;
  nonce: string;
  /** Tickets the no-JS form just put into the cart (after its 303). */
  booked: number | null;
  /** What the no-JS form's action answered when it did not work. */
  failure: BookingFailure | null;
  /** Where the plain form posts: the event's page, whose action books. Default: the page itself. */
  action?: string;
  /** Called each time the visitor opens the widget. */
  onOpen?: () => void;
  /** The panel's content while there is no offer (loading, or why there is none). */
  placeholder?: ReactNode;
}

/**
 * The booking widget of one event: a disclosure whose panel is the ticket selection. Only
 * one widget is open at a time; it closes on an outside click or Escape.
 */
export function BookingWidget({ id, offer, nonce, booked, failure, action, onOpen, placeholder }: Props) {
  const { t } = useTranslation();
  const shopOnline = useRootData()?.settings.isShopOnline ?? true;
  const initialSummary: BookingSummary | null = failure
    ? { state: "error", reason: failure.reason, code: failure.code, maxTickets: failure.maxTickets }
    : booked
      ? { state: "success", tickets: booked, cartUrl: CART_URL }
      : null;
  const [open, setOpen] = useOpenWidget(id, initialSummary !== null);
  const [interactive, setInteractive] = useState(false);
  const root = useRef<HTMLDetailsElement>(null);
  const toggle = useRef<HTMLElement>(null);
  const opened = useRef(onOpen);
  opened.current = onOpen;

  useEffect(() => {
    if (!open) return;
    setInteractive(true);
    opened.current?.();
  }, [open]);

  // A visitor who opened the disclosure before the page was hydrated: take the DOM's word.
  useEffect(() => {
    if (root.current?.open) setOpen(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!open) return;
    // `click`, not `pointerdown`: a finger that starts scrolling the page must not close it. The
    // event's path is fixed at dispatch, so a button that a step change just removed still counts
    // as inside.
    const onClick = (event: MouseEvent) => {
      if (root.current && !event.composedPath().includes(root.current)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const focusInside = root.current?.contains(document.activeElement) ?? false;
      setOpen(false);
      if (focusInside) toggle.current?.focus();
    };
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKey);
    };
  }, [open, setOpen]);

  const preload = () => void importStepper().catch(() => undefined);
  const values = failure?.values ?? {};
  const plain = offer ? <BookingPlainForm id={id} offer={offer} nonce={nonce} action={action} summary={initialSummary} values={values} shopOnline={shopOnline} /> : null;
  return (
    <details ref={root} id={id} className="booking-widget" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary ref={toggle} className="button booking-widget__toggle" onPointerEnter={preload} onFocus={preload}>
        {t("booking.open")}
      </summary>
      <div className="booking-widget__panel">
        {!offer ? (
          placeholder
        ) : interactive ? (
          <Suspense fallback={plain}>
            <BookingStepper id={id} offer={offer} open={open} initialSummary={initialSummary} initialValues={values} shopOnline={shopOnline} />
          </Suspense>
        ) : (
          plain
        )}
      </div>
    </details>
  );
}
