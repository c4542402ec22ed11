/**
 * Refuses a state-changing request that a browser sent from another site: 403 with a message,
 * logged, before any route runs. A write's Origin must be the site's own (./public-origin.server.ts).
 * Remix then compares a page action's Origin with X-Forwarded-Host or Host once more and throws,
 * which the visitor would get as a 500, so what Remix would refuse is refused here already; the
 * API's own checks (CSRF token, `assertSameOrigin`) stay as they are behind this one.
 */
import type { NextFunction, Request, Response } from "express";
import { isOwnOrigin } from "./public-origin.server";
import { forwardedRequest } from "./trust-proxy.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The host Remix compares a page action's Origin with: the first X-Forwarded-Host, else Host. */
function remixHost(req: Request): string {
  return req.get("X-Forwarded-Host")?.split(",")[0]?.trim() || req.get("host") || "";
}

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * True for a write whose Origin is not the site's own. `host` is the host the request was sent to
 * (forwarded only from a trusted proxy); `sameHostAs`, when given, must equal the Origin's host too.
 */
export function isCrossOrigin(method: string, origin: string | undefined, host: string | undefined, sameHostAs?: string): boolean {
  if (SAFE_METHODS.has(method) || origin === undefined) return false;
  if (!isOwnOrigin(origin, host)) return true;
  return sameHostAs !== undefined && originHost(origin) !== sameHostAs;
}

export function crossOriginRefusal() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isCrossOrigin(req.method, req.get("Origin"), forwardedRequest(req).host, remixHost(req))) return next();
    console.warn(`[csrf] cross-origin ${req.method} ${req.path} from ${req.get("Origin")}`);
    const message = "Cross-origin request refused.";
    res.status(403).setHeader("Cache-Control", "no-store");
    if (req.path.startsWith("/api/") || req.accepts(["html", "json"]) === "json") res.json({ error: message });
    else res.type("text/plain").send(message);
  };
}
