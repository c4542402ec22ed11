/**
 * Integration tests run the same body once per database engine, each time on a fresh, isolated,
 * migrated (and optionally seeded) database:
 *
 * ```ts
 * import { describe, expect, it } from "vitest";
 * import { loader } from "~/routes/cms-page";
 * import { createTestDatabases, loaderArgs, settle, setupDatabase } from "../support/test-db";
 *
 * describe.each(createTestDatabases())("home page on $name", (engine) => {
 *   const t = setupDatabase(engine, { seed: true }); // beforeAll: create + migrate + seed + useDatabase
 *
 *   it("answers 200", async () => {
 *     const res = await settle(() => loader(loaderArgs("/de", { params: { "*": "" } })));
 *     expect(res.status).toBe(200);
 *     expect(await t.db.selectFrom("event").select("id").execute()).not.toHaveLength(0);
 *   });
 * });
 * ```
 *
 * How loaders and actions find the test database: the app takes its database from `connection()` in
 * app/db/db.server.ts, which builds `globalThis.__festivalConnection` from DATABASE_URL once and then
 * reuses it. `useDatabase(conn)` puts our connection into that slot, so every model, service, loader
 * and action called in the test uses it. `setupDatabase` does this in `beforeAll` and restores the
 * previous value in `afterAll`. Files run one at a time (vitest.config.ts), so one slot is enough.
 *
 * Engines: SQLite always (a file in a temp dir); PostgreSQL too when TEST_DATABASE_URL is set
 * (`create database festival_it_<random>` on that server, dropped again in teardown). Both start as a
 * copy of a migrated template the project's global setup made (./migrated-templates.ts), when there is one.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, inject } from "vitest";
import { connect, type Connection, type DialectName } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import type { DB } from "~/db/schema";
import { seedDemoFestival } from "~/db/seed/index";
import { CSRF_COOKIE, CSRF_FIELD } from "~/lib/csrf";
import { csrfToken } from "~/services/http/csrf.server";
import { adminQuery, databaseUrl } from "./postgres-admin";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/**
 * Seeded images are generated once and kept here across runs (the seed writes the same files each
 * time; the folder is git-ignored). Delete it to regenerate.
 */
export const TEST_MEDIA_DIR = path.join(ROOT, ".cache", "test-media");

export interface CreateOptions {
  /** Seed the demo festival after migrating (default false: empty tables). */
  seed?: boolean;
}

export interface TestDatabase {
  name: DialectName;
  /** The connection as the app sees it (`connection()`). */
  conn: Connection;
  db: Kysely<DB>;
  /** A DATABASE_URL for this database, e.g. to start a server process against it. */
  url: string;
  mediaDir: string;
  /** Closes the connection and deletes the database (file or PostgreSQL database). */
  destroy(): Promise<void>;
}

export interface TestEngine {
  name: DialectName;
  /** Makes a fresh, isolated, migrated database (seeded when asked). */
  create(options?: CreateOptions): Promise<TestDatabase>;
}

/** The engines to run for: `sqlite` always, `postgres` when TEST_DATABASE_URL is set. */
export function createTestDatabases(): TestEngine[] {
  const engines: TestEngine[] = [{ name: "sqlite", create: createSqlite }];
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) engines.push({ name: "postgres", create: (options) => createPostgres(pgUrl, options) });
  return engines;
}

async function prepare(conn: Connection, options: CreateOptions): Promise<void> {
  await migrateToLatest(conn.db);
  if (options.seed) {
    fs.mkdirSync(TEST_MEDIA_DIR, { recursive: true });
    await seedDemoFestival(conn.db, { mediaDir: TEST_MEDIA_DIR });
  }
}

