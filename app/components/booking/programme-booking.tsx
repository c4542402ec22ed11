import { useTranslation } from "~/components/i18n";
import { BookingWidget } from "./booking-widget";
import { useEventOffer, type OfferProblem } from "./use-event-offer";

function Placeholder({ problem, eventUrl }: { problem: OfferProblem | null; eventUrl: string }) {
  const { t } = useTranslation();
  if (!problem) {
    return (
      <p className="booking-loading" role="status">
        {t("booking.offerLoading")}
      </p>
    );
  }
  return (
    <div className="booking-summary booking-summary--error" role="status">
      <p>{t(problem === "unavailable" ? "booking.offerUnavailable" : "booking.offerFailed")}</p>
      <p>
        <a className="link-arrow" href={eventUrl}>
          {t("booking.toEvent")}
        </a>
      </p>
    </div>
  );
}

/**
 * The booking widget of one event in the event overlay's list. The list only knows that
 * the event sells here; the offer comes from the offer API when the visitor opens the widget. The
 * plain form (before the stepper has loaded) posts to the event's page, whose action books.
 */
export function ProgrammeBooking({ eventJetId, eventUrl }: { eventJetId: number; eventUrl: string }) {
  const { locale } = useTranslation();
  const { answer, problem, load } = useEventOffer(locale, eventJetId);
  // A refresh that failed keeps the offer it had; without one, the problem is what the panel shows.
  const offer = answer?.offer ?? null;
  return (
    <BookingWidget
      id={`overlay-booking-${eventJetId}`}
      offer={offer}
      nonce={answer?.nonce ?? ""}
      booked={null}
      failure={null}
      action={eventUrl}
      onOpen={() => void load()}
      placeholder={<Placeholder problem={problem} eventUrl={eventUrl} />}
    />
  );
}
