/**
 * Requests the app cannot even read are refused before any route runs, with a 4xx and a message,
 * instead of the 500 that Remix's Express adapter would throw while building its Fetch request:
 * - a method outside KNOWN_METHODS (TRACE, CONNECT, WebDAV's verbs, made-up ones): 405;
 * - a Host (or, behind a trusted proxy, X-Forwarded-Host) that makes no URL (`a b`, `[::1`, `%00`,
 *   a port past 65535): 400. The host never goes into a page (PUBLIC_URL does), but the adapter
 *   parses it.
 */
import type { NextFunction, Request, Response } from "express";

export const KNOWN_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

const known = new Set<string>(KNOWN_METHODS);

/** The port the adapter takes from X-Forwarded-Host or Host (the hostname alone drops it). */
function hostPort(req: Request): string {
  for (const header of ["X-Forwarded-Host", "Host"]) {
    const port = Number.parseInt(req.get(header)?.split(":")[1] ?? "", 10);
    if (Number.isSafeInteger(port)) return `:${port}`;
  }
  return "";
}

function readableUrl(req: Request): boolean {
  return URL.canParse(`${req.protocol}://${req.hostname}${hostPort(req)}${req.originalUrl}`);
}

function refuse(req: Request, res: Response, status: number, message: string, headers: Record<string, string> = {}) {
  console.warn(`[http] ${status} ${req.method} ${req.originalUrl.slice(0, 200)}: ${message}`);
  // A body the client may still be sending is not read; the connection is not reused.
  res.status(status).set({ ...headers, Connection: "close", "Cache-Control": "no-store" });
  res.type("text/plain").send(message);
}

export function refuseUnreadableRequests() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!known.has(req.method)) {
      return refuse(req, res, 405, `The method ${req.method} is not allowed here.`, { Allow: KNOWN_METHODS.join(", ") });
    }
    if (!readableUrl(req)) return refuse(req, res, 400, "The Host header is not a valid host name.");
    next();
  };
}
