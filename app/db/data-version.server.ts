/**
 * A number that changes whenever the content may have changed, so that the page cache
 * (app/services/http/page-cache.server.ts) and the memos can tell a fresh entry from a stale one
 * without asking the database what changed.
 *
 * Only content counts, on both engines and from every writer: a content table is every table that is
 * not bookkeeping (`isContentTable`). Bookkeeping (the 404 log, carts and reservations, rate-limit
 * counts, form entries, the search index, the health check's row) never counts: otherwise a health
 * check, a flood of 404s or the rush on opening ticket sales in one server process would empty the
 * cache of every other process exactly when it matters. Availability shown on a page may lag by the
 * time limit; the box office checks it again when it reserves (docs/decisions/0065-content-version.md).
 *
 * - Writes through this process's Kysely instance bump it (a plugin sees every query: anything that is
 *   not a SELECT or a bookkeeping write counts, schema changes and raw statements included), once when
 *   the statement is sent and once when its result is back, so a reader that ran in between cannot pin
 *   an old answer to the new number.
 * - On SQLite, commits by other connections (another server process, a CLI, a test changing the file
 *   behind the server's back) show in `PRAGMA data_version`, which costs a few microseconds to read but
 *   moves with every commit, bookkeeping included. So it is only the first check: when it moved, the
 *   row of `content_version` is read, a counter that the content tables' triggers bump on every
 *   inserted, updated or deleted row (migration 0025); the counter is the answer.
 * - On PostgreSQL, commits by other connections arrive as notifications: every content table has a
 *   statement trigger that says NOTIFY (migration 0009, ./content-notifications.server.ts,
 *   docs/decisions/0019-content-notifications.md).
 * - A table made by a later migration gets both engines' triggers through `notifyContentChanges`
 *   (./migrations/columns.ts); tests/integration/content-version.test.ts fails for a table that is
 *   neither bookkeeping nor has them.
 */
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from "kysely";

declare global {
  // Shared by the two server bundles (server.ts and the Remix build) and kept across dev rebuilds.
  var __festivalWrites: number | undefined;
}

function bump() {
  globalThis.__festivalWrites = (globalThis.__festivalWrites ?? 0) + 1;
}

/**
 * Counts a transaction's commit as one more write. Its statements were counted when they ran, but
 * their effect shows to this process's other connections (PostgreSQL) only at the commit: a page
 * read in between saw the old content and must not be stored under the new number.
 */
export function countCommit(): void {
  bump();
}

/** The count of writes this process has made. */
export function localWrites(): number {
  return globalThis.__festivalWrites ?? 0;
}

// Reads, and transaction control (`begin immediate` … `commit` around the box office's writes):
// the statements inside a transaction count for themselves.
const READ_ONLY_SQL = /^\s*(select|with|pragma|explain|begin|commit|end|rollback|savepoint|release)\b/i;
const WRITTEN_TABLE_SQL = /^\s*(?:insert\s+(?:or\s+\w+\s+)?into|update|delete\s+from)\s+"?(\w+)"?/i;
export const BOOKKEEPING_TABLES = new Set([
  "error_log", "form_entries", "temp_files", "health_checks", "sessions", "rate_limits",
  "carts", "reservations", "seat_holds", "orders", "order_items", "cart_idempotency",
  "search_documents", "search_queue", "search_fts",
  "editor_presence", "audit_log", "form_entry_files",
]);

/** The one-row counter of content changes on SQLite (migration 0025); neither content nor bookkeeping. */
export const CONTENT_VERSION_TABLE = "content_version";

/**
 * True for a table whose changes count as content changes: every table but bookkeeping, the migration
 * tool's own (`kysely_…`), SQLite's own (`sqlite_…`) and the counter itself.
 */
export function isContentTable(name: string): boolean {
  return !BOOKKEEPING_TABLES.has(name) && !name.startsWith("kysely_") && !name.startsWith("sqlite_") && name !== CONTENT_VERSION_TABLE;
}

function writtenTable(node: RootOperationNode): string | undefined {
  const table = (n: unknown) => (n as { table?: { identifier?: { name?: string } } } | undefined)?.table?.identifier?.name;
  switch (node.kind) {
    case "InsertQueryNode":
      return table(node.into);
    case "UpdateQueryNode":
      return table(node.table);
    case "DeleteQueryNode":
      return table(node.from.froms[0]);
    case "RawNode":
      return WRITTEN_TABLE_SQL.exec(node.sqlFragments[0] ?? "")?.[1];
    default:
      return undefined;
  }
}

/** True for a statement that may change content (anything but a read or a bookkeeping write). */
export function changesContent(node: RootOperationNode): boolean {
  if (node.kind === "SelectQueryNode") return false;
  if (node.kind === "RawNode" && READ_ONLY_SQL.test(node.sqlFragments[0] ?? "")) return false;
  const table = writtenTable(node);
  return table === undefined || !BOOKKEEPING_TABLES.has(table);
}

export class WriteTrackerPlugin implements KyselyPlugin {
  readonly #writes = new WeakSet<object>();

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (changesContent(node)) {
      this.#writes.add(queryId);
      bump();
    }
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#writes.has(queryId)) bump();
    return result;
  }
}
