import { useTranslation } from "~/components/i18n";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { VenueCard } from "~/lib/types/cms-modules";
import { RichText } from "../rich-text";
import { isRecord } from "~/lib/is-record";
import { anchorId, cx, idOf, type ModuleData, type ModuleProps } from "./field-readers";
import { ModuleLink } from "./module-link";

function VenueArticle({ venue, data, detailed }: { venue: VenueCard; data: ModuleData; detailed: boolean }) {
  const { t } = useTranslation();
  const image = venue.imageId !== null ? data.images[venue.imageId] : undefined;
  return (
    <article className={cx("venue-card", detailed && "venue-card--detailed")}>
      {image ? <ResponsiveImage image={image} sizes={detailed ? "(min-width: 48em) 20rem, 100vw" : "(min-width: 48em) 10rem, 100vw"} /> : null}
      <div className="venue-card__body">
        <h3>
          <ModuleLink to={venue.url}>{venue.name}</ModuleLink>
        </h3>
        <address>
          {venue.street}
          <br />
          {venue.zip} {venue.city}
          {venue.phone ? (
            <>
              <br />
              {t("cms.venue.phone")}: <a href={`tel:${venue.phone.replace(/[^\d+]/g, "")}`}>{venue.phone}</a>
            </>
          ) : null}
        </address>
        {detailed ? <RichText value={venue.description} className="rich-text venue-card__text" /> : null}
        {detailed ? (
          <p className="venue-card__links">
            <ModuleLink to={venue.url} className="link-arrow">
              {t("cms.venue.more")}
            </ModuleLink>
            {venue.website ? (
              <ModuleLink to={venue.website} className="link-arrow">
                {t("cms.venue.website")}
              </ModuleLink>
            ) : null}
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** One venue: image, name, address, phone, description and links. */
export function VenueModule({ fields, data }: ModuleProps) {
  const id = idOf(fields.venue);
  const venue = id === null ? undefined : data.venues[id];
  if (!venue) return null;
  return (
    <div className="module module-venue" id={anchorId(fields.anchor)}>
      <VenueArticle venue={venue} data={data} detailed />
    </div>
  );
}

/** Several venues as compact cards. */
export function VenueListModule({ fields, data }: ModuleProps) {
  const venues = (Array.isArray(fields.children) ? fields.children : [])
    .map((child) => (isRecord(child) ? idOf(child.venue) : idOf(child)))
    .map((id) => (id === null ? undefined : data.venues[id]))
    .filter((v): v is VenueCard => !!v);
  if (venues.length === 0) return null;
  return (
    <ul className="module module-venuelist" id={anchorId(fields.anchor)}>
      {venues.map((venue) => (
        <li key={venue.id}>
          <VenueArticle venue={venue} data={data} detailed={false} />
        </li>
      ))}
    </ul>
  );
}
