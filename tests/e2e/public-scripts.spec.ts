import http from "node:http";
import zlib from "node:zlib";
import { BUDGET_FILES, BUDGET_KB, scriptWeight } from "../../bench/js-weight";
import { expect, test } from "./support/fixtures";
import { eventFromTheEnd } from "./support/programme";

/** An answer's headers and body as they travel (no decoding), for the given Accept-Encoding. */
function fetchRaw(url: string, encoding: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http.get(url, { headers: { "Accept-Encoding": encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    }).on("error", reject);
  });
}

// What a visitor's browser downloads: the date library, the schema library and the editor stay on the
// server or in the edit mode (a visitor's dates are formatted with the browser's Intl). Found by
// what each library's code says, so a renamed chunk does not hide it.
/** An event page with its booking widget: a date still to come, found through the programme. */
const EVENT_AHEAD = "an event page";
const PAGES = ["/de", "/de/programm", EVENT_AHEAD, "/de/produktionen", "/de/mediathek-de", "/de/search?q=Lesung"];
const LIBRARIES: Record<string, RegExp> = {
  "the date library (luxon)": /Invalid DateTime/,
  "the schema library (zod)": /ZodError/,
  "the editor's texts": /Seiteneditor/,
};

for (const entry of PAGES) {
  test(`${entry} ships no date library, schemas or editor code`, async ({ page, baseURL }, info) => {
    test.skip(info.project.name === "js-off", "scripts are what this counts");
    const path = entry === EVENT_AHEAD ? (await eventFromTheEnd(baseURL!, { title: "Die Füchsin, die Bücher fraß" })).path : entry;
    const bodies: Promise<{ url: string; text: string }>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") bodies.push(response.text().then((text) => ({ url: response.url(), text })));
    });
    await page.goto(path, { waitUntil: "networkidle" });
    const scripts = await Promise.all(bodies);
    expect(scripts.length).toBeGreaterThan(0);
    for (const [library, marker] of Object.entries(LIBRARIES)) {
      expect(scripts.filter((s) => marker.test(s.text)).map((s) => s.url), library).toEqual([]);
    }
  });
}

for (const entry of PAGES) {
  test(`${entry} loads at most ${BUDGET_KB} KB of script in at most ${BUDGET_FILES} files`, async ({ page, baseURL }, info) => {
    test.skip(info.project.name === "js-off", "scripts are what this counts");
    const path = entry === EVENT_AHEAD ? (await eventFromTheEnd(baseURL!, { title: "Die Füchsin, die Bücher fraß" })).path : entry;
    const { kb, files, urls } = await scriptWeight(page, `${baseURL}${path}`);
    expect(kb, urls.join("\n")).toBeLessThanOrEqual(BUDGET_KB);
    expect(files, urls.join("\n")).toBeLessThanOrEqual(BUDGET_FILES);
  });
}

test(`a content page with a form brings the form's renderer alone, within ${BUDGET_KB} KB in ${BUDGET_FILES} files`, async ({ page, baseURL }, info) => {
  test.skip(info.project.name === "js-off", "scripts are what this counts");
  const formRenderer = /\/form-module-[\w-]+\.js$/;
  const { kb, files, urls } = await scriptWeight(page, `${baseURL}/de/kontakt`, { awaiting: formRenderer });
  await expect(page.locator("form.cms-form")).toBeVisible();
  expect(urls.filter((url) => formRenderer.test(url)), urls.join("\n")).toHaveLength(1);
  expect(urls.filter((url) => /\/occasional-[\w-]+\.js$/.test(url)), urls.join("\n")).toEqual([]);
  // It shows no upcoming events: neither the event list's renderer nor the event rows come with it.
  expect(urls.filter((url) => /\/event-(list|row)-[\w-]+\.js$/.test(url)), urls.join("\n")).toEqual([]);
  expect(kb, urls.join("\n")).toBeLessThanOrEqual(BUDGET_KB);
  expect(files, urls.join("\n")).toBeLessThanOrEqual(BUDGET_FILES);
});

test(`a page with every module type opens within ${BUDGET_KB} KB; the renderers of the modules far down come when the visitor scrolls to them`, async ({ page, baseURL }, info) => {
  test.skip(info.project.name === "js-off", "scripts are what this counts");
  const renderers = /\/(form-module|occasional)-[\w-]+\.js$/;
  const { kb, files, urls } = await scriptWeight(page, `${baseURL}/de/lesesommer`);
  expect(urls.filter((url) => renderers.test(url)), urls.join("\n")).toEqual([]);
  expect(kb, urls.join("\n")).toBeLessThanOrEqual(BUDGET_KB);
  expect(files, urls.join("\n")).toBeLessThanOrEqual(BUDGET_FILES);
  // Within a screen of the first video its file arrives, and React takes the server's HTML over.
  const video = page.locator(".module-video");
  const server = await video.elementHandle();
  const occasional = page.waitForRequest(/\/occasional-[\w-]+\.js$/);
  await video.scrollIntoViewIfNeeded();
  await occasional;
  await page.waitForLoadState("networkidle");
  expect(await server!.evaluate((element) => element.isConnected)).toBe(true);
  const form = page.waitForRequest(/\/form-module-[\w-]+\.js$/);
  await page.locator(".module-form").scrollIntoViewIfNeeded();
  await form;
});

