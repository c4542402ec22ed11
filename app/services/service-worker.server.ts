/**
 * The script served at /sw.js: the service worker's configuration (its version and texts), then its
 * code as scripts/build-server.mjs bundled it from app/service-worker/worker.ts.
 */
import fs from "node:fs/promises";
import path from "node:path";
import type { Locale } from "~/lib/routes";
import { LOCALES } from "~/lib/routes";
import type { OfflineTexts, ServiceWorkerConfig } from "~/lib/offline/service-worker-config";
import de from "~/locales/de";
import en from "~/locales/en";
import { env } from "./http/env.server";

const BUNDLE = path.resolve("build/service-worker.js");
const MESSAGES = { de, en } satisfies Record<Locale, typeof de>;

let code: Promise<string> | undefined;

/** The bundled worker, read once (null when the build has none: `npm run build` makes it). */
async function workerCode(): Promise<string | null> {
  code ??= fs.readFile(BUNDLE, "utf8");
  return code.catch(() => {
    code = undefined;
    return null;
  });
}

/**
 * The worker's version: SERVICE_WORKER_VERSION when set, else the build's. Its caches of build assets
 * are named by it, and a new one replaces the visitors' workers and drops their older assets.
 */
export function serviceWorkerVersion(buildVersion: string): string {
  return env().SERVICE_WORKER_VERSION ?? buildVersion;
}

export function serviceWorkerConfig(version: string): ServiceWorkerConfig {
  const texts = Object.fromEntries(
    LOCALES.map((locale) => [locale, { ...MESSAGES[locale].offline, titleSuffix: MESSAGES[locale].meta.titleSuffix } satisfies OfflineTexts]),
  ) as Record<Locale, OfflineTexts>;
  return { version, texts };
}

/** The whole script, or null when the worker was not built. */
export async function serviceWorkerScript(buildVersion: string): Promise<string | null> {
  const worker = await workerCode();
  if (worker === null) return null;
  return `const SERVICE_WORKER_CONFIG = ${JSON.stringify(serviceWorkerConfig(serviceWorkerVersion(buildVersion)))};\n${worker}`;
}
