import { env } from "./env.server";

type Sentry = typeof import("@sentry/remix");
let sentry: Promise<Sentry | null> | undefined;

/**
 * Sentry, loaded only when SENTRY_DSN is set (the SDK is large; a site without it never loads it), by
 * `startMonitoring` before the process serves.
 */
function loadSentry(): Promise<Sentry | null> {
  sentry ??= (async () => {
    const dsn = env().SENTRY_DSN;
    if (!dsn) return null;
    const mod = await import("@sentry/remix");
    mod.init({ dsn, environment: "live", tracesSampleRate: 0 });
    return mod;
  })();
  return sentry;
}

/**
 * Loads and starts the SDK when SENTRY_DSN is set; every serving process calls it before it serves.
 * Loading runs its modules at once, 0.4–0.8 s of the event loop on an idle two-core machine and
 * seconds on a busy one. Loaded at a process's first error instead, that stall fell among requests,
 * and load shedding (a lag of 500 ms) answered them 503.
 */
export async function startMonitoring(): Promise<void> {
  // The site serves without it: a failure here is logged, and errors are then only logged.
  await loadSentry().catch((error: unknown) => console.error("[monitoring] the error service's SDK did not start", error));
}

/** Errors already reported: one error passed on by several handlers is reported once. */
const reported = new WeakSet<object>();

/** Logs an error and reports it to Sentry when configured, once per error object. Never throws. */
export function reportError(error: unknown, context: Record<string, unknown> = {}): void {
  if (typeof error === "object" && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  console.error("[error]", error instanceof Error ? error.stack ?? error.message : error, context);
  void loadSentry()
    .then((s) => s?.captureException(error, { extra: context }))
    .catch(() => undefined);
}
