import type { LoaderFunctionArgs } from "@remix-run/node";
import { href } from "~/lib/routes";
import { findEventDetail } from "~/models/event-detail.server";
import { detailId, ensureCanonical } from "~/services/catalogue.server";
import { eventsCalendar } from "~/services/event-calendar.server";
import { notFound } from "~/services/http/http-errors.server";
import { requestLocale } from "~/services/i18n.server";

// /de/programm/{slug}/{id}/kalender.ics · /en/events/{slug}/{id}/calendar.ics — the event as an
// iCalendar file ("add to calendar"); a stale slug redirects like the event's page.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const id = await detailId(request, params);
  const event = await findEventDetail(id, locale);
  if (!event) throw await notFound();
  ensureCanonical(request, href("event-calendar", locale, { slug: event.slugs[locale] || "-", id }));
  const name = `${event.slugs[locale] || "event"}-${id}.ics`;
  return new Response(await eventsCalendar([event], locale), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name.replace(/[^\w.-]/g, "-")}"`,
      "Cache-Control": "public, max-age=0, s-maxage=60",
    },
  });
}
