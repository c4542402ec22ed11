import { ALERT_COOKIE, ALERT_COOKIE_DAYS } from "~/lib/alert";
import { NOTICE_COOKIE, NOTICE_COOKIE_DAYS, withDismissed, type NoticeKind } from "~/lib/notice";
import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS, parseConsent, serializeConsent, type Consent } from "~/lib/consent";
import { FAVOURITES_COOKIE, FAVOURITES_COOKIE_DAYS, serializeFavourites } from "~/lib/favourites";
import { cookieFromHeader } from "./cookies.server";
import { secureCookies } from "./session.server";

const DAY = 24 * 60 * 60;

function cookie(name: string, value: string, days: number): string {
  return [`${name}=${value}`, "Path=/", "SameSite=Lax", `Max-Age=${days * DAY}`, secureCookies() ? "Secure" : ""]
    .filter(Boolean)
    .join("; ");
}

/** Readable by script on purpose: the browser code updates the same cookies without a reload. */
export function consentCookie(consent: Consent): string {
  return cookie(CONSENT_COOKIE, serializeConsent(consent), CONSENT_MAX_AGE_DAYS);
}

export function alertCookie(alertId: number): string {
  return cookie(ALERT_COOKIE, String(alertId), ALERT_COOKIE_DAYS);
}

/**
 * The Merkliste: only the server writes it (the script toggle posts too), so script need not read it.
 * An empty list removes the cookie, so the visitor's pages are the cookieless ones again.
 */
export function favouritesCookie(ids: number[]): string {
  const value = serializeFavourites(ids);
  const base = cookie(FAVOURITES_COOKIE, value, value ? FAVOURITES_COOKIE_DAYS : 0);
  return `${base}; HttpOnly`;
}

/** The notice cookie after the visitor closed `kind` too (what the request's cookie `current` held stays). */
export function noticeCookie(current: string | undefined, kind: NoticeKind): string {
  return cookie(NOTICE_COOKIE, withDismissed(current, kind), NOTICE_COOKIE_DAYS);
}

/** True when the request's consent cookie (as the page reads it) agrees to tracking. */
export function consentsToTracking(cookieHeader: string | null): boolean {
  return parseConsent(cookieFromHeader(cookieHeader, CONSENT_COOKIE))?.tracking === true;
}
