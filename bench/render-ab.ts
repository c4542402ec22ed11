// Two or more builds side by side: CPU time per uncached render of one page, for changes smaller than
// the machine's drift. Every build runs as one server process (WEB_CONCURRENCY=1) on its own copy of the
// demo data ×10; all are started and warmed together, in rounds of 100 renders each, then measured in
// turns, one build right after the other (the order reversed every turn), requests one at a time. A
// build warmed first and then left idle while the others warm measured 15–25 % dearer than the same
// code warmed last; rounds keep them alike. It prints each turn and, per build, the median of its
// CPU per render and of its per-turn ratio to the first build (the figure to read: ±5 % is noise).
//
//   node scripts/run-ts.mjs bench/render-ab.ts [--path /de/programm] [--turns 10] [--requests 300]
//     [--warm-up 2500] DIR[@node-option…] DIR[@node-option…] …
//
//   DIR  a directory holding a production build (DIR/build/server.js), e.g. a copy of ./build made in a
//        folder below this one (node_modules is found from there); `@` adds options for node, so
//        `.@--max-semi-space-size=32` is this build with a larger young generation
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { assertRendered, missUrl } from "./cache-miss";
import { mainThreadCpuMs, serverCpuMs } from "./cpu";
import { seedDemoTimesTen } from "./demo-data";
import { startProcess, type Running } from "./processes";

const argv = process.argv.slice(2);
const option = (name: string) => {
  const at = argv.indexOf(name);
  return at >= 0 ? argv.splice(at, 2)[1] : undefined;
};
const PAGE = option("--path") ?? "/de/programm";
const TURNS = Number(option("--turns") ?? 10);
const REQUESTS = Number(option("--requests") ?? 300);
const WARM_UP = Number(option("--warm-up") ?? 2500);
const PORT = 3940;
if (argv.length < 2) throw new Error("name two builds or more (DIR or DIR@node-option)");

interface Site {
  name: string;
  url: string;
  server: Running;
  cpu: number[];
  main: number[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function render(site: Site): Promise<void> {
  const url = missUrl(site.url);
  const response = await fetch(url, { headers: { "Accept-Encoding": "gzip" } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  assertRendered(response, url);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "festival-render-ab-"));
const MEDIA_DIR = path.resolve(".cache/bench-media");
await seedDemoTimesTen(`file:${path.join(dir, "seed.sqlite")}`, MEDIA_DIR);

const sites: Site[] = [];
try {
  for (const [i, spec] of argv.entries()) {
    const [build, ...nodeOptions] = spec.split("@");
    const data = path.join(dir, String(i));
    fs.mkdirSync(data);
    fs.copyFileSync(path.join(dir, "seed.sqlite"), path.join(data, "festival.sqlite"));
    const env = {
      ...process.env, PORT: String(PORT + i), DATABASE_URL: `file:${path.join(data, "festival.sqlite")}`, DATA_DIR: data, MEDIA_DIR,
      LOG_REQUESTS: "0", NODE_ENV: "production" as const, WEB_CONCURRENCY: "1", LOAD_SHED_LAG_MS: "0",
    };
    const server = await startProcess([...nodeOptions, "build/server.js"], env, `http://localhost:${PORT + i}/healthcheck`, { cwd: path.resolve(build!) });
    sites.push({ name: spec, url: `http://localhost:${PORT + i}${PAGE}`, server, cpu: [], main: [] });
  }
  for (let done = 0; done < WARM_UP; done += 100) for (const site of sites) for (let i = 0; i < 100; i++) await render(site);
  console.log(`CPU ms per uncached render of ${PAGE} (all threads / main thread), ${REQUESTS} renders per build and turn:`);
  for (let turn = 0; turn < TURNS; turn++) {
    for (const site of turn % 2 === 0 ? sites : [...sites].reverse()) {
      const cpu = serverCpuMs(site.server.child.pid);
      const main = mainThreadCpuMs(site.server.child.pid);
      for (let i = 0; i < REQUESTS; i++) await render(site);
      site.cpu.push((serverCpuMs(site.server.child.pid) - cpu) / REQUESTS);
      site.main.push((mainThreadCpuMs(site.server.child.pid) - main) / REQUESTS);
    }
    console.log(`turn ${String(turn + 1).padStart(2)}  ${sites.map((s) => `${s.cpu.at(-1)!.toFixed(2)} / ${s.main.at(-1)!.toFixed(2)}`).join("   ")}`);
  }
  const first = sites[0]!;
  for (const site of sites) {
    const ratios = site.cpu.map((cpu, turn) => cpu / first.cpu[turn]!);
    console.log(
      `${site.name.padEnd(40)} median ${median(site.cpu).toFixed(2)} ms (main thread ${median(site.main).toFixed(2)}), ` +
        `× first build: median ${median(ratios).toFixed(3)}, turns ${ratios.map((r) => r.toFixed(2)).join(" ")}`,
    );
  }
} finally {
  await Promise.all(sites.map((site) => site.server.stop()));
  fs.rmSync(dir, { recursive: true, force: true });
}
