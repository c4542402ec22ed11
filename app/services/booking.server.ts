/**
 * The booking widget's part of the event page's loader: the box office's offer in the widget's
 * shape, a form key against double submits, and the "booked" summary after the no-JS form's 303.
 */
import crypto from "node:crypto";
import type { WidgetOffer } from "~/lib/booking";
import { formatTime } from "~/lib/dates";
import { formatCents } from "~/lib/price";
import type { Locale } from "~/lib/routes";
import { getDesignSettings } from "~/models/settings.server";
import { boxOffice } from "./box-office/box-office.server";
import type { EventOffer } from "./box-office/types.server";
import { formKeyFor } from "./http/answer-tokens.server";
import { readCartToken } from "./box-office/cart-cookies.server";

export interface BookingData {
  /** Null when the event sells nothing here (cancelled, over, no offered seat group). */
  offer: WidgetOffer | null;
  /** The no-JS form's key, unique per answer (also one from the page cache) and scoped to the visitor by the action. */
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

/**
 * The no-JS form's key against double submits, unique per answer: derived from the answer's CSP
 * nonce where there is one (a page the page cache may store, which then puts a fresh one into every
 * answer it gives), else random (an answer that is never stored).
 */
export function formNonce(cspNonce = ""): string {
  return cspNonce ? formKeyFor(cspNonce) : crypto.randomBytes(12).toString("base64url");
}

export async function bookingData(request: Request, cspNonce: string, eventJetId: number, locale: Locale, currency: string): Promise<BookingData> {
  const offer = await boxOffice().offer(eventJetId, locale);
  return {
    offer: offer ? widgetOffer(offer, locale, currency) : null,
    nonce: formNonce(cspNonce),
    booked: bookedTickets(request),
  };
}

/**
 * One event's widget offer for the event overlay, which loads it when a visitor opens the widget:
 * null for an unknown event, one that sells nothing here, and one without a seat left in any
 * offered seat group (sold out) — the overlay says so and links to the event page instead.
 */
export async function overlayOffer(eventJetId: number, locale: Locale): Promise<WidgetOffer | null> {
  const [offer, design] = await Promise.all([boxOffice().offer(eventJetId, locale), getDesignSettings()]);
  const widget = offer ? widgetOffer(offer, locale, design.parsers.currency ?? "€") : null;
  return widget && widget.seatGroups.some((group) => group.offered && group.left > 0) ? widget : null;
}
