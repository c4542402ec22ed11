import { Link } from "@remix-run/react";
import { useTranslation } from "~/components/i18n";
// eslint-disable-next-line no-restricted-imports -- the event and article card types are moved by the card unification
import type { EventCardData } from "~/services/catalogue.server";

/** Upcoming events as a list of rows: date and time, title (linked), venue and room, state. */
export function EventCards({ events, label }: { events: EventCardData[]; label: string }) {
  const { t } = useTranslation();
  return (
    <ul className="catalogue-events" aria-label={label}>
      {events.map((event) => (
        <li key={event.id} className={event.isCancelled ? "catalogue-event is-cancelled" : "catalogue-event"}>
          <p className="catalogue-event__when">
            <time dateTime={event.startsAt}>
              {event.date}, {event.time}
            </time>
            {event.isCancelled ? <span className="badge badge--cancelled">{t("catalogue.cancelled")}</span> : null}
            {event.isSoldOut && !event.isCancelled ? <span className="badge badge--soldout">{t("catalogue.soldOut")}</span> : null}
          </p>
          <h3 className="catalogue-event__title">
            <Link to={event.url} prefetch="intent">
              {event.title}
            </Link>
          </h3>
          {event.venue ? (
            <p className="catalogue-event__place">
              <Link to={event.venue.url}>{event.venue.name}</Link>
              {event.room ? <span> · {event.room}</span> : null}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
