/**
 * Links between the webshop's pages. The same pages answer under /webshop and four aliases
 * (app/lib/route-table.js); a visitor who came in through an alias stays under it.
 */
import { WEBSHOP_ALIASES, type WebshopAlias, type WebshopPageId } from "./route-table.js";
import { rootHref } from "./routes";

export type { WebshopAlias, WebshopPageId };

const aliasByPrefix = new Map<string, WebshopAlias>(
  Object.entries(WEBSHOP_ALIASES).map(([alias, prefix]) => [prefix, alias as WebshopAlias]),
);

/** The alias a webshop path was reached through; null for /webshop itself (or any other path). */
export function webshopAliasOf(pathname: string): WebshopAlias | null {
  return aliasByPrefix.get(pathname.split("/")[1] ?? "") ?? null;
}

/** A webshop page under the given alias (null: under /webshop). */
export function webshopHref(page: WebshopPageId, alias: WebshopAlias | null): string {
  return rootHref(alias ? `${page}@${alias}` : page);
}

/** Below this many milliseconds left, the cart warns that the reservation is about to end. */
export const RESERVATION_WARNING_MS = 3 * 60_000;

/** "12:34" for a number of milliseconds left (rounded up to the second, never negative). */
export function formatRemaining(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * How far the server's clock is ahead of the browser's: the loader sends its "now", the browser
 * subtracts its own time of arrival. Countdowns then run on the server's (the box office's) time.
 */
export function clockOffset(serverNowIso: string, receivedAtMs: number): number {
  const server = Date.parse(serverNowIso);
  return Number.isFinite(server) ? server - receivedAtMs : 0;
}

/** Milliseconds until `expiresAtIso` by the server's clock, given the browser's now and the offset. */
export function remainingMs(expiresAtIso: string, browserNowMs: number, offsetMs: number): number {
  const end = Date.parse(expiresAtIso);
  return Number.isFinite(end) ? Math.max(0, end - (browserNowMs + offsetMs)) : 0;
}
