import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { filterOf, ProgrammeQuery } from "~/lib/programme-query";
import { urlForEvent, urlForVenue } from "~/lib/entity-urls";
import { PROGRAMME_PAGE_SIZE } from "~/lib/programme-filters";
import { pageCount } from "~/lib/paging";
import { listProgrammeEvents } from "~/models/events.server";
import { findImages } from "~/models/images.server";
import { apiError, apiJson, paged, parseQuery } from "~/services/http/json-api.server";
import { requestLocale } from "~/services/i18n.server";
import { largeImageUrl, programmeCriteria } from "~/services/programme.server";

const EventsQuery = ProgrammeQuery.extend({
  page_size: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.string().regex(/^\d{1,3}$/, "must be a number").transform(Number).refine((n) => n >= 1 && n <= 100, "must be from 1 to 100").optional(),
  ),
});

// GET /{locale}/api/events/?room&type&tag&series&genre&date&page&page_size=10 — the programme as a
// paged list {count, next, previous, results}; without a date from now on, with one that day only.
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const query = parseQuery(request, EventsQuery);
  const size = query.page_size ?? PROGRAMME_PAGE_SIZE;
  const criteria = programmeCriteria(filterOf(query), query.date, new Date());
  const { count, events } = await listProgrammeEvents(criteria, { offset: (query.page - 1) * size, limit: size }, locale);
  if (query.page > 1 && events.length === 0) return apiError(request, 404, "Invalid page.");
  const images = await findImages(events.map((e) => e.imageId), locale);
  const pages = pageCount(count, size);
  return apiJson(
    paged(request, { page: query.page, pages, count }, events.map((e) => ({
      id: e.id,
      title: e.title,
      subtitle: e.subtitle,
      slug: e.slug,
      url: urlForEvent(locale, e),
      date_start: e.startsAt,
      date_end: e.endsAt,
      event_type_new: e.eventType,
      production: e.productionId,
      is_cancelled: e.isCancelled,
      is_sold_out: e.isSoldOut,
      ticket_url: e.ticketUrl,
      room: e.roomId !== null ? { id: e.roomId, name: e.room } : null,
      venue: e.venue ? { id: e.venue.id, name: e.venue.name, url: urlForVenue(locale, e.venue) } : null,
      tags: e.tags,
      image_thumbnails: { large: largeImageUrl(images.get(e.imageId ?? -1)) },
    }))),
  );
}
