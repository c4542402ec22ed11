import http from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { directRoutes } from "./direct-route-http.server";
import type { DirectRouteArgs } from "./request.server";

type Seen = { method: string; url: string; ip: string; body: string; csrf: string | null; missing: string | null };

const seen: Seen[] = [];
const reported: unknown[] = [];
const logged: string[] = [];

const echo = {
  async action({ request, context }: DirectRouteArgs) {
    const body = await request.text();
    seen.push({
      method: request.method,
      url: request.url,
      ip: context.clientIp,
      body,
      csrf: request.headers.get("X-CSRFToken"),
      missing: request.headers.get("X-Not-Sent"),
    });
    const headers = new Headers({ "Content-Type": "application/json" });
    headers.append("Set-Cookie", "a=1; Path=/");
    headers.append("Set-Cookie", "b=2; Path=/");
    return new Response(JSON.stringify({ got: body }), { status: 201, headers });
  },
  loader() {
    throw new Response("refused", { status: 403 });
  },
};
const broken = {
  action() {
    throw new Error("boom");
  },
};

const build = {
  routes: { echo: { module: echo }, broken: { module: broken }, "loader-only": { module: { loader: () => new Response("ok") } } },
  entry: { module: { handleError: (error: unknown) => reported.push(error) } },
} as unknown as ServerBuild;

const direct = directRoutes({
  build: () => build,
  routes: [
    { id: "echo", path: "/api/echo/" },
    { id: "broken", path: "/api/broken/" },
    { id: "loader-only", path: "/api/loader-only/" },
  ],
  loadContext: (clientIp) => ({ cspNonce: "", clientIp, buildVersion: "test" }),
  log: (method, url, status) => logged.push(`${method} ${url} ${status}`),
});

let base = "";
const server = http.createServer((req, res) => {
  if (!direct(req, res)) res.writeHead(299, { "Content-Type": "text/plain" }).end("fell through");
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("direct routes in front of Express", () => {
  it("calls the route module's action with the request, and sends its status, headers and cookies", async () => {
    const response = await fetch(`${base}/api/echo/?x=1`, {
      method: "POST",
      body: "hallo, Grüße",
      headers: { "X-Forwarded-For": "203.0.113.9", "X-CSRFToken": "t0ken" },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ got: "hallo, Grüße" });
    expect(response.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    expect(response.headers.get("Server-Timing")).toMatch(/^app;dur=\d+\.\d\d$/);
    // TRUST_PROXY is off: X-Forwarded-For does not count.
    expect(seen.at(-1)).toEqual({ method: "POST", url: `${base}/api/echo/?x=1`, ip: "127.0.0.1", body: "hallo, Grüße", csrf: "t0ken", missing: null });
    expect(logged).toContain("POST /api/echo/?x=1 201");
  });

  it("answers a thrown Response as it is, and an error with a reported 500", async () => {
    const refused = await fetch(`${base}/api/echo/`);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe("refused");
    const before = reported.length;
    const failed = await fetch(`${base}/api/broken/`, { method: "POST" });
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ error: "Unexpected Server Error" });
    expect(reported.length).toBe(before + 1);
  });

  it("refuses a browser's cross-origin POST and a body over 64 KB before the route runs", async () => {
    const count = seen.length;
    const crossSite = await fetch(`${base}/api/echo/`, { method: "POST", body: "x", headers: { Origin: "https://evil.example" } });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({ error: "Cross-origin request refused." });
    const large = await fetch(`${base}/api/echo/`, { method: "POST", body: "x".repeat(70 * 1024) });
    expect(large.status).toBe(413);
    expect(seen.length).toBe(count);
  });

  it("after a 413 on a keep-alive connection, the next request goes through (the refused connection is closed, not broken)", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (body: string, chunked: boolean) =>
      new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
        const headers: Record<string, string | number> = chunked ? { "Transfer-Encoding": "chunked" } : { "Content-Length": Buffer.byteLength(body) };
        const req = http.request(`${base}/api/echo/`, { method: "POST", agent, headers }, (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (text += chunk));
          res.on("end", () => resolve({ status: res.statusCode!, connection: res.headers.connection, body: text }));
        });
        req.on("error", reject);
        req.end(body);
      });
    try {
      for (const chunked of [false, true]) {
        const large = await send("x".repeat(200 * 1024), chunked);
        expect(large.status).toBe(413);
        expect(large.connection).toBe("close");
        const next = await send("hallo", false);
        expect(next.status).toBe(201);
        expect(JSON.parse(next.body)).toEqual({ got: "hallo" });
      }
    } finally {
      agent.destroy();
    }
  });

  it("leaves other paths, and methods the module does not export, to Express", async () => {
    for (const [path, method] of [["/api/other/", "POST"], ["/api/loader-only/", "POST"], ["/api/echo", "POST"]] as const) {
      const response = await fetch(`${base}${path}`, { method, body: "x" });
      expect(response.status, `${method} ${path}`).toBe(299);
    }
  });
});
