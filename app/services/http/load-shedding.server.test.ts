import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { loadShedding, sampleLoopLag, type LoopLag } from "./load-shedding.server";

/** Keeps the event loop busy, as a long synchronous render does. */
function busyWait(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    /* blocking on purpose */
  }
}

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: string;
  ms: number;
}

function get(port: number, path: string, agent: http.Agent): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, retryAfter: res.headers["retry-after"], body, ms: performance.now() - started }));
      })
      .on("error", reject);
  });
}

describe("load shedding on a real HTTP server", () => {
  let server: http.Server | undefined;
  let lag: LoopLag | undefined;
  afterEach(async () => {
    lag?.stop();
    await new Promise((resolve) => server?.close(resolve));
  });

  async function start(thresholdMs: number) {
    lag = sampleLoopLag(20, 200);
    const episodes: unknown[] = [];
    const shed = loadShedding({ lag, thresholdMs, onEpisode: (event) => episodes.push(event) });
    // Like server.ts: the health check answers before the shedding; pages come after it.
    server = http.createServer((req, res) => {
      if (req.url === "/healthcheck") return void res.end("OK");
      shed(req, res, () => setTimeout(() => res.end("page"), 5));
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
    // Open the connections first, so that the requests below are on the wire before the loop blocks.
    await Promise.all(Array.from({ length: 4 }, () => get(port, "/healthcheck", agent)));
    return { port, agent, episodes };
  }

  it("answers pages with 503 and Retry-After at once while the loop lags, and the health check with 200", async () => {
    const { port, agent, episodes } = await start(200);
    expect((await get(port, "/de", agent)).status).toBe(200);

    const answers = Promise.all([get(port, "/de", agent), get(port, "/en/programme", agent), get(port, "/api/search/?q=a", agent), get(port, "/healthcheck", agent)]);
    busyWait(600);
    const [de, en, api, health] = await answers;

    expect(de).toMatchObject({ status: 503, retryAfter: "5" });
    expect(de.body).toMatch(/Bitte versuchen Sie es in ein paar Sekunden noch einmal/);
    expect(en).toMatchObject({ status: 503, retryAfter: "5" });
    expect(en.body).toMatch(/Please try again in a few seconds/);
    expect(api.status).toBe(503);
    expect(JSON.parse(api.body)).toEqual({ error: expect.stringMatching(/Bitte versuchen/) });
    expect(health).toMatchObject({ status: 200, body: "OK" });
    // Answered as soon as the loop is free again: the blocked time plus a little.
    expect(de.ms).toBeLessThan(600 + 300);
    expect(episodes).toEqual([{ state: "start", lagMs: expect.any(Number) }]);
    expect((episodes[0] as { lagMs: number }).lagMs).toBeGreaterThanOrEqual(200);

    // Once the loop has caught up, pages render again and the episode is closed.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await get(port, "/de", agent)).status).toBe(200);
    expect(episodes).toEqual([{ state: "start", lagMs: expect.any(Number) }, { state: "end", refused: 3 }]);
    agent.destroy();
  });

  it("never refuses with threshold 0", async () => {
    const { port, agent } = await start(0);
    const answer = get(port, "/de", agent);
    busyWait(300);
    expect((await answer).status).toBe(200);
    agent.destroy();
  });
});
