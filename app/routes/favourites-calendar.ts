import type { LoaderFunctionArgs } from "@remix-run/node";
import { now } from "~/services/clock.server";
import { eventsCalendar } from "~/services/event-calendar.server";
import { cookieFavourites, favouriteCalendarEvents } from "~/services/favourites.server";
import { fixedT, requestLocale } from "~/services/i18n.server";

// /de/merkliste/kalender.ics · /en/favourites/calendar.ics — every marked event still to come as one
// iCalendar file ("In den Kalender" for the whole Merkliste). One visitor's list: never shared.
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const at = now();
  const [events, t] = await Promise.all([favouriteCalendarEvents(cookieFavourites(request), locale, at), fixedT(locale)]);
  const name = `${t("favourites.title").toLowerCase()}.ics`;
  return new Response(await eventsCalendar(events, locale, at), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name.replace(/[^\w.-]/g, "-")}"`,
      "Cache-Control": "private, no-cache",
    },
  });
}
