import type { RequestLike } from "./request.server";
/** One cookie's raw value from the request, or undefined. */
export function readCookie(request: RequestLike, name: string): string | undefined {
  const header = request.headers.get("Cookie") ?? "";
  for (const part of header.split(/;\s*/)) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq) === name) return part.slice(eq + 1);
  }
  return undefined;
}
