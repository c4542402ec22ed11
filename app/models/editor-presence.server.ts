/**
 * Who has a page open in edit mode and who holds its soft lock (table `editor_presence`, migration
 * 0016): one row per page and editor, its `seen_at` renewed by every heartbeat. Rows older than the
 * cut-off a caller passes count as gone.
 */
import { db } from "~/db/db.server";
import type { EditorPresence } from "~/db/schema";
import type { Q } from "./editor-sections.server";

export interface PresenceVisit {
  pageId: number;
  userId: number;
  userName: string;
  locale: string;
  seenAt: string;
}

/** Records the editor's heartbeat on the page (a new row or the renewed one). */
export async function touchPresence(visit: PresenceVisit, q: Q = db()): Promise<void> {
  const values = { user_name: visit.userName, locale: visit.locale, seen_at: visit.seenAt };
  await q
    .insertInto("editor_presence")
    .values({ page_id: visit.pageId, user_id: visit.userId, ...values })
    .onConflict((oc) => oc.columns(["page_id", "user_id"]).doUpdateSet(values))
    .execute();
}

/** Drops the rows of editors not seen since `cutoff` (their lock goes with them). */
export async function prunePresence(cutoff: string, q: Q = db()): Promise<void> {
  await q.deleteFrom("editor_presence").where("seen_at", "<", cutoff).execute();
}

/** The editors seen on the page since `cutoff`, by name. */
export function pagePresence(pageId: number, cutoff: string, q: Q = db()): Promise<EditorPresence[]> {
  return q.selectFrom("editor_presence").selectAll().where("page_id", "=", pageId).where("seen_at", ">=", cutoff).orderBy("user_name").orderBy("user_id").execute();
}

/** The editor seen since `cutoff` who holds the page's lock, if any. */
export function liveLockHolder(pageId: number, cutoff: string, q: Q = db()): Promise<EditorPresence | undefined> {
  return q
    .selectFrom("editor_presence")
    .selectAll()
    .where("page_id", "=", pageId)
    .where("holds_lock", "=", 1)
    .where("seen_at", ">=", cutoff)
    .executeTakeFirst();
}

/** The editor takes the page's lock (from whoever held it). */
export async function takeLock(pageId: number, userId: number, q: Q = db()): Promise<void> {
  await q.updateTable("editor_presence").set({ holds_lock: 0 }).where("page_id", "=", pageId).where("user_id", "!=", userId).execute();
  await q.updateTable("editor_presence").set({ holds_lock: 1 }).where("page_id", "=", pageId).where("user_id", "=", userId).execute();
}

/** The editor gives the page's lock up (nothing when another holds it). */
export async function releaseLock(pageId: number, userId: number, q: Q = db()): Promise<void> {
  await q.updateTable("editor_presence").set({ holds_lock: 0 }).where("page_id", "=", pageId).where("user_id", "=", userId).execute();
}

/** Whether the page exists (presence is only kept for pages). */
export async function pageKnown(pageId: number, q: Q = db()): Promise<boolean> {
  return !!(await q.selectFrom("pages").select("id").where("id", "=", pageId).executeTakeFirst());
}
