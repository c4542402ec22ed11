import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPrefetch, PREFETCH_REUSE_SECONDS, prefetchCacheControl, reusableWhenPrefetched } from "./prefetch-reuse.server";

describe("prefetchCacheControl", () => {
  it("lets the browser keep a page's answer to a prefetch for a few seconds", () => {
    expect(prefetchCacheControl("public, max-age=0, s-maxage=60, stale-while-revalidate=300")).toBe(`public, max-age=${PREFETCH_REUSE_SECONDS}, s-maxage=60, stale-while-revalidate=300`);
    expect(prefetchCacheControl("private, max-age=0")).toBe(`private, max-age=${PREFETCH_REUSE_SECONDS}`);
  });

  it("leaves what may not be stored, and any other lifetime, as it is", () => {
    expect(prefetchCacheControl("private, no-store")).toBe("private, no-store");
    expect(prefetchCacheControl("no-store, max-age=0")).toBe("no-store, max-age=0");
    expect(prefetchCacheControl("public, max-age=31536000, immutable")).toBe("public, max-age=31536000, immutable");
    expect(prefetchCacheControl("public, max-age=0, s-maxage=30")).toBe(`public, max-age=${PREFETCH_REUSE_SECONDS}, s-maxage=30`);
  });
});

describe("isPrefetch", () => {
  it("knows Chromium's and older browsers' mark, and nothing else", () => {
    expect(isPrefetch({ "sec-purpose": "prefetch" })).toBe(true);
    expect(isPrefetch({ "sec-purpose": "prefetch;prerender" })).toBe(true);
    expect(isPrefetch({ purpose: "prefetch" })).toBe(true);
    expect(isPrefetch({})).toBe(false);
    expect(isPrefetch({ "sec-purpose": "prerendering" })).toBe(false);
  });
});

describe("reusableWhenPrefetched on a real server", () => {
  let server: http.Server;
  let base = "";
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      reusableWhenPrefetched(req.headers, res);
      // As the page cache's lane answers (headers passed to writeHead), and as Express does (setHeader).
      if (req.url === "/lane") res.writeHead(200, { "cache-control": "private, max-age=0", "Content-Type": "text/plain" });
      else res.setHeader("Cache-Control", "public, max-age=0, s-maxage=60");
      res.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const cacheControl = async (path: string, headers: Record<string, string> = {}) => (await fetch(`${base}${path}`, { headers })).headers.get("cache-control");

  it("rewrites the answer to a prefetch, whichever way its headers are written", async () => {
    expect(await cacheControl("/lane", { "Sec-Purpose": "prefetch" })).toBe(`private, max-age=${PREFETCH_REUSE_SECONDS}`);
    expect(await cacheControl("/express", { "Sec-Purpose": "prefetch" })).toBe(`public, max-age=${PREFETCH_REUSE_SECONDS}, s-maxage=60`);
  });

  it("leaves every other answer as the page wrote it", async () => {
    expect(await cacheControl("/lane")).toBe("private, max-age=0");
    expect(await cacheControl("/express")).toBe("public, max-age=0, s-maxage=60");
  });
});
