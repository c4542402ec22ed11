import http from "node:http";
import type net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runLoad } from "./load-generator";

// A real server that closes every third connection after an answer (`Connection: close`) and counts
// the connections open at once: the generator must open a new one each time, count no error and
// never hold more connections than it was given.
let server: http.Server;
let port = 0;
let open = 0;
let mostOpen = 0;
let answered = 0;
const asked: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    answered++;
    asked.push(req.url ?? "");
    res.setHeader("Server-Timing", "app;dur=0.50");
    if (answered % 3 === 0) res.setHeader("Connection", "close");
    res.end(req.url?.includes("bench-miss=") ? "rendered" : "same");
  });
  server.on("connection", (socket) => {
    mostOpen = Math.max(mostOpen, ++open);
    socket.on("close", () => open--);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("runLoad", () => {
  it("keeps its connections busy, opens a new one where the server closed it, and counts every answer", async () => {
    const result = await runLoad({ url: `http://127.0.0.1:${port}/page`, connections: 3, seconds: 0.4, bust: true });
    expect(result.statuses.error).toBeUndefined();
    expect(result.requests).toBeGreaterThan(30);
    expect(result.statuses["200"]).toBe(result.requests);
    expect(result.bytesPerAnswer).toBe("rendered".length);
    expect(result.serverP50).toBe(0.5);
    expect(mostOpen).toBeLessThanOrEqual(3);
  });

  it("asks the given paths in turn, each at an address of its own when busting the cache", async () => {
    asked.length = 0;
    const paths = ["/search?q=a", "/search?q=b", "/other"];
    const result = await runLoad({ url: `http://127.0.0.1:${port}/ignored`, paths, connections: 2, seconds: 0.3, bust: true });
    expect(result.requests).toBeGreaterThan(10);
    const plain = asked.map((url) => url.replace(/[?&]bench-miss=[^&]*/, ""));
    expect(plain.slice(0, 6).sort()).toEqual([...paths, ...paths].sort());
    expect(new Set(asked).size).toBe(asked.length);
    expect(result.serverP95).toBe(0.5);
  });

  it("counts a server that is not there as errors, not as answers", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const gone = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const result = await runLoad({ url: `http://127.0.0.1:${gone}/`, connections: 2, seconds: 0.1 });
    expect(result.requests).toBe(0);
    expect(result.statuses.error).toBeGreaterThan(0);
  });
});
