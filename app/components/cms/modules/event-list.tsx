import { EventRow } from "~/components/events/event-row";
import { useTranslation } from "~/components/i18n";
import { urlForProgramme } from "~/lib/entity-urls";
import type { EventListCard } from "~/lib/types/event-card";
import { anchorId, type ModuleProps } from "./field-readers";
import { ModuleLink } from "./module-link";

function DateBadge({ event }: { event: EventListCard }) {
  return (
    <time className="event-date" dateTime={event.startsAt}>
      <span className="event-date__weekday" aria-hidden="true">{event.dateParts.weekday}</span>
      <span className="event-date__day" aria-hidden="true">{event.dateParts.day}</span>
      <span className="event-date__month" aria-hidden="true">{event.dateParts.month}</span>
      <span className="visually-hidden">{event.date}</span>
    </time>
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
              <EventRow event={event} block="event-row" when="text" titleClass={false} linkClass="card-link" prefetch media={<DateBadge event={event} />} withBody />
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
