/**
 * The few cookies the browser writes itself (consent, closed alert), without a cookie library: the
 * public page's JavaScript budget (100 KB gzip in all) has no room for one. Values are written as given, so a
 * caller passes cookie-safe text (serializeConsent() is already encoded, ids are digits).
 */
export interface BrowserCookieOptions {
  /** Lifetime in days. */
  days: number;
  /** Only over HTTPS. */
  secure?: boolean;
}

const SECONDS_PER_DAY = 24 * 60 * 60;

/** The `document.cookie` assignment for a site-wide, SameSite=Lax cookie. */
export function cookieAssignment(name: string, value: string, { days, secure = false }: BrowserCookieOptions): string {
  const expires = new Date(Date.now() + days * SECONDS_PER_DAY * 1000).toUTCString();
  return `${name}=${value}; path=/; expires=${expires}; max-age=${days * SECONDS_PER_DAY}; samesite=lax${secure ? "; secure" : ""}`;
}

/** A cookie's raw value in a `Cookie`-style list ("a=1; b=2"), undefined when it is not there. */
export function cookieValue(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(";")) {
    const separator = pair.indexOf("=");
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}

export function writeBrowserCookie(name: string, value: string, options: BrowserCookieOptions): void {
  document.cookie = cookieAssignment(name, value, options);
}

export function readBrowserCookie(name: string): string | undefined {
  return cookieValue(document.cookie, name);
}
