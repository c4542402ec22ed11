import { useTranslation } from "~/components/i18n";
import { useRootData } from "~/components/use-root-data";
import { CART_ERROR_CODES, CART_URL, RESERVATION_MINUTES } from "~/lib/cart-constants";

/** What the widget shows after "add to cart". */
export type BookingSummary =
  | { state: "loading" }
  | { state: "success"; tickets: number; cartUrl: string }
  | { state: "error"; reason: string; code: number | null; maxTickets?: number };

/** Failures of the form itself (no box-office call was made): only the message, no webshop link. */
const FORM_REASONS = new Set(["no_tickets", "invalid"]);

function ErrorText({ reason, code, maxTickets }: { reason: string; code: number | null; maxTickets?: number }) {
  const { t } = useTranslation();
  const webshop = useRootData()?.links.webshop;
  if (FORM_REASONS.has(reason)) {
    return <p className="booking-summary__message">{t(reason === "no_tickets" ? "booking.noTickets" : "booking.invalid")}</p>;
  }
  const message =
    code === CART_ERROR_CODES.notEnoughSeats
      ? t("booking.notEnoughSeats")
      : code === CART_ERROR_CODES.noReservation
        ? t("booking.noReservation")
        : reason === "already_sent"
          ? t("booking.alreadySent")
          : reason === "ticket_limit" && maxTickets !== undefined
            ? t("booking.ticketLimit", { max: maxTickets })
            : null;
  return (
    <>
      <p className="booking-summary__headline">{t("booking.failed")}</p>
      {message ? <p className="booking-summary__message">{message}</p> : null}
      {code !== null ? <p className="booking-summary__code">{t("booking.errorCode", { code })}</p> : null}
      {webshop ? (
        <p>
          <a href={webshop}>{t("booking.toWebshop")}</a>
        </p>
      ) : null}
    </>
  );
}

/**
 * The summary inside a live region (role=status), so that the loading text and then the result are
 * announced while focus stays where it was. Rendered empty when there is nothing to say yet: a
 * region that exists before its text changes is announced more reliably.
 */
export function BookingSummaryView({ summary }: { summary: BookingSummary | null }) {
  const { t } = useTranslation();
  const kind = summary ? ` booking-summary--${summary.state}` : "";
  return (
    <div className={`booking-summary${kind}`} role="status">
      {summary?.state === "loading" ? <p className="booking-summary__headline">{t("booking.loading")}</p> : null}
      {summary?.state === "success" ? (
        <>
          <p className="booking-summary__headline">
            {t(summary.tickets === 1 ? "booking.successOne" : "booking.successMany", {
              cart: summary.tickets === 1 ? t("booking.ticketsOne") : t("booking.ticketsMany", { count: summary.tickets }),
            })}
          </p>
          <p>{t("booking.reserved", { minutes: RESERVATION_MINUTES })}</p>
          <p>
            <a className="link-arrow" href={summary.cartUrl || CART_URL}>
              {t("booking.toCart")}
            </a>
          </p>
        </>
      ) : null}
      {summary?.state === "error" ? <ErrorText reason={summary.reason} code={summary.code} maxTickets={summary.maxTickets} /> : null}
    </div>
  );
}
