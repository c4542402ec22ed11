/**
 * PostgreSQL: hears when another connection changed the content (the statement triggers of migration
 * 0009 say `NOTIFY festival_content`), the counterpart of SQLite's `PRAGMA data_version`
 * (docs/decisions/0019-content-notifications.md). One listening connection per pool, opened when the
 * version is first asked for and closed with the pool.
 *
 * While that connection is not listening (before it is up, after it dropped) nothing can be known,
 * so every call answers a new version: the memos and the page cache keep nothing until it listens
 * again, and it counts one change on every (re)start for what it may have missed meanwhile.
 */
import pg from "pg";

export const CONTENT_CHANNEL = "festival_content";
export const CONTENT_TRIGGER = "festival_content_changed";

const RETRY_MS = 1_000;

export interface ContentListener {
  /** Changes whenever another connection may have changed the content. */
  version(): number;
  stop(): Promise<void>;
}

/** `isOwn(backend)`: true for a backend process of the caller's own pool, whose notifications are left out. */
export function contentListener(url: string, isOwn: (backend: number) => boolean): ContentListener {
  let client: pg.Client | null = null;
  let listening = false;
  let stopped = false;
  let changes = 0;
  let unknown = 0;
  let retry: NodeJS.Timeout | undefined;

  function close(dead: pg.Client) {
    dead.removeAllListeners();
    dead.on("error", () => undefined); // a late error of the closed connection
    return dead.end().catch(() => undefined);
  }

  function lost(dead: pg.Client, error?: Error) {
    if (stopped || client !== dead) return;
    if (error) console.warn(`[db] content notifications lost: ${error.message}`);
    client = null;
    listening = false;
    void close(dead);
    retry = setTimeout(start, RETRY_MS);
    retry.unref();
  }

  function start() {
    retry = undefined;
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on("notification", (notification) => {
      if (!isOwn(notification.processId)) changes++;
    });
    next.on("error", (error) => lost(next, error));
    next.on("end", () => lost(next));
    next
      .connect()
      .then(() => next.query(`listen ${CONTENT_CHANNEL}`))
      .then(() => {
        if (client !== next) return;
        changes++;
        listening = true;
      })
      .catch((error: Error) => lost(next, error));
  }

  return {
    version() {
      if (!client && !retry && !stopped) start();
      return listening ? changes : -++unknown;
    },
    async stop() {
      stopped = true;
      listening = false;
      clearTimeout(retry);
      const last = client;
      client = null;
      if (last) await close(last);
    },
  };
}
