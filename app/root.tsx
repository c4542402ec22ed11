import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { Links, Meta, Scripts, ScrollRestoration, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { ConsentManager } from "~/components/consent/consent-manager";
import { I18nProvider, useTranslation } from "~/components/i18n";
import { TagManager } from "~/components/consent/tag-manager";
import { ErrorView } from "~/components/error/error-view";
import { ErrorHead, useErrorPage } from "~/components/error/route-error-boundary";
import { DashboardHeader } from "~/components/layout/dashboard-header";
import { NoticeLayer } from "~/components/layout/notice-layer";
import { OfficeEditLink } from "~/components/layout/office-edit-link";
import { OnlineStatus } from "~/components/layout/online-status";
import { useRouteLayout } from "~/components/layout/use-route-layout";
import { PageOutlet } from "~/components/layout/page-outlet";
import { ProgressBar } from "~/components/layout/progress-bar";
import { useDocumentLoadAfterNetworkFailure, useServiceWorker } from "~/components/layout/use-service-worker";
import { useShellBehaviour } from "~/components/layout/use-shell-behaviour";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { StickyBar } from "~/components/layout/sticky-bar";
import { useNonce } from "~/components/nonce";
import { useRootData } from "~/components/use-root-data";
import { CART_AMOUNT_COOKIE, cartAmountFrom } from "~/lib/cart-constants";
import { ALERT_COOKIE } from "~/lib/alert";
import { loadMessages } from "~/lib/messages";
import { CONSENT_COOKIE, parseConsent, shouldShowConsent } from "~/lib/consent";
import { openingLine } from "~/lib/opening-hours";
import { href, localeFromPath, officeHref, rootHref, LOCALES } from "~/lib/routes";
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
import stylesheet from "~/styles/app.css";
import shellStylesheet from "~/styles/shell.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "stylesheet", href: shellStylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/** Where an editor logs in or switches the site back on, reachable while the site is offline. */
function isEditorEntrance(pathname: string): boolean {
  const entrances = [officeHref("dashboard"), ...LOCALES.map((l) => href("login", l))];
  return entrances.includes(pathname.replace(/\/+$/, "") || "/");
}

export async function loader({ request, context }: LoaderFunctionArgs) {
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

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const location = useLocation();
  const locale = data?.locale ?? localeFromPath(location.pathname);
  const nonce = useNonce();
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d3557" />
        {data?.sentryDsn ? <meta name="sentry-dsn" content={data.sentryDsn} /> : null}
        <Meta />
        <Links />
      </head>
      <body>
        <I18nProvider locale={locale}>{children}</I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useRootData()!;
  useShellBehaviour();
  useServiceWorker();
  const { t } = useTranslation();
  const layout = useRouteLayout();
  if (layout === "dashboard") {
    return (
      <>
        <ProgressBar />
        <DashboardHeader />
        <main id="main-content" tabIndex={-1}>
          <PageOutlet />
        </main>
      </>
    );
  }
  return (
    <>
      <ProgressBar />
      {layout === "webshop" ? null : <SiteHeader />}
      <NoticeLayer />
      {data.siteOffline ? (
        <p className="notice notice--warning site-offline-banner" role="status">
          {t("dashboard.siteOfflineBanner")}
        </p>
      ) : null}
      <OnlineStatus />
      <OfficeEditLink />
      <main id="main-content" tabIndex={-1}>
        <PageOutlet />
      </main>
      {/* Before the footer: without script the phone's bar sticks to the bottom until it reaches its place above it. */}
      {layout === "webshop" ? null : <StickyBar />}
      <SiteFooter />
      <ConsentManager locale={data.locale} consent={data.consent} initiallyOpen={data.showConsent} />
      <TagManager id={data.tagManagerId} consent={data.consent} />
    </>
  );
}

export function ErrorBoundary() {
  const data = useRootData();
  useShellBehaviour();
  useDocumentLoadAfterNetworkFailure();
  const { status, custom } = useErrorPage();
  return (
    <>
      <ErrorHead status={status} />
      {data && status !== 503 ? <SiteHeader /> : null}
      <main id="main-content" tabIndex={-1}>
        <ErrorView status={status} custom={custom} />
      </main>
      {data && status !== 503 ? <SiteFooter /> : null}
    </>
  );
}

// A switch to the other language loads its messages before the new page renders.
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const data = await serverLoader<typeof loader>();
  await loadMessages(data.locale);
  return data;
}
