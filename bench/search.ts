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
  /** The paths asked, in turn. */
  paths: string[];
  budget?: { p95: number };
}

/** `template` once per term, the term URL-encoded where `$` stands. */
const each = (terms: string[], template: string) => terms.map((term) => template.replace("$", encodeURIComponent(term)));

const SCENARIOS: Scenario[] = [
  { name: "search API", paths: each(TERMS, "/api/search/?query=$"), budget: { p95: 30 } },
  { name: "search API, events, page 2", paths: each(["Lesung", "Theater", "Bilderbuch"], "/api/search/events/?query=$&page=2"), budget: { p95: 30 } },
  { name: "autocomplete API", paths: each(PREFIXES, "/api/search/autocomplete/?query=$"), budget: { p95: 30 } },
  // The budget is for the search's answer (the API above). A page around it costs what any page costs
  // to render fresh (layout, menus, React): shown for reference next to the programme; a repeated
  // query's page comes from the page cache (see the "search page, one query" line above).
  { name: "search page (fresh render)", paths: each(TERMS, "/de/search?q=$") },
  { name: "programme page (reference)", paths: ["/de/programm"] },
];

/** A span of load on one scenario (the bench's load generator in a process of its own, its span and warm-up). */
export type SearchLoad = (job: Pick<LoadJob, "url" | "paths" | "bust">) => Promise<LoadResult>;

/** Prints one line per scenario; false when a budget is exceeded or a scenario does not answer 200. */
export async function benchSearch(opts: { base: string; load: SearchLoad }): Promise<boolean> {
  let ok = true;
  console.log("\nSearch (a different term per request, page cache bypassed); server time, then client wait (ms):");
  for (const scenario of SCENARIOS) {
    const result = await opts.load({ url: opts.base, paths: scenario.paths, bust: true });
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
