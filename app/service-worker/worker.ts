/**
 * The service worker: pages a visitor opened stay readable where the reception is poor
 * (docs/decisions/0067-service-worker-and-offline-reading.md). Bundled by scripts/build-server.mjs;
 * served at /sw.js by app/routes/service-worker.ts with its configuration ahead of this code.
 *
 * - Navigations go to the network first. The kept kinds of page (app/lib/offline/offline-pages.ts)
 *   are saved when they arrive; when the network fails, or is slower than `NETWORK_WAIT_MS` and a copy
 *   exists, the copy is answered with a note saying so. Any other address gets the offline page, which
 *   lists the saved pages.
 * - Build assets: cache-first, in the current version's cache. A new version takes over at once, and
 *   serves the older version's assets to its pages that are still open; that cache goes when the last
 *   of them is gone.
 * - Images: cache-first while fresh, bounded; a stale one still stands in when the network fails.
 * - Nothing else (POSTs, data requests, the JSON API, other origins) is touched.
 */
import { assetStem, assetsCache, BUILD_ASSETS_PREFIX, IMAGES_CACHE, isFreshImage, MAX_IMAGES, OPEN_PAGES_KEY, PAGES_CACHE, pageKey, staleCaches } from "~/lib/offline/cache-names";
import { fillText, formatSavedAt, OFFLINE_PAGE_POLICY, offlinePageHtml, pageTitle, withSavedCopyNote, type SavedPage } from "~/lib/offline/offline-html";
import { offlinePageMatcher, offlinePageRules, SAVED_PAGES_PER_KIND, shouldKeepPage, type OfflinePageKind } from "~/lib/offline/offline-pages";
import { parsePageMessage, type ServiceWorkerConfig } from "~/lib/offline/service-worker-config";
import { localeFromPath } from "~/lib/routes";

declare const SERVICE_WORKER_CONFIG: ServiceWorkerConfig;

// The worker's side of the platform, which the DOM library (this project's) does not declare.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  /** The navigation preload's answer (undefined where the browser has none). */
  readonly preloadResponse?: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface ServiceWorkerScope {
  readonly location: { readonly origin: string };
  readonly registration: { readonly navigationPreload?: { enable(): Promise<void> } };
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<readonly { readonly id: string }[]>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: ExtendableMessageEvent) => void): void;
}

const sw = self as unknown as ServiceWorkerScope;
const { version, texts } = SERVICE_WORKER_CONFIG;
const ASSETS_CACHE = assetsCache(version);
const keptKind = offlinePageMatcher(offlinePageRules());

/** How long a navigation waits for the network before a saved copy stands in. */
const NETWORK_WAIT_MS = 3000;
/** A page a visitor reaches in the page (no navigation the worker sees) is fetched again at most this often. */
const REFRESH_AFTER_MS = 5 * 60 * 1000;
/** Stored with a saved page: when it was saved (ISO), and its title (URI-encoded: headers are Latin-1). */
const SAVED_AT_HEADER = "X-Offline-Saved-At";
const TITLE_HEADER = "X-Offline-Title";

const delay = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));
const openWindows = async () => (await sw.clients.matchAll({ type: "window", includeUncontrolled: true })).map((client) => client.id);

// A new version takes over at once: the pages of the older one keep their assets (see `activate`).
sw.addEventListener("install", (event) => event.waitUntil(sw.skipWaiting()));

sw.addEventListener("activate", (event) => event.waitUntil(activate()));

async function activate(): Promise<void> {
  await sw.registration.navigationPreload?.enable().catch(() => undefined);
  const { drop, oldAssets } = staleCaches(await caches.keys(), version);
  await Promise.all(drop.map((name) => caches.delete(name)));
  // The older version's assets stay while one of its pages is open: such a page may still load a
  // chunk of its own, which the server no longer has after a deploy. `pruneOldAssets` drops them later.
  const open = await openWindows();
  await Promise.all(
    oldAssets.map(async (name) => {
      if (open.length === 0) return void (await caches.delete(name));
      const cache = await caches.open(name);
      await cache.put(OPEN_PAGES_KEY, new Response(JSON.stringify(open), { headers: { "Content-Type": "application/json" } }));
    }),
  );
  await sw.clients.claim();
}

