// CPU time the server spends on one uncached render, per page: one server process (WEB_CONCURRENCY=1)
// on the demo data ×10, requests one at a time, each with a query parameter of its own so that the page
// cache never answers; the server's user + system time (/proc) over the requests, divided by their
// number — of all its threads, and of the main thread alone (what bounds a worker's throughput; V8's
// garbage collection and compiler threads run beside it). A busy machine inflates wall times, CPU
// times much less; for small differences, alternate two builds a few times.
//
//   node scripts/run-ts.mjs bench/render-cpu.ts [--build DIR] [--requests 300] [--concurrency 1] [--port 3950]
//     [--warm-up 30] [--hits] [--prof] [--instructions] [--pg] [path …]
//
//   --warm-up  renders of each page before it is measured (V8 keeps optimizing a fresh process's code
//            for its first ~2,000 renders; a long-running server's figure needs a few thousand)
//   --concurrency  requests in flight at once (1: one after the other)
//   --build  the directory holding the production build (build/server.js), by default this one
//   --hits   the same URL every time: CPU per page cache hit instead of per render
//   --instructions  the server runs under valgrind (callgrind) and the instructions it executes per request
//            are printed too: the same for the same build and requests on a quiet machine; with other work
//            beside it V8's garbage collection and compiler threads shift, and so do the counts (49.6 and
//            42.9 M for one build while CI ran). Slow: use --requests 40
//   --prof   the server runs with `node --cpu-prof`; the profile goes to .cache/render-cpu-prof/, and the
//            measured span is printed as "profile window" (µs on the monotonic clock the profile uses)
//   --pg     the site on PostgreSQL (a scratch database render_cpu_<port> on PG_BENCH_SERVER, by default
//            postgres://postgres@127.0.0.1:5432/postgres), instead of a SQLite file; the CPU time of this
//            machine's PostgreSQL processes per render is printed too
//   path     pages to measure; by default the programme, home, an event and the magazine
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { assertRendered, missUrl } from "./cache-miss";
import { mainThreadCpuMs, postgresCpuMs, serverCpuMs } from "./cpu";
import { seedDemoTimesTen } from "./demo-data";
import { scratchDatabase } from "./scratch-postgres";

const argv = process.argv.slice(2);
const option = (name: string) => {
  const at = argv.indexOf(name);
  return at >= 0 ? argv.splice(at, 2)[1] : undefined;
};
const BUILD = path.resolve(option("--build") ?? ".");
const REQUESTS = Number(option("--requests") ?? 300);
const PORT = Number(option("--port") ?? 3950);
const CONCURRENCY = Number(option("--concurrency") ?? 1);
const WARM_UP = Number(option("--warm-up") ?? 30);
const PROFILE = argv.includes("--prof");
const HITS = argv.includes("--hits");
const INSTRUCTIONS = argv.includes("--instructions");
const PG = argv.includes("--pg");
const PG_SERVER = process.env.PG_BENCH_SERVER ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PATHS = argv.filter((arg) => !arg.startsWith("--"));
const MEDIA_DIR = path.resolve(".cache/bench-media");

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "festival-render-cpu-"));
const scratch = PG ? await scratchDatabase(PG_SERVER, `render_cpu_${PORT}`) : undefined;
const databaseUrl = scratch?.url ?? `file:${path.join(dir, "festival.sqlite")}`;
await seedDemoTimesTen(databaseUrl, MEDIA_DIR);

const profileDir = path.resolve(".cache/render-cpu-prof");
const callgrindOut = path.join(dir, "callgrind.out");
const nodeArgs = [...(PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : []), "build/server.js"];
const command: [string, string[]] = INSTRUCTIONS
  ? ["valgrind", ["--tool=callgrind", "--instr-atstart=no", "--cache-sim=no", `--callgrind-out-file=${callgrindOut}`, process.execPath, ...nodeArgs]]
  : [process.execPath, nodeArgs];
