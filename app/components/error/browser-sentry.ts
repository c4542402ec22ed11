/**
 * The browser's error service: Sentry, loaded only where the page names a DSN (`<meta name="sentry-dsn">`),
 * so the SDK stays out of every other page's scripts. One promise loads and initialises it, and every
 * report waits for that promise: a report made while the SDK is still loading (a module that fails
 * during hydration) is sent once it is set up, not handed to an SDK that is not initialised yet, which
 * drops it without a word.
 */
type Sentry = typeof import("@sentry/remix");

let ready: Promise<Sentry> | null = null;

/** The initialised SDK, loading it on first use; null where no DSN is configured. */
export function browserSentry(): Promise<Sentry> | null {
  const dsn = document.querySelector<HTMLMetaElement>('meta[name="sentry-dsn"]')?.content;
  if (!dsn) return null;
  ready ??= import("@sentry/remix").then((sentry) => {
    sentry.init({ dsn, environment: "live", tracesSampleRate: 0 });
    return sentry;
  });
  return ready;
}
