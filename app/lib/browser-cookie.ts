import Cookies from "js-cookie";

/**
 * Every cookie the browser reads or writes (consent, the closed alert, the CSRF token) goes through
 * js-cookie, site-wide and SameSite=Lax. Values are written and read as they stand: the server sets
 * the same cookies with the same text (consent is serializeConsent()'s URI-encoded JSON, ids are
 * digits, tokens base64url), so browser and server never disagree about one cookie's encoding.
 * One exception: the notice layer's inline script (app/services/notice-script.server.ts) reads and
 * writes its cookie by hand, because it runs before any module, in browsers our modules (and
 * js-cookie with them) may not run in.
 */
export interface BrowserCookieOptions {
  /** Lifetime in days. */
  days: number;
  /** Only over HTTPS. */
  secure?: boolean;
}

const siteCookies = Cookies.withConverter<string>({ read: (value) => value, write: (value) => value }).withAttributes({
  path: "/",
  sameSite: "lax",
});

export function writeBrowserCookie(name: string, value: string, { days, secure = false }: BrowserCookieOptions): void {
  siteCookies.set(name, value, { expires: days, secure });
}

export function readBrowserCookie(name: string): string | undefined {
  return siteCookies.get(name);
}
