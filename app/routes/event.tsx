import type { LinksFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { BookingWidget } from "~/components/booking/booking-widget";
import { Credits } from "~/components/catalogue/credits";
import { useAgeLabel, useLanguageLabel, Fact } from "~/components/catalogue/facts";
import { catalogueMeta } from "~/components/catalogue/meta";
import { RichText } from "~/components/cms/rich-text";
import { EventStateNotice, EventWhen } from "~/components/events/event-row";
import { FavouriteToggle } from "~/components/events/favourite-toggle";
import { useTranslation } from "~/components/i18n";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { GallerySection } from "~/components/catalogue/gallery-section";
import type { StickyTicketHandle } from "~/lib/sticky-ticket";
import bookingStylesheet from "~/styles/booking.css?url";
import catalogueStylesheet from "~/styles/catalogue.css?url";
import cmsStylesheet from "~/styles/cms.css?url";
import { type EVENT_SECTIONS } from "~/lib/detail-sections";
// The loader and the action live in a server module: what they import stays out of the browser.
import { eventLoader, eventAction } from "~/routes/event.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: cmsStylesheet },
  { rel: "stylesheet", href: catalogueStylesheet },
  { rel: "stylesheet", href: bookingStylesheet },
];

/** Sections of the event page, ordered by `design_settings.event_detail_order` (see docs/decisions). */
export { EVENT_SECTIONS } from "~/lib/detail-sections";

export const loader = eventLoader;

export const action = eventAction;

export const meta = catalogueMeta;

// The sticky bar's 'Book tickets' (when the event has seat groups, i.e. prices to sell, and is not over).
export const handle: StickyTicketHandle = {
  stickyTicket: (data) => {
    const event = (data as { event?: { seatGroups?: unknown[]; isOver?: boolean } } | undefined)?.event;
    return (event?.seatGroups ?? []).length > 0 && !event?.isOver ? { kind: "book", href: "#tickets" } : null;
  },
};

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

/** The booking widget where the event sells, else the price list (and the webshop link); nothing to buy once it is over. */
function Tickets({ event, booking }: { event: Data["event"]; booking: Data["booking"] }) {
  const { t } = useTranslation();
  const failure = useActionData<typeof action>()?.booking ?? null;
  const groups = event.seatGroups.filter((g) => g.prices.length > 0);
  const widget = booking.offer && !event.isCancelled && !event.isSoldOut ? booking.offer : null;
  return (
    <section id="tickets" className="catalogue-section catalogue-tickets" aria-labelledby="tickets-title">
      <h2 id="tickets-title">{t("catalogue.tickets")}</h2>
      <EventStateNotice event={event} />
      {event.isOver ? (
        <p>{t("catalogue.over")}</p>
      ) : widget ? (
        <BookingWidget id={`booking-${widget.eventJetId}`} offer={widget} nonce={booking.nonce} booked={booking.booked} failure={failure} />
      ) : (
        <PriceList event={event} groups={groups} />
      )}
    </section>
  );
}

