// The HTTP server: security headers with a per-request CSP nonce, compression, static files, the
// health check, redirects that must answer before anything else, and the Remix app.
import cluster from "node:cluster";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { filesUnder, precompressedAssets } from "./app/services/http/build-assets.server";
import { directRoutes } from "./app/services/http/direct-route-http.server";
import { env, type Env } from "./app/services/http/env.server";
import { gracefulShutdown } from "./app/services/http/graceful-shutdown.server";
import { closeConnectionsInStages } from "./app/services/http/lingering-close.server";
import { refuseUnreadableRequests } from "./app/services/http/request-gate.server";
import { REQUEST_SCOPE_HEADER } from "./app/services/http/request-scope.server";
import { loadShedding, reportSheddingEpisode, sampleLoopLag } from "./app/services/http/load-shedding.server";
import { crossOriginRefusal } from "./app/services/http/origin-check-express.server";
import { pageCacheMiddleware } from "./app/services/http/page-cache-express.server";
import { laneMiss, pageCacheLane, type AnswerHeaders } from "./app/services/http/page-cache-lane.server";
import { DYNAMIC_COMPRESSION_LEVEL } from "./app/services/http/compression-level.server";
import { reusableWhenPrefetched } from "./app/services/http/prefetch-reuse.server";
import { publicOrigin } from "./app/services/http/public-origin.server";
import { contentSecurityPolicy, freshNonce, securityHeaders } from "./app/services/http/security-headers.server";
import type { ServerHooks } from "./app/services/http/server-hooks.server";
import { withoutTrackingParameters } from "./app/services/http/tracking-parameters.server";
import { trustProxy } from "./app/services/http/trust-proxy.server";
import { familyHandlers } from "./app/services/http/route-families.server";
import { runWorkers, workerCount } from "./app/services/http/workers.server";

const MODE = process.env.NODE_ENV === "development" ? "development" : "production";
process.env.NODE_ENV = MODE;
const BUILD_PATH = path.resolve("build/server/index.js");

