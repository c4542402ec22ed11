/**
 * Load shedding: while the event loop lags behind by more than a threshold, page requests are
 * answered at once with 503 and `Retry-After` instead of queueing behind the backlog until they
 * time out (docs/decisions/0028-load-shedding.md). The health check, static files, the page cache's
 * stored answers and the cart's direct lane are answered before this middleware and keep working.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";
import de from "~/locales/de";
import en from "~/locales/en";
import { reportError } from "./monitoring.server";

/** Seconds a refused visitor is asked to wait before trying again. */
export const SHED_RETRY_AFTER_SECONDS = 5;

export interface LoopLag {
  /** How far behind the event loop is now, in milliseconds. */
  current(): number;
  stop(): void;
}

/**
 * Measures the event loop's lag with a timer that expects to fire every `intervalMs`: its delay is
 * the lag. The largest delay is held for `holdMs`, so that the requests that queued up during a stall
 * are refused quickly too, and a tick that is overdue right now counts as lag (a blocked loop handles
 * the waiting requests before its timers).
 */
export function sampleLoopLag(intervalMs = 50, holdMs = 500): LoopLag {
  let expected = performance.now() + intervalMs;
  let held = { lag: 0, at: 0 };
  const timer = setInterval(() => {
    const now = performance.now();
    const lag = Math.max(0, now - expected);
    if (lag >= held.lag || now - held.at > holdMs) held = { lag, at: now };
    expected = now + intervalMs;
  }, intervalMs);
  timer.unref();
  return {
    current() {
      const now = performance.now();
      return Math.max(now - held.at <= holdMs ? held.lag : 0, now - expected);
    },
    stop: () => clearInterval(timer),
  };
}

export interface LoadSheddingOptions {
  lag: LoopLag;
  /** Lag in ms from which requests are refused; 0 never refuses. */
  thresholdMs: number;
  /** Told once when refusing starts (a 5xx episode is logged and reported) and once when it ends. */
  onEpisode: (event: { state: "start"; lagMs: number } | { state: "end"; refused: number }) => void;
}

/** The "too busy, try again" answer's type and text for a path (JSON under /api/, the locale's text else). */
export function busyAnswer(url: string): { type: string; body: string } {
  const message = (url.startsWith("/en") ? en : de).errors.busy;
  return url.startsWith("/api/")
    ? { type: "application/json; charset=utf-8", body: JSON.stringify({ error: message }) }
    : { type: "text/plain; charset=utf-8", body: message };
}

/** Connect-style middleware: refuses with 503 while the loop lags past the threshold. */
export function loadShedding({ lag, thresholdMs, onEpisode }: LoadSheddingOptions) {
  let refused = 0;
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const lagMs = thresholdMs > 0 ? lag.current() : 0;
    if (lagMs < thresholdMs || thresholdMs <= 0) {
      if (refused > 0) onEpisode({ state: "end", refused });
      refused = 0;
      return next();
    }
    if (refused++ === 0) onEpisode({ state: "start", lagMs: Math.round(lagMs) });
    const { type, body } = busyAnswer(req.url ?? "/");
    res.writeHead(503, {
      "Retry-After": String(SHED_RETRY_AFTER_SECONDS),
      "Cache-Control": "no-store",
      "Content-Type": type,
      "Content-Length": Buffer.byteLength(body),
    });
    res.end(req.method === "HEAD" ? undefined : body);
  };
}

/** The start of a shedding episode is reported (its 503s are errors of ours); its end is logged. */
export function reportSheddingEpisode(event: Parameters<LoadSheddingOptions["onEpisode"]>[0]): void {
  if (event.state === "start") reportError(new Error(`Load shedding: the event loop lags ${event.lagMs} ms; pages answer 503`), { lagMs: event.lagMs });
  else console.warn(`[load] shedding ended after ${event.refused} answers with 503`);
}
