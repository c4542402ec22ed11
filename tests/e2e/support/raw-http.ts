/**
 * One HTTP/1.1 request written byte for byte on its own socket: the path as it is (no `..` or `%zz`
 * cleaned up), headers as given (a Content-Length that lies, none at all), chunked bodies left
 * unfinished. Answers the status line's code, or what went wrong instead.
 */
import net from "node:net";

export interface RawRequest {
  method: string;
  path: string;
  headers: [string, string][];
  body?: Buffer;
  chunked?: "complete" | "truncated";
}

export interface RawAnswer {
  /** The status code, or null when the server closed the socket or did not answer in time. */
  status: number | null;
  /** The head and the start of the body, for the report. */
  head: string;
  error?: "timeout" | "refused" | "closed" | string;
}

export interface Target {
  host: string;
  port: number;
  /** Source address of the socket, so the server sees a client address of the fuzz's own. */
  localAddress?: string;
  timeoutMs: number;
}

function encodeRequest(request: RawRequest): Buffer[] {
  const headers = [...request.headers, ["Connection", "close"] as [string, string]];
  if (request.chunked) headers.push(["Transfer-Encoding", "chunked"]);
  const head = Buffer.from(`${request.method} ${request.path} HTTP/1.1\r\n${headers.map(([name, value]) => `${name}: ${value}\r\n`).join("")}\r\n`, "utf8");
  if (!request.body) return [head];
  if (!request.chunked) return [head, request.body];
  const chunks: Buffer[] = [head];
  for (let offset = 0; offset < request.body.length; offset += 8192) {
    const chunk = request.body.subarray(offset, offset + 8192);
    chunks.push(Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n"));
  }
  if (request.chunked === "complete") chunks.push(Buffer.from("0\r\n\r\n"));
  return chunks;
}

/** Whether the server would wait for more body than is sent. */
function endsEarly(request: RawRequest): boolean {
  if (request.chunked) return request.chunked === "truncated";
  const declared = request.headers.find(([name]) => name.toLowerCase() === "content-length")?.[1];
  return declared !== undefined && /^\d+$/.test(declared.trim()) && Number(declared) > (request.body?.length ?? 0);
}

export function send(target: Target, request: RawRequest): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const received: Buffer[] = [];
    let size = 0;
    let done = false;
    const socket = net.connect({ host: target.host, port: target.port, localAddress: target.localAddress });
    const finish = (error?: string) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(received).toString("utf8");
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      resolve({ status: match ? Number(match[1]) : null, head: text.slice(0, 1500), error: match ? undefined : (error ?? "closed") });
    };
    const timer = setTimeout(() => finish("timeout"), target.timeoutMs);
    socket.on("connect", () => {
      for (const chunk of encodeRequest(request)) socket.write(chunk);
      // A body shorter than its Content-Length, or an unfinished chunked one, ends here.
      if (endsEarly(request)) socket.end();
    });
    socket.on("data", (chunk: Buffer) => {
      if (size < 4096) received.push(chunk);
      size += chunk.length;
      // The status and the headers are all the run needs; a whole page is not waited for.
      if (Buffer.concat(received).includes("\r\n\r\n")) finish();
    });
    socket.on("error", (error: NodeJS.ErrnoException) => finish(error.code === "ECONNREFUSED" ? "refused" : (error.code ?? error.message)));
    socket.on("close", () => finish("closed"));
  });
}

/** The request as a curl command line, to reproduce one failure by hand. */
export function curlCommand(baseUrl: string, request: RawRequest): string {
  const quote = (value: string) => `'${value.replace(/'/g, "'\\''")}'`;
  const parts = ["curl -sS -o /dev/null -w '%{http_code}\\n' --path-as-is -X", request.method];
  for (const [name, value] of request.headers) if (name !== "Host") parts.push("-H", quote(`${name}: ${value}`));
  if (request.chunked) parts.push("-H", quote("Transfer-Encoding: chunked"));
  if (request.body) {
    const text = request.body.toString("utf8");
    parts.push("--data-binary", text.length > 300 ? `@<(head -c ${request.body.length} /dev/zero | tr '\\0' v)` : quote(text));
  }
  parts.push(quote(`${baseUrl}${request.path}`));
  return parts.join(" ");
}
