import type { LinksFunction } from "@remix-run/node";
import { Links, Meta, Scripts, ScrollRestoration, useLocation } from "@remix-run/react";
import { Suspense, type ReactNode } from "react";
import { I18nProvider, useTranslation } from "~/components/i18n";
import { TagManager } from "~/components/consent/tag-manager";
import { ErrorView } from "~/components/error/error-view";
import { ErrorHead, useErrorPage } from "~/components/error/route-error-boundary";
import { LazyOfficeEditLink } from "~/components/layout/lazy-office-edit-link";
import { LinkNavigation } from "~/components/layout/link-navigation";
import { OnlineStatus } from "~/components/layout/online-status";
import { useLayoutHeader, useRouteLayout } from "~/components/layout/use-route-layout";
import { PageOutlet } from "~/components/layout/page-outlet";
import { ProgressBar } from "~/components/layout/progress-bar";
import { useDocumentLoadAfterNetworkFailure, useServiceWorker } from "~/components/layout/use-service-worker";
import { useShellBehaviour } from "~/components/layout/use-shell-behaviour";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { SiteBottom, SiteTop } from "~/components/layout/site-blocks";
import { StickyBar } from "~/components/layout/sticky-bar";
import { useNonce } from "~/components/nonce";
import { useRootData } from "~/components/use-root-data";
import { localeFromPath } from "~/lib/routes";
import { rootLoader } from "~/root.server";
import stylesheet from "~/styles/app.css?url";
import shellStylesheet from "~/styles/shell.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "stylesheet", href: shellStylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export const loader = rootLoader;

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
        <LinkNavigation />
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
  const LayoutHeader = useLayoutHeader();
  if (layout === "dashboard") {
    return (
      <>
        <ProgressBar />
        {LayoutHeader ? <LayoutHeader /> : null}
        <main id="main-content" tabIndex={-1}>
          <PageOutlet />
        </main>
      </>
    );
  }
  return (
    <>
      <ProgressBar />
      <SiteTop layout={layout} />
      {data.siteOffline ? (
        <p className="notice notice--warning site-offline-banner" role="status">
          {t("dashboard.siteOfflineBanner")}
        </p>
      ) : null}
      <OnlineStatus />
      {data.user?.canEditRecords ? (
        <Suspense fallback={null}>
          <LazyOfficeEditLink.Component />
        </Suspense>
      ) : null}
      <main id="main-content" tabIndex={-1}>
        <PageOutlet />
      </main>
      {/* Before the footer: without script the phone's bar sticks to the bottom until it reaches its place above it. */}
      {layout === "webshop" ? null : <StickyBar />}
      <SiteBottom />
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
