// The load generator of `npm run bench`, in a process of its own so that its work is not counted
// against the server's event loop: N kept-alive connections (as browsers hold them), each asking
// again as soon as its answer has arrived, with `Accept-Encoding: gzip` (the body is counted, never
// unpacked). A warm-up first, then a measured span; prints one JSON line with the results.
//
//   node scripts/run-ts.mjs bench/load-generator.ts '{"url":"http://localhost:3900/de","connections":10,"seconds":5}'
//
// `bust: true` adds a query parameter that differs on every request (`?bench-miss=N`): a URL the page
// cache has never seen, so every answer is rendered afresh whatever the cache keys on.
import http from "node:http";
import { missUrl } from "./cache-miss";
import { processTreeCpuMs } from "./cpu";
import { percentile } from "./stats";

export interface LoadJob {
  url: string;
  connections: number;
  seconds: number;
  warmUpSeconds?: number;
  bust?: boolean;
  headers?: Record<string, string>;
  /** The server's process: its CPU time (with its workers') over the measured span is reported per request. */
  serverPid?: number;
}

export interface LoadResult {
  requests: number;
  perSecond: number;
  /** Request to last byte, in ms. */
  p50: number;
  p99: number;
  /** The server's own time until it started answering (`Server-Timing: app;dur=`), in ms. */
  serverP50?: number;
  serverP99?: number;
  /** CPU ms the server's processes spent per answer in the measured span (when `serverPid` was given). */
  serverCpuPerRequest?: number;
  /** CPU ms this load generator spent per answer in the measured span (it shares the machine's cores). */
  clientCpuPerRequest: number;
  statuses: Record<string, number>;
  bytesPerAnswer: number;
}

async function load(job: LoadJob, seconds: number): Promise<LoadResult> {
  const url = new URL(job.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections });
  const headers = { "Accept-Encoding": "gzip", ...job.headers };
  const times: number[] = [];
  const server: number[] = [];
  const statuses: Record<string, number> = {};
  let bytes = 0;
  const until = performance.now() + seconds * 1000;
  const target = () => {
    if (!job.bust) return url.pathname + url.search;
    return missUrl(url.pathname + url.search);
  };
  const once = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const req = http.request({ host: url.hostname, port: url.port, path: target(), agent, headers }, (res) => {
        res.on("data", (chunk: Buffer) => (bytes += chunk.length));
        res.on("end", () => {
          times.push(performance.now() - started);
          statuses[res.statusCode ?? 0] = (statuses[res.statusCode ?? 0] ?? 0) + 1;
          const dur = /app;dur=([\d.]+)/.exec(String(res.headers["server-timing"] ?? ""))?.[1];
          if (dur) server.push(Number(dur));
          resolve();
        });
        res.on("error", () => resolve());
      });
      req.on("error", () => {
        statuses.error = (statuses.error ?? 0) + 1;
        resolve();
      });
      req.end();
    });
  const measuredStart = performance.now();
  const cpuBefore = job.serverPid ? processTreeCpuMs(job.serverPid) : Number.NaN;
  const ownBefore = process.cpuUsage();
  await Promise.all(
    Array.from({ length: job.connections }, async () => {
      while (performance.now() < until) await once();
    }),
  );
  const elapsed = (performance.now() - measuredStart) / 1000;
  const cpu = job.serverPid ? processTreeCpuMs(job.serverPid) - cpuBefore : Number.NaN;
  const own = process.cpuUsage(ownBefore);
  agent.destroy();
  times.sort((a, b) => a - b);
  server.sort((a, b) => a - b);
  return {
    requests: times.length,
    perSecond: times.length / elapsed,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    serverP50: server.length ? percentile(server, 50) : undefined,
    serverP99: server.length ? percentile(server, 99) : undefined,
    serverCpuPerRequest: times.length && !Number.isNaN(cpu) ? cpu / times.length : undefined,
    clientCpuPerRequest: times.length ? (own.user + own.system) / 1000 / times.length : Number.NaN,
    statuses,
    bytesPerAnswer: times.length ? Math.round(bytes / times.length) : 0,
  };
}

export async function runLoad(job: LoadJob): Promise<LoadResult> {
  if (job.warmUpSeconds) await load(job, job.warmUpSeconds);
  return load(job, job.seconds);
}

if (process.argv[1]?.endsWith("load-generator.mjs")) {
  const job = JSON.parse(process.argv[2] ?? "{}") as LoadJob;
  process.stdout.write(`${JSON.stringify(await runLoad(job))}\n`);
}
