// A refused upload on a real HTTP server and a real client: the client reads the 413 and its upload
// runs out without a broken connection; a client that keeps sending, or falls silent, is cut off.
import http from "node:http";
import net, { type AddressInfo, type Socket } from "node:net";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { afterEach, describe, expect, it } from "vitest";
import { limitedStream } from "./body-reader.server";
import { closeConnectionsInStages, type Linger } from "./lingering-close.server";

const KiB = 1024;
const MiB = 1024 * KiB;
const LIMIT = 64 * KiB;

/** A server that reads bodies as the site does (a Fetch stream, counted) and refuses one over LIMIT with 413 and `Connection: close`. */
async function refusingServer() {
  const closed: number[] = [];
  const server = http.createServer(async (req, res) => {
    const reader = limitedStream(createReadableStreamFromReadable(req), LIMIT).getReader();
    try {
      while (!(await reader.read()).done);
      res.end("taken");
    } catch {
      res.writeHead(413, { "Content-Type": "text/plain", Connection: "close" });
      res.end("too large");
    }
  });
  server.on("connection", (socket: Socket) => socket.on("close", () => closed.push(Date.now())));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port, closed };
}

interface Outcome {
  /** What came back: status line, headers and body. */
  answer: string;
  answeredAt?: number;
  written: number;
  error?: string;
}

/**
 * A client that sends its whole body before it looks at an answer, as a browser's form post does: a
 * chunked upload of `chunks` pieces of `chunkBytes`, `pauseMs` apart (0: as fast as the socket takes
 * them), the body ended unless `end` is false. Settles when the connection has closed; `outcome`
 * fills in as it goes.
 */
function upload(port: number, { chunks, chunkBytes = MiB, pauseMs = 0, end = true }: { chunks: number; chunkBytes?: number; pauseMs?: number; end?: boolean }) {
  const outcome: Outcome = { answer: "", written: 0 };
  const closed = new Promise<Outcome>((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1", allowHalfOpen: true });
    socket.setEncoding("latin1");
    socket.on("data", (text: string) => {
      outcome.answeredAt ??= Date.now();
      outcome.answer += text;
    });
    socket.on("error", (error: NodeJS.ErrnoException) => (outcome.error ??= error.code ?? error.message));
    socket.on("close", () => resolve(outcome));
    socket.write("POST / HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n");
    const chunk = Buffer.concat([Buffer.from(`${chunkBytes.toString(16)}\r\n`), Buffer.alloc(chunkBytes, 0x41), Buffer.from("\r\n")]);
    let sent = 0;
    const next = () => {
      while (sent < chunks) {
        if (socket.destroyed) return;
        sent += 1;
        const flowing = socket.write(chunk, (error) => error || (outcome.written += chunkBytes));
        if (pauseMs > 0) return void setTimeout(next, pauseMs);
        if (!flowing) return void socket.once("drain", next);
      }
      if (end && !socket.destroyed) socket.end("0\r\n\r\n");
    };
    next();
  });
  return Object.assign(closed, { outcome });
}

describe("a connection closed with its request's body still arriving", () => {
  let undo: (() => void) | undefined;
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    undo?.();
    undo = undefined;
    await close?.();
  });

  async function start(linger?: Linger) {
    if (linger) undo = closeConnectionsInStages(linger);
    const site = await refusingServer();
    close = () => new Promise<void>((resolve) => site.server.close(() => resolve()));
    return site;
  }

  it("closed at once (Node's own way), a client still uploading runs into a reset or a broken pipe", async () => {
    const { port } = await start();
    const outcome = await upload(port, { chunks: 64 });
    expect(outcome.error).toMatch(/^(ECONNRESET|EPIPE)$/);
    expect(outcome.written).toBeLessThan(64 * MiB);
  });

  it("closed in stages, the client sends its whole body, reads the 413 and sees the connection close without an error", async () => {
    const { port, closed } = await start({ totalMs: 10_000, idleMs: 2_000 });
    const outcome = await upload(port, { chunks: 64 });
    expect(outcome.error).toBeUndefined();
    expect(outcome.written).toBe(64 * MiB);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 413 [^]*\r\nConnection: close\r\n[^]*\r\n\r\n9\r\ntoo large\r\n0\r\n\r\n$/);
    await expect.poll(() => closed.length).toBe(1); // the server let go of the connection
  });

  it("a client that keeps sending is cut off after the longest lingering", async () => {
    const { port, closed } = await start({ totalMs: 300, idleMs: 5_000 });
    const outcome = await upload(port, { chunks: 400, chunkBytes: 64 * KiB, pauseMs: 10 }); // 4 s of sending
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(outcome.error).toMatch(/^(ECONNRESET|EPIPE)$/);
    expect(closed[0]! - outcome.answeredAt!).toBeLessThan(2_000);
  });

  it("a client that falls silent is cut off after the longest wait for its next bytes", async () => {
    const { port, closed } = await start({ totalMs: 10_000, idleMs: 200 });
    const { outcome } = upload(port, { chunks: 2, end: false });
    await expect.poll(() => closed.length, { timeout: 3_000 }).toBe(1);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(closed[0]! - outcome.answeredAt!).toBeLessThan(2_000);
  });
});
