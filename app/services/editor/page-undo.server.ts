/**
 * Undo of a page-level backup (a restore): the page's draft becomes the whole snapshot the backup
 * kept, and the backup is removed.
 */
import type { EditorBackup } from "~/db/schema";
import type { PageSnapshot } from "~/lib/types/page-snapshot";
import { deleteBackup } from "~/models/editor-backups.server";
import type { Q } from "~/models/editor-sections.server";
import { firstSectionId, replacePageRows } from "~/models/page-versions.server";
import { now } from "~/services/clock.server";
import { sectionAnswer } from "./editor-change.server";
import type { EditorActor, OperationResult } from "./editor-types";

export async function undoPageBackup(q: Q, actor: EditorActor, backup: EditorBackup): Promise<OperationResult> {
  const snapshot = JSON.parse(backup.snapshot) as PageSnapshot;
  const pageId = backup.page_id ?? snapshot.page.id;
  await replacePageRows(q, pageId, snapshot, now().toISOString());
  await deleteBackup(q, backup.id);
  console.info(`[editor] undo by ${actor.name}: ${backup.action} of page ${pageId}`);
  const first = await firstSectionId(q, pageId);
  return first !== undefined ? sectionAnswer(q, first) : { ok: true, section: null };
}
