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

test("a page from the cache runs its scripts (hydrates) under the enforced policy", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/de/programm");
  const cached = await page.goto("/de/programm");
  expect(cached?.headers()["x-page-cache"]).toBe("hit");
  // A client-side navigation (fetching `.data`, not a document) only happens once React has hydrated.
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
