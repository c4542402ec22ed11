/** The back office's change log: one row per change, read per record and as a whole. */
import { db } from "~/db/db.server";
import { countMatches } from "./list-count.server";
import { searchCondition } from "./list-search.server";
import type { Q } from "./write-transaction.server";

export interface AuditRow {
  user_id: number | null;
  user_name: string;
  entity: string;
  entity_id: number;
  action: string;
  /** JSON `{field: [before, after]}`. */
  changes: string;
}

export async function insertAuditRow(q: Q, row: AuditRow): Promise<void> {
  await q.insertInto("audit_log").values(row).execute();
}

/** The newest changes of one record first. */
export function listRecordAudit(entity: string, entityId: number, limit = 100) {
  return db()
    .selectFrom("audit_log")
    .select(["id", "user_name", "action", "changes", "created_at"])
    .where("entity", "=", entity)
    .where("entity_id", "=", entityId)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** A page of the whole log, newest first, optionally of one kind of record or one user's name. */
export async function listAudit(options: { entity?: string; search?: string; offset: number; limit: number }) {
  let query = db().selectFrom("audit_log");
  if (options.entity) query = query.where("entity", "=", options.entity);
  if (options.search) query = query.where(await searchCondition("audit_log", ["user_name"], options.search));
  const [rows, count] = await Promise.all([
    query.select(["id", "user_name", "entity", "entity_id", "action", "changes", "created_at"]).orderBy("id", "desc").offset(options.offset).limit(options.limit).execute(),
    countMatches(db(), query, Boolean(options.search)),
  ]);
  return { rows, total: count };
}
