import type { LoaderFunctionArgs } from "@remix-run/node";
import { CART_AMOUNT_COOKIE, cartAmountFrom } from "~/lib/cart-constants";
import { ALERT_COOKIE } from "~/lib/alert";
import { CONSENT_COOKIE, parseConsent, shouldShowConsent } from "~/lib/consent";
import { openingLine } from "~/lib/opening-hours";
import { href, officeHref, rootHref, LOCALES } from "~/lib/routes";
import { listCurrentBreakingNews } from "~/models/breaking-news.server";
import { getNavigation } from "~/models/navigation.server";
import { openingHoursToday } from "~/models/opening-hours.server";
import { getDesignSettings, getSiteSettings } from "~/models/settings.server";
import { can, optionalUser } from "~/services/auth.server";
import { httpError } from "~/services/http/http-errors.server";
import { requestLocale } from "~/services/i18n.server";
import { readCookie } from "~/services/http/cookies.server";
import { csrfToken } from "~/services/http/csrf.server";
import { now } from "~/services/clock.server";
import { cookieFavourites, currentFavourites } from "~/services/favourites.server";
import { env } from "~/services/http/env.server";
import { reportError } from "~/services/http/monitoring.server";
import { publicOrigin } from "~/services/http/public-origin.server";
import { renderableSiteHtml } from "~/services/site/site-html.server";

// The root's loader, in a server module: what it imports stays out of the browser (the browser build
// would otherwise ship an empty stand-in file for every server module the route file names).

/** Where an editor logs in or switches the site back on, reachable while the site is offline. */
function isEditorEntrance(pathname: string): boolean {
  const entrances = [officeHref("dashboard"), ...LOCALES.map((l) => href("login", l))];
  return entrances.includes(pathname.replace(/\/+$/, "") || "/");
}

export async function rootLoader({ request, context }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const settings = await getSiteSettings(locale).catch((error: unknown) => {
    reportError(error, { during: "settings read" });
    return null;
  });
  const user = await optionalUser(request);
  const url = new URL(request.url);
  // Switched off, the site answers 503 to visitors; editors keep working and can switch it on again.
  if (!settings || (!settings.isSiteOnline && user === null && !isEditorEntrance(url.pathname))) {
    throw await httpError(503, "Website offline");
  }

  const [nav, design, alerts, hours, favourites] = await Promise.all([
    getNavigation(locale),
    getDesignSettings(),
    listCurrentBreakingNews(locale),
    openingHoursToday(locale),
    // The page cache keys on the cookie's ids (app/services/http/page-variant.server.ts).
    currentFavourites(cookieFavourites(request), now()),
  ]);
  const alert = alerts[0] ?? null;
  const consent = parseConsent(readCookie(request, CONSENT_COOKIE));
  // The page cache keys on the count as read here (app/services/http/page-variant.server.ts).
  const cartAmount = context.cartAmount ?? cartAmountFrom(readCookie(request, CART_AMOUNT_COOKIE));
  return {
    locale,
    origin: publicOrigin(),
    siteOffline: !settings.isSiteOnline,
    settings: {
      festivalTitle: settings.festivalTitle,
      isShopOnline: settings.isShopOnline,
      // The editors' HTML blocks pass the allow-list on every render: older rows may hold what it refuses.
      htmlFooterTop: renderableSiteHtml(settings.htmlFooterTop),
      htmlFooterBottom: renderableSiteHtml(settings.htmlFooterBottom),
      htmlFooterLogos: renderableSiteHtml(settings.htmlFooterLogos),
      whistleblowerUrl: settings.whistleblowerUrl,
      loginUrl: settings.loginUrl ?? href("login", locale),
    },
    // Without an editor's cart link the header's cart item still leads to our own cart page.
    links: { basket: design.basketLink ?? rootHref("webshop-cart"), webshop: design.webshopLink ?? settings.webshopUrl },
    logoUrl: design.logoUrl,
    stickyOverlayButton: design.stickyOverlayButton,
    errorPages: design.errorPages,
    tagManagerId: design.cookies.tag_manager_id ?? null,
    sentryDsn: env().SENTRY_DSN ?? null,
    nav,
    user: user ? { firstName: user.first_name, lastName: user.last_name, email: user.email, canEditRecords: can(user, "catalogue") } : null,
    csrf: user ? csrfToken(request).token : null,
    alert: alert && readCookie(request, ALERT_COOKIE) !== String(alert.id) ? alert : null,
    openingHours: openingLine(hours, locale),
    cartAmount: Number.isFinite(cartAmount) && cartAmount > 0 ? cartAmount : 0,
    /** The Merkliste's events still to come: the header counts them, the hearts show them. */
    favourites,
    consent,
    showConsent: shouldShowConsent(consent, url.pathname, request.headers.get("Referer")),
  };
}
