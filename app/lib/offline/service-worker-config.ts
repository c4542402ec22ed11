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
 * worker controlled it, the build assets and images it loaded, which the worker never saw.
 */
export interface PageMessage {
  type: "page";
  url: string;
  assets: string[];
  images: string[];
}

/** At most this many assets (a page loads about 60) and images are taken from one message. */
const MAX_ASSETS = 300;
const MAX_IMAGES = 100;

/**
 * A page's message as the worker trusts it: same-origin addresses only, assets only under
 * `assetsPrefix`, images only outside it.
 */
export function parsePageMessage(data: unknown, origin: string, assetsPrefix: string): PageMessage | null {
  if (typeof data !== "object" || data === null) return null;
  const { type, url, assets, images } = data as Record<string, unknown>;
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
  const addresses = (list: unknown, max: number, underPrefix: boolean) => {
    const urls = (Array.isArray(list) ? list : [])
      .slice(0, max)
      .map(sameOrigin)
      .filter((found): found is URL => found !== null && found.pathname.startsWith(assetsPrefix) === underPrefix)
      .map((found) => found.href);
    return [...new Set(urls)];
  };
  return { type: "page", url: page.href, assets: addresses(assets, MAX_ASSETS, true), images: addresses(images, MAX_IMAGES, false) };
}
