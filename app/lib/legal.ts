import { href, LOCALES } from "./routes";

const LEGAL_IDS = ["legal-terms", "legal-privacy", "legal-imprint"] as const;

const LEGAL_PATHS = new Set(LOCALES.flatMap((locale) => LEGAL_IDS.map((id) => href(id, locale))));

/** Imprint, privacy and terms (de and en): the cookie manager stays away from them. */
export function isLegalPath(pathname: string): boolean {
  return LEGAL_PATHS.has(pathname.replace(/\/+$/, ""));
}
