// The JavaScript a public page ships (budget: <= 100 KB gzip in total): every script the
// browser fetches while the page loads and settles, counted as it travels (compressed), in Chromium.
import { chromium } from "playwright-core";

const PAGES = ["/de", "/de/programm", "/de/produktionen", "/de/mediathek-de", "/de/search?q=Lesung"];
const BUDGET_KB = 100;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Prints one line per page; false when a page ships more than the budget. */
export async function benchJsWeight(base: string, extraPaths: string[] = []): Promise<boolean> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu"] });
  let ok = true;
  console.log(`\nJavaScript per public page (compressed, budget ${BUDGET_KB} KB):`);
  try {
    for (const path of [...PAGES, ...extraPaths]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const sizes: Promise<number>[] = [];
      page.on("requestfinished", (request) => {
        if (request.resourceType() === "script") sizes.push(request.sizes().then((s) => s.responseBodySize));
      });
      await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
      const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
      const kb = bytes / 1024;
      if (kb > BUDGET_KB) ok = false;
      console.log(`${path.padEnd(28)} ${kb.toFixed(1).padStart(6)} KB in ${String(sizes.length).padStart(2)} files  ${kb <= BUDGET_KB ? "ok" : "OVER"}`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return ok;
}
