import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { answers, freePort, testServerEnv } from "./own-server";
import { adminQuery, databaseUrl } from "../../integration/support/postgres-admin";

/**
 * A database that outlives its servers: a server started on it seeds it only when it is empty
 * (app/db/seed/index.ts, `seedIfEmpty`), so the second server on the same home finds the first one's
 * data as it was left. The session secret belongs to the home too, so a session outlives a restart.
 */
export interface DatabaseHome {
  engine: "sqlite" | "postgres";
  databaseUrl: string;
  /** DATA_DIR of its servers. */
  dir: string;
  sessionSecret: string;
  /** Runs a read-only query on the database as it is now (rows as objects). */
  read<T>(statement: string): Promise<T[]>;
  /** Removes the database and the folder. */
  drop(): Promise<void>;
}

/** A fresh SQLite file in a folder of its own; read through better-sqlite3, read-only. */
export function sqliteHome(): DatabaseHome {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "festival-restartable-"));
  const file = path.join(dir, "festival.sqlite");
  return {
    engine: "sqlite",
    databaseUrl: `file:${file}`,
    dir,
    sessionSecret: crypto.randomBytes(24).toString("hex"),
    async read<T>(statement: string) {
      const sqlite = new Database(file, { readonly: true, fileMustExist: true });
      try {
        return sqlite.prepare(statement).all() as T[];
      } finally {
        sqlite.close();
      }
    },
    async drop() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A PostgreSQL database `name` made afresh on the server `pgServerUrl` (TEST_DATABASE_URL), dropped
 * first if an earlier run left it behind; read in read-only transactions.
 */
export async function postgresHome(pgServerUrl: string, name: string): Promise<DatabaseHome> {
  await adminQuery(pgServerUrl, `drop database if exists ${name} with (force)`);
  await adminQuery(pgServerUrl, `create database ${name}`);
  const url = databaseUrl(pgServerUrl, name);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "festival-restartable-"));
  return {
    engine: "postgres",
    databaseUrl: url,
    dir,
    sessionSecret: crypto.randomBytes(24).toString("hex"),
    async read<T>(statement: string) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query("begin transaction read only");
        const result = await client.query(statement);
        await client.query("rollback");
        return result.rows as T[];
      } finally {
        await client.end();
      }
    },
    async drop() {
      fs.rmSync(dir, { recursive: true, force: true });
      await adminQuery(pgServerUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export interface RestartableServer {
  url: string;
  port: number;
  /** The node process that serves (`node build/server.js` itself, no shell in between). */
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** SIGKILL to the server process; resolves with the signal it died of once it is gone. */
  kill9(): Promise<NodeJS.Signals | null>;
  /** Stops with SIGTERM unless it has exited already. */
  stop(): Promise<void>;
}

/**
 * `node build/server.js` in production mode on `home`'s database, on `port` (a free one when not
 * given, or the port of the server it replaces); waits until its health check answers.
 */
export async function startServerOn(home: DatabaseHome, port?: number): Promise<RestartableServer> {
  const ownPort = port ?? (await freePort());
  const url = `http://localhost:${ownPort}`;
  if (await answers(url)) throw new Error(`startServerOn: port ${ownPort} is in use (another test run?)`);
  const child = spawn(process.execPath, ["build/server.js"], {
    env: testServerEnv({
      PORT: String(ownPort),
      DATABASE_URL: home.databaseUrl,
      DATA_DIR: home.dir,
      SESSION_SECRET: home.sessionSecret,
      TRUST_PROXY: "1", // the editor's login brings its own address in X-Forwarded-For (tests/e2e/support/editor.ts)
    }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve((exit = { code, signal }))),
  );
  for (let i = 0; ; i++) {
    if (exit) throw new Error(`startServerOn: the server exited with ${exit.code ?? exit.signal}:\n${output}`);
    if (await answers(url)) break;
    if (i >= 900) {
      child.kill("SIGTERM");
      throw new Error(`startServerOn: the server on port ${ownPort} did not answer in 90 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    port: ownPort,
    child,
    output: () => output,
    async kill9() {
      if (!exit) process.kill(child.pid!, "SIGKILL");
      return (await exited).signal;
    },
    async stop() {
      if (!exit) child.kill("SIGTERM");
      await exited;
    },
  };
}
