import { Link } from "~/components/ui/link";
import type { ReactNode } from "react";
import { EventRow } from "~/components/events/event-row";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { ProgrammeDayView, ProgrammeItemView, ProgrammeTeaserView } from "~/lib/types/programme";

/** What an event of the list shows beyond its facts (the overlay's booking widget); nothing on the page. */
export type EventTickets = (event: ProgrammeItemView) => ReactNode;

/** Whether the list shows the event's image (the text-only style shows none). */
const showsImage = (event: ProgrammeItemView, style: number) => style !== 2 && event.image !== null && event.image !== undefined;

function EventItem({ event, style, tickets, first }: { event: ProgrammeItemView; style: number; tickets?: EventTickets; first: boolean }) {
  const image = showsImage(event, style) ? (
    <ResponsiveImage image={event.image!} priority={first} className="programme-event__image" sizes={style === 3 ? "(min-width: 64em) 22rem, (min-width: 48em) 45vw, 100vw" : "(min-width: 48em) 12rem, 100vw"} />
  ) : null;
  return (
    <EventRow event={event} block="programme-event" when="time" linkClass="card-link" media={image} withBody>
      {event.tags.length ? (
        <ul className="programme-event__tags">
          {event.tags.map((tag) => (
            <li key={tag.id}>{tag.name}</li>
          ))}
        </ul>
      ) : null}
      {tickets?.(event)}
    </EventRow>
  );
}

function TeaserItem({ teaser }: { teaser: ProgrammeTeaserView }) {
  return (
    <div className="programme-teaser">
      {teaser.image ? <ResponsiveImage image={teaser.image} className="programme-teaser__image" sizes="(min-width: 48em) 20rem, 100vw" /> : null}
      <div className="programme-teaser__body">
        {teaser.preline ? <p className="programme-teaser__preline">{teaser.preline}</p> : null}
        <p className="programme-teaser__headline">{teaser.headline}</p>
        {teaser.subline ? <p>{teaser.subline}</p> : null}
        {teaser.linkUrl ? (
          <Link to={teaser.linkUrl} className="link-arrow">
            {teaser.linkText || teaser.headline}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

/** The events grouped by day (headings server-formatted in the page's language), teasers last on their day. */
export function ProgrammeList({ days, style, tickets }: { days: ProgrammeDayView[]; style: number; tickets?: EventTickets }) {
  // The list's first image is the page's largest paint on a phone: it loads at once, with priority.
  const firstWithImage = days.flatMap((day) => day.events).find((event) => showsImage(event, style))?.id;
  return (
    <div className={`programme-days programme-days--style-${style}`}>
      {days.map((day) => (
        <section key={day.day} className="programme-day" aria-labelledby={`day-${day.day}`}>
          <h2 id={`day-${day.day}`} className="programme-day__heading">
            {day.label}
          </h2>
          <ul className="programme-day__events">
            {day.events.map((event) => (
              <li key={event.id}>
                <EventItem event={event} style={style} tickets={tickets} first={event.id === firstWithImage} />
              </li>
            ))}
            {day.teasers.map((teaser) => (
              <li key={`teaser-${teaser.id}`} className="programme-day__teaser">
                <TeaserItem teaser={teaser} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
