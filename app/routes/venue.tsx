import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EventCards } from "~/components/catalogue/event-cards";
import { catalogueMeta } from "~/components/catalogue/meta";
import { RichText } from "~/components/cms/rich-text";
import { useTranslation } from "~/components/i18n";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { imageSizes } from "~/lib/images";
import { href } from "~/lib/routes";
import { findImages } from "~/models/images.server";
import { findVenueDetail } from "~/models/venues.server";
import { detailId, ensureCanonical, shareImage } from "~/services/catalogue.server";
import { notFound } from "~/services/http/http-errors.server";
import { requestLocale } from "~/services/i18n.server";
import { upcomingEventCards } from "~/services/upcoming-events.server";
import catalogueStylesheet from "~/styles/catalogue.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: catalogueStylesheet }];

/** A plain link to OpenStreetMap at the venue's coordinates (no embed, no third-party request). */
function mapUrl(lat: number, lng: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
}

// /de/venues/{slug}/{id} · /en/venues/{slug}/{id}
export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const id = await detailId(request, params);
  const venue = await findVenueDetail(id, locale);
  if (!venue) throw await notFound();
  const alternates = { de: href("venue", "de", { slug: venue.slug || "-", id }), en: href("venue", "en", { slug: venue.slug || "-", id }) };
  ensureCanonical(request, alternates[locale]);
  const [images, events] = await Promise.all([findImages([venue.imageId], locale), upcomingEventCards({ venueId: id }, 20, locale)]);
  const image = venue.imageId !== null ? images.get(venue.imageId) : undefined;
  return {
    locale,
    alternates,
    venue: { ...venue, mapUrl: venue.lat !== null && venue.lng !== null ? mapUrl(venue.lat, venue.lng) : null },
    events,
    image: image ?? null,
    meta: { title: venue.name, description: `${venue.street}, ${venue.zip} ${venue.city}`, image: await shareImage(image, images), path: alternates[locale], ogType: "place" },
  };
}

export const meta = catalogueMeta;

export default function VenuePage() {
  const { venue, events, image, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <article className="catalogue-detail">
      <Breadcrumb items={[{ label: null, url: href("home", locale) }, { label: venue.name, url: null }]} />
      <header className="catalogue-header">
        <h1>{venue.name}</h1>
      </header>
      {image ? <ResponsiveImage image={image} sizes={imageSizes(1240)} className="catalogue-image" priority /> : null}
      <section className="catalogue-section catalogue-contact" aria-labelledby="address-title">
        <h2 id="address-title">{t("catalogue.venueDetail.address")}</h2>
        <address>
          {venue.street}
          <br />
          {venue.zip} {venue.city}
        </address>
        {venue.phone ? (
          <p>
            {t("catalogue.venueDetail.phone")}: <a href={`tel:${venue.phone.replace(/\s+/g, "")}`}>{venue.phone}</a>
          </p>
        ) : null}
        {venue.website ? (
          <p>
            {t("catalogue.venueDetail.website")}:{" "}
            <a href={venue.website} rel="noopener noreferrer">
              {venue.website.replace(/^https?:\/\//, "")}
            </a>
          </p>
        ) : null}
        {venue.mapUrl ? (
          <p>
            <a className="link-arrow" href={venue.mapUrl} rel="noopener noreferrer">
              {t("catalogue.venueDetail.map")}
            </a>
          </p>
        ) : null}
      </section>
      <RichText value={venue.description} />
      {venue.rooms.length ? (
        <section className="catalogue-section" aria-labelledby="rooms-title">
          <h2 id="rooms-title">{t("catalogue.venueDetail.rooms")}</h2>
          <ul>
            {venue.rooms.map((room) => (
              <li key={room.id}>{room.name}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="catalogue-section" aria-labelledby="upcoming-title">
        <h2 id="upcoming-title">{t("catalogue.venueDetail.upcoming")}</h2>
        {events.length ? <EventCards events={events} label={t("catalogue.venueDetail.upcoming")} /> : <p>{t("catalogue.noUpcoming")}</p>}
      </section>
    </article>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
