// The JavaScript a public page ships (budget: <= 100 KB gzip in total, in <= 15 files): every script
// the browser fetches while the page loads and settles, counted as it travels (compressed), in Chromium.
// tests/e2e/public-scripts.spec.ts holds the pages to the same budget, counted by the same function.
import zlib from "node:zlib";
import { chromium, type Page, type Request } from "playwright-core";

const PAGES = ["/de", "/de/programm", "/de/produktionen", "/de/mediathek-de", "/de/search?q=Lesung"];
export const BUDGET_KB = 100;
export const BUDGET_FILES = 15;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Opens `url` in `page` and counts the scripts it fetches until the network is idle (and, when given,
 * until a script matching `awaiting` has come): their number and their bytes as transferred.
 * (Chromium now and then reports no size for a finished response; such a script counts with its body
 * compressed at zlib's best level, as the server sends it.)
 */
export async function scriptWeight(page: Page, url: string, { awaiting }: { awaiting?: RegExp } = {}): Promise<{ kb: number; files: number; urls: string[] }> {
  const sizes: Promise<number>[] = [];
  const urls: string[] = [];
  const onFinished = (request: Request) => {
    if (request.resourceType() !== "script") return;
    urls.push(request.url());
    sizes.push(
      request.sizes().then(async ({ responseBodySize }) => {
        if (responseBodySize >= 0) return responseBodySize;
        const body = (await request.response())?.body();
        return body ? zlib.gzipSync(await body, { level: 9 }).length : 0;
      }),
    );
  };
  page.on("requestfinished", onFinished);
  try {
    await page.goto(url, { waitUntil: "networkidle" });
    // A renderer the page fetches once it has hydrated: on a busy machine the network can be idle for a
    // moment before hydration asks for it.
    if (awaiting && !urls.some((u) => awaiting.test(u))) {
      await page.waitForEvent("requestfinished", { predicate: (request) => awaiting.test(request.url()), timeout: 15_000 });
      await page.waitForLoadState("networkidle");
    }
  } finally {
    // Scripts the page fetches later (a test scrolls on) are not counted, and no size is asked for them
    // that nobody waits for: one asked as the page closes fails outside any test.
    page.off("requestfinished", onFinished);
  }
  const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  return { kb: bytes / 1024, files: sizes.length, urls };
}

/** Prints one line per page; false when a page ships more bytes or more files than the budget. */
export async function benchJsWeight(base: string, extraPaths: string[] = []): Promise<boolean> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu"] });
  let ok = true;
  console.log(`\nJavaScript per public page (compressed, budget ${BUDGET_KB} KB in ${BUDGET_FILES} files):`);
  try {
    for (const path of [...PAGES, ...extraPaths]) {
      const context = await browser.newContext();
      const { kb, files } = await scriptWeight(await context.newPage(), `${base}${path}`);
      const over = [kb > BUDGET_KB ? "KB" : "", files > BUDGET_FILES ? "files" : ""].filter(Boolean);
      if (over.length > 0) ok = false;
      console.log(`${path.padEnd(28)} ${kb.toFixed(1).padStart(6)} KB in ${String(files).padStart(2)} files  ${over.length === 0 ? "ok" : `OVER (${over.join(", ")})`}`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return ok;
}
