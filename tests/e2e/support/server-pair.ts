import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { adminQuery, databaseUrl } from "../../integration/support/postgres-admin";
import { answers, freePort, testServerEnv } from "./own-server";

export interface ServerPair {
  /** The two servers' base URLs: separate processes on one PostgreSQL database. */
  urls: [string, string];
  stop(): Promise<void>;
}

async function startProcess(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const url = `http://localhost:${port}`;
  if (await answers(url)) throw new Error(`startServerPair: port ${port} is in use (another test run?)`);
  const child = spawn(process.execPath, ["build/server.js"], { env: testServerEnv({ ...env, PORT: String(port) }), stdio: ["ignore", "ignore", "inherit"] });
  let exitCode: number | null | undefined;
  child.once("exit", (code) => (exitCode = code));
  for (let i = 0; i < 600; i++) {
    if (exitCode !== undefined) throw new Error(`startServerPair: the server for port ${port} exited with ${exitCode}`);
    if (await answers(url)) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGTERM");
  throw new Error(`startServerPair: the server for port ${port} did not answer in 60 s`);
}

/**
 * Two production servers (`node build/server.js`) on one fresh PostgreSQL database made through
 * `pgServerUrl` (TEST_DATABASE_URL), with one session secret, on free ports. The first migrates and
 * seeds before the second starts.
 */
export async function startServerPair(pgServerUrl: string): Promise<ServerPair> {
  const name = `festival_pair_${crypto.randomBytes(4).toString("hex")}`;
  await adminQuery(pgServerUrl, `create database ${name}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "festival-pair-"));
  const env = {
    DATABASE_URL: databaseUrl(pgServerUrl, name),
    DATA_DIR: dir,
    SESSION_SECRET: crypto.randomBytes(24).toString("hex"),
  };
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(
      children.map((child) => {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        return exited;
      }),
    );
    fs.rmSync(dir, { recursive: true, force: true });
    await adminQuery(pgServerUrl, `drop database if exists ${name} with (force)`);
  };
  try {
    const ports = [await freePort(), await freePort()];
    for (const port of ports) children.push(await startProcess(port, env));
    return { urls: [`http://localhost:${ports[0]}`, `http://localhost:${ports[1]}`], stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