async function createSqlite(options: CreateOptions = {}): Promise<TestDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "festival-it-"));
  const file = path.join(dir, "festival.sqlite");
  const template = inject("sqliteTemplate");
  if (template) fs.copyFileSync(template, file);
  const url = `file:${file}`;
  const conn = connect(url);
  const destroy = async () => {
    await conn.db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await prepare(conn, options);
  } catch (error) {
    await destroy();
    throw error;
  }
  return { name: "sqlite", conn, db: conn.db, url, mediaDir: TEST_MEDIA_DIR, destroy };
}

async function createPostgres(serverUrl: string, options: CreateOptions = {}): Promise<TestDatabase> {
  const name = `festival_it_${crypto.randomBytes(6).toString("hex")}`;
  const template = inject("postgresTemplate");
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ""}`);
  const url = databaseUrl(serverUrl, name);
  const conn = connect(url);
  const destroy = async () => {
    await conn.db.destroy();
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  };
  try {
    await prepare(conn, options);
  } catch (error) {
    await destroy();
    throw error;
  }
  return { name: "postgres", conn, db: conn.db, url, mediaDir: TEST_MEDIA_DIR, destroy };
}

/**
 * Makes the app's `connection()` return `conn` (see the top of this file). Returns a function that
 * puts the previous connection back.
 */
export function useDatabase(conn: Connection): () => void {
  const previous = globalThis.__festivalConnection;
  globalThis.__festivalConnection = conn;
  return () => {
    globalThis.__festivalConnection = previous;
  };
}

/**
 * Registers `beforeAll`/`afterAll` in the current `describe`: a fresh database for this engine, made
 * the app's connection for the block. Read `.db`, `.conn` or `.current` inside tests and hooks.
 */
export function setupDatabase(engine: TestEngine, options: CreateOptions = {}) {
  let current: TestDatabase | undefined;
  let restore: (() => void) | undefined;
  beforeAll(async () => {
    current = await engine.create(options);
    restore = useDatabase(current.conn);
  });
  afterAll(async () => {
    restore?.();
    await current?.destroy();
    current = undefined;
  });
  const get = (): TestDatabase => {
    if (!current) throw new Error("The test database exists only inside tests and hooks (after beforeAll).");
    return current;
  };
  return {
    get current() {
      return get();
    },
    get db() {
      return get().db;
    },
    get conn() {
      return get().conn;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Calling loaders and actions directly

export const TEST_ORIGIN = "http://localhost";

/** What server.ts passes to every loader and action; a test may override parts (e.g. `clientIp`). */
export const TEST_CONTEXT: AppLoadContext = { cspNonce: "integration-test-nonce", clientIp: "127.0.0.1", buildVersion: "integration-test" };

interface ArgsOptions {
  params?: Record<string, string>;
  headers?: HeadersInit;
  context?: Partial<AppLoadContext>;
}

function contextFor(options: ArgsOptions): AppLoadContext {
  return { ...TEST_CONTEXT, ...options.context };
}

/** `{ request, params, context }` for a GET of `pathOrUrl` (a path is resolved against http://localhost). */
export function loaderArgs(pathOrUrl: string, options: ArgsOptions = {}): LoaderFunctionArgs {
  const request = new Request(new URL(pathOrUrl, TEST_ORIGIN), { headers: options.headers });
  return { request, params: options.params ?? {}, context: contextFor(options) };
}

interface ActionOptions extends ArgsOptions {
  method?: "POST" | "PUT" | "PATCH" | "DELETE";
  /** Leave out the CSRF cookie and field, to test the rejection. */
  withoutCsrf?: boolean;
}

/** A valid CSRF token plus the Cookie header that carries it, as a browser of this site would send. */
export function testCsrf(): { token: string; cookie: string } {
  const { token } = csrfToken(new Request(TEST_ORIGIN));
  return { token, cookie: `${CSRF_COOKIE}=${encodeURIComponent(token)}` };
}

function mergeCookie(headers: Headers, cookie: string) {
  const existing = headers.get("Cookie");
  headers.set("Cookie", existing ? `${existing}; ${cookie}` : cookie);
}

/**
 * `{ request, params, context }` for a form submission (`application/x-www-form-urlencoded`) with a
 * valid CSRF cookie + field and a same-origin Origin header, like a browser without JavaScript.
 */
export function formActionArgs(
  pathOrUrl: string,
  fields: Record<string, string | string[]>,
  options: ActionOptions = {},
): ActionFunctionArgs {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(key, v);
  }
  const headers = new Headers(options.headers);
  headers.set("Content-Type", "application/x-www-form-urlencoded");
  headers.set("Origin", TEST_ORIGIN);
  if (!options.withoutCsrf) {
    const csrf = testCsrf();
    body.set(CSRF_FIELD, csrf.token);
    mergeCookie(headers, csrf.cookie);
  }
  const request = new Request(new URL(pathOrUrl, TEST_ORIGIN), { method: options.method ?? "POST", headers, body });
  return { request, params: options.params ?? {}, context: contextFor(options) };
}

/** Like `formActionArgs`, for a JSON body with the token in the X-CSRFToken header (the editor API). */
export function jsonActionArgs(pathOrUrl: string, json: unknown, options: ActionOptions = {}): ActionFunctionArgs {
  const headers = new Headers(options.headers);
  headers.set("Content-Type", "application/json");
  headers.set("Origin", TEST_ORIGIN);
  if (!options.withoutCsrf) {
    const csrf = testCsrf();
    headers.set("X-CSRFToken", csrf.token);
    mergeCookie(headers, csrf.cookie);
  }
  const request = new Request(new URL(pathOrUrl, TEST_ORIGIN), {
    method: options.method ?? "POST",
    headers,
    body: JSON.stringify(json),
  });
  return { request, params: options.params ?? {}, context: contextFor(options) };
}

export interface Settled<T = unknown> {
  status: number;
  headers: Headers;
  /** The loader's data; for a Response, its parsed JSON body (or its text when not JSON). */
  data: T;
  /** Redirect target, when the status is 3xx. */
  location: string | null;
  /** True when the loader/action threw (a thrown Response or `data()`), false when it returned. */
  thrown: boolean;
}

interface DataWithInit {
  type: "DataWithResponseInit";
  data: unknown;
  init: ResponseInit | null;
}

function isDataWithInit(value: unknown): value is DataWithInit {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

async function toSettled(value: unknown, thrown: boolean): Promise<Settled> {
  if (value instanceof Response) {
    const text = await value.text();
    let data: unknown = text;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: value.status, headers: value.headers, data, location: value.headers.get("Location"), thrown };
  }
  if (isDataWithInit(value)) {
    const headers = new Headers(value.init?.headers);
    return { status: value.init?.status ?? 200, headers, data: value.data, location: headers.get("Location"), thrown };
  }
  return { status: 200, headers: new Headers(), data: value, location: null, thrown };
}

/**
 * Runs a loader or action and normalises whatever it returns or throws (plain data, `data()`,
 * `redirect()`, a Response) into `{ status, headers, data, location, thrown }`. Real errors (not a
 * Response or `data()`) are re-thrown, so a 500 fails the test.
 */
export async function settle<T = unknown>(run: () => unknown): Promise<Settled<T>> {
  try {
    return (await toSettled(await run(), false)) as Settled<T>;
  } catch (error) {
    if (error instanceof Response || isDataWithInit(error)) return (await toSettled(error, true)) as Settled<T>;
    throw error;
  }
}

/**
 * Waits until the connection knows whether another one changed the content: at once on SQLite, on
 * PostgreSQL once its listening connection is up (until then every version is new, so caches keep
 * nothing).
 */
export async function contentVersionKnown(conn: Connection): Promise<void> {
  for (let waited = 0; waited < 5000; waited += 20) {
    if ((conn.othersVersion?.() ?? 0) >= 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("The connection's content version stayed unknown for 5 s.");
}
