/**
 * Every cookie the browser reads or writes (consent, the closed alert, the CSRF token) goes through
 * here, site-wide and SameSite=Lax. Values are written and read as they stand: the server sets the same
 * cookies with the same text (consent is serializeConsent()'s URI-encoded JSON, ids are digits, tokens
 * base64url), so browser and server never disagree about one cookie's encoding; a value must therefore
 * hold no `;`, `,` or whitespace. One exception: the notice layer's inline script
 * (app/services/notice-script.server.ts) reads and writes its cookie by hand, because it runs before any
 * module, in browsers our modules may not run in.
 */
export interface BrowserCookieOptions {
  /** Lifetime in days (a past lifetime deletes the cookie). */
  days: number;
  /** Only over HTTPS. */
  secure?: boolean;
}

const DAY_MS = 86_400_000;

export function writeBrowserCookie(name: string, value: string, { days, secure = false }: BrowserCookieOptions): void {
  const expires = new Date(Date.now() + days * DAY_MS).toUTCString();
  document.cookie = `${name}=${value}; path=/; expires=${expires}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function readBrowserCookie(name: string): string | undefined {
  for (const pair of document.cookie.split("; ")) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at) === name) return pair.slice(at + 1);
  }
  return undefined;
}