function PriceList({ event, groups }: { event: Data["event"]; groups: Data["event"]["seatGroups"] }) {
  const { t } = useTranslation();
  return (
    <>
      {groups.length === 0 ? <p>{t("catalogue.ticketsNone")}</p> : null}
      {groups.map((group) => (
        <div key={group.id} className="price-group">
          <h3>
            {group.name}
            {!group.offered ? <span className="price-group__note"> ({t("catalogue.notOffered")})</span> : null}
          </h3>
          {group.text ? <p className="price-group__text">{group.text}</p> : null}
          <ul className="price-list">
            {group.prices.map((price) => (
              <li key={price.id}>
                <span>
                  {price.name}
                  {price.text ? <small> – {price.text}</small> : null}
                </span>
                <span className="price-list__amount">{price.label}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {event.ticketUrl && !event.isCancelled && !event.isSoldOut ? (
        <p>
          <a className="button" href={event.ticketUrl}>
            {t("catalogue.buyTickets")}
          </a>
        </p>
      ) : null}
    </>
  );
}

export default function EventPage() {
  const { event, image, sections, breadcrumb, locale, booking } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const age = useAgeLabel()(event.production.ageFrom, event.production.ageTo);
  const language = useLanguageLabel()(event.production.language);

  const render = (key: (typeof EVENT_SECTIONS)[number]) => {
    switch (key) {
      case "tickets":
        return <Tickets key={key} event={event} booking={booking} />;
      case "description":
        return (
          <section key={key} className="catalogue-section" aria-labelledby="description-title">
            <h2 id="description-title">{t("catalogue.description")}</h2>
            {event.production.teaser ? <p className="catalogue-lead">{event.production.teaser}</p> : null}
            <RichText value={event.production.text} />
            <p>
              <Link className="link-arrow" to={event.productionUrl}>
                {t("catalogue.production")}: {event.production.title}
              </Link>
            </p>
          </section>
        );
      case "persons":
        return event.persons.length ? (
          <section key={key} className="catalogue-section" aria-labelledby="persons-title">
            <h2 id="persons-title">{t("catalogue.persons")}</h2>
            <Credits persons={event.persons} locale={locale} />
          </section>
        ) : null;
      case "venue":
        return event.venue && event.venueUrl ? (
          <section key={key} className="catalogue-section" aria-labelledby="venue-title">
            <h2 id="venue-title">{t("catalogue.venue")}</h2>
            <p>
              <Link to={event.venueUrl}>{event.venue.name}</Link>
              {event.room ? ` · ${event.room}` : null}
            </p>
            <address>
              {event.venue.street}
              <br />
              {event.venue.zip} {event.venue.city}
            </address>
          </section>
        ) : null;
      case "gallery":
        return <GallerySection key={key} image={image} />;
    }
  };

  return (
    <article className={event.isCancelled ? "catalogue-detail is-cancelled" : "catalogue-detail"}>
      <Breadcrumb items={[...breadcrumb, { label: event.title, url: null }]} />
      <header className="catalogue-header">
        <EventWhen event={event} className="catalogue-header__when" showDate />
        <h1>{event.title}</h1>
        {event.subtitle ? <p className="catalogue-header__subtitle">{event.subtitle}</p> : null}
      </header>
      <dl className="catalogue-facts">
        <div>
          <dt>{t("catalogue.date")}</dt>
          <dd>{event.date}</dd>
        </div>
        <div>
          <dt>{t("catalogue.time")}</dt>
          <dd>{event.time}</dd>
        </div>
        {event.venue && event.venueUrl ? (
          <div>
            <dt>{t("catalogue.venue")}</dt>
            <dd>
              <Link to={event.venueUrl}>{event.venue.name}</Link>
              {event.room ? ` · ${event.room}` : null}
            </dd>
          </div>
        ) : null}
        {event.series && event.seriesUrl ? (
          <div>
            <dt>{t("catalogue.series")}</dt>
            <dd>
              <Link to={event.seriesUrl}>{event.series.name}</Link>
            </dd>
          </div>
        ) : null}
        <Fact label={t("catalogue.type")} value={event.exhibitionType} />
        <Fact label={t("catalogue.genre")} value={event.genre} />
        <Fact label={t("catalogue.age")} value={age} />
        <Fact label={t("catalogue.language")} value={language} />
      </dl>
      <div className="catalogue-actions">
        {event.isOver ? null : <FavouriteToggle event={event} look="button" />}
        {/* A file, not a page: the browser downloads it, with or without script. */}
        <a className="link-arrow" href={event.calendarUrl} download>
          {t("catalogue.addToCalendar")}
        </a>
      </div>
      {event.tags.length ? (
        <ul className="catalogue-tags" aria-label={t("catalogue.tags")}>
          {event.tags.map((tag) => (
            <li key={`${tag.slug}-${tag.id}`}>{tag.name}</li>
          ))}
        </ul>
      ) : null}
      {sections.map(render)}
    </article>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
