import { useTranslation } from "~/components/i18n";
import { urlForProgramme } from "~/lib/entity-urls";
// eslint-disable-next-line no-restricted-imports -- the event and article card types are moved by the card unification
import type { EventCard } from "~/services/module-data.server";
import { anchorId, type ModuleProps } from "./field-readers";
import { ModuleLink } from "./module-link";

function DateBadge({ event }: { event: EventCard }) {
  return (
    <time className="event-date" dateTime={event.startsAt}>
      <span className="event-date__weekday" aria-hidden="true">{event.when.weekday}</span>
      <span className="event-date__day" aria-hidden="true">{event.when.day}</span>
      <span className="event-date__month" aria-hidden="true">{event.when.month}</span>
      <span className="visually-hidden">{event.when.date}</span>
    </time>
  );
}

function EventRow({ event }: { event: EventCard }) {
  const { t } = useTranslation();
  return (
    <article className={event.isCancelled ? "event-row event-row--cancelled" : "event-row"}>
      <DateBadge event={event} />
      <div className="event-row__body">
        <p className="event-row__time">
          {event.when.time}
          {event.isCancelled ? <span className="badge badge--cancelled">{t("cms.events.cancelled")}</span> : null}
          {event.isSoldOut && !event.isCancelled ? <span className="badge badge--soldout">{t("cms.events.soldOut")}</span> : null}
        </p>
        <h3>
          <ModuleLink to={event.url} className="card-link">
            {event.title}
          </ModuleLink>
        </h3>
        {event.subtitle ? <p className="event-row__subtitle">{event.subtitle}</p> : null}
        {event.venue ? (
          <p className="event-row__place">
            {event.venueUrl ? <ModuleLink to={event.venueUrl}>{event.venue.name}</ModuleLink> : event.venue.name}
            {event.room ? <span> · {event.room}</span> : null}
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** Upcoming events: chosen ones, or by dates, tag and the next-3-days / weekend filter. */
export function EventListModule({ fields, data, locale }: ModuleProps) {
  const { t } = useTranslation();
  const events = data.events ?? [];
  return (
    <div className="module module-eventlist" id={anchorId(fields.anchor)}>
      {events.length ? (
        <ul className="event-list" aria-label={t("cms.events.label")}>
          {events.map((event) => (
            <li key={event.id}>
              <EventRow event={event} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="event-list__empty">
          <p>{t("cms.events.empty")}</p>
          <ModuleLink to={urlForProgramme(locale)} className="link-arrow">
            {t("cms.events.all")}
          </ModuleLink>
        </div>
      )}
    </div>
  );
}
