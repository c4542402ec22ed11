import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";

export interface OwnServer {
  url: string;
  /** The server's SQLite database, to change settings behind its back. */
  sqlite: Database.Database;
  /** The server's SQLite file. */
  databaseFile: string;
  /** The server process, to send it signals. */
  child: ChildProcess;
  /** Stops with SIGTERM (unless it has exited already) and answers the exit code (0 after a graceful shutdown). */
  stop(): Promise<number | null>;
}

/** A port nothing listens on now (the system's choice), so that parallel runs never share one. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * What every production server a test starts runs with (on top of the test's own environment): the
 * cached e2e media, no request log, cookies over plain http, one process, and shedding only past a 3 s stall —
 * a test's server shares two busy cores with the browser and the suite, and a loop stalled by the
 * machine must not shed its pages (under-load.spec.ts sets its own threshold).
 */
export function testServerEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    MEDIA_DIR: path.resolve(".cache/e2e-media"),
    LOG_REQUESTS: "0",
    NODE_ENV: "production",
    INSECURE_COOKIES: "1",
    LOAD_SHED_LAG_MS: "3000",
    WEB_CONCURRENCY: "1", // one process, as the tests expect of it (workers.spec.ts asks for more)
    ...env,
  };
}

/**
 * A production server of our own on a fresh SQLite database and a free port, for states that would
 * disturb the shared e2e server (the site switched offline). Uses the cached e2e media. `port` names
 * the port instead: a second server on a stopped one's port has the same origin (a deploy).
 */
export async function startOwnServer(extraEnv: Record<string, string> = {}, { port: chosenPort }: { port?: number } = {}): Promise<OwnServer> {
  const port = chosenPort ?? (await freePort());
  const url = `http://localhost:${port}`;
  // Another run's server on the port would answer the health check below in place of ours.
  if (await answers(url)) throw new Error(`startOwnServer: port ${port} is in use (another test run?)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "festival-own-"));
  const file = path.join(dir, "festival.sqlite");
  const child: ChildProcess = spawn(process.execPath, ["build/server.js"], {
    env: testServerEnv({
      PORT: String(port),
      DATABASE_URL: `file:${file}`,
      DATA_DIR: dir,
      TRUST_PROXY: "1", // visitors bring their own address in X-Forwarded-For, as behind a proxy
      ...extraEnv,
    }),
    stdio: ["ignore", "ignore", "inherit"],
  });
  let exitCode: number | null | undefined;
  child.once("exit", (code) => (exitCode = code));
  for (let i = 0; i < 300; i++) {
    const up = await answers(url);
    if (exitCode !== undefined) throw new Error(`startOwnServer: the server for port ${port} exited with ${exitCode}`);
    if (up) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const sqlite = new Database(file);
  return {
    url,
    sqlite,
    databaseFile: file,
    child,
    async stop() {
      if (sqlite.open) sqlite.close();
      const exited = new Promise<number | null>((resolve) => (exitCode !== undefined ? resolve(exitCode) : child.once("exit", (code) => resolve(code))));
      if (exitCode === undefined) child.kill("SIGTERM");
      const code = await exited;
      fs.rmSync(dir, { recursive: true, force: true });
      return code;
    },
  };
}

export async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthcheck`)).ok;
  } catch {
    return false; // not up (yet)
  }
}
