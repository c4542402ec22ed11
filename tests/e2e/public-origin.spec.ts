import { request as requests, type APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { spawnServer, type SpawnedServer } from "./support/spawned-server";

// PUBLIC_URL and TRUST_PROXY (docs/decisions/0024-public-origin-and-proxies.md) are server behaviour:
// one project is enough.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "server behaviour, checked once (with JavaScript on)");
test.describe.configure({ mode: "serial" });

/** Every absolute URL a page states about itself: canonical, og:url, og:image, hreflang, JSON-LD. */
function statedUrls(html: string): string[] {
  const links = [...html.matchAll(/<link rel="(?:canonical|alternate)"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  const og = [...html.matchAll(/<meta property="og:(?:url|image)" content="([^"]+)"/g)].map((m) => m[1]!);
  const jsonLd = [...html.matchAll(/"(?:url|target)":"([^"]+)"/g)].map((m) => m[1]!);
  return [...links, ...og, ...jsonLd];
}

const POISON = { "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "http", "X-Forwarded-Port": "666" };

/** Wrong passwords from one socket, each with its own X-Forwarded-For; the statuses in order. */
async function wrongPasswords(api: APIRequestContext, forwardedFor: (attempt: number) => string, count = 12): Promise<number[]> {
  const statuses: number[] = [];
  await api.get("/de/login");
  const csrf = (await api.storageState()).cookies.find((cookie) => cookie.name === "csrftoken")!.value;
  for (let attempt = 0; attempt < count; attempt++) {
    const answer = await api.post("/de/login", {
      form: { email: "redaktion@example.org", password: `wrong-${attempt}`, csrf, redirectTo: "" },
      headers: { "X-Forwarded-For": forwardedFor(attempt) },
      maxRedirects: 0,
    });
    statuses.push(answer.status());
  }
  return statuses;
}

for (const setup of [
  { name: "default PUBLIC_URL, no proxy trusted", env: {} as Record<string, string>, origin: (server: SpawnedServer) => server.url },
  { name: "PUBLIC_URL set, one proxy trusted", env: { PUBLIC_URL: "https://festival.example", TRUST_PROXY: "1" }, origin: () => "https://festival.example" },
]) {
  test.describe(setup.name, () => {
    let server: SpawnedServer;
    test.beforeAll(async () => {
      server = await spawnServer(setup.env);
      expect(await server.health()).toBe(200);
    });
    test.afterAll(async () => server?.stop());

    test("the JSON API's page links are on the public origin whatever the request's host", async () => {
      const api = await requests.newContext({ baseURL: server.url });
      try {
        const answer = await api.get("/de/api/events/?page_size=1", { headers: POISON });
        expect(answer.status()).toBe(200);
        const { next } = (await answer.json()) as { next: string | null };
        expect(next).toBe(`${setup.origin(server)}/de/api/events/?page_size=1&page=2`);
      } finally {
        await api.dispose();
      }
    });

    test("a forwarded host changes neither the page nor what the cache keeps for the next visitor", async () => {
      const attacker = await requests.newContext({ baseURL: server.url });
      const visitor = await requests.newContext({ baseURL: server.url });
      try {
        for (const path of ["/de", "/en", `/de/programm?probe=${Date.now()}`]) {
          const poisoned = await attacker.get(path, { headers: POISON });
          expect(poisoned.status(), path).toBe(200);
          const attackerUrls = statedUrls(await poisoned.text());
          expect(attackerUrls.length, path).toBeGreaterThanOrEqual(5);
          for (const url of attackerUrls) expect(url.startsWith(`${setup.origin(server)}/`), `${path}: ${url}`).toBe(true);

          const next = await visitor.get(path);
          expect(next.headers()["x-page-cache"], path).toBe("hit");
          const html = await next.text();
          expect(html, path).not.toContain("evil.example");
          expect(statedUrls(html), path).toEqual(attackerUrls);
        }
      } finally {
        await attacker.dispose();
        await visitor.dispose();
      }
    });
  });
}

test.describe("the login limit", () => {
  test("without a trusted proxy, a rotating X-Forwarded-For does not get past it", async () => {
    const server = await spawnServer();
    const api = await requests.newContext({ baseURL: server.url });
    try {
      expect(await server.health()).toBe(200);
      const statuses = await wrongPasswords(api, (attempt) => `198.51.100.${attempt + 1}`);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
      expect(statuses.slice(10)).toEqual([429, 429]);
    } finally {
      await api.dispose();
      await server.stop();
    }
  });

  test("behind one trusted proxy, the address that proxy saw counts, not what the client claims before it", async () => {
    const server = await spawnServer({ TRUST_PROXY: "1" });
    const api = await requests.newContext({ baseURL: server.url });
    try {
      expect(await server.health()).toBe(200);
      const statuses = await wrongPasswords(api, (attempt) => `198.51.100.${attempt + 1}, 203.0.113.7`);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
      expect(statuses.slice(10)).toEqual([429, 429]);
      // Another client behind the same proxy has its own budget.
      expect(await wrongPasswords(api, () => "203.0.113.8", 1)).toEqual([400]);
    } finally {
      await api.dispose();
      await server.stop();
    }
  });
});
