import { checkpoint, connection, dataVersion } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { seedIfEmpty } from "~/db/seed";
import { recordHealthCheck } from "~/models/health-checks.server";
import { findRedirect } from "~/models/redirects.server";
import { overlayRedirect } from "~/lib/overlay-flag";
import { rootHref } from "~/lib/routes";
import { safeRedirectPath, withoutQueryParam } from "~/lib/urls";
import { assertDatabaseLocation, seedAnnouncement } from "./database-location.server";
import { env } from "./env.server";
import { startMonitoring } from "./monitoring.server";
import { refreshSearchIndex } from "~/services/search-index.server";
import { startScheduleTick, stopScheduleTick } from "~/services/editor/schedule-tick.server";
import { cachedPage, mayKeepPage, pageCacheKey, pageCacheVersion, storePage } from "./page-cache.server";
import { consentsToTracking } from "./preference-cookies.server";
import { closeRequestScope, openRequestScope } from "./request-scope.server";
import { sessionSecret } from "./secret.server";
import { hasSessionCookie } from "./session.server";

/** What server.ts needs from the app, reached through the Remix build's entry module. */
export interface ServerHooks {
  /**
   * Once per start of the site, before any process serves: migrations, the demo seed on an empty
   * database, the search index, the session secret file. With several workers the primary runs it
   * alone (./workers.server.ts), so no two processes migrate or seed at once.
   */
  prepare(): Promise<void>;
  /** In every process that serves requests, after `prepare` has run. */
  start(): Promise<void>;
  healthcheck(): Promise<boolean>;
  preRoute(request: { url: string; cookie: string | null }): Promise<{ status: 301; location: string } | null>;
  /** Whether the answer's policy may allow the tag manager: the visitor consented to tracking. */
  consentsToTracking(cookie: string | null): boolean;
  stop(): Promise<void>;
  /** The short-lived cache of shareable answers (./page-cache.server.ts). */
  pageCache: { key: typeof pageCacheKey; version: typeof pageCacheVersion; get: typeof cachedPage; mayKeep: typeof mayKeepPage; store: typeof storePage };
  /** What the loaders of one GET request share (./request-scope.server.ts): the server opens and closes it. */
  requestScope: { open: typeof openRequestScope; close: typeof closeRequestScope };
  /** Hot API routes answered by their route module without Remix's route matching (decision 0015). */
  directRoutes: { id: string; path: string }[];
}

function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

export const serverHooks: ServerHooks = {
  async prepare() {
    const config = env();
    assertDatabaseLocation(config);
    const { db } = connection();
    await migrateToLatest(db);
    if (await seedIfEmpty(db, { mediaDir: config.MEDIA_DIR })) console.warn(seedAnnouncement(config));
    // Index what the seed or a migration queued (everything on a new database) before the first search;
    // should it fail, every search tries again and the site runs on.
    await refreshSearchIndex().catch((error) => console.error("[search] building the index failed", error));
    checkpoint();
    sessionSecret(); // made now, before workers could race to make one each
  },

  async start() {
    assertDatabaseLocation(env());
    await startMonitoring();
    dataVersion(); // PostgreSQL: starts listening for other processes' content changes before the first request
    // Due page schedules: once now, then every few seconds, in every worker; each schedule is claimed
    // in its transaction, so it is carried out once however many processes tick.
    startScheduleTick();
  },

  // Healthy means the database takes writes: a read-only one answers 503.
  async healthcheck() {
    try {
      await recordHealthCheck();
      return true;
    } catch (error) {
      console.error("[healthcheck]", error);
      return false;
    }
  },

  // Redirect rules answer 301 before any route runs; a visitor (not an editor) who asks for a
  // page version gets the page itself. Every location is checked like any redirect target.
  async preRoute({ url, cookie }) {
    // The raw path put after an origin: "//x" stays a path (as a relative URL it would name a host).
    const parsed = new URL(`http://localhost${url.startsWith("/") ? url : `/${url}`}`);
    if (parsed.pathname.startsWith("/build/") || parsed.pathname.startsWith("/api/")) return null;
    const permanent = (location: string) => ({ status: 301 as const, location: safeRedirectPath(location, "/") });
    const rule = await findRedirect(safeDecode(parsed.pathname));
    if (rule) return permanent(rule.new_path);
    if (parsed.searchParams.has("version_id") && !hasSessionCookie(cookie)) return permanent(withoutQueryParam(parsed, "version_id"));
    // A page loaded with the event overlay's flag lands on the programme (no script needed).
    const programme = overlayRedirect(parsed);
    if (programme) return permanent(programme);
    return null;
  },

  consentsToTracking,

  pageCache: { key: pageCacheKey, version: pageCacheVersion, get: cachedPage, mayKeep: mayKeepPage, store: storePage },

  requestScope: { open: openRequestScope, close: closeRequestScope },

  // Add to cart and the token the widget asks for first: the calls of the ticket rush.
  directRoutes: (["api-shop-cart", "api-csrf"] as const).map((id) => ({ id, path: rootHref(id) })),

  async stop() {
    await stopScheduleTick();
    await connection().db.destroy();
  },
};
