import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileTrust, forwardedRequest, type ForwardedRequest, type Trust } from "./trust-proxy.server";

// A real server on 127.0.0.1 that answers what `forwardedRequest` makes of each request under the
// trust given in the path.
const TRUSTS: Record<string, Trust> = {
  off: compileTrust(false),
  one: compileTrust(1),
  two: compileTrust(2),
  loopback: compileTrust(["127.0.0.1/8"]),
  elsewhere: compileTrust(["10.0.0.1"]),
};
const server = http.createServer((req, res) => {
  res.end(JSON.stringify(forwardedRequest(req, TRUSTS[req.url!.slice(1)]!)));
});
let base = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function seen(trust: keyof typeof TRUSTS, headers: Record<string, string> = {}): Promise<ForwardedRequest> {
  return (await fetch(`${base}/${trust}`, { headers })).json() as Promise<ForwardedRequest>;
}

const FORWARDED = { "X-Forwarded-For": "198.51.100.7, 203.0.113.9", "X-Forwarded-Proto": "https", "X-Forwarded-Host": "evil.example" };

describe("forwardedRequest", () => {
  it("ignores every forwarded header when no proxy is trusted", async () => {
    const host = new URL(base).host;
    expect(await seen("off", FORWARDED)).toEqual({ clientIp: "127.0.0.1", proto: "http", host });
    expect(await seen("elsewhere", FORWARDED)).toEqual({ clientIp: "127.0.0.1", proto: "http", host });
  });

  it("with one trusted hop, takes the last X-Forwarded-For entry and the forwarded scheme and host", async () => {
    expect(await seen("one", FORWARDED)).toEqual({ clientIp: "203.0.113.9", proto: "https", host: "evil.example" });
    expect(await seen("two", FORWARDED)).toMatchObject({ clientIp: "198.51.100.7" });
  });

  it("with trusted proxy addresses, walks back past every trusted one", async () => {
    expect(await seen("loopback", { "X-Forwarded-For": "198.51.100.7, 127.0.0.5" })).toMatchObject({ clientIp: "198.51.100.7" });
  });

  it("answers the peer when a trusted proxy sends no X-Forwarded-For", async () => {
    expect(await seen("one")).toMatchObject({ clientIp: "127.0.0.1", proto: "http" });
  });
});
