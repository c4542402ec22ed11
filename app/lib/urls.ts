/** An absolute http(s) link to another site. */
export function isExternal(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** A placeholder origin to resolve redirect targets against; only its being one fixed origin matters. */
const REDIRECT_BASE = "http://redirect-target.invalid";
/** Longer targets are not links this site makes. */
const MAX_REDIRECT_LENGTH = 2048;
/** Control characters (C0, DEL) and the backslash, which browsers read as a slash in a URL. */
function hasUnsafeCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/** Percent-escapes decoded byte by byte (never fails: a stray "%" stays), enough to spot what they hide. */
function percentDecoded(value: string): string {
  return value.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Read as a URL, a path starting with two slashes (or a slash and a backslash) names another host. */
const OTHER_HOST = /^\/[/\\]/;

/**
 * A redirect target that stays on this site, as the path, query and fragment to put in `Location`; the
 * fallback for anything else. The target must be a path starting with "/", free of control characters
 * and backslashes (raw or percent-encoded) and, resolved by the WHATWG URL parser against a fixed
 * origin, keep that origin; the answer is the parsed form (non-ASCII percent-encoded, dot segments
 * resolved), and it must not start with "//" either, so no browser can read it as another host.
 */
export function safeRedirectPath(target: unknown, fallback: string): string {
  if (typeof target !== "string" || target.length > MAX_REDIRECT_LENGTH || !target.startsWith("/")) return fallback;
  const decoded = percentDecoded(target);
  if (hasUnsafeCharacter(decoded) || OTHER_HOST.test(decoded)) return fallback;
  let url: URL;
  try {
    url = new URL(target, REDIRECT_BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== REDIRECT_BASE) return fallback;
  const location = `${url.pathname}${url.search}${url.hash}`;
  if (!/^\/[\u0021-\u007e]*$/.test(location) || OTHER_HOST.test(percentDecoded(location))) return fallback;
  return location;
}

/** The path of a URL without the given query parameter. */
export function withoutQueryParam(url: URL, name: string): string {
  const params = new URLSearchParams(url.search);
  params.delete(name);
  const qs = params.toString();
  return `${url.pathname}${qs ? `?${qs}` : ""}`;
}
