import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerReader, type ReadAnswer } from "./answer-reader";

// A real HTTP server answering in the three framings the bench meets, read through a plain socket
// whose bytes are handed to the reader in every possible split.
const body = Buffer.from("x".repeat(3000));
let server: http.Server;
let port = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.setHeader("Server-Timing", "app;dur=1.25");
    if (req.url === "/chunked") {
      res.write(body.subarray(0, 1000));
      setImmediate(() => res.end(body.subarray(1000)));
    } else if (req.url === "/close") {
      res.setHeader("Connection", "close");
      res.end("bye");
    } else if (req.url === "/empty") {
      res.statusCode = 404;
      res.setHeader("Content-Length", "0");
      res.end();
    } else {
      res.setHeader("Content-Length", String(body.length));
      res.end(body);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The raw bytes of the server's answers to `paths`, asked one after the other on one connection. */
function rawAnswers(paths: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const received: Buffer[] = [];
    let answered = 0;
    const count = answerReader(() => {
      if (++answered === paths.length) socket.end();
    });
    socket.on("data", (chunk: Buffer) => {
      received.push(chunk);
      count(chunk);
    });
    socket.on("close", () => resolve(Buffer.concat(received)));
    socket.on("error", reject);
    socket.write(paths.map((path) => `GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`).join(""));
  });
}

describe("answerReader", () => {
  it("reads kept-alive answers framed by length and by chunks, however their bytes are split", async () => {
    const bytes = await rawAnswers(["/length", "/chunked", "/empty", "/length"]);
    const expected = [
      { status: 200, serverMs: 1.25, bodyBytes: 3000, closes: false },
      { status: 200, serverMs: 1.25, bodyBytes: 3000, closes: false },
      { status: 404, serverMs: 1.25, bodyBytes: 0, closes: false },
      { status: 200, serverMs: 1.25, bodyBytes: 3000, closes: false },
    ];
    for (const step of [bytes.length, 1, 2, 7, 1000, 1499]) {
      const answers: ReadAnswer[] = [];
      const read = answerReader((answer) => answers.push(answer));
      for (let at = 0; at < bytes.length; at += step) read(bytes.subarray(at, at + step));
      expect(answers, `split every ${step} bytes`).toEqual(expected);
    }
  });

  it("says when the server closes the connection after an answer", async () => {
    const answers: ReadAnswer[] = [];
    answerReader((answer) => answers.push(answer))(await rawAnswers(["/close"]));
    expect(answers).toEqual([{ status: 200, serverMs: 1.25, bodyBytes: 3, closes: true }]);
  });

  it("gives nothing for an answer that has not fully arrived", async () => {
    const bytes = await rawAnswers(["/chunked"]);
    const answers: ReadAnswer[] = [];
    answerReader((answer) => answers.push(answer))(bytes.subarray(0, bytes.length - 1));
    expect(answers).toEqual([]);
  });
});
