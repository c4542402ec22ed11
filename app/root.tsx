import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import { ErrorView } from "~/components/error/error-view";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { useNonce } from "~/components/nonce";
import { useRootData } from "~/components/use-root-data";
import { CONSENT_COOKIE, parseConsent } from "~/lib/consent";
import { localeFromPath } from "~/lib/routes";
import { getNavigation } from "~/models/navigation.server";
import { getDesignSettings, getSiteSettings } from "~/models/settings.server";
import { findActiveUserById } from "~/models/users.server";
import { httpError } from "~/services/http-errors.server";
import { requestLocale } from "~/services/i18n.server";
import { readCookie } from "~/services/cookies.server";
import { reportError } from "~/services/monitoring.server";
import { sessionUserId } from "~/services/session.server";
import stylesheet from "~/styles/app.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const settings = await getSiteSettings(locale).catch((error: unknown) => {
    reportError(error, { during: "settings read" });
    return null;
  });
  if (!settings || !settings.isSiteOnline) throw await httpError(503, "Website offline");

  const userId = await sessionUserId(request);
  const [nav, design, user] = await Promise.all([
    getNavigation(locale),
    getDesignSettings(),
    userId === null ? null : findActiveUserById(userId),
  ]);
  return {
    locale,
    origin: new URL(request.url).origin,
    settings: {
      festivalTitle: settings.festivalTitle,
      isShopOnline: settings.isShopOnline,
      htmlFooterTop: settings.htmlFooterTop,
      htmlFooterBottom: settings.htmlFooterBottom,
      htmlFooterLogos: settings.htmlFooterLogos,
      whistleblowerUrl: settings.whistleblowerUrl,
    },
    logoUrl: design.logoUrl,
    errorPages: design.errorPages,
    nav,
    user: user ? { firstName: user.first_name, lastName: user.last_name, email: user.email } : null,
    consent: parseConsent(readCookie(request, CONSENT_COOKIE)),
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
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useRootData()!;
  useChangeLanguage(data.locale);
  return (
    <>
      <SiteHeader />
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRootData();
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const payload = isRouteErrorResponse(error) && error.data && typeof error.data === "object" ? error.data : null;
  const custom = payload?.custom ?? data?.errorPages[String(status)];
  const title = status === 404 ? t("errors.notFoundTitle") : status === 503 ? t("errors.siteOffline") : `${status}`;
  return (
    <>
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      {data && status !== 503 ? <SiteHeader /> : null}
      <main id="main-content" tabIndex={-1}>
        <ErrorView status={status} custom={custom} />
      </main>
      {data && status !== 503 ? <SiteFooter /> : null}
    </>
  );
}
