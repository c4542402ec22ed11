// A light HTTP/1.1 client for the benchmarks: keep-alive connections (as a browser holds them) and
// no body parsing, so that the load generator, which shares the machine's two cores with the
// server, costs as little as it can. (Node's fetch spends about twice the server's own CPU time per
// request on a small answer.)
import http from "node:http";

export interface Answer {
  status: number;
  setCookies: string[];
  headers: http.IncomingHttpHeaders;
  body: string;
}

export function createClient(base: string, connections: number) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  return {
    request(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
      return new Promise((resolve, reject) => {
        const req = http.request({ host: url.hostname, port: url.port, path, method, agent, headers: body ? { ...headers, "Content-Length": String(Buffer.byteLength(body)) } : headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, setCookies: res.headers["set-cookie"] ?? [], headers: res.headers, body: Buffer.concat(chunks).toString() }));
          res.on("error", reject);
        });
        req.on("error", reject);
        req.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}
