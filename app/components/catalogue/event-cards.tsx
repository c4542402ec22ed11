import { EventRow } from "~/components/events/event-row";
import type { EventCardData } from "~/lib/types/event-card";

/** Upcoming events as a list of rows: date and time, title (linked), venue and room, state. */
export function EventCards({ events, label }: { events: EventCardData[]; label: string }) {
  return (
    <ul className="catalogue-events" aria-label={label}>
      {events.map((event) => (
        <EventRow key={event.id} event={event} as="li" block="catalogue-event" cancelledClass="is-cancelled" when="date" prefetch showSubtitle={false} />
      ))}
    </ul>
  );
}
