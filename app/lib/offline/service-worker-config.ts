import type { Locale } from "../routes";
import type { Translation } from "~/locales/de";

/** The service worker's texts in one locale. */
export type OfflineTexts = Translation["offline"] & { titleSuffix: string };

/**
 * What the served sw.js is given ahead of its code (app/routes/service-worker.ts), as the global
 * `SERVICE_WORKER_CONFIG`.
 */
export interface ServiceWorkerConfig {
  /** Names the cache of build assets; a new value makes a new service worker, which drops the old cache. */
  version: string;
  texts: Record<Locale, OfflineTexts>;
}

/**
 * What a page tells the service worker after it loaded or moved to another address: the address, to
 * be kept if it is one of the kept pages and not freshly saved; and, when the page loaded before the
 * worker controlled it, the build assets it loaded, which the worker never saw.
 */
export interface PageMessage {
  type: "page";
  url: string;
  assets: string[];
}

/** At most this many assets are taken from one message (a page loads about 60). */
const MAX_ASSETS = 300;

/** A page's message as the worker trusts it: same-origin addresses only, assets only under `assetsPrefix`. */
export function parsePageMessage(data: unknown, origin: string, assetsPrefix: string): PageMessage | null {
  if (typeof data !== "object" || data === null) return null;
  const { type, url, assets } = data as Record<string, unknown>;
  if (type !== "page" || typeof url !== "string") return null;
  const sameOrigin = (value: unknown): URL | null => {
    if (typeof value !== "string") return null;
    try {
      const parsed = new URL(value);
      return parsed.origin === origin ? parsed : null;
    } catch {
      return null; // not an address
    }
  };
  const page = sameOrigin(url);
  if (!page) return null;
  const kept = (Array.isArray(assets) ? assets : [])
    .slice(0, MAX_ASSETS)
    .map(sameOrigin)
    .filter((asset): asset is URL => asset !== null && asset.pathname.startsWith(assetsPrefix))
    .map((asset) => asset.href);
  return { type: "page", url: page.href, assets: [...new Set(kept)] };
}
