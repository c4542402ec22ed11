/**
 * The Merkliste (favourites): the events a visitor marked, kept in a cookie of their own — no
 * account needed (docs/decisions/0066-merkliste.md). The cookie holds event ids, sorted and unique,
 * joined by dots (`12.40.113`); the page cache keys on the same reading of it.
 */

/** The cookie's name ("named for the site", like the alert's). */
export const FAVOURITES_COOKIE = "festival-merkliste";
export const FAVOURITES_COOKIE_DAYS = 365;
/** At most this many events on one Merkliste. */
export const MAX_FAVOURITES = 100;

/** An id as every input writes it (the rule of app/lib/schemas/common.ts, without zod for the browser). */
/** An id's digits: 1 to 999999999, without sign or leading zero. */
const ID_DIGITS = "[1-9]\\d{0,8}";
const ID = new RegExp(`^${ID_DIGITS}$`);
/** Longer than the server ever writes (100 ids of 9 digits and their dots): not ours, ignored. */
const MAX_COOKIE_LENGTH = MAX_FAVOURITES * 10;

/** An event id as a form or cookie spells it: 1 to 999999999, digits without sign or leading zero. */
export function parseEventId(value: unknown): number | null {
  return typeof value === "string" && ID.test(value) ? Number(value) : null;
}

/**
 * The ids a cookie value holds, sorted and unique. What is not an id is skipped; a value longer than
 * the server writes is ignored as a whole; more than `MAX_FAVOURITES` ids keep the first ones.
 */
export function parseFavourites(raw: string | undefined | null): number[] {
  if (!raw || raw.length > MAX_COOKIE_LENGTH) return [];
  const ids = new Set<number>();
  for (const part of raw.split(".")) {
    const id = parseEventId(part);
    if (id !== null) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b).slice(0, MAX_FAVOURITES);
}

/** The cookie value of a list: sorted, unique, dot-separated ("" for none). */
export function serializeFavourites(ids: Iterable<number>): string {
  return [...new Set(ids)].sort((a, b) => a - b).join(".");
}

/** What the toggle asks for. */
export type FavouriteIntent = "add" | "remove";

/**
 * The toggle's form fields (the action's schema is app/lib/schemas/favourites.ts). `shown` is sent by
 * the script toggle only: the list as the page showed it when the heart was pressed, the base the
 * change applies to. The request's cookie would miss a press whose answer has not come back yet.
 */
export const FAVOURITE_FIELDS = { intent: "intent", event: "event", returnTo: "returnTo", shown: "shown" } as const;

/** A list as the cookie (and the toggle's `shown` field) spells it: ids joined by dots, at most `MAX_FAVOURITES`. */
export const FAVOURITES_VALUE = new RegExp(`^(?:${ID_DIGITS}(?:\\.${ID_DIGITS}){0,${MAX_FAVOURITES - 1}})?$`);

/** The anchor of an event's toggle, so a page reloaded after the plain form scrolls back to it. */
export function favouriteAnchor(eventId: number): string {
  return `merken-${eventId}`;
}
