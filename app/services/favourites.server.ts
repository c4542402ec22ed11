/**
 * The Merkliste (docs/decisions/0066-merkliste.md): the visitor's marked events from their cookie,
 * what the header counts, what the toggle changes, and the page's and the calendar file's events.
 * An event is on the list while it is online and not over (past its end, or its start without one);
 * the rest stays in the cookie, unshown, until the visitor next changes the list.
 */
import { FAVOURITES_COOKIE, MAX_FAVOURITES, parseFavourites, type FavouriteIntent } from "~/lib/favourites";
import { FEW_LEFT } from "~/lib/booking";
import type { Locale } from "~/lib/routes";
import type { FavouriteBooking, FavouriteDayView } from "~/lib/types/favourites";
import { findEventDetail, type EventDetail } from "~/models/event-detail.server";
import { findEventsByIds, listBookableEventIds, listCurrentEventIds, type EventSummary } from "~/models/events.server";
import { widgetOffer } from "./booking.server";
import { boxOffice } from "./box-office/box-office.server";
import type { EventOffer } from "./box-office/types.server";
import { eventCard } from "./event-card.server";
import { readCookie } from "./http/cookies.server";
import type { RequestLike } from "./http/request.server";
import { berlinDay } from "./programme.server";

/** The ids the request's cookie holds, as the page cache reads them (app/services/http/page-variant.server.ts). */
export function cookieFavourites(request: RequestLike): number[] {
  return parseFavourites(readCookie(request, FAVOURITES_COOKIE));
}

/** Of the ids, those of events the visitor can still go to (what the header counts and the hearts show). */
export async function currentFavourites(ids: number[], now: Date): Promise<number[]> {
  if (ids.length === 0) return [];
  const current = await listCurrentEventIds(ids, now.toISOString());
  return ids.filter((id) => current.has(id));
}

export type FavouriteChange = { ok: true; ids: number[] } | { ok: false; status: 404 | 409; reason: "unknown" | "full" };

/**
 * The list after adding or removing an event, without the events that are over or gone. Adding an
 * event nobody can go to (unknown, offline, over) is refused (404), as is a 101st event (409);
 * removing one that is not there changes nothing.
 */
export async function changeFavourites(ids: number[], intent: FavouriteIntent, eventId: number, now: Date): Promise<FavouriteChange> {
  const current = await listCurrentEventIds([...ids, eventId], now.toISOString());
  const kept = ids.filter((id) => current.has(id) && id !== eventId);
  if (intent === "remove") return { ok: true, ids: kept };
  if (!current.has(eventId)) return { ok: false, status: 404, reason: "unknown" };
  if (kept.length >= MAX_FAVOURITES) return { ok: false, status: 409, reason: "full" };
  return { ok: true, ids: [...kept, eventId].sort((a, b) => a - b) };
}

const isOver = (event: Pick<EventSummary, "startsAt" | "endsAt">, nowIso: string) => (event.endsAt ?? event.startsAt) <= nowIso;
const byStart = (a: Pick<EventSummary, "startsAt" | "id">, b: Pick<EventSummary, "startsAt" | "id">) => a.startsAt.localeCompare(b.startsAt) || a.id - b.id;

/** Seats still to be had as the booking widget counts them: per offered seat group, at its best timeslot. */
function seatsLeft(offer: EventOffer | null, locale: Locale, now: Date): number | null {
  const widget = offer ? widgetOffer(offer, locale, "", now) : null;
  if (!widget) return null;
  const timeslots = widget.timeslots.length > 0;
  return widget.seatGroups
    .filter((group) => group.offered)
    .reduce((sum, group) => sum + (timeslots ? Math.max(0, ...widget.timeslots.map((slot) => group.leftBySlot[slot.blockId] ?? 0)) : group.left), 0);
}

/** The booking state of each event: the box office's offer for those that sell here. */
async function bookingStates(events: EventSummary[], locale: Locale, now: Date): Promise<Map<number, FavouriteBooking>> {
  const bookable = await listBookableEventIds(events.map((event) => event.id), now.toISOString());
  const states = await Promise.all(
    events.map(async (event): Promise<[number, FavouriteBooking]> => {
      if (event.isCancelled) return [event.id, { kind: "cancelled" }];
      if (event.isSoldOut) return [event.id, { kind: "soldOut" }];
      if (!bookable.has(event.id)) return [event.id, { kind: "noSale" }];
      const left = seatsLeft(await boxOffice().offer(event.idJet, locale), locale, now);
      if (left === null) return [event.id, { kind: "noSale" }];
      if (left <= 0) return [event.id, { kind: "soldOut" }];
      return [event.id, left <= FEW_LEFT ? { kind: "few", left } : { kind: "bookable" }];
    }),
  );
  return new Map(states);
}

/** The marked events still to come, by Europe/Berlin day, each with its booking state. */
export async function favouriteDays(ids: number[], locale: Locale, now: Date): Promise<FavouriteDayView[]> {
  const found = await findEventsByIds(ids, locale);
  const nowIso = now.toISOString();
  const events = [...found.values()].filter((event) => event.isOnline && !isOver(event, nowIso)).sort(byStart);
  const states = await bookingStates(events, locale, now);
  const days: FavouriteDayView[] = [];
  for (const event of events) {
    const card = eventCard(event, locale);
    const booking = states.get(event.id) ?? { kind: "noSale" };
    const day = berlinDay(event.startsAt);
    let group = days[days.length - 1];
    if (!group || group.day !== day) days.push((group = { day, label: card.date, events: [] }));
    group.events.push({ ...card, isSoldOut: card.isSoldOut || booking.kind === "soldOut", booking });
  }
  return days;
}

/** The marked events still to come with everything their calendar entries need, in date order. */
export async function favouriteCalendarEvents(ids: number[], locale: Locale, now: Date): Promise<EventDetail[]> {
  const current = await currentFavourites(ids, now);
  const details = await Promise.all(current.map((id) => findEventDetail(id, locale)));
  return details.filter((event): event is EventDetail => event !== undefined).sort(byStart);
}