/** Refuses to start, with the reason, when the environment or the database is not as it must be. */
function refuseToStart(error: unknown): never {
  console.error(`Festival website not started: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

let config: Env;
try {
  config = env();
} catch (error) {
  refuseToStart(error);
}
const PORT = config.PORT;
const QUIET = config.LOG_REQUESTS === "0";

type Build = ServerBuild & { entry: { module: { serverHooks: ServerHooks } } };

// Development compiles the app on request through Vite (its middleware serves /build/ and hot updates);
// production loads the build made by `npm run build`.
const viteDev =
  MODE === "development"
    ? await import("vite").then((vite) => vite.createServer({ server: { middlewareMode: true } }))
    : undefined;

async function importBuild(): Promise<Build> {
  if (viteDev) return (await viteDev.ssrLoadModule("virtual:remix/server-build")) as Build;
  return (await import(pathToFileURL(BUILD_PATH).href)) as Build;
}

let build = await importBuild();
const hooks = () => build.entry.module.serverHooks;
// Development serves from one process (it reloads the build in place); production from one worker per
// core (WEB_CONCURRENCY), with a primary that prepares the site once and serves nothing itself.
const WORKERS = MODE === "development" ? 1 : workerCount(config.WEB_CONCURRENCY);
if (cluster.isPrimary) await hooks().prepare().catch(refuseToStart);
if (cluster.isPrimary && WORKERS > 1) {
  await hooks().stop();
  process.exit(await runWorkers({ count: WORKERS }));
}
await hooks().start().catch(refuseToStart);

const app = express();
app.disable("x-powered-by");
// Nothing reads Express's parsed query (Remix reads the URL): no qs parse of every request's query.
app.set("query parser", false);
// Whether X-Forwarded-For, -Proto and -Host count: TRUST_PROXY, decided in one place for Express
// and the direct lane alike (docs/decisions/0024-public-origin-and-proxies.md).
app.set("trust proxy", trustProxy());

function logRequest(method: string, url: string, status: number, ms: number) {
  if (!QUIET) console.log(`${method} ${url} ${status} ${ms.toFixed(1)}ms`);
}

// Request log: one line per request, static assets left out. `Server-Timing: app;dur=…` tells how long
// the server took until it started answering (what `npm run bench` reports as server time).
app.use((req, res, next) => {
  const started = process.hrtime.bigint();
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    if (!res.headersSent) res.setHeader("Server-Timing", `app;dur=${(Number(process.hrtime.bigint() - started) / 1e6).toFixed(2)}`);
    return (writeHead as (...a: unknown[]) => Response).apply(this, args);
  } as Response["writeHead"];
  res.on("finish", () => {
    if (req.path.startsWith("/build/") || req.path.startsWith("/media/")) return;
    logRequest(req.method, req.originalUrl, res.statusCode, Number(process.hrtime.bigint() - started) / 1e6);
  });
  next();
});

const sentryDsn = config.SENTRY_DSN;
const reportOrigin = sentryDsn ? new URL(sentryDsn).origin : undefined;
// Which worker process answered (several of them share the port): for the operator and the tests.
const workerHeader: Record<string, string> = cluster.isWorker ? { "X-Worker": String(cluster.worker!.id) } : {};

/**
 * The headers every answer carries, with its own CSP nonce. The policy follows the request's consent
 * cookie, which is also part of the page cache's key: a stored page never carries a policy of its own,
 * every answer gets this one.
 */
function answerHeaders(cookie: string | null): AnswerHeaders {
  const nonce = freshNonce();
  const policy = contentSecurityPolicy(nonce, { dev: MODE === "development", tracking: hooks().consentsToTracking(cookie), reportOrigin });
  return { nonce, headers: { ...workerHeader, "Content-Security-Policy": policy, ...securityHeaders } };
}

app.use((req, res, next) => {
  // A page the cache lane looked up already has its answer's headers (and the cache's tokens for them).
  const lane = laneMiss(req);
  const { nonce, headers } = lane?.found ? lane.answer : answerHeaders(req.headers.cookie ?? null);
  res.locals.cspNonce = nonce;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  next();
});

app.use(refuseUnreadableRequests());

// A browser's POST from another site is refused here with a 403 (Remix would throw a 500).
app.use(crossOriginRefusal());

const getLoadContext = (req: Request, res: Response) => ({
  cspNonce: res.locals.cspNonce as string,
  clientIp: req.ip ?? "unknown",
  buildVersion: build.assets.version,
});

// Scripts and stylesheets of the build come compressed from the build itself (best Brotli and gzip).
app.use("/build", precompressedAssets("build/client"));
// Dynamic answers are compressed once each, in one piece (the document renderer writes a page at once),
// at DYNAMIC_COMPRESSION_LEVEL. Pages the page cache keeps are compressed by it and skip this. The build's
// other files (and any answer to a client that takes neither Brotli nor gzip from the build's copies) are
// kept for a year, so every byte counts there: level 9, and small ones too.
const compressAsset = compression({ level: 9, threshold: 0 });
const compressDynamic = compression({ level: DYNAMIC_COMPRESSION_LEVEL });
app.use((req, res, next) => (req.path.startsWith("/build/") ? compressAsset : compressDynamic)(req, res, next));

// Fingerprinted build assets never change; media and public files may.
if (viteDev) app.use(viteDev.middlewares);
app.use("/build", express.static("build/client", { immutable: true, maxAge: "1y" }));
// Dot files and folders in the media folder (the seed's kept drawings) are not served.
app.use("/media", express.static(config.MEDIA_DIR, { maxAge: "1d", dotfiles: "ignore" }));
// The public folder holds a handful of files; knowing them spares every page request a disk lookup.
const publicFiles = new Set(filesUnder("public").keys());
const publicStatic = express.static("public", { maxAge: "1h", index: false });
app.use((req, res, next) => (MODE === "development" || publicFiles.has(req.path) ? publicStatic(req, res, next) : next()));

app.get("/healthcheck", async (_req, res) => {
  const ok = await hooks().healthcheck();
  res.status(ok ? 200 : 503).setHeader("Cache-Control", "no-store").type("text/plain").send(ok ? "OK" : "DATABASE UNAVAILABLE");
});

// Redirect rules and the version_id rule answer before any route runs.
app.use(async (req: Request, res: Response, next: NextFunction) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  try {
    const redirect = await hooks().preRoute({ url: req.originalUrl, cookie: req.headers.cookie ?? null });
    if (!redirect) return next();
    res.setHeader("Cache-Control", "public, max-age=0, s-maxage=300");
    res.redirect(redirect.status, redirect.location);
  } catch (error) {
    next(error);
  }
});

// Shareable answers for visitors without personal cookies come from a short-lived cache.
app.use(pageCacheMiddleware(() => hooks().pageCache));

// While the event loop lags, a render gets a quick 503 instead of a place in the queue (decision 0028).
app.use(loadShedding({ lag: sampleLoopLag(), thresholdMs: config.LOAD_SHED_LAG_MS, onEpisode: reportSheddingEpisode }));

/**
 * Each request is matched only against the routes its first path segment can reach (route families),
 * read from the path as Remix reads it: the WHATWG URL parser resolves dot segments and backslashes.
 */
function handleByFamily(): express.RequestHandler {
  const handlerFor = familyHandlers(build, (family) => createRequestHandler({ build: family, mode: MODE, getLoadContext }));
  // The address written out whole, as Remix's adapter writes it: resolved against a base instead, a
  // path beginning "/\" would read as host-relative ("//…") and throw.
  return (req, res, next) => handlerFor(new URL(`http://localhost${req.originalUrl}`).pathname)(req, res, next);
}
// The loaders of one GET request share what they read of the session (app/services/http/request-scope.server.ts);
// no other request carries a scope key, whatever the client sent.
app.use((req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") {
    delete req.headers[REQUEST_SCOPE_HEADER];
    return next();
  }
  const scope = hooks().requestScope;
  const key = scope.open();
  req.headers[REQUEST_SCOPE_HEADER] = key;
  res.on("close", () => scope.close(key));
  next();
});
app.all(
  "*",
  MODE === "development"
    ? async (req, res, next) => {
        build = await importBuild(); // the latest compilation of the app
        createRequestHandler({ build, mode: MODE, getLoadContext })(req, res, next);
      }
    : handleByFamily(),
);

