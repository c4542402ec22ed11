/**
 * The address a rich-text link gets from what an editor typed: kept when it is a link visitors may
 * follow (https, http, mailto, tel, a path on this site or an #anchor); an address without a scheme
 * ("example.org/programm") gets https:// in front; any other scheme is refused.
 */
import { safeLinkUrl, withoutControlCharacters } from "~/lib/rich-text";

/** A scheme before the colon; a colon followed by a digit is a port ("example.org:8080"). */
const SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

export function linkUrlFromInput(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed === "") return null;
  const safe = safeLinkUrl(trimmed);
  if (safe !== null) return safe;
  if (SCHEME.test(withoutControlCharacters(trimmed)) || trimmed.startsWith("/") || trimmed.startsWith("\\")) return null;
  return safeLinkUrl(`https://${trimmed}`);
}

/** The editor's rule for a link's address: the visitors' rule (the server checks the same on save). */
export function isAllowedLinkUrl(url: string): boolean {
  return safeLinkUrl(url) !== null;
}