/** Drops an older version's assets once none of the pages open at the takeover is open any more. */
async function pruneOldAssets(): Promise<void> {
  const { oldAssets } = staleCaches(await caches.keys(), version);
  if (oldAssets.length === 0) return;
  const open = new Set(await openWindows());
  await Promise.all(
    oldAssets.map(async (name) => {
      const note = await (await caches.open(name)).match(OPEN_PAGES_KEY);
      const ids: unknown = note ? await note.json().catch(() => []) : [];
      if (!Array.isArray(ids) || !ids.some((id) => open.has(id))) await caches.delete(name);
    }),
  );
}

sw.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;
  if (request.mode === "navigate") event.respondWith(answerNavigation(event, url));
  else if (url.pathname.startsWith(BUILD_ASSETS_PREFIX)) event.respondWith(answerAsset(event, url));
  else if (request.destination === "image") event.respondWith(answerImage(event));
});

sw.addEventListener("message", (event) => {
  const message = parsePageMessage(event.data, sw.location.origin, BUILD_ASSETS_PREFIX);
  if (!message) return;
  event.waitUntil(Promise.all([pruneOldAssets(), keepAssets(message.assets), keepImages(message.images), refreshPage(new URL(message.url))]));
});

async function networkAnswer(event: FetchEvent): Promise<Response> {
  return (await event.preloadResponse) ?? fetch(event.request);
}

async function answerNavigation(event: FetchEvent, url: URL): Promise<Response> {
  const kind = keptKind(url.pathname);
  const network = networkAnswer(event);
  // Registered first, so the copy is taken before the browser reads the answer.
  if (kind) event.waitUntil(network.then((response) => keepPage(kind, url, response.clone()), () => undefined));
  event.waitUntil(pruneOldAssets());
  const saved = kind ? await caches.match(pageKey(url), { cacheName: PAGES_CACHE }) : undefined;
  if (saved) {
    const answer = await Promise.race([network.catch(() => null), delay(NETWORK_WAIT_MS)]);
    return answer ?? savedCopy(saved, url);
  }
  try {
    return await network;
  } catch {
    return offlinePage(url);
  }
}

async function keepPage(kind: OfflinePageKind, url: URL, response: Response): Promise<void> {
  const answer = {
    status: response.status,
    type: response.type,
    redirected: response.redirected,
    contentType: response.headers.get("Content-Type"),
    cacheControl: response.headers.get("Cache-Control"),
  };
  if (!shouldKeepPage(kind, answer)) return;
  const html = await response.text();
  const headers = new Headers(response.headers);
  for (const name of ["Content-Encoding", "Content-Length", "Vary"]) headers.delete(name);
  headers.set(SAVED_AT_HEADER, new Date().toISOString());
  headers.set(TITLE_HEADER, encodeURIComponent(pageTitle(html)));
  const cache = await caches.open(PAGES_CACHE);
  await cache.put(pageKey(url), new Response(html, { status: 200, headers }));
  await trimPages(cache, kind);
}

/** Keeps the newest `SAVED_PAGES_PER_KIND` copies of a kind. */
async function trimPages(cache: Cache, kind: OfflinePageKind): Promise<void> {
  const ofKind = (await cache.keys()).filter((request) => keptKind(new URL(request.url).pathname) === kind);
  const excess = ofKind.length - SAVED_PAGES_PER_KIND[kind];
  if (excess <= 0) return;
  const dated = await Promise.all(ofKind.map(async (request) => ({ request, savedAt: (await cache.match(request))?.headers.get(SAVED_AT_HEADER) ?? "" })));
  dated.sort((a, b) => a.savedAt.localeCompare(b.savedAt));
  await Promise.all(dated.slice(0, excess).map(({ request }) => cache.delete(request)));
}

/** When a page was last fetched for `refreshPage`, so one that is not kept (an editor's) is not fetched on every visit. */
const lastFetched = new Map<string, number>();

/** A page reached without a navigation the worker saw (in-page, or before it controlled the page). */
async function refreshPage(url: URL): Promise<void> {
  const kind = keptKind(url.pathname);
  if (!kind) return;
  const key = pageKey(url);
  const saved = await caches.match(key, { cacheName: PAGES_CACHE });
  const savedAt = Date.parse(saved?.headers.get(SAVED_AT_HEADER) ?? "");
  const now = Date.now();
  if (now - savedAt < REFRESH_AFTER_MS || now - (lastFetched.get(key) ?? 0) < REFRESH_AFTER_MS) return;
  if (lastFetched.size >= 200) lastFetched.clear();
  lastFetched.set(key, now);
  try {
    const response = await fetch(key, { credentials: "same-origin", headers: { Accept: "text/html" } });
    await keepPage(kind, url, response);
  } catch {
    lastFetched.delete(key); // offline again: the next visit tries again
  }
}

