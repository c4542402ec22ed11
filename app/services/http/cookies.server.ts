import type { RequestLike } from "./request.server";
/** One cookie's raw value from the request, or undefined. */
export function readCookie(request: RequestLike, name: string): string | undefined {
  return cookieFromHeader(request.headers.get("Cookie"), name);
}

/** One cookie's raw value from a Cookie header (the first one of that name), or undefined. */
export function cookieFromHeader(header: string | null, name: string): string | undefined {
  for (const part of (header ?? "").split(/;\s*/)) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq) === name) return part.slice(eq + 1);
  }
  return undefined;
}