// The ticket rush's JSON calls are answered before Express: no middleware stack, no route matching
// of Remix, no compression of a few bytes (docs/decisions/0015-direct-api-routes.md).
const direct = directRoutes({
  build: () => build,
  routes: hooks().directRoutes,
  loadContext: (clientIp) => ({ cspNonce: "", clientIp, buildVersion: build.assets.version }), // JSON answers carry no inline script
  log: logRequest,
});
// Page cache hits are answered before Express too (docs/decisions/0074-page-cache-lane.md).
const cacheLane = pageCacheLane({ cache: () => hooks().pageCache, answerHeaders, log: logRequest });
// A refused upload's connection closes only after the client has stopped sending: its answer arrives.
closeConnectionsInStages();
const server = http.createServer((req, res) => {
  // Every part of the server sees the address without ad and campaign parameters (the browser keeps them).
  req.url = withoutTrackingParameters(req.url ?? "/");
  // The click after a prefetch uses the prefetched answer (./app/services/http/prefetch-reuse.server.ts).
  reusableWhenPrefetched(req.headers, res);
  if (!direct(req, res) && !cacheLane(req, res)) app(req, res);
});
// An idle keep-alive connection is closed by the client (a proxy or browser keeps one for 60 s at most,
// as a rule) before the server closes it: a server that closes one while the client sends on it fails
// that request with ECONNRESET.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(PORT, () => {
  const who = cluster.isWorker ? `, worker ${cluster.worker!.id} pid ${process.pid}` : "";
  console.log(`Festival website listening on http://localhost:${PORT} (${MODE}${who}), public URL ${publicOrigin()}`);
});

// SIGTERM: open requests finish, new connections are refused, then the database closes.
const shutdown = gracefulShutdown(server, { stop: () => hooks().stop() });
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
