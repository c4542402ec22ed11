// Lighthouse (mobile: its simulated slow 4G and slow CPU) on home, programme, an event, magazine
// and search, against the bench's server. Lighthouse is a large package for one measurement, so it is not a dependency of
// the project: `npx` fetches the pinned version from the npm registry on first use and keeps it in
// npm's cache. `npm run bench -- --no-lighthouse` leaves it out.
import { spawn } from "node:child_process";

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

function lighthouse(url: string): Promise<Record<Category, number> | string> {
  return new Promise((resolve) => {
    const args = ["--yes", LIGHTHOUSE, url, "--quiet", "--output=json", "--output-path=stdout", `--chrome-flags=${CHROME_FLAGS}`];
    const child = spawn("npx", args, { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (err += chunk));
    child.on("close", (code) => {
      try {
        const report = JSON.parse(out) as { categories: Record<Category, { score: number | null }>; runtimeError?: { message: string } };
        if (report.runtimeError) return resolve(report.runtimeError.message);
        resolve(Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)])) as Record<Category, number>);
      } catch {
        resolve(`lighthouse exited with ${code}: ${err.trim().split("\n").at(-1) ?? ""}`);
      }
    });
  });
}

/** Prints one line per page; false when a page misses the budget. */
export async function benchLighthouse(base: string, eventPath: string | undefined): Promise<boolean> {
  const pages: Page[] = [
    { name: "home", path: "/de" },
    { name: "programme", path: "/de/programm" },
    ...(eventPath ? [{ name: "event", path: eventPath }] : []),
    { name: "magazine", path: "/de/mediathek-de" },
    { name: "search", path: "/de/search?q=Lesung", exempt: { seo: "noindex, decision 0017" } },
  ];
  console.log(`\nLighthouse ${LIGHTHOUSE.split("@")[1]}, mobile (budget: performance >= ${BUDGET.performance}, the others ${BUDGET.seo}):`);
  let ok = true;
  for (const page of pages) {
    // A first run now and then ends without a first paint (NO_FCP); one more is enough.
    let scores = await lighthouse(`${base}${page.path}`);
    if (typeof scores === "string") scores = await lighthouse(`${base}${page.path}`);
    if (typeof scores === "string") {
      ok = false;
      console.log(`${page.name.padEnd(12)} failed: ${scores}`);
      continue;
    }
    const verdicts = CATEGORIES.map((category) => {
      const exempt = page.exempt?.[category];
      const met = scores[category] >= BUDGET[category];
      if (!met && !exempt) ok = false;
      return `${category} ${String(scores[category]).padStart(3)}${met ? "" : exempt ? ` (${exempt})` : " MISSED"}`;
    });
    console.log(`${page.name.padEnd(12)} ${verdicts.join("  ")}`);
  }
  return ok;
}
