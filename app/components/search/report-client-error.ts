import { browserSentry } from "~/components/error/browser-sentry";

/**
 * Reports a browser-side failure that the visitor need not see (a failed autocomplete request).
 * Sentry is only loaded where a DSN is configured (`browserSentry`), so the SDK stays out of the page
 * bundle; elsewhere the console is the report.
 */
export function reportClientError(error: unknown, context: Record<string, unknown> = {}): void {
  if (error instanceof DOMException && error.name === "AbortError") return;
  console.error(error, context);
  void browserSentry()
    ?.then((sentry) => sentry.captureException(error, { extra: context }))
    .catch(() => undefined);
}