const server = spawn(...command, {
  cwd: BUILD,
  env: { ...process.env, PORT: String(PORT), DATABASE_URL: databaseUrl, DATA_DIR: dir, MEDIA_DIR, LOG_REQUESTS: "0", NODE_ENV: "production", WEB_CONCURRENCY: "1", LOAD_SHED_LAG_MS: "0" },
  stdio: ["ignore", "ignore", "inherit"],
});
const base = `http://localhost:${PORT}`;

let renders = 0;

/** The page (gzip accepted, as browsers do), rendered; answers its size as HTML. */
async function get(url: string): Promise<number> {
  const response = await fetch(url, { headers: { "Accept-Encoding": "gzip" } });
  const size = (await response.arrayBuffer()).byteLength;
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  // A stored page lives ten seconds: a run of hits has a render now and then, counted and printed.
  if (HITS) renders += response.headers.get("x-page-cache") === "hit" ? 0 : 1;
  else assertRendered(response, url);
  return size;
}

/** Tells the callgrind tool around the server what to do (`callgrind_control` options, in order). */
function callgrind(...options: string[]): void {
  for (const option of options) execFileSync("callgrind_control", [option, String(server.pid)], { stdio: "ignore" });
}

/** Instructions executed since the counters were last zeroed (all threads), from a fresh dump. */
function instructionsSinceZero(): number {
  callgrind("--dump", "--instr=off");
  const dumps = fs.readdirSync(dir).filter((name) => name.startsWith("callgrind.out")).map((name) => path.join(dir, name));
  const newest = dumps.reduce((a, b) => (fs.statSync(a).mtimeMs >= fs.statSync(b).mtimeMs ? a : b));
  return Number(/^totals: (\d+)/m.exec(fs.readFileSync(newest, "utf8"))?.[1] ?? 0);
}

try {
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${base}/healthcheck`).then((r) => r.ok, () => false);
    if (up) break;
    if (tries > (INSTRUCTIONS ? 3000 : 150)) throw new Error("the server did not start");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const programme = await (await fetch(`${base}/de/programm`)).text();
  const eventPath = /href="(\/de\/programm\/[^"/?#]+\/\d+)"/.exec(programme)?.[1];
  const paths = PATHS.length > 0 ? PATHS : ["/de/programm", "/de", ...(eventPath ? [eventPath] : []), "/de/mediathek-de"];
  console.log(`CPU ms per ${HITS ? "page cache hit" : "uncached render"}, ${REQUESTS} requests, ${CONCURRENCY} at a time, one server process (${BUILD}):`);
  for (const page of paths) {
    const url = () => `${base}${HITS ? page : missUrl(page)}`;
    for (let i = 0; i < WARM_UP; i++) await get(url());
    renders = 0;
    if (INSTRUCTIONS) callgrind("--instr=on", "--zero");
    const before = serverCpuMs(server.pid);
    const mainBefore = mainThreadCpuMs(server.pid);
    const databaseBefore = PG ? postgresCpuMs() : 0;
    const from = process.hrtime.bigint() / 1000n;
    let bytes = 0;
    let next = 0;
    const client = async () => {
      while (next++ < REQUESTS) bytes = await get(url());
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, client));
    const cpu = (serverCpuMs(server.pid) - before) / REQUESTS;
    const main = (mainThreadCpuMs(server.pid) - mainBefore) / REQUESTS;
    const database = PG ? `, PostgreSQL ${((postgresCpuMs() - databaseBefore) / REQUESTS).toFixed(2).padStart(5)} ms` : "";
    if (INSTRUCTIONS) console.log(`${page.padEnd(48)} ${(instructionsSinceZero() / REQUESTS / 1e6).toFixed(2).padStart(7)} million instructions per request`);
    console.log(`${page.padEnd(48)} ${cpu.toFixed(2).padStart(6)} ms, main thread ${main.toFixed(2).padStart(6)} ms${database}  (${Math.round(bytes / 1024)} KB of HTML${HITS ? `, ${renders} renders among them` : ""})${PROFILE ? `  profile window ${from}–${process.hrtime.bigint() / 1000n}` : ""}`);
  }
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  fs.rmSync(dir, { recursive: true, force: true });
  await scratch?.drop();
  if (PROFILE) console.log(`profile: ${profileDir}`);
}
