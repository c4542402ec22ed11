/**
 * The page's side of the service worker (app/service-worker/worker.ts): registering it, telling it
 * where the page is, and what a page does after a new version of the worker took over.
 */
import { rootHref } from "../routes";
import { BUILD_ASSETS_PREFIX } from "./cache-names";
import type { PageMessage } from "./service-worker-config";

/** The page loaded before a worker controlled it: the worker never saw its assets. */
let loadedUncontrolled = false;
/** A new version of the worker took over after this page loaded. */
let replaced = false;

function supported(): boolean {
  return typeof navigator !== "undefined" && "serviceWorker" in navigator && window.isSecureContext;
}

/**
 * Registers the worker for the whole site. The entry module may run after the load event (it is
 * imported dynamically), so a page that has loaded registers at once.
 */
export function registerServiceWorker(): void {
  if (!supported()) return;
  const container = navigator.serviceWorker;
  loadedUncontrolled = !container.controller;
  let controlled = !loadedUncontrolled;
  container.addEventListener("controllerchange", () => {
    // The first worker to control a page is not a new version; any later one is.
    if (controlled) replaced = true;
    controlled = true;
  });
  const register = () => void container.register(rootHref("service-worker"), { scope: "/" }).catch(() => undefined);
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

/**
 * Whether the page should load its next address as a whole document: a new worker version took over,
 * so the server (already the new version) may no longer have this page's chunks. The page is never
 * reloaded under the visitor's hands; the next navigation does it.
 */
export function serviceWorkerReplaced(): boolean {
  return replaced;
}

const WAIT_FOR_CONTROL_MS = 10_000;

/** The controlling worker, waiting a while for the first one to take over. */
async function controller(): Promise<ServiceWorker | null> {
  const container = navigator.serviceWorker;
  if (container.controller) return container.controller;
  const taken = new Promise<void>((resolve) => container.addEventListener("controllerchange", () => resolve(), { once: true }));
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, WAIT_FOR_CONTROL_MS));
  await Promise.race([taken, timeout]);
  return container.controller;
}

const sameOrigin = (url: string) => new URL(url, window.location.href).origin === window.location.origin;

/** Build assets this page loaded (scripts, stylesheets, the locale's texts). */
function loadedAssets(): string[] {
  const urls = [
    ...performance.getEntriesByType("resource").map((entry) => entry.name),
    ...[...document.querySelectorAll<HTMLLinkElement>("link[href]")].map((link) => link.href),
    ...[...document.querySelectorAll<HTMLScriptElement>("script[src]")].map((script) => script.src),
  ];
  return [...new Set(urls)].filter((url) => sameOrigin(url) && new URL(url, window.location.href).pathname.startsWith(BUILD_ASSETS_PREFIX));
}

/** The site's images this page shows (those it has loaded: a lazy one below the fold has not). */
function loadedImages(): string[] {
  const urls = [...document.images].filter((image) => image.complete && image.naturalWidth > 0).map((image) => image.currentSrc);
  return [...new Set(urls)].filter((url) => url && sameOrigin(url) && !new URL(url).pathname.startsWith(BUILD_ASSETS_PREFIX));
}

/**
 * Tells the worker the page's address: it keeps a copy when the page is one of the kept kinds (an
 * address reached in the page is no navigation the worker sees). The first message after a load
 * the worker did not control also names the assets and images the page loaded.
 */
export async function tellServiceWorker(url: string): Promise<void> {
  if (!supported()) return;
  const worker = await controller();
  if (!worker) return;
  const message: PageMessage = loadedUncontrolled
    ? { type: "page", url, assets: loadedAssets(), images: loadedImages() }
    : { type: "page", url, assets: [], images: [] };
  loadedUncontrolled = false;
  worker.postMessage(message);
}

const RETRY_KEY = "offline-document-load";
const RETRY_GUARD_MS = 10_000;

/**
 * A page whose data could not be fetched (no connection) is loaded as a document instead, which the
 * worker answers with its saved copy or the offline page. Once per address within a few seconds.
 */
export function loadDocumentAfterNetworkFailure(error: unknown): void {
  if (!(error instanceof TypeError) || !/fetch|network|load failed/i.test(error.message)) return;
  if (!supported() || !navigator.serviceWorker.controller) return;
  const here = window.location.href;
  const [lastUrl, lastAt] = (sessionStorage.getItem(RETRY_KEY) ?? "").split("\n");
  if (lastUrl === here && Date.now() - Number(lastAt) < RETRY_GUARD_MS) return;
  sessionStorage.setItem(RETRY_KEY, `${here}\n${Date.now()}`);
  window.location.reload();
}
