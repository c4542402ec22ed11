import { Link } from "~/components/ui/link";
import type { ReactNode } from "react";
import { useTranslation } from "~/components/i18n";
import type { EventCardData } from "~/lib/types/event-card";
import { FavouriteToggle } from "./favourite-toggle";

type EventStateFacts = Pick<EventCardData, "isCancelled" | "isSoldOut">;

/** The state a badge or notice names: cancelled wins over sold out; an event on sale has none. */
function eventState(event: EventStateFacts): "event.cancelled" | "event.soldOut" | null {
  if (event.isCancelled) return "event.cancelled";
  return event.isSoldOut ? "event.soldOut" : null;
}

/** "Abgesagt" or "Ausverkauft" as a badge beside an event's date. */
export function EventStateBadge({ event }: { event: EventStateFacts }) {
  const { t } = useTranslation();
  const state = eventState(event);
  if (!state) return null;
  return <span className={state === "event.cancelled" ? "badge badge--cancelled" : "badge badge--soldout"}>{t(state)}</span>;
}

/** "Abgesagt" or "Ausverkauft" as a notice where the tickets would be. */
export function EventStateNotice({ event }: { event: EventStateFacts }) {
  const { t } = useTranslation();
  const state = eventState(event);
  return state ? <p className="notice notice--warning">{t(state)}</p> : null;
}

/** The first line of an event: its date and time (or its time alone) and its state badge. */
export function EventWhen({ event, className, showDate }: { event: Pick<EventCardData, "startsAt" | "date" | "time"> & EventStateFacts; className: string; showDate: boolean }) {
  return (
    <p className={className}>
      {showDate ? (
        <time dateTime={event.startsAt}>
          {event.date}, {event.time}
        </time>
      ) : (
        <time dateTime={event.startsAt}>{event.time}</time>
      )}
      <EventStateBadge event={event} />
    </p>
  );
}

interface EventRowProps {
  event: EventCardData;
  /** The BEM block of the row's classes: `catalogue-event`, `programme-event`, `event-row`. */
  block: string;
  /** `li` when the row is the list item itself, else an `article` inside the list's `li`. */
  as?: "article" | "li";
  /** The class a cancelled row adds: `{block}--cancelled` unless given. */
  cancelledClass?: string;
  /**
   * The first line: date and time in `{block}__when` ("date"); the time alone in `{block}__time`,
   * under a day's heading ("time") or as plain text beside a date badge that holds the `<time>` ("text").
   */
  when: "date" | "time" | "text";
  /** The heading gets `{block}__title` unless the block styles its `h3` itself. */
  titleClass?: boolean;
  /** The title link's class (`card-link` stretches it over the whole card). */
  linkClass?: string;
  /** The title link loads the event's data on hover or focus. */
  prefetch?: boolean;
  showSubtitle?: boolean;
  /** Beside the facts (an image, a date badge): the facts then sit in `{block}__body`. */
  media?: ReactNode;
  withBody?: boolean;
  /** After the facts (tags, the booking widget). */
  children?: ReactNode;
  /** The Merkliste toggle: a heart in the corner (default) or a button with words, after everything else. */
  favourite?: "icon" | "button";
}

/** One event in a list: date or time with its state, title (linked), subtitle, venue and room, and its heart. */
export function EventRow(props: EventRowProps) {
  const { event, block, as: Root = "article", when, titleClass = true, linkClass, prefetch = false, showSubtitle = true, media, withBody = false, children, favourite = "icon" } = props;
  const cancelled = props.cancelledClass ?? `${block}--cancelled`;
  const facts = (
    <>
      {when === "text" ? (
        <p className={`${block}__time`}>
          {event.time}
          <EventStateBadge event={event} />
        </p>
      ) : (
        <EventWhen event={event} className={when === "date" ? `${block}__when` : `${block}__time`} showDate={when === "date"} />
      )}
      <h3 className={titleClass ? `${block}__title` : undefined}>
        <Link to={event.url} className={linkClass} prefetch={prefetch ? "intent" : undefined}>
          {event.title}
        </Link>
      </h3>
      {showSubtitle && event.subtitle ? <p className={`${block}__subtitle`}>{event.subtitle}</p> : null}
      {event.venue ? (
        <p className={`${block}__place`}>
          <Link to={event.venue.url}>{event.venue.name}</Link>
          {event.room ? <span> · {event.room}</span> : null}
        </p>
      ) : null}
      {children}
      <FavouriteToggle event={event} look={favourite} />
    </>
  );
  return (
    <Root className={event.isCancelled ? `${block} ${cancelled}` : block}>
      {media}
      {withBody ? <div className={`${block}__body`}>{facts}</div> : facts}
    </Root>
  );
}
