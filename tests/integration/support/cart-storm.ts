/**
 * The cart storm: several OS processes, each with its own database connection, fire add-to-cart
 * calls at one seat group at the same moment — the way several server processes (or several
 * servers) on one database would. The worker (cart-storm-worker.ts) is bundled once with esbuild,
 * as scripts/run-ts.mjs does, into .cache/ so that its packages resolve from node_modules. Workers
 * stay up between storms, so their start-up is paid once per database.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import type { StormJob, StormTally } from "./cart-storm-worker";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, "../../..");

let bundled: Promise<string> | undefined;

function bundleWorker(): Promise<string> {
  bundled ??= (async () => {
    const outfile = path.join(ROOT, ".cache", "cart-storm", `worker-${process.pid}.mjs`);
    fs.mkdirSync(path.dirname(outfile), { recursive: true });
    await build({
      entryPoints: [path.join(HERE, "cart-storm-worker.ts")],
      outfile,
      bundle: true,
      platform: "node",
      target: "node20",
      format: "esm",
      packages: "external",
      alias: { "~": path.join(ROOT, "app") },
      logLevel: "warning",
    });
    return outfile;
  })();
  return bundled;
}

interface Worker {
  child: ChildProcess;
  /** Resolves with the worker's next output line. */
  next(): Promise<string>;
}

function startWorker(file: string, url: string): Worker {
  const child = spawn(process.execPath, [file, url], { stdio: ["pipe", "pipe", "inherit"] });
  const lines: string[] = [];
  const waiting: { resolve: (line: string) => void; reject: (error: Error) => void }[] = [];
  readline.createInterface({ input: child.stdout! }).on("line", (line) => {
    const waiter = waiting.shift();
    if (waiter) waiter.resolve(line);
    else lines.push(line);
  });
  child.once("exit", (code) => {
    for (const waiter of waiting.splice(0)) waiter.reject(new Error(`storm worker exited with ${code}`));
  });
  return {
    child,
    next: () => {
      const line = lines.shift();
      if (line !== undefined) return Promise.resolve(line);
      if (child.exitCode !== null) return Promise.reject(new Error(`storm worker exited with ${child.exitCode}`));
      return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    },
  };
}

export interface CartStorm {
  /** Sends the job to every worker at once and sums their tallies. */
  run(job: StormJob): Promise<StormTally>;
  stop(): Promise<void>;
}

/** Starts `processes` workers on the database `url` (a DATABASE_URL) and waits until all are connected. */
export async function startCartStorm(url: string, processes: number): Promise<CartStorm> {
  const file = await bundleWorker();
  const workers = Array.from({ length: processes }, () => startWorker(file, url));
  const stop = async () => {
    await Promise.all(
      workers.map(
        (w) =>
          new Promise<void>((resolve) => {
            if (w.child.exitCode !== null) return resolve();
            w.child.once("exit", () => resolve());
            w.child.stdin!.end(); // the worker finishes its loop and closes its pool
            setTimeout(() => w.child.kill("SIGKILL"), 10_000).unref();
          }),
      ),
    );
  };
  try {
    for (const line of await Promise.all(workers.map((w) => w.next()))) {
      if (line !== "ready") throw new Error(`storm worker said ${line}`);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    async run(job) {
      const line = `${JSON.stringify(job)}\n`;
      for (const w of workers) w.child.stdin!.write(line); // all start within a millisecond or two
      const tallies = (await Promise.all(workers.map((w) => w.next()))).map((l) => JSON.parse(l) as StormTally);
      return tallies.reduce<StormTally>(
        (sum, t) => {
          for (const [reason, n] of Object.entries(t.failures)) sum.failures[reason] = (sum.failures[reason] ?? 0) + n;
          return { ok: sum.ok + t.ok, failures: sum.failures, errors: [...sum.errors, ...t.errors] };
        },
        { ok: 0, failures: {}, errors: [] },
      );
    },
    stop,
  };
}
