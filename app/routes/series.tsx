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
import { findSeries } from "~/models/series.server";
import { detailId, ensureCanonical, shareImage } from "~/services/catalogue.server";
import { notFound } from "~/services/http/http-errors.server";
import { fixedT, requestLocale } from "~/services/i18n.server";
import { upcomingEventCards } from "~/services/upcoming-events.server";
import catalogueStylesheet from "~/styles/catalogue.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: catalogueStylesheet }];

const UPCOMING_EVENTS = 50;

// /de/series/{slug?}/{id} — a series with its upcoming events; subscriptions link back to their list.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const id = await detailId(request, params);
  const series = await findSeries(id, locale);
  if (!series) throw await notFound();
  const alternates = { de: href("series", "de", { slug: series.slug, id }), en: href("series", "en", { slug: series.slug, id }) };
  ensureCanonical(request, alternates[locale]);
  const [images, events, t] = await Promise.all([
    findImages([series.imageId], locale),
    upcomingEventCards({ seriesId: id }, UPCOMING_EVENTS, locale),
    fixedT(locale),
  ]);
  const image = series.imageId !== null ? images.get(series.imageId) : undefined;
  return {
    locale,
    alternates,
    series,
    events,
    image: image ?? null,
    parent: series.isSubscription ? { label: t("catalogue.seriesDetail.subscriptions"), url: href("subscriptions", locale) } : null,
    meta: { title: series.name, description: "", image: await shareImage(image, images), path: alternates[locale] },
  };
}

export const meta = catalogueMeta;

export default function SeriesPage() {
  const { series, events, image, locale, parent } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <article className="catalogue-detail">
      <Breadcrumb items={[{ label: null, url: href("home", locale) }, ...(parent ? [parent] : []), { label: series.name, url: null }]} />
      <header className="catalogue-header">
        <h1>{series.name}</h1>
      </header>
      {image ? <ResponsiveImage image={image} sizes={imageSizes(1240)} className="catalogue-image" priority /> : null}
      <RichText value={series.text} />
      <section className="catalogue-section" aria-labelledby="upcoming-title">
        <h2 id="upcoming-title">{t("catalogue.seriesDetail.upcoming")}</h2>
        {events.length ? <EventCards events={events} label={t("catalogue.seriesDetail.upcoming")} /> : <p>{t("catalogue.noUpcoming")}</p>}
      </section>
    </article>
  );
}

export { ErrorBoundary } from "~/components/error/route-error-boundary";
