/**
 * The booking widget's part of the event page's loader: the box office's offer in the widget's
 * shape, a form key against double submits, and the "booked" summary after the no-JS form's 303.
 */
import crypto from "node:crypto";
import type { WidgetOffer } from "~/lib/booking";
import { formatTime } from "~/lib/dates";
import { formatCents } from "~/lib/price";
import type { Locale } from "~/lib/routes";
import { boxOffice, type EventOffer } from "./box-office.server";
import { readCartToken } from "./box-office-cookies.server";

export interface BookingData {
  /** Null when the event sells nothing here (cancelled, over, no offered seat group). */
  offer: WidgetOffer | null;
  /** A fresh key per render for the no-JS form (the action scopes it to the visitor). */
  nonce: string;
  /** Tickets the no-JS form has just put into the cart (`?booked=n` after its 303). */
  booked: number | null;
}

export function widgetOffer(offer: EventOffer, locale: Locale, currency: string, now = new Date()): WidgetOffer | null {
  if (!offer.bookable) return null;
  const seatGroups = offer.seatGroups
    .filter((group) => group.prices.length > 0)
    .map((group) => ({
      id: group.id,
      name: group.name,
      text: group.text,
      offered: group.status === 1,
      prices: group.prices.map((p) => ({
        id: p.id,
        saleTypeId: p.saleTypeId,
        name: p.name,
        text: p.text,
        cents: p.cents,
        label: formatCents(p.cents, currency),
        negative: p.cents < 0,
      })),
      left: group.left,
      leftBySlot: Object.fromEntries(group.timeslots.filter((s) => s.status === 1).map((s) => [s.blockId, s.left])),
    }));
  if (!seatGroups.some((g) => g.offered)) return null;
  // The event's timeslots are the same in every seat group; only "left" differs.
  const nowIso = now.toISOString();
  const timeslots = (offer.seatGroups[0]?.timeslots ?? [])
    .filter((s) => s.status === 1 && s.startsAt > nowIso)
    .map((s) => ({ blockId: s.blockId, startsAt: s.startsAt, label: formatTime(s.startsAt, locale) }));
  const hadTimeslots = (offer.seatGroups[0]?.timeslots.length ?? 0) > 0;
  // An event whose timeslots are all past or closed has nothing left to sell.
  if (hadTimeslots && timeslots.length === 0) return null;
  return { eventJetId: offer.idJet, currency, seatGroups, timeslots };
}

/** `?booked=n` counts only for a visitor who has a cart: a shared link shows no success message. */
function bookedTickets(request: Request): number | null {
  const raw = new URL(request.url).searchParams.get("booked");
  if (!raw || !/^\d{1,3}$/.test(raw) || !readCartToken(request)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}

export async function bookingData(request: Request, eventJetId: number, locale: Locale, currency: string): Promise<BookingData> {
  const offer = await boxOffice().offer(eventJetId, locale);
  return {
    offer: offer ? widgetOffer(offer, locale, currency) : null,
    nonce: crypto.randomBytes(12).toString("base64url"),
    booked: bookedTickets(request),
  };
}
