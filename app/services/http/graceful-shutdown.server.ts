/**
 * Graceful shutdown: on a signal the server stops accepting connections, lets every open request
 * finish, closes each connection as soon as it has nothing left to answer (an idle keep-alive
 * connection at once, a busy one after its answer, which says `Connection: close`), then runs
 * `stop` (closes the database) and exits with 0. Still busy after `forceAfterMs`: exits with 1.
 */
import type { Server, ServerResponse } from "node:http";

export interface ShutdownOptions {
  stop: () => Promise<void>;
  forceAfterMs?: number;
}

export function gracefulShutdown(server: Server, { stop, forceAfterMs = 10_000 }: ShutdownOptions) {
  const open = new Set<ServerResponse>();
  let stopping = false;

  server.on("request", (_req, res: ServerResponse) => {
    open.add(res);
    if (stopping) res.setHeader("Connection", "close");
    res.once("close", () => {
      open.delete(res);
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });
  });

  return function shutdown(signal: string): void {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: closing the server (${open.size} open requests)`);
    const force = setTimeout(() => {
      console.error(`${signal}: ${open.size} requests still open after ${forceAfterMs} ms; exiting`);
      process.exit(1);
    }, forceAfterMs);
    force.unref();
    for (const res of open) if (!res.headersSent) res.setHeader("Connection", "close");
    server.close(() => {
      stop().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(`${signal}: closing the database failed`, error);
          process.exit(1);
        },
      );
    });
    server.closeIdleConnections();
  };
}
