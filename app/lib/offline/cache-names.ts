/**
 * The service worker's caches and which of them a version keeps. Build assets are kept per build
 * version (their URLs are immutable, and a version needs only its own); saved pages and images outlive
 * a deploy, so a visitor's confirmation is still there after one.
 */

const PREFIX = "festival-";
const ASSETS_PREFIX = `${PREFIX}assets-`;

/** Saved pages; the suffix names the format of what is stored, not the build. */
export const PAGES_CACHE = `${PREFIX}pages-v1`;
/** Images seen, cache-first within `IMAGE_FRESH_MS` and bounded by `MAX_IMAGES`. */
export const IMAGES_CACHE = `${PREFIX}images-v1`;

/** Remix's public path: the build's fingerprinted assets. */
export const BUILD_ASSETS_PREFIX = "/build/";

/** As long as the server lets a browser keep an image (/media is served with max-age one day). */
export const IMAGE_FRESH_MS = 24 * 60 * 60 * 1000;
export const MAX_IMAGES = 150;

/**
 * Where an old version's assets cache notes the pages (window client ids) that were open when the
 * next version took over; the cache stays until none of them is open any more.
 */
export const OPEN_PAGES_KEY = "/__service-worker/open-pages";

export function assetsCache(version: string): string {
  return `${ASSETS_PREFIX}${version}`;
}

/**
 * Our caches other than the current version's: `drop` can go at once (an older format, the first
 * service worker's "festival-static-v1"), `oldAssets` once no page of their version is open.
 * Caches that are not ours are left alone.
 */
export function staleCaches(names: readonly string[], version: string): { drop: string[]; oldAssets: string[] } {
  const keep = new Set([assetsCache(version), PAGES_CACHE, IMAGES_CACHE]);
  const ours = names.filter((name) => name.startsWith(PREFIX) && !keep.has(name));
  return {
    drop: ours.filter((name) => !name.startsWith(ASSETS_PREFIX)),
    oldAssets: ours.filter((name) => name.startsWith(ASSETS_PREFIX)),
  };
}

/**
 * An asset's name without its fingerprint (the build's eight characters of base64url after the last
 * "-"): `/build/assets/app-BeD_pKfd.css` → `/build/assets/app.css`.
 * Offline, a page saved under an older build gets the current build's stylesheet of the same name
 * in place of its own, which went with its version.
 */
export function assetStem(pathname: string): string | null {
  const match = /^(.*)-[A-Za-z0-9_-]{8}(\.[a-z]+)$/.exec(pathname);
  return match ? `${match[1]}${match[2]}` : null;
}

/** Whether a stored image (its `Date` header) may still be answered without asking the network. */
export function isFreshImage(dateHeader: string | null, now: number): boolean {
  const stored = dateHeader ? Date.parse(dateHeader) : NaN;
  return Number.isFinite(stored) && now - stored < IMAGE_FRESH_MS;
}

/** The key of a saved page: its address without the fragment. */
export function pageKey(url: URL): string {
  return `${url.origin}${url.pathname}${url.search}`;
}
