// The search scenario of `npm run bench` (p95 ≤ 30 ms on the demo data ×10): the JSON API,
// autocomplete and the search page, each request with one of a few realistic terms in turn. Every
// request has a URL of its own (the generator's `bust`), so every answer is really searched, never a
// page cache hit. The requests come from the bench's load generator (plain sockets, a process of its
// own): Node's fetch in the bench's process took about twice the server's CPU per answer from the
// same two cores, and the server's time waited for it.
import type { LoadJob, LoadResult } from "./load-generator";

const TERMS = ["Lesung", "Füchsin", "Theater", "Bilderbuch", "Werkstatt für Kinder", "Linz", "Krokodil", "Abenteuer", "Gebärdensprache", "Schule"];
const PREFIXES = ["les", "kro", "bil", "the", "fü", "wer", "sch"];

interface Scenario {
  name: string;
  url: (i: number) => string;
  budget?: { p95: number };
}

const q = (list: string[], i: number) => encodeURIComponent(list[i % list.length]!);

const SCENARIOS: Scenario[] = [
  { name: "search API", url: (i) => `/api/search/?query=${q(TERMS, i)}`, budget: { p95: 30 } },
  { name: "search API, events, page 2", url: (i) => `/api/search/events/?query=${q(["Lesung", "Theater", "Bilderbuch"], i)}&page=2`, budget: { p95: 30 } },
  { name: "autocomplete API", url: (i) => `/api/search/autocomplete/?query=${q(PREFIXES, i)}`, budget: { p95: 30 } },
  // The budget is for the search's answer (the API above). A page around it costs what any page costs
  // to render fresh (layout, menus, React): shown for reference next to the programme; a repeated
  // query's page comes from the page cache (see the "search page, one query" line above).
  { name: "search page (fresh render)", url: (i) => `/de/search?q=${q(TERMS, i)}` },
  { name: "programme page (reference)", url: () => "/de/programm" },
];

/** A span of load on one scenario (the bench's load generator in a process of its own). */
export type SearchLoad = (job: Pick<LoadJob, "url" | "paths" | "bust" | "seconds" | "warmUpSeconds">) => Promise<LoadResult>;

/** Distinct requests each scenario asks, in turn, over its span. */
const TURNS = 50;

/** Prints one line per scenario; false when a budget is exceeded or a scenario does not answer 200. */
export async function benchSearch(opts: { base: string; load: SearchLoad; seconds: number }): Promise<boolean> {
  let ok = true;
  console.log("\nSearch (a different term per request, page cache bypassed); server time, then client wait (ms):");
  for (const scenario of SCENARIOS) {
    const paths = Array.from({ length: TURNS }, (_, i) => scenario.url(i));
    const result = await opts.load({ url: opts.base, paths, bust: true, seconds: opts.seconds, warmUpSeconds: 1 });
    const statuses = Object.keys(result.statuses).sort().join("/");
    const p95 = result.serverP95 ?? result.p95;
    const within = !scenario.budget || p95 <= scenario.budget.p95;
    if (!within || statuses !== "200") ok = false;
    const verdict = scenario.budget ? `p95≤${scenario.budget.p95}: ${within ? "ok" : "OVER"}` : "";
    const [p50, p99] = [result.serverP50 ?? result.p50, result.serverP99 ?? result.p99];
    console.log(
      `${scenario.name.padEnd(28)} ${statuses.padEnd(4)} p50 ${p50.toFixed(2).padStart(7)}  p95 ${p95.toFixed(2).padStart(7)}  p99 ${p99.toFixed(2).padStart(7)}  | client p50 ${result.p50.toFixed(1)} p95 ${result.p95.toFixed(1)}, ${result.requests} requests  ${verdict}`,
    );
  }
  return ok;
}