test("a page's texts come with its other files: the document preloads them, in its own language only", async ({ baseURL }, info) => {
  test.skip(info.project.name === "js-off", "one HTTP check is enough");
  const pages = [
    ["/de/programm", "Zum Inhalt springen", "Skip to content"],
    ["/en/events", "Skip to content", "Zum Inhalt springen"],
  ] as const;
  for (const [path, own, other] of pages) {
    const html = await (await fetch(`${baseURL}${path}`)).text();
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]!);
    expect(preloaded.length, path).toBeGreaterThan(0);
    const scripts = await Promise.all(preloaded.map(async (href) => (await fetch(`${baseURL}${href}`)).text()));
    expect(scripts.filter((script) => script.includes(own)), path).toHaveLength(1);
    expect(scripts.filter((script) => script.includes(other)), path).toEqual([]);
  }
});

test("the home page loads neither the form's nor the occasional modules' renderers", async ({ page, baseURL }, info) => {
  test.skip(info.project.name === "js-off", "scripts are what this counts");
  const { urls } = await scriptWeight(page, `${baseURL}/de`);
  expect(urls.filter((url) => /\/(form-module|occasional)-[\w-]+\.js$/.test(url)), urls.join("\n")).toEqual([]);
});

test("the programme's first image, its largest paint on a phone, loads at once with priority", async ({ page }) => {
  await page.goto("/de/programm");
  const images = page.locator(".programme-event__image img");
  await expect(images.first()).toHaveAttribute("loading", "eager");
  await expect(images.first()).toHaveAttribute("fetchpriority", "high");
  await expect(images.nth(1)).toHaveAttribute("loading", "lazy");
});

test("build assets travel compressed at zlib's best level (dynamic answers at a cheaper one), small ones too", async ({ baseURL }, info) => {
  test.skip(info.project.name === "js-off", "one HTTP check is enough");
  const html = await (await fetch(`${baseURL}/de`)).text();
  const assets = [...html.matchAll(/"(\/build\/[^"]+\.js)"/g)].map((match) => match[1]!);
  expect(assets.length).toBeGreaterThan(0);
  const raw = async (path: string, encoding: string) => (await fetchRaw(`${baseURL}${path}`, encoding)).body;
  // The biggest script shows the difference between the levels best.
  const sized = await Promise.all(assets.map(async (path) => ({ path, plain: await raw(path, "identity") })));
  const { path, plain } = sized.sort((a, b) => b.plain.length - a.plain.length)[0]!;
  const sent = await raw(path, "gzip");
  expect(zlib.gunzipSync(sent).equals(plain)).toBe(true);
  const best = zlib.gzipSync(plain, { level: 9 }).length;
  const cheap = zlib.gzipSync(plain, { level: 4 }).length;
  expect(cheap).toBeGreaterThan(best);
  expect(Math.abs(sent.length - best)).toBeLessThan((cheap - best) / 2);
  // A page loads many chunks of a few hundred bytes: they are compressed as well.
  const smallest = sized.sort((a, b) => a.plain.length - b.plain.length).find((asset) => asset.plain.length > 200)!;
  expect(smallest.plain.length).toBeLessThan(1024);
  const small = await raw(smallest.path, "gzip");
  expect(zlib.gunzipSync(small).equals(smallest.plain)).toBe(true);
  expect(small.length).toBeLessThan(smallest.plain.length);
});

test("build assets travel as Brotli compressed at build where the browser takes it, with their length and type", async ({ baseURL }, info) => {
  test.skip(info.project.name === "js-off", "one HTTP check is enough");
  const html = await (await fetch(`${baseURL}/de`)).text();
  const script = /"(\/build\/assets\/app-[\w-]+\.js)"/.exec(html)?.[1];
  const stylesheet = /href="(\/build\/assets\/shell-[\w-]+\.css)"/.exec(html)?.[1];
  expect(script && stylesheet).toBeTruthy();
  const get = (path: string, encoding: string) => fetchRaw(`${baseURL}${path}`, encoding);
  for (const [path, type] of [[script!, "text/javascript"], [stylesheet!, "text/css"]] as const) {
    const plain = await get(path, "identity");
    const brotli = await get(path, "gzip, deflate, br, zstd");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toContain(type);
    expect(brotli.headers["vary"]).toContain("Accept-Encoding");
    expect(Number(brotli.headers["content-length"])).toBe(brotli.body.length);
    expect(zlib.brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    expect(brotli.body.length).toBeLessThan(zlib.gzipSync(plain.body, { level: 9 }).length);
  }
  // The build's own manifest is not served.
  expect((await fetch(`${baseURL}/build/.vite/manifest.json`)).status).toBe(404);
});
