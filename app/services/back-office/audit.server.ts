/**
 * Every back-office change writes one audit row in the same transaction as the change: who, which
 * record, the action, and the fields that changed with their values before and after. Bookkeeping
 * columns (ids, timestamps, password hashes) are never logged; long values are shortened.
 */
import { insertAuditRow } from "~/models/audit-log.server";
import type { Q } from "~/models/write-transaction.server";

export interface Actor {
  id: number;
  first_name: string;
  last_name: string;
  username: string;
}

export type AuditValues = Record<string, unknown>;

const NOT_LOGGED = new Set(["id", "created_at", "updated_at", "password_hash"]);
const LONGEST = 400;

function shown(value: unknown): unknown {
  if (value === undefined) return null;
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > LONGEST ? `${text.slice(0, LONGEST)}…` : value;
}

/** The fields whose values differ, as `{field: [before, after]}`. */
export function changedFields(before: AuditValues | null, after: AuditValues | null): Record<string, [unknown, unknown]> {
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Record<string, [unknown, unknown]> = {};
  for (const name of names) {
    if (NOT_LOGGED.has(name)) continue;
    const old = before?.[name] ?? null;
    const now = after?.[name] ?? null;
    if (JSON.stringify(old) !== JSON.stringify(now)) changes[name] = [shown(old), shown(now)];
  }
  return changes;
}

export function actorName(actor: Actor): string {
  return `${actor.first_name} ${actor.last_name}`.trim() || actor.username;
}

/**
 * Logs a change of record `entity`/`entityId` by `actor` inside the transaction `q`. An update that
 * changed nothing is not logged; other actions are logged with whatever changed (a cancellation may
 * carry its own summary as `after`).
 */
export async function recordChange(
  q: Q,
  actor: Actor,
  change: { entity: string; entityId: number; action: string; before?: AuditValues | null; after?: AuditValues | null },
): Promise<void> {
  const changes = changedFields(change.before ?? null, change.after ?? null);
  if (change.action === "update" && Object.keys(changes).length === 0) return;
  await insertAuditRow(q, {
    user_id: actor.id,
    user_name: actorName(actor),
    entity: change.entity,
    entity_id: change.entityId,
    action: change.action,
    changes: JSON.stringify(changes),
  });
}

/** A record's log for its edit page: newest first, changes parsed. */
export function auditEntries(rows: { id: number; user_name: string; action: string; changes: string; created_at: string }[]) {
  return rows.map((row) => {
    let changes: Record<string, [unknown, unknown]> = {};
    try {
      changes = JSON.parse(row.changes) as Record<string, [unknown, unknown]>;
    } catch {
      changes = {};
    }
    return { id: row.id, who: row.user_name, action: row.action, at: row.created_at, changes };
  });
}

export type AuditEntry = ReturnType<typeof auditEntries>[number];
