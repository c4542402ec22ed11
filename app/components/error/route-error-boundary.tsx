import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useTranslation } from "~/components/i18n";
import { useDocumentLoadAfterNetworkFailure } from "~/components/layout/use-service-worker";
import { useRootData } from "~/components/use-root-data";
import { ErrorView } from "./error-view";

export interface ErrorPage {
  status: number;
  /** The editor's page for the status (design settings), or the one the error answer brought. */
  custom?: { style?: string; body?: string };
}

/** What the error a route failed with shows: its status (500 for anything but an error answer) and the editor's page for it. */
export function useErrorPage(): ErrorPage {
  const error = useRouteError();
  const data = useRootData();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const payload = isRouteErrorResponse(error) && error.data && typeof error.data === "object" ? error.data : null;
  return { status, custom: payload?.custom ?? data?.errorPages[String(status)] };
}

/** The error page's title, never indexed. */
export function ErrorHead({ status }: { status: number }) {
  const { t } = useTranslation();
  const title = status === 404 ? t("errors.notFoundTitle") : status === 503 ? t("errors.siteOffline") : `${status}`;
  return (
    <>
      <title>{title}</title>
      <meta name="robots" content="noindex" />
    </>
  );
}

/**
 * The one error boundary of every route module (`export { ErrorBoundary } from …`): the page's
 * place shows the message for the status, and the layout around it (header, footer, the dashboard's
 * bar) stands. The root's boundary shows the same inside a frame of its own.
 */
export function ErrorBoundary() {
  useDocumentLoadAfterNetworkFailure();
  const { status, custom } = useErrorPage();
  return (
    <>
      <ErrorHead status={status} />
      <ErrorView status={status} custom={custom} />
    </>
  );
}
