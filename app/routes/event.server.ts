import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { formatLongDate, formatTime } from "~/lib/dates";
import { urlForProgramme } from "~/lib/entity-urls";
import { formatCents } from "~/lib/price";
import { href } from "~/lib/routes";
import { findEventDetail } from "~/models/event-detail.server";
import { findImages } from "~/models/images.server";
import { getDesignSettings } from "~/models/settings.server";
import { bookingAction } from "~/services/booking-action.server";
import { now } from "~/services/clock.server";
import { bookingData } from "~/services/booking.server";
import { detailAlternates, detailId, ensureCanonical, orderSections, shareImage } from "~/services/catalogue.server";
import { notFound } from "~/services/http/http-errors.server";
import { fixedT, requestLocale } from "~/services/i18n.server";
import { EVENT_SECTIONS } from "~/lib/detail-sections";

// /de/programm/{slug}/{id} · /en/events/{slug}/{id}
export async function eventLoader({ request, params, context }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const id = await detailId(request, params);
  const event = await findEventDetail(id, locale);
  if (!event) throw await notFound();
  const alternates = detailAlternates("event", event.slugs, id);
  ensureCanonical(request, alternates[locale]);

  const design = await getDesignSettings();
  const currency = design.parsers.currency;
  const [images, booking] = await Promise.all([
    findImages([event.production.imageId, design.logoImageId], locale),
    bookingData(request, context.cspNonce, event.idJet, locale, currency ?? "€"),
  ]);
  const image = event.production.imageId !== null ? images.get(event.production.imageId) : undefined;
  return {
    locale,
    booking,
    alternates,
    event: {
      ...event,
      date: formatLongDate(event.startsAt, locale),
      time: formatTime(event.startsAt, locale),
      // Over (past its end, or its start without one): it sells nothing, the page says so, and it can
      // no longer go on the Merkliste.
      isOver: (event.endsAt ?? event.startsAt) <= now().toISOString(),
      productionUrl: href("production", locale, { slug: event.slugs[locale] || "-", id: event.production.id }),
      calendarUrl: href("event-calendar", locale, { slug: event.slugs[locale] || "-", id }),
      venueUrl: event.venue ? href("venue", locale, { slug: event.venue.slug || "-", id: event.venue.id }) : null,
      seriesUrl: event.series ? href("series", locale, { slug: event.series.slug, id: event.series.id }) : null,
      seatGroups: event.seatGroups.map((g) => ({ ...g, prices: g.prices.map((p) => ({ ...p, label: formatCents(p.cents, currency) })) })),
    },
    image: image ?? null,
    sections: orderSections(design.eventDetailOrder, EVENT_SECTIONS),
    breadcrumb: [
      { label: null, url: href("home", locale) },
      { label: (await fixedT(locale))("catalogue.programme"), url: urlForProgramme(locale) },
    ],
    meta: {
      title: event.title,
      description: event.production.teaser,
      image: await shareImage(image, images),
      path: alternates[locale],
      ogType: "event",
    },
  };
}

// The booking widget without JavaScript posts here (intent=book).
export function eventAction(args: ActionFunctionArgs) {
  return bookingAction(args);
}
