import http from "node:http";
import { gunzipSync } from "node:zlib";
import { expect, test } from "./support/fixtures";
import { startOwnServer, type OwnServer } from "./support/own-server";

// The page cache (docs/decisions/0012-page-cache.md) is server behaviour: one project is enough.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "server behaviour, checked once (with JavaScript on)");

const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];

test("a repeated anonymous request comes from the cache, with a fresh nonce on every inline script", async ({ request }) => {
  const path = `/de/ensemble?cache-probe=${Date.now()}`;
  const first = await request.get(path);
  const second = await request.get(path);
  expect(first.headers()["x-page-cache"]).toBe("miss");
  expect(second.headers()["x-page-cache"]).toBe("hit");
  expect(second.headers()["content-encoding"]).toBe("gzip");

  const nonces = [first, second].map((r) => nonceOf(r.headers()["content-security-policy"]));
  expect(nonces[0]).toBeTruthy();
  expect(nonces[1]).toBeTruthy();
  expect(nonces[1]).not.toBe(nonces[0]);
  const html = await second.text();
  const inScripts = [...html.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((m) => m[1]);
  expect(inScripts.length).toBeGreaterThan(0);
  expect(new Set(inScripts)).toEqual(new Set([nonces[1]]));
  expect(html).not.toContain(nonces[0]!);
  expect(html.replaceAll(nonces[1]!, "N")).toBe((await first.text()).replaceAll(nonces[0]!, "N"));
});

test("an answer to a prefetch may be kept by the browser for the click; the cache keeps the page's own headers", async ({ request }) => {
  const path = `/de/ensemble.data?prefetch-probe=${Date.now()}`;
  const prefetch = { "Sec-Purpose": "prefetch" };
  const first = await request.get(path, { headers: prefetch });
  expect(first.headers()["x-page-cache"]).toBe("miss");
  expect(first.headers()["cache-control"]).toBe("public, max-age=10, s-maxage=60, stale-while-revalidate=300");
  const plain = await request.get(path);
  expect(plain.headers()["x-page-cache"]).toBe("hit");
  expect(plain.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
  const again = await request.get(path, { headers: prefetch });
  expect(again.headers()["x-page-cache"]).toBe("hit");
  expect(again.headers()["cache-control"]).toBe("public, max-age=10, s-maxage=60, stale-while-revalidate=300");
  // An editor's answers are never stored, prefetched or not.
  const editor = await request.get(path, { headers: { ...prefetch, Cookie: "festival-session=abc" } });
  expect(editor.headers()["cache-control"]).toBe("private, no-store");
});

/** One raw HTTP exchange: the headers exactly as sent (names as written, repeats kept) and the body's bytes. */
function rawGet(url: string, headers: Record<string, string>, method = "GET"): Promise<{ headers: [string, string][]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const pairs: [string, string][] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) pairs.push([res.rawHeaders[i]!.toLowerCase(), res.rawHeaders[i + 1]!]);
          resolve({ headers: pairs, body: Buffer.concat(chunks) });
        });
      })
      .on("error", reject)
      .end();
  });
}

/** The headers that must be alike in every answer for the page, with the per-answer values left out. */
function comparable(headers: [string, string][]): string[] {
  const perAnswer = new Set(["date", "server-timing", "content-length", "transfer-encoding", "connection", "keep-alive", "x-page-cache"]);
  return headers.filter(([name]) => !perAnswer.has(name)).map(([name, value]) => `${name}: ${value.replace(/'nonce-[^']+'/g, "'nonce'")}`).sort();
}

