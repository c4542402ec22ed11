import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/components/i18n";
import {
  addTicket,
  cartCalls,
  clampSelection,
  CLOSE_DELAY_MS,
  countTickets,
  firstAvailableSlot,
  initialSlot,
  removeTicket,
  selectionFromValues,
  SUMMARY_DELAY_MS,
  withoutSeatGroups,
  type SelectedTicket,
  type WidgetOffer,
} from "~/lib/booking";
import { formatCents } from "~/lib/price";
import { BookingSummaryView, type BookingSummary } from "./booking-summary";
import { DiscountsStep, MainStep, TimeslotsStep, type Step, type StepProps } from "./booking-steps";
import { sendToCart } from "./send-to-cart";

const MAIN: Step = { name: "main" };

interface Props {
  id: string;
  offer: WidgetOffer;
  open: boolean;
  initialSummary: BookingSummary | null;
  initialValues: Record<string, string>;
  shopOnline: boolean;
}

/**
 * The interactive widget (loaded when a visitor first opens it): steps main → discounts →
 * timeslots, add to cart through POST /api/shop-cart/, the summary. Closing resets the selection
 * at once and the summary and step after the closing transition.
 */
export default function BookingStepper({ id, offer, open, initialSummary, initialValues, shopOnline }: Props) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [selection, setSelection] = useState<SelectedTicket[]>(() => selectionFromValues(offer, initialValues));
  const [blockId, setBlockId] = useState<number | null>(() => initialSlot(offer, initialValues));
  const [step, setStep] = useState<Step>(MAIN);
  const [summary, setSummary] = useState<BookingSummary | null>(initialSummary);
  const [pending, setPending] = useState(false);
  // Answers that arrive after the widget was closed (and so reset) must not show a stale summary.
  const generation = useRef(0);
  const root = useRef<HTMLDivElement>(null);
  const returnTo = useRef<string | null>(null);

  useEffect(() => {
    if (open) return;
    generation.current += 1;
    setSelection([]);
    const timer = setTimeout(() => {
      setSummary(null);
      setStep(MAIN);
      setBlockId(firstAvailableSlot(offer));
    }, CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
    // `offer` changes after every revalidation; only closing resets.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  // The button that opened a step disappears with it: focus its back button, and on the way back
  // the button that opened the step.
  useEffect(() => {
    const target = step.name === "main" ? returnTo.current && root.current?.querySelector<HTMLElement>(`[data-step="${returnTo.current}"]`) : root.current?.querySelector<HTMLElement>(".booking-back");
    if (open && target) target.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  const focusCartLink = useRef(false);
  useEffect(() => {
    if (summary?.state !== "success" || !focusCartLink.current) return;
    focusCartLink.current = false;
    root.current?.querySelector<HTMLElement>(".booking-summary a")?.focus();
  }, [summary]);

  const go = (next: Step) => {
    if (next.name !== "main") returnTo.current = next.name === "discounts" ? `discounts-${next.seatGroup}` : "timeslots";
    setStep(next);
  };

  const count = countTickets(selection);
  const totalCents = selection.reduce((sum, s) => {
    const price = offer.seatGroups.find((g) => g.id === s.ticket.seatGroup)?.prices.find((p) => p.saleTypeId === s.ticket.saleTypeId);
    return sum + (price?.cents ?? 0) * s.amount;
  }, 0);

  async function add() {
    const calls = cartCalls(offer, selection, blockId);
    if (calls.length === 0 || pending) return;
    const gen = generation.current;
    // The add button is disabled while the call runs and after it (nothing selected): on success,
    // focus goes on to the cart link instead of out of the widget (and out of the overlay's dialog).
    const hadFocus = root.current?.contains(document.activeElement) ?? false;
    setPending(true);
    setSummary(null);
    const loading = setTimeout(() => gen === generation.current && setSummary({ state: "loading" }), SUMMARY_DELAY_MS);
    const result = await sendToCart(calls);
    clearTimeout(loading);
    setPending(false);
    // The header's cart amount comes from the root loader, which reads the cart cookies: they changed
    // when tickets went in, and they were deleted when the cart had expired (-204).
    if (result.ok || result.doneSeatGroups.length > 0 || result.reason === "no_reservation") revalidator.revalidate();
    if (gen !== generation.current) return;
    if (result.ok) {
      focusCartLink.current = hadFocus;
      setSelection([]);
      setSummary({ state: "success", tickets: result.tickets, cartUrl: result.cartUrl });
    } else {
      setSelection((current) => withoutSeatGroups(current, result.doneSeatGroups));
      setSummary({ state: "error", reason: result.reason, code: result.code, maxTickets: result.maxTickets });
    }
  }

  const stepProps: StepProps = {
    id,
    offer,
    selection,
    blockId,
    onAdd: (ticket) => setSelection((s) => addTicket(s, ticket)),
    onRemove: (ticket) => setSelection((s) => removeTicket(s, ticket)),
    go,
    back: () => setStep(MAIN),
  };

  return (
    <div ref={root} className="booking-stepper" role="group" aria-label={t("booking.title")}>
      {step.name === "main" ? <MainStep {...stepProps} /> : null}
      {step.name === "discounts" ? <DiscountsStep {...stepProps} seatGroup={step.seatGroup} /> : null}
      {step.name === "timeslots" ? (
        <TimeslotsStep
          {...stepProps}
          onChoose={(chosen) => {
            setBlockId(chosen);
            setSelection((s) => clampSelection(offer, s, chosen));
            setStep(MAIN);
          }}
        />
      ) : null}
      {step.name !== "timeslots" ? (
        <div className="booking-footer">
          {count > 0 ? (
            <p className="booking-total">
              {t("booking.total")}: <strong>{formatCents(totalCents, offer.currency)}</strong>
            </p>
          ) : null}
          {shopOnline ? null : <p className="notice notice--warning">{t("booking.shopOffline")}</p>}
          <button type="button" className="button booking-add" disabled={count === 0 || pending || !shopOnline} onClick={() => void add()}>
            {t("booking.addToCart")}
          </button>
        </div>
      ) : null}
      <BookingSummaryView summary={summary} />
    </div>
  );
}
