import { Link } from "~/components/ui/link";
import { useTranslation } from "~/components/i18n";
import type { FavouriteDayView, FavouriteEventView } from "~/lib/types/favourites";
import { EventRow } from "./event-row";

/** Whether and how the event sells: with a link to its tickets while it does; sold out and cancelled show as the row's badge. */
function BookingLine({ event }: { event: FavouriteEventView }) {
  const { t } = useTranslation();
  const { booking } = event;
  if (booking.kind === "soldOut" || booking.kind === "cancelled") return null;
  if (booking.kind === "noSale") return <p className="favourite-event__booking">{t("favourites.noSale")}</p>;
  const state = booking.kind === "few" ? (booking.left === 1 ? t("booking.oneLeft") : t("booking.fewLeft", { count: booking.left })) : t("favourites.bookable");
  return (
    <p className={booking.kind === "few" ? "favourite-event__booking favourite-event__booking--few" : "favourite-event__booking"}>
      <span>{state}</span>
      {" · "}
      <Link to={`${event.url}#tickets`}>
        {t("favourites.book")}
        <span className="visually-hidden">: {event.title}</span>
      </Link>
    </p>
  );
}

/** The Merkliste's events by day (headings in the page's language), each with its booking state and its remove button. */
export function FavouriteDays({ days }: { days: FavouriteDayView[] }) {
  return (
    <div className="favourite-days">
      {days.map((day) => (
        <section key={day.day} className="favourite-day" aria-labelledby={`merkliste-${day.day}`}>
          <h2 id={`merkliste-${day.day}`} className="favourite-day__heading">
            {day.label}
          </h2>
          <ul className="favourite-day__events">
            {day.events.map((event) => (
              <li key={event.id}>
                <EventRow event={event} block="favourite-event" when="time" favourite="button">
                  <BookingLine event={event} />
                </EventRow>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
