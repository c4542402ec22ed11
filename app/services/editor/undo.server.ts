/**
 * Undo: the newest backup of the page (or of the section with the slug) is put back — the section's
 * row and exactly its modules as they were, the section re-created when it was deleted, deleted when
 * the backup says it was just created — and the backup is removed, so the next undo goes one change further back.
 */
import type { Undo } from "~/lib/editor/requests";
import { deleteBackup, isPageBackup, lockLatestBackup, parseSnapshot, restoreOrder, restoreSnapshot } from "~/models/editor-backups.server";
import { deleteSectionRow, editorTransaction, findSectionById, nextRevision } from "~/models/editor-sections.server";
import { refuse, sectionAnswer } from "./editor-change.server";
import { undoPageBackup } from "./page-undo.server";
import type { EditorActor, OperationResult } from "./editor-types";

export const NOTHING_TO_UNDO = "Nothing to undo.";

export async function undo(actor: EditorActor, input: Undo): Promise<OperationResult> {
  return editorTransaction(async (tx) => {
    const backup = await lockLatestBackup(tx.q, tx.postgres, input);
    if (!backup) return refuse("undo", 409, NOTHING_TO_UNDO);
    if (isPageBackup(backup)) return undoPageBackup(tx.q, actor, backup);
    const snapshot = parseSnapshot(backup);
    if (backup.action === "created") {
      await deleteSectionRow(tx.q, snapshot.section.id);
      await restoreOrder(tx.q, snapshot.order.filter((entry) => entry.id !== snapshot.section.id));
    } else {
      await restoreSnapshot(tx.q, snapshot);
      const restored = await findSectionById(snapshot.section.id, tx.q);
      if (restored) await nextRevision(tx.q, restored);
    }
    await deleteBackup(tx.q, backup.id);
    console.info(`[editor] undo by ${actor.name}: ${backup.action} of section ${backup.section_slug}`);
    return backup.action === "created" ? { ok: true, section: null } : sectionAnswer(tx.q, snapshot.section.id);
  });
}
