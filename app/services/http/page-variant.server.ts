/**
 * Which of a request's cookies change the HTML of a public page — the page cache keys on them
 * (./page-cache.server.ts) and Cache-Control follows them (./cache-control.server.ts);
 * docs/decisions/0060-page-cache-key.md.
 *
 * - An editor's session makes every answer that person's own: no variant at all (null).
 * - Read by public pages, hence part of the variant: consent and alert dismissal (root loader), the
 *   header's ticket count (`cartAmount`, as the header shows it), whether the visitor holds a cart
 *   at all (the event page confirms a booking only to a cart holder) and the Merkliste (the header's
 *   count and every heart; its ids as the page reads them, hashed when long). Sent twice, one of them
 *   could be read one way by the page and another way by the key: no variant.
 * - Every other cookie is ignored: analytics and advertising cookies, the CSRF token, the cart's token
 *   and the order cookie (no public page shows them; a page that does says `no-store`), and the notice
 *   layer's dismissals (no page reads them: /notice.css and an inline script apply them, decision
 *   0068). Their values are handed on as `secrets`: a page that contains one of them is not shared.
 */
import crypto from "node:crypto";
import { ALERT_COOKIE } from "~/lib/alert";
import { CART_AMOUNT_COOKIE, CART_EXPIRES_COOKIE, CART_URL_COOKIE, cartAmountFrom } from "~/lib/cart-constants";
import { CONSENT_COOKIE } from "~/lib/consent";
import { FAVOURITES_COOKIE, parseFavourites, serializeFavourites } from "~/lib/favourites";
import { cartTokenCookieName, cartTokenFrom } from "~/services/box-office/cart-cookies.server";
import { hasSessionCookie } from "./session.server";

export interface PageVariant {
  /** The values the page's HTML depends on, in a fixed order (the cookieless visitor's are all ""/"0"). */
  values: string[];
  /** True when any of them differs from a visitor without cookies: the page is not for everyone. */
  personal: boolean;
  /** Values of ignored cookies long enough to be a token: a shared page must contain none of them. */
  secrets: string[];
}

/** Shorter values (flags, counts, dates) are no secret and could stand on a page by chance. */
const MIN_SECRET_LENGTH = 16;
/** Cart cookies for scripts that hold what every page shows anyway (the cart page's address, an end time). */
const PUBLIC_COOKIES = new Set([CART_URL_COOKIE, CART_EXPIRES_COOKIE]);

/** The values of a visitor without cookies: no consent given, no alert dismissed, no tickets, no cart, an empty Merkliste. */
const COOKIELESS = ["", "", "0", "", ""];
/** Cookies the key reads itself: never a secret of the page. */
const KEYED_VALUES = new Set([CONSENT_COOKIE, ALERT_COOKIE, CART_AMOUNT_COOKIE, FAVOURITES_COOKIE]);
/** A Merkliste longer than this is keyed by its hash (a hundred ids would make a key of a kilobyte). */
const MAX_PLAIN_FAVOURITES = 64;

/** The Merkliste as the page reads it: its sorted unique ids, or their hash when that is long. */
export function favouritesKey(raw: string | undefined): string {
  const ids = serializeFavourites(parseFavourites(raw));
  return ids.length <= MAX_PLAIN_FAVOURITES ? ids : `sha256:${crypto.createHash("sha256").update(ids).digest("base64url")}`;
}

/** The variant of the page a request with this Cookie header gets, or null when it is a person's own. */
export function pageVariant(cookieHeader: string | null): PageVariant | null {
  if (hasSessionCookie(cookieHeader)) return null;
  const keyed = new Map<string, string>();
  const secrets: string[] = [];
  const keyedNames = new Set([CONSENT_COOKIE, ALERT_COOKIE, CART_AMOUNT_COOKIE, FAVOURITES_COOKIE, cartTokenCookieName()]);
  for (const part of (cookieHeader ?? "").split(/;\s*/)) {
    if (!part) continue;
    const eq = part.indexOf("=");
    const name = eq < 0 ? part : part.slice(0, eq);
    const value = eq < 0 ? "" : part.slice(eq + 1);
    if (keyedNames.has(name)) {
      if (keyed.has(name)) return null;
      keyed.set(name, value);
    }
    if (!KEYED_VALUES.has(name) && !PUBLIC_COOKIES.has(name) && value.length >= MIN_SECRET_LENGTH) {
      secrets.push(value);
    }
  }
  const cart = cartTokenFrom(keyed.get(cartTokenCookieName()));
  const values = [
    keyed.get(CONSENT_COOKIE) ?? "",
    keyed.get(ALERT_COOKIE) ?? "",
    String(cartAmountFrom(keyed.get(CART_AMOUNT_COOKIE))),
    cart ? "cart" : "",
    favouritesKey(keyed.get(FAVOURITES_COOKIE)),
  ];
  return { values, personal: values.some((value, i) => value !== COOKIELESS[i]), secrets };
}
