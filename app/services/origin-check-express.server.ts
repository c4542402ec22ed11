/**
 * Refuses a state-changing request that a browser sent from another site: 403 with a message,
 * logged, before any route runs. Remix makes the same comparison for document POSTs (Origin against
 * X-Forwarded-Host or Host) but throws, which the visitor gets as a 500; and the API's own checks
 * (CSRF token, `assertSameOrigin`) stay as they are behind this one.
 */
import type { NextFunction, Request, Response } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The host the browser believed it was talking to, as Remix reads it. */
function requestHost(req: Request): string | undefined {
  return req.get("X-Forwarded-Host")?.split(",")[0]?.trim() || req.get("host") || undefined;
}

/** Origin's host; "null" (an opaque origin: sandboxed frame, redirect across sites) never matches. */
function originHost(origin: string): string | null {
  if (origin === "null") return null;
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

export function isCrossOrigin(method: string, origin: string | undefined, host: string | undefined): boolean {
  if (SAFE_METHODS.has(method) || origin === undefined) return false;
  return originHost(origin) !== host;
}

export function crossOriginRefusal() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isCrossOrigin(req.method, req.get("Origin"), requestHost(req))) return next();
    console.warn(`[csrf] cross-origin ${req.method} ${req.path} from ${req.get("Origin")}`);
    const message = "Cross-origin request refused.";
    res.status(403).setHeader("Cache-Control", "no-store");
    if (req.path.startsWith("/api/") || req.accepts(["html", "json"]) === "json") res.json({ error: message });
    else res.type("text/plain").send(message);
  };
}
