/**
 * One worker process per core (docs/decisions/0063-worker-processes.md). The primary prepares the
 * site once (migrations, seed, search index, session secret), then forks the workers, which share
 * the port (the primary hands each new connection to the next worker in turn) and serve; it serves
 * nothing itself. A worker that dies is replaced, after a pause that doubles while replacements keep
 * dying young; a worker that dies before the site has started stops the start, as a single process
 * refuses to start. SIGTERM or SIGINT: every worker shuts down gracefully, then the primary exits.
 */
import cluster, { type Worker } from "node:cluster";
import os from "node:os";

/** WEB_CONCURRENCY, or one worker per core. */
export function workerCount(configured: number | undefined): number {
  return configured ?? os.availableParallelism();
}

/** How long a worker must have lived for its death to count as a surprise, not as a crash loop. */
const SETTLED_MS = 60_000;
const MAX_PAUSE_MS = 30_000;

export interface WorkerOptions {
  count: number;
  /** After a signal, workers still running this long are killed (their own graceful limit is 10 s). */
  forceAfterMs?: number;
}

/**
 * Runs in the primary: forks the workers and keeps them running until a signal. Resolves with the
 * exit code once every worker has gone: 0 when all shut down cleanly, 1 otherwise.
 */
export function runWorkers({ count, forceAfterMs = 15_000 }: WorkerOptions): Promise<number> {
  return new Promise((resolve) => {
    const born = new Map<number, number>();
    const listening = new Set<number>();
    let started = false;
    let stopping = false;
    let failed = false;
    let pause = 1000;

    const finish = () => {
      console.log(failed ? "workers stopped, not all cleanly" : "all workers stopped");
      resolve(failed ? 1 : 0);
    };
    const alive = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
    const fork = () => {
      const worker = cluster.fork();
      born.set(worker.id, Date.now());
    };

    const stop = (reason: string, code: number) => {
      if (code !== 0) failed = true;
      if (stopping) return;
      stopping = true;
      console.log(`${reason}: stopping ${alive().length} workers`);
      for (const worker of alive()) worker.process.kill("SIGTERM");
      const force = setTimeout(() => {
        console.error(`${reason}: workers still running after ${forceAfterMs} ms; killing them`);
        failed = true;
        for (const worker of alive()) worker.process.kill("SIGKILL");
      }, forceAfterMs);
      force.unref();
      if (alive().length === 0) finish();
    };

    cluster.on("listening", (worker) => {
      console.log(`worker ${worker.id} (pid ${worker.process.pid}) serving`);
      listening.add(worker.id);
      if (!started && listening.size >= count) {
        started = true;
        console.log(`${count} workers serving, primary pid ${process.pid}`);
      }
    });

    cluster.on("exit", (worker, code, signal) => {
      const lived = Date.now() - (born.get(worker.id) ?? Date.now());
      born.delete(worker.id);
      const served = listening.delete(worker.id);
      if (stopping) {
        // A worker still starting has no graceful shutdown yet: the signal ends it, with nothing lost.
        if (code !== 0 && (served || signal !== "SIGTERM")) failed = true;
        if (alive().length === 0) finish();
        return;
      }
      const how = signal ? `signal ${signal}` : `code ${code}`;
      if (!started) {
        console.error(`worker ${worker.id} (pid ${worker.process.pid}) exited with ${how} before the site started`);
        stop("start failed", 1);
        return;
      }
      if (lived >= SETTLED_MS) pause = 1000;
      console.error(`worker ${worker.id} (pid ${worker.process.pid}) exited with ${how}; a new one in ${pause} ms`);
      setTimeout(() => stopping || fork(), pause);
      pause = Math.min(MAX_PAUSE_MS, pause * 2);
    });

    process.on("SIGTERM", () => stop("SIGTERM", 0));
    process.on("SIGINT", () => stop("SIGINT", 0));
    for (let i = 0; i < count; i++) fork();
  });
}
