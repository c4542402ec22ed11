/** What the Merkliste page gets from its loader (serialisable, formatted on the server). */
import type { EventCardData } from "~/lib/types/event-card";

/**
 * What the box office says about a marked event, as the event page's tickets section would: on sale,
 * on sale with few seats left ("nur noch 3 Plätze"), sold out, cancelled, or not sold here.
 */
export type FavouriteBooking = { kind: "bookable" } | { kind: "few"; left: number } | { kind: "soldOut" } | { kind: "cancelled" } | { kind: "noSale" };

export interface FavouriteEventView extends EventCardData {
  booking: FavouriteBooking;
}

export interface FavouriteDayView {
  /** `YYYY-MM-DD` in Europe/Berlin. */
  day: string;
  /** "Samstag, 21. November 2026" in the page's language. */
  label: string;
  events: FavouriteEventView[];
}

/** The toggle's answer to a script submit (without script the action redirects back, 303). */
export type FavouriteActionData = { ok: true; favourites: number[] } | { ok: false; error: string; back: string | null; event: number | null };
