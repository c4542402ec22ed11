import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";

export interface Report {
  /** "node" from the server, "javascript" from the browser. */
  platform: string;
  text: string;
}

/** A Sentry ingest endpoint that keeps every event it receives. */
export async function captureEndpoint() {
  const reports: Report[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const raw = Buffer.concat(chunks);
      const body = req.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(raw).toString("utf8") : raw.toString("utf8");
      for (const line of body.split("\n")) {
        const platform = /"platform":"(\w+)"/.exec(line)?.[1];
        if (platform && line.includes('"exception"')) reports.push({ platform, text: line });
      }
      // The browser SDK posts across origins; it reads the answer only with CORS allowed.
      res.writeHead(200, { "Content-Type": "application/json", "Access-Control-Allow-Origin": "*" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { reports, port: (server.address() as AddressInfo).port, close: () => server.close() };
}
