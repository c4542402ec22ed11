/**
 * Undo and redo, per editor and page: undo takes the editor's newest undo entry of the page (or of
 * the section with the slug), redo the newest redo entry. Before it changes the section, each stores
 * the section as it is as an entry of the other kind, so undo and redo step back and forth. An entry
 * is used only when the section is in the state the entry expects (its revision, or absent after a
 * delete); a section someone changed since is refused with 409 naming who, never overwritten.
 */
import type { Redo, Undo } from "~/lib/editor/requests";
import {
  ABSENT, authorOfRevision, deleteBackup, insertEntry, isPageBackup, lockNewestEntry, parseSnapshot, relabelEntries, restoreOrder, restoreSnapshot, takeSnapshot,
  type EntryKind, type SectionSnapshot,
} from "~/models/editor-backups.server";
import { deleteSectionRow, editorTransaction, findSectionById, lockSection, nextRevision } from "~/models/editor-sections.server";
import type { EditorBackup } from "~/db/schema";
import { ensurePublishedBaseline } from "~/models/page-versions.server";
import { refuse, sectionAnswer } from "./editor-change.server";
import { undoPageBackup } from "./page-undo.server";
import type { EditorActor, OperationResult } from "./editor-types";

export const NOTHING_TO_UNDO = "Nothing to undo.";
export const NOTHING_TO_REDO = "Nothing to redo.";

/** The action of the entry a new section leaves: undoing it deletes the section. */
export const CREATED = "created";
/** The action of a section's delete: redoing it deletes the section again. */
export const DELETE_SECTION = "delete section";

/** Whether using the entry deletes its section (else the entry's snapshot is put back). */
function removesSection(entry: Pick<EditorBackup, "kind" | "action">): boolean {
  return entry.kind === "undo" ? entry.action === CREATED : entry.action === DELETE_SECTION;
}

/** The 409 for a section that is no longer in the state the entry expects. */
async function changedSince(q: Parameters<typeof authorOfRevision>[0], kind: EntryKind, sectionId: number, found: number): Promise<OperationResult> {
  const change = await authorOfRevision(q, sectionId, found);
  const who = change?.author || "another editor";
  const what = found === ABSENT ? "deleted this section" : "changed this section";
  return refuse(kind, 409, `${who} ${what} since; your ${kind} would overwrite it. Reload the page to see the change.`);
}

async function step(actor: EditorActor, input: Undo, kind: EntryKind): Promise<OperationResult> {
  return editorTransaction(async (tx) => {
    const entry = await lockNewestEntry(tx.q, tx.postgres, { userId: actor.userId, ...input }, kind);
    if (!entry) return refuse(kind, 409, kind === "undo" ? NOTHING_TO_UNDO : NOTHING_TO_REDO);
    // A restore's entry (always an undo entry: the whole draft before it) is taken back whole; it leaves no redo.
    if (isPageBackup(entry)) return undoPageBackup(tx.q, actor, entry);
    const snapshot = parseSnapshot(entry);
    const sectionId = snapshot.section.id;
    const current = await lockSection(tx, sectionId);
    const found = current ? current.revision : ABSENT;
    if (found !== entry.revision) return changedSince(tx.q, kind, sectionId, found);
    if (snapshot.section.page_id !== null) await ensurePublishedBaseline(tx.q, snapshot.section.page_id);

    let inverse: SectionSnapshot;
    let revision = ABSENT;
    if (removesSection(entry)) {
      inverse = await takeSnapshot(tx.q, current!);
      await deleteSectionRow(tx.q, sectionId);
      await restoreOrder(tx.q, snapshot.order.filter((place) => place.id !== sectionId));
    } else {
      // Without a section now, the inverse only needs to know which section to delete again.
      inverse = current ? await takeSnapshot(tx.q, current) : snapshot;
      await restoreSnapshot(tx.q, snapshot);
      const restored = await findSectionById(sectionId, tx.q);
      if (restored) revision = await nextRevision(tx.q, restored);
      await relabelEntries(tx.q, sectionId, snapshot.section.revision, revision);
    }
    await deleteBackup(tx.q, entry.id);
    await insertEntry(tx.q, inverse, {
      kind: kind === "undo" ? "redo" : "undo", userId: actor.userId, action: entry.action, author: actor.name, moduleId: entry.module_id, revision,
    });
    console.info(`[editor] ${kind} by ${actor.name}: ${entry.action} of section ${entry.section_slug}`);
    return revision === ABSENT ? { ok: true, section: null } : sectionAnswer(tx.q, sectionId);
  });
}

/** Puts back the section as it was before the editor's last change on the page. */
export function undo(actor: EditorActor, input: Undo): Promise<OperationResult> {
  return step(actor, input, "undo");
}

/** Puts back what the editor's last undo on the page took away. */
export function redo(actor: EditorActor, input: Redo): Promise<OperationResult> {
  return step(actor, input, "redo");
}
