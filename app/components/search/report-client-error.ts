/**
 * Reports a browser-side failure that the visitor need not see (a failed autocomplete request).
 * Sentry is only loaded where a DSN is configured (entry.client), so the SDK stays out of the page
 * bundle; elsewhere the console is the report.
 */
export function reportClientError(error: unknown, context: Record<string, unknown> = {}): void {
  if (error instanceof DOMException && error.name === "AbortError") return;
  console.error(error, context);
  if (!document.querySelector('meta[name="sentry-dsn"]')) return;
  void import("@sentry/remix")
    .then((Sentry) => Sentry.captureException(error, { extra: context }))
    .catch(() => undefined);
}