async function savedCopy(saved: Response, url: URL): Promise<Response> {
  const savedAt = saved.headers.get(SAVED_AT_HEADER) ?? new Date().toISOString();
  const locale = localeFromPath(url.pathname);
  const note = fillText(texts[locale].savedCopy, { date: formatSavedAt(savedAt, locale) });
  return new Response(withSavedCopyNote(await saved.text(), note, savedAt), { status: 200, headers: saved.headers });
}

function decodedTitle(value: string | null): string {
  try {
    return decodeURIComponent(value ?? "");
  } catch {
    return "";
  }
}

async function offlinePage(url: URL): Promise<Response> {
  const cache = await caches.open(PAGES_CACHE);
  const saved: SavedPage[] = await Promise.all(
    (await cache.keys()).map(async (request) => {
      const headers = (await cache.match(request))?.headers;
      const { pathname, search } = new URL(request.url);
      return { url: pathname + search, title: decodedTitle(headers?.get(TITLE_HEADER) ?? null), savedAt: headers?.get(SAVED_AT_HEADER) ?? "" };
    }),
  );
  saved.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  const locale = localeFromPath(url.pathname);
  const html = offlinePageHtml({ locale, texts: texts[locale], url: url.pathname + url.search, saved });
  return new Response(html, {
    status: 503,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Content-Security-Policy": OFFLINE_PAGE_POLICY },
  });
}

async function answerAsset(event: FetchEvent, url: URL): Promise<Response> {
  const { request } = event;
  const current = await caches.open(ASSETS_CACHE);
  const hit = await current.match(request, { ignoreVary: true });
  if (hit) return hit;
  // A page of the older version asks for its own chunk; a page of this version that loaded before
  // the takeover had its assets kept there. Either way it now belongs to this version too.
  const old = await olderVersionsAsset(request);
  if (old) {
    event.waitUntil(current.put(request, old.clone()));
    return old;
  }
  try {
    const response = await fetch(request);
    if (response.status === 200 && response.type === "basic") event.waitUntil(current.put(request, response.clone()));
    return response;
  } catch (error) {
    const standIn = await sameNamedStylesheet(current, url);
    if (standIn) return standIn;
    throw error;
  }
}

async function olderVersionsAsset(request: Request): Promise<Response | undefined> {
  for (const name of staleCaches(await caches.keys(), version).oldAssets) {
    const hit = await (await caches.open(name)).match(request, { ignoreVary: true });
    if (hit) return hit;
  }
  return undefined;
}

/** Offline, a saved page of an older build gets this build's stylesheet of the same name. */
async function sameNamedStylesheet(current: Cache, url: URL): Promise<Response | undefined> {
  const stem = assetStem(url.pathname);
  if (!stem || !stem.endsWith(".css")) return undefined;
  const match = (await current.keys()).find((request) => assetStem(new URL(request.url).pathname) === stem);
  return match ? current.match(match) : undefined;
}

/** Fetches into `cache` what it does not hold yet of `urls` (a failed fetch is left out). */
async function addMissing(cache: Cache, urls: string[]): Promise<void> {
  await Promise.all(
    urls.map(async (url) => {
      if (await cache.match(url, { ignoreVary: true })) return;
      await cache.add(url).catch(() => undefined);
    }),
  );
}

/** Assets a page loaded before the worker controlled it. */
async function keepAssets(urls: string[]): Promise<void> {
  if (urls.length === 0) return;
  await addMissing(await caches.open(ASSETS_CACHE), urls);
}

/** Images a page showed before the worker controlled it. */
async function keepImages(urls: string[]): Promise<void> {
  if (urls.length === 0) return;
  const cache = await caches.open(IMAGES_CACHE);
  await addMissing(cache, urls);
  await trimImages(cache);
}

async function answerImage(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const cache = await caches.open(IMAGES_CACHE);
  const hit = await cache.match(request, { ignoreVary: true });
  if (hit && isFreshImage(hit.headers.get("Date"), Date.now())) return hit;
  try {
    const response = await fetch(request);
    if (response.status === 200 && response.type === "basic") event.waitUntil(cache.put(request, response.clone()).then(() => trimImages(cache)));
    return response;
  } catch (error) {
    if (hit) return hit;
    throw error;
  }
}

/** The first stored go first. */
async function trimImages(cache: Cache): Promise<void> {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_IMAGES)).map((request) => cache.delete(request)));
}
