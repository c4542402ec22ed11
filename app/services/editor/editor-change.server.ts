/**
 * The frame of every editor change: one transaction that locks the section, runs the change, and
 * stores the section as it was before it (the undo history); a refusal changes nothing and is logged.
 * Content caches notice the change by themselves: the writes go through the write tracker and, on
 * PostgreSQL, the tables' triggers notify the other processes (app/db/data-version.server.ts).
 */
import type { ContainerSection, Module } from "~/db/schema";
import type { EditConflict } from "~/lib/editor/requests";
import type { FieldErrors } from "~/lib/modules/registry";
import { ABSENT, changesSince, dropRedoEntries, insertEntry, lockNewestEntry, scopeOf, setEntryRevision, takeSnapshot, type HistoryScope } from "~/models/editor-backups.server";
import { editorTransaction, findSectionById, findSectionModules, lockSection, nextRevision, type EditorTx, type Q } from "~/models/editor-sections.server";
import { ensurePublishedBaseline } from "~/models/page-versions.server";
import { toEditorSection } from "./editor-section";
import type { EditorActor, OperationResult, Refusal } from "./editor-types";
import { lockedBy, lockedMessage } from "./presence.server";

export const SECTION_NOT_FOUND = "Section not found.";
export const MODULE_NOT_FOUND = "Module not found.";

/** A refusal, logged (bad input is worth knowing about). */
export function refuse(operation: string, status: Refusal["status"], error: string, errors?: FieldErrors): Refusal {
  console.warn(`[editor] ${status} ${operation}: ${error}${errors ? ` ${JSON.stringify(errors)}` : ""}`);
  return errors ? { ok: false, status, error, errors } : { ok: false, status, error };
}

export function invalid(operation: string, errors: FieldErrors): Refusal {
  return refuse(operation, 400, "Please check the marked fields.", errors);
}

/** Thrown inside the transaction to roll back what was written before the refusal. */
class RolledBack extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.error);
  }
}

export const now = () => new Date().toISOString();

/** The operation whose consecutive runs on one module coalesce into one undo step. */
export const SAVE_MODULE = "save module";
/** Saves of one module by one editor within this time of the step's first save are one undo step. */
export const COALESCE_MS = 30_000;

/**
 * The editor's newest undo entry, when this save continues it: the same module saved, nothing else
 * changed the section since (the entry expects the section as it is), within `COALESCE_MS` of its start.
 */
async function continuedSave(q: Q, scope: HistoryScope, operation: string, section: ContainerSection, moduleId: number | undefined) {
  if (operation !== SAVE_MODULE || moduleId === undefined) return undefined;
  const newest = await lockNewestEntry(q, false, scope, "undo");
  if (!newest || newest.action !== operation || newest.module_id !== moduleId || newest.revision !== section.revision) return undefined;
  return Date.now() - Date.parse(newest.created_at) <= COALESCE_MS ? newest : undefined;
}

/** The section as the editor API answers it, read in `q`. */
export async function sectionAnswer(q: Q, sectionId: number, moduleId?: number): Promise<OperationResult> {
  const section = await findSectionById(sectionId, q);
  const view = section ? toEditorSection(section, await findSectionModules(section.id, q)) : null;
  return moduleId === undefined ? { ok: true, section: view } : { ok: true, section: view, moduleId };
}

/** What a change does: a refusal, "nothing to do" (`unchanged`), or done (with the module it made or touched). */
export type ChangeOutcome = Refusal | { unchanged: true } | { moduleId?: number; deleted?: boolean };

export interface ChangeContext {
  tx: EditorTx;
  section: ContainerSection;
  modules: Module[];
}

/** The message of a stale write: who changed the section since the writer's base revision. */
export function conflictMessage(conflict: EditConflict): string {
  const names = [...new Set(conflict.changes.map((change) => change.author).filter(Boolean))];
  return `This section was changed by ${names.length ? names.join(", ") : "another editor"} since you opened it.`;
}

/**
 * A write based on revision `base` of a section that changed since: 409 with the section as it is,
 * its revision and the changes after `base`; a deleted section stays a 404, with the same account.
 */
async function staleRefusal(q: Q, operation: string, sectionId: number, base: number, section: ContainerSection | undefined): Promise<Refusal> {
  const rows = await changesSince(q, sectionId, base);
  const view = section ? toEditorSection(section, await findSectionModules(section.id, q)) : null;
  const revision = section?.revision ?? rows.reduce((max, row) => Math.max(max, row.revision), base);
  const conflict: EditConflict = { revision, section: view, changes: rows.map((row) => ({ author: row.author, action: row.action, at: row.created_at })) };
  const refusal = refuse(operation, section ? 409 : 404, section ? conflictMessage(conflict) : SECTION_NOT_FOUND);
  return { ...refusal, conflict };
}

/**
 * Runs `apply` on the locked section `sectionId` in one transaction and stores the section as it was
 * as the editor's undo entry (a new change drops the editor's redo entries of the page); answers the
 * section as it is afterwards (null when deleted).
 * With `base` (the revision the writer saw), a section changed since is refused (409) untouched,
 * unless `holdsAlready` says the section already is what the write asks for (the same save sent
 * again after its answer was lost: the section is answered as it is, nothing written); without
 * `base` there is no check (old clients). A page whose live soft lock another editor holds refuses
 * the write (423).
 */
export async function changeSection(
  actor: EditorActor,
  operation: string,
  sectionId: number,
  apply: (context: ChangeContext) => Promise<ChangeOutcome>,
  base?: number,
  holdsAlready?: (modules: Module[]) => boolean,
): Promise<OperationResult> {
  try {
    return await editorTransaction(async (tx) => {
      const section = await lockSection(tx, sectionId);
      if (!section) return base === undefined ? refuse(operation, 404, SECTION_NOT_FOUND) : staleRefusal(tx.q, operation, sectionId, base, undefined);
      const holder = section.page_id === null ? null : await lockedBy(tx.q, section.page_id, actor.userId);
      if (holder) return refuse(operation, 423, lockedMessage(holder));
      if (base !== undefined && section.revision > base) {
        if (holdsAlready?.(await findSectionModules(section.id, tx.q))) return sectionAnswer(tx.q, section.id);
        return staleRefusal(tx.q, operation, sectionId, base, section);
      }
      if (section.page_id !== null) await ensurePublishedBaseline(tx.q, section.page_id);
      const snapshot = await takeSnapshot(tx.q, section);
      const outcome = await apply({ tx, section, modules: snapshot.modules });
      if ("ok" in outcome) throw new RolledBack(outcome);
      if ("unchanged" in outcome) return sectionAnswer(tx.q, section.id);
      const scope = scopeOf(section, actor.userId);
      const continued = await continuedSave(tx.q, scope, operation, section, outcome.moduleId);
      // A deleted section counts too (the page's draft changed); its entry expects the section absent.
      const counted = await nextRevision(tx.q, section);
      const revision = outcome.deleted ? ABSENT : counted;
      if (continued) await setEntryRevision(tx.q, continued.id, revision);
      else await insertEntry(tx.q, snapshot, { kind: "undo", userId: actor.userId, action: operation, author: actor.name, moduleId: outcome.moduleId, revision });
      await dropRedoEntries(tx.q, scope);
      if (outcome.deleted) return { ok: true, section: null };
      return sectionAnswer(tx.q, section.id, outcome.moduleId);
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.refusal;
    throw error;
  }
}