test("a header and footer kept from one render carry each later page's own return address and nonce", async ({ request }) => {
  // Every query makes a page of its own (a render), while the header, cookie manager, notices and
  // footer are the same blocks: from the second request on the server gives their kept markup.
  const probe = Date.now();
  const paths = [`/de/impressum?first=${probe}`, `/de/impressum?second=${probe}&q=%22zwei%22&und=%26`, `/de/programm?third=${probe}`];
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.headers()["x-page-cache"]).toBe("miss");
    const html = await response.text();
    // The programme's favourite forms return to their row (`…#merken-31`); the blocks' forms to the page.
    const returnTo = [...html.matchAll(/name="returnTo" value="([^"#]*)"/g)].map((m) => m[1]);
    expect(returnTo.length).toBeGreaterThanOrEqual(3); // the cookie manager's, the notices' and the alert's forms
    expect(new Set(returnTo)).toEqual(new Set([path.replaceAll("&", "&amp;")]));
    const nonce = nonceOf(response.headers()["content-security-policy"]);
    expect(new Set([...html.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((m) => m[1]))).toEqual(new Set([nonce]));
    expect(html).toContain('<footer');
    expect(html).not.toMatch(/[\uE000\uE001]/);
  }
});

test("a hit carries the headers of the answer it was stored from, each once, and gzip only for a browser that asks for it", async ({ baseURL }) => {
  const url = `${baseURL}/de/ensemble?hit-headers=${Date.now()}`;
  const gzip = { "Accept-Encoding": "gzip, deflate, br" };
  const miss = await rawGet(url, gzip);
  const hits = [await rawGet(url, gzip), await rawGet(url, {}), await rawGet(url, { ...gzip, "X-Forwarded-Host": "elsewhere.example" })];
  const marker = (answer: { headers: [string, string][] }) => answer.headers.find(([name]) => name === "x-page-cache")?.[1];
  expect([miss, ...hits].map(marker)).toEqual(["miss", "hit", "hit", "hit"]);
  for (const hit of hits) {
    const names = hit.headers.map(([name]) => name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  }
  const [gzipped, plain, forwarded] = hits;
  expect(comparable(gzipped!.headers)).toEqual(comparable(miss.headers));
  expect(comparable(forwarded!.headers)).toEqual(comparable(miss.headers));
  expect(comparable(plain!.headers)).toEqual(comparable(miss.headers).filter((line) => line !== "content-encoding: gzip"));
  const html = (answer: { body: Buffer; headers: [string, string][] }) =>
    (answer.headers.some(([name, value]) => name === "content-encoding" && value === "gzip") ? gunzipSync(answer.body) : answer.body).toString().replace(/nonce="[^"]+"/g, "").replace(/name="nonce" value="[^"]+"/g, "");
  expect(html(plain!)).toBe(html(miss));
  expect(html(gzipped!)).toBe(html(miss));
  const head = await rawGet(url, gzip, "HEAD");
  expect(marker(head)).toBe("hit");
  expect(head.body.length).toBe(0);
});

test("a page from the cache runs its scripts (hydrates) under the enforced policy", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // Another worker's edit may empty the cache between two loads: load until the answer is a hit.
  const path = `/de/programm?hydrate-probe=${Date.now()}`;
  let marker: string | undefined;
  for (let load = 0; load < 4 && marker !== "hit"; load++) marker = (await page.goto(path))?.headers()["x-page-cache"];
  expect(marker).toBe("hit");
  // The app marks the document once it has taken it over; a click before that would load a document.
  await expect(page.locator("html")).toHaveClass(/\bjs\b/, { timeout: 15_000 });
  // A client-side navigation fetches `.data`, not a document: React really runs the cached page.
  const dataRequest = page.waitForRequest((r) => r.url().includes("/de/produktionen.data"));
  await page.getByRole("navigation", { name: "Hauptmenü" }).getByRole("link", { name: "Produktionen" }).click();
  await dataRequest;
  await expect(page).toHaveURL(/\/de\/produktionen$/);
  expect(violations).toEqual([]);
});

test("a request with a session cookie never touches the cache", async ({ request }) => {
  const withSession = await request.get("/de/programm", { headers: { Cookie: "festival-session=whatever; _ga=GA1.1.1" } });
  expect(withSession.headers()["x-page-cache"]).toBeUndefined();
  expect(withSession.headers()["cache-control"]).toBe("private, no-store");
});

test.describe("with a server of its own", () => {
  let server: OwnServer;
  test.beforeAll(async () => {
    server = await startOwnServer();
  });
  test.afterAll(async () => server?.stop());

  test("a change written by another process shows on the next request", async ({ request }) => {
    const before = await request.get(`${server.url}/de/ensemble`);
    expect((await request.get(`${server.url}/de/ensemble`)).headers()["x-page-cache"]).toBe("hit");
    expect(await before.text()).not.toContain("Frisch geänderter Titel");
    server.sqlite.prepare("update site_settings set festival_title_de = 'Frisch geänderter Titel'").run();
    const after = await request.get(`${server.url}/de/ensemble`);
    expect(after.headers()["x-page-cache"]).toBe("miss");
    expect(await after.text()).toContain("Frisch geänderter Titel");
  });
});
