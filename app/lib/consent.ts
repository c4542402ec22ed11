import { isLegalPath } from "./legal";

/** The cookie that holds the visitor's choice per consent category. */
export const CONSENT_COOKIE = "festival-consent";
export const CONSENT_MAX_AGE_DAYS = 365;

export const CONSENT_CATEGORIES = ["required", "tracking", "marketing", "external_media"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** Media services that stay behind a placeholder until external media is accepted. */
export const MEDIA_SERVICES = ["youtube", "vimeo", "spotify", "soundcloud", "podigee", "issuu", "typeform"] as const;
export type MediaService = (typeof MEDIA_SERVICES)[number];

export interface Consent {
  v: 1;
  tracking: boolean;
  marketing: boolean;
  external_media: boolean;
  /** True when the visitor declined everything optional. */
  declined: boolean;
}

// Checked by hand rather than with zod: this runs in the browser on every page, and the cookie is
// ours (a wrong shape simply means "no choice yet").
export function parseConsent(raw: string | undefined | null): Consent | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    if (!value || typeof value !== "object") return null;
    const c = value as Record<string, unknown>;
    const flags = [c.tracking, c.marketing, c.external_media, c.declined];
    if (c.v !== 1 || !flags.every((f) => typeof f === "boolean")) return null;
    return { v: 1, tracking: !!c.tracking, marketing: !!c.marketing, external_media: !!c.external_media, declined: !!c.declined };
  } catch {
    return null;
  }
}

export function serializeConsent(consent: Consent): string {
  return encodeURIComponent(JSON.stringify(consent));
}

export function consentFrom(choice: { tracking?: boolean; marketing?: boolean; external_media?: boolean }): Consent {
  const tracking = !!choice.tracking;
  const marketing = !!choice.marketing;
  const external_media = !!choice.external_media;
  return { v: 1, tracking, marketing, external_media, declined: !tracking && !marketing && !external_media };
}

/**
 * The manager shows while there is no choice, never on the legal pages, and again when a visitor who
 * declined comes back from one of them.
 */
export function shouldShowConsent(consent: Consent | null, pathname: string, previous: string | null): boolean {
  if (isLegalPath(pathname)) return false;
  if (!consent) return true;
  if (!consent.declined || !previous) return false;
  try {
    return isLegalPath(new URL(previous, "http://x").pathname);
  } catch {
    return false;
  }
}
