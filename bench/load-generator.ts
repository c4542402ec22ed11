// The load generator of `npm run bench`, in a process of its own so that its work is not counted
// against the server's event loop: N kept-alive connections (as browsers hold them), each asking
// again as soon as its answer has arrived, with `Accept-Encoding: gzip` (the body is counted, never
// unpacked). A warm-up first, then a measured span; prints one JSON line with the results.
//
// It shares the machine's cores with the site, so it speaks HTTP/1.1 on plain sockets
// (./answer-reader.ts) instead of through node:http: per uncached programme answer 0.09–0.18 ms of
// CPU instead of 0.19–0.43, per hello answer 0.019–0.022 instead of 0.030–0.036. Whatever it spends
// is taken from two workers and not from one, whose second core has room to spare.
//
//   node scripts/run-ts.mjs bench/load-generator.ts '{"url":"http://localhost:3900/de","connections":10,"seconds":5}'
//
// `bust: true` adds a query parameter that differs on every request (`?bench-miss=N`): a URL the page
// cache has never seen, so every answer is rendered afresh whatever the cache keys on.
import net from "node:net";
import { answerReader } from "./answer-reader";
import { missUrl } from "./cache-miss";
import { processTreeCpuMs } from "./cpu";
import { percentile } from "./stats";

export interface LoadJob {
  url: string;
  connections: number;
  seconds: number;
  warmUpSeconds?: number;
  bust?: boolean;
  /** Paths (with their queries) asked in turn on the URL's origin, one per request, instead of the URL's own. */
  paths?: string[];
  headers?: Record<string, string>;
  /** The server's process: its CPU time (with its workers') over the measured span is reported per request. */
  serverPid?: number;
}

export interface LoadResult {
  requests: number;
  perSecond: number;
  /** Request to last byte, in ms. */
  p50: number;
  p95: number;
  p99: number;
  /** The server's own time until it started answering (`Server-Timing: app;dur=`), in ms. */
  serverP50?: number;
  serverP95?: number;
  serverP99?: number;
  /** CPU ms the server's processes spent per answer in the measured span (when `serverPid` was given). */
  serverCpuPerRequest?: number;
  /** CPU ms this load generator spent per answer in the measured span (it shares the machine's cores). */
  clientCpuPerRequest: number;
  statuses: Record<string, number>;
  bytesPerAnswer: number;
}

/** The request's bytes: a GET with the job's headers on a kept-alive connection. */
function requestHead(url: URL, path: string, headers: Record<string, string>): string {
  const fields = Object.entries({ Host: url.host, "Accept-Encoding": "gzip", ...headers }).map(([name, value]) => `${name}: ${value}\r\n`);
  return `GET ${path} HTTP/1.1\r\n${fields.join("")}\r\n`;
}

async function load(job: LoadJob, seconds: number): Promise<LoadResult> {
  const url = new URL(job.url);
  const paths = job.paths ?? [url.pathname + url.search];
  const plainHeads = paths.map((path) => requestHead(url, path, job.headers ?? {}));
  let asked = 0;
  const nextHead = () => {
    const turn = asked++ % paths.length;
    return job.bust ? requestHead(url, missUrl(paths[turn]!), job.headers ?? {}) : plainHeads[turn]!;
  };
  const times: number[] = [];
  const server: number[] = [];
  const statuses: Record<string, number> = {};
  const count = (status: number | string) => (statuses[status] = (statuses[status] ?? 0) + 1);
  let bytes = 0;
  const until = performance.now() + seconds * 1000;

  /** One connection asking again as soon as an answer is in, until the span is over; a new one where the server closed it. */
  const connection = () =>
    new Promise<void>((resolve) => {
      let started = 0;
      let waiting = false;
      let socket: net.Socket;
      const ask = () => {
        if (performance.now() >= until) {
          waiting = false;
          socket.destroy();
          resolve();
          return;
        }
        started = performance.now();
        waiting = true;
        socket.write(nextHead());
      };
      const open = () => {
        waiting = true;
        const own = net.connect({ host: url.hostname, port: Number(url.port || 80), noDelay: true }, ask);
        socket = own;
        const read = answerReader((answer) => {
          waiting = false;
          times.push(performance.now() - started);
          count(answer.status);
          bytes += answer.bodyBytes;
          if (answer.serverMs !== undefined) server.push(answer.serverMs);
          if (!answer.closes) return ask();
          own.destroy();
          if (performance.now() < until) open();
          else resolve();
        });
        own.on("data", read);
        own.on("error", () => {});
        own.on("close", () => {
          // Closed while its answer was due (not let go after a `Connection: close` or at the span's
          // end): an error, and a new connection.
          if (own !== socket || !waiting) return;
          waiting = false;
          count("error");
          if (performance.now() < until) setTimeout(open, 10);
          else resolve();
        });
      };
      open();
    });

  const measuredStart = performance.now();
  const cpuBefore = job.serverPid ? processTreeCpuMs(job.serverPid) : Number.NaN;
  const ownBefore = process.cpuUsage();
  await Promise.all(Array.from({ length: job.connections }, connection));
  const elapsed = (performance.now() - measuredStart) / 1000;
  const cpu = job.serverPid ? processTreeCpuMs(job.serverPid) - cpuBefore : Number.NaN;
  const own = process.cpuUsage(ownBefore);
  times.sort((a, b) => a - b);
  server.sort((a, b) => a - b);
  return {
    requests: times.length,
    perSecond: times.length / elapsed,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    serverP50: server.length ? percentile(server, 50) : undefined,
    serverP95: server.length ? percentile(server, 95) : undefined,
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
