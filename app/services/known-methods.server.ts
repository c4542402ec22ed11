/**
 * The HTTP methods the site answers at all. Anything else (TRACE, CONNECT, WebDAV's verbs, made-up
 * ones) is refused with 405 before any route runs: Remix's adapter cannot even build a Fetch request
 * for some of them and would answer 500.
 */
import type { NextFunction, Request, Response } from "express";

export const KNOWN_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

const known = new Set<string>(KNOWN_METHODS);

export function unknownMethodRefusal() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (known.has(req.method)) return next();
    console.warn(`[http] 405 ${req.method} ${req.originalUrl.slice(0, 200)}: unknown method`);
    // A body the client is still sending is not read; the connection is not reused.
    res.status(405).set({ Allow: KNOWN_METHODS.join(", "), Connection: "close", "Cache-Control": "no-store" });
    res.type("text/plain").send(`The method ${req.method} is not allowed here.`);
  };
}
