import { chromium } from "playwright-core";
import { scriptWeight } from "./js-weight";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const path of process.argv.slice(2)) {
  const page = await browser.newPage();
  await page.context().addCookies([{ name: "festival-consent", value: encodeURIComponent(JSON.stringify({ v: 1, tracking: false, marketing: false, external_media: false, declined: true })), url: "http://localhost:3991" }]);
  const r = await scriptWeight(page, `http://localhost:3991${path}`);
  console.log(path, r.kb.toFixed(1), "KB", r.files, "files");
  const sizes = await page.evaluate(() => performance.getEntriesByType("resource").filter((e) => (e as PerformanceResourceTiming).initiatorType === "script" || e.name.endsWith(".js")).map((e) => [e.name.split("/").pop(), (e as PerformanceResourceTiming).transferSize]));
  for (const [n, s] of sizes) console.log("   ", n, s);
  await page.close();
}
await browser.close();
