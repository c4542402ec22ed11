// Lighthouse (mobile: its simulated slow 4G and slow CPU) on home, programme, an event, magazine
// and search, against the bench's server. Lighthouse is a large package for one measurement, so it is not a dependency of
// the project: `npx` fetches the pinned version from the npm registry on first use and keeps it in
// npm's cache. `npm run bench -- --no-lighthouse` leaves it out.
import { spawn } from "node:child_process";
import { median } from "./stats";

const LIGHTHOUSE = "lighthouse@12.8.2";
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = "--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];

/** The budget: performance >= 95, accessibility, best practices, SEO = 100. */
const BUDGET: Record<Category, number> = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };

interface Page {
  name: string;
  path: string;
  /** Categories the budget does not hold for this page, and why. */
  exempt?: Partial<Record<Category, string>>;
}

/** One run's category scores and the two timings that move the performance score most on this site. */
interface Run {
  scores: Record<Category, number>;
  /** Total Blocking Time and Largest Contentful Paint, ms (simulated slow phone). */
  tbt: number;
  lcp: number;
  /**
   * Lighthouse's measure of the host's CPU (`environment.benchmarkIndex`). Its slow phone is the host
   * slowed down four times, a mid-range phone on a desktop of 1,500–2,000; on a slower host, or one
   * slowed by its neighbours, the same page blocks the main thread longer.
   */
  benchmarkIndex: number;
}

function lighthouse(url: string): Promise<Run | string> {
  return new Promise((resolve) => {
    const args = ["--yes", LIGHTHOUSE, url, "--quiet", "--output=json", "--output-path=stdout", `--chrome-flags=${CHROME_FLAGS}`];
    const child = spawn("npx", args, { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (err += chunk));
    child.on("close", (code) => {
      try {
        type Report = {
          categories: Record<Category, { score: number | null }>;
          audits: Record<"total-blocking-time" | "largest-contentful-paint", { numericValue?: number }>;
          environment?: { benchmarkIndex?: number };
          runtimeError?: { message: string };
        };
        const report = JSON.parse(out) as Report;
        if (report.runtimeError) return resolve(report.runtimeError.message);
        resolve({
          scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)])) as Record<Category, number>,
          tbt: report.audits["total-blocking-time"].numericValue ?? Number.NaN,
          lcp: report.audits["largest-contentful-paint"].numericValue ?? Number.NaN,
          benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
        });
      } catch {
        resolve(`lighthouse exited with ${code}: ${err.trim().split("\n").at(-1) ?? ""}`);
      }
    });
  });
}

/** One page's run, once more when a first run ends without a first paint (NO_FCP) now and then. */
async function lighthouseOnce(url: string): Promise<Run | string> {
  const run = await lighthouse(url);
  return typeof run === "string" ? lighthouse(url) : run;
}

/** Prints one line per page; false when a page misses the budget. */
export async function benchLighthouse(base: string, eventPath: string | undefined, runsPerPage: number): Promise<boolean> {
  const pages: Page[] = [
    { name: "home", path: "/de" },
    { name: "programme", path: "/de/programm" },
    ...(eventPath ? [{ name: "event", path: eventPath }] : []),
    { name: "magazine", path: "/de/mediathek-de" },
    { name: "search", path: "/de/search?q=Lesung", exempt: { seo: "noindex, decision 0017" } },
  ];
  console.log(
    `\nLighthouse ${LIGHTHOUSE.split("@")[1]}, mobile (budget: performance >= ${BUDGET.performance}, the others ${BUDGET.seo}; each score the median of ${runsPerPage} run${runsPerPage > 1 ? "s" : ""} per page;` +
      ` "host benchmark index": Lighthouse's measure of this machine's CPU per run, which its slow phone divides by four, made for 1,500–2,000):`,
  );
  let ok = true;
  for (const page of pages) {
    const runs: Run[] = [];
    let failure = "";
    for (let turn = 0; turn < runsPerPage; turn++) {
      const run = await lighthouseOnce(`${base}${page.path}`);
      if (typeof run === "string") failure = run;
      else runs.push(run);
    }
    if (runs.length === 0) {
      ok = false;
      console.log(`${page.name.padEnd(12)} failed: ${failure}`);
      continue;
    }
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((run) => run.scores[c]))])) as Record<Category, number>;
    const verdicts = CATEGORIES.map((category) => {
      const exempt = page.exempt?.[category];
      const met = scores[category] >= BUDGET[category];
      if (!met && !exempt) ok = false;
      return `${category} ${String(scores[category]).padStart(3)}${met ? "" : exempt ? ` (${exempt})` : " MISSED"}`;
    });
    const performance = runs.map((run) => run.scores.performance);
    const spread = runs.length > 1 ? `  (performance ${Math.min(...performance)}–${Math.max(...performance)} in ${runs.length} runs; ` : "  (";
    const host = runs.map((run) => Math.round(run.benchmarkIndex)).join("/");
    const timings = `TBT ${Math.round(median(runs.map((run) => run.tbt)))} ms, LCP ${(median(runs.map((run) => run.lcp)) / 1000).toFixed(1)} s, host benchmark index ${host})`;
    console.log(`${page.name.padEnd(12)} ${verdicts.join("  ")}${spread}${timings}`);
  }
  return ok;
}
