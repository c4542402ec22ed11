import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./own-server";

export interface SpawnedServer {
  url: string;
  /** A folder of its own (the default home of its database), removed by `stop`. */
  dir: string;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code once it has exited, or with "running" after `ms`. */
  exited(ms: number): Promise<number | null | "running">;
  /** The status of GET /healthcheck, polled until it answers or the server exits (then null). */
  health(): Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * `node build/server.js` in production mode with the given environment on top of a fresh SQLite
 * database in a folder of its own; its output is kept, so start-up messages can be checked.
 * `asNobody` runs it as an unprivileged user (when the tests run as root), for whom file
 * permissions hold.
 */
export async function spawnServer(extraEnv: Record<string, string> = {}, { asNobody = false } = {}): Promise<SpawnedServer> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "festival-spawned-"));
  const unprivileged = asNobody && process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
  const child: ChildProcess = spawn(process.execPath, ["build/server.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: `file:${path.join(dir, "festival.sqlite")}`,
      MEDIA_DIR: path.resolve(".cache/e2e-media"),
      DATA_DIR: dir,
      SESSION_SECRET: "spawned-server-tests-0123456789",
      LOG_REQUESTS: "0",
      NODE_ENV: "production",
      INSECURE_COOKIES: "1",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
    ...unprivileged,
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  let exitCode: number | null | undefined;
  const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve((exitCode = code))));
  const url = `http://localhost:${port}`;
  return {
    url,
    dir,
    output: () => output,
    exited: (ms) => Promise.race([exit, new Promise<"running">((resolve) => setTimeout(() => resolve("running"), ms))]),
    async health() {
      for (let i = 0; i < 600 && exitCode === undefined; i++) {
        try {
          return (await fetch(`${url}/healthcheck`)).status;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 100)); // not up yet
        }
      }
      return null;
    },
    async stop() {
      if (exitCode === undefined) {
        child.kill("SIGTERM");
        await exit;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
