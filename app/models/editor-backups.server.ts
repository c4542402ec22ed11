/**
 * The page editor's undo and redo history (table `editor_backups`, migrations 0015 and 0016): per
 * editor and page, a section as it was before one change (undo) or before one undo (redo), written
 * in the change's transaction, with the section revision the entry expects to find when it is used.
 */
import { db } from "~/db/db.server";
import type { ExpressionBuilder } from "kysely";
import type { ContainerSection, DB, EditorBackup, Module } from "~/db/schema";
import type { PageSnapshot } from "~/lib/types/page-snapshot";
import { findOwnerSections, findSectionModules, type Q } from "./editor-sections.server";

/** A section as it was: its row, its modules, the order of its owner's sections, and the sections nested in it. */
export interface SectionSnapshot {
  section: ContainerSection;
  modules: Module[];
  order: { id: number; sort: number }[];
  nested: SectionSnapshot[];
}

/** How many entries of each kind one editor keeps per page (or per section without a page); older ones are dropped. */
export const ENTRIES_KEPT = 100;

/** An entry's `revision` when the state it expects is "the section does not exist" (after a delete). */
export const ABSENT = -1;

export type EntryKind = "undo" | "redo";

/** Whose history, and where: one editor's entries of a page, or of a section without a page (by slug). */
export type HistoryScope = { userId: number } & ({ page: number } | { slug: string });

export interface NewEntry {
  kind: EntryKind;
  userId: number;
  /** What the change was (`add module`, `delete section`, …), see `removesSection`. */
  action: string;
  author: string;
  /** The module a field save changed (consecutive saves of one module coalesce). */
  moduleId?: number | null;
  /** The section's revision in the state the entry replaces (`ABSENT`: the section does not exist then). */
  revision: number;
}

async function nestedSnapshots(q: Q, parentId: number, depth: number): Promise<SectionSnapshot[]> {
  if (depth > 10) return [];
  const children = await q.selectFrom("container_sections").selectAll().where("parent_id", "=", parentId).orderBy("id").execute();
  const out: SectionSnapshot[] = [];
  for (const child of children) {
    out.push({ section: child, modules: await findSectionModules(child.id, q), order: [], nested: await nestedSnapshots(q, child.id, depth + 1) });
  }
  return out;
}

/** The section's snapshot as it is now in the transaction. */
export async function takeSnapshot(q: Q, section: ContainerSection): Promise<SectionSnapshot> {
  const owners = await findOwnerSections(q, section);
  return {
    section,
    modules: await findSectionModules(section.id, q),
    order: owners.map((s) => ({ id: s.id, sort: s.sort })),
    nested: await nestedSnapshots(q, section.id, 0),
  };
}

/** The rows of the editor's history in the scope. */
function inScope(eb: ExpressionBuilder<DB, "editor_backups">, scope: HistoryScope) {
  return eb.and([eb("user_id", "=", scope.userId), "page" in scope ? eb("page_id", "=", scope.page) : eb("section_slug", "=", scope.slug)]);
}

/** The scope an editor's change of `section` belongs to. */
export function scopeOf(section: Pick<ContainerSection, "page_id" | "slug">, userId: number): HistoryScope {
  return section.page_id !== null ? { userId, page: section.page_id } : { userId, slug: section.slug };
}

/** Stores the snapshot as an undo or redo entry; only the newest `ENTRIES_KEPT` of the editor's kind stay. */
export async function insertEntry(q: Q, snapshot: SectionSnapshot, entry: NewEntry): Promise<void> {
  const { section } = snapshot;
  await q
    .insertInto("editor_backups")
    .values({
      page_id: section.page_id,
      section_id: section.id,
      section_slug: section.slug,
      content_type: section.content_type,
      object_id: section.object_id,
      snapshot: JSON.stringify(snapshot),
      action: entry.action,
      author: entry.author,
      kind: entry.kind,
      user_id: entry.userId,
      module_id: entry.moduleId ?? null,
      revision: entry.revision,
      created_at: new Date().toISOString(),
    })
    .execute();
  const stale = await q.selectFrom("editor_backups").select("id").where("kind", "=", entry.kind).where((eb) => inScope(eb, scopeOf(section, entry.userId)))
    .orderBy("id", "desc")
    .offset(ENTRIES_KEPT)
    .limit(1000)
    .execute();
  if (stale.length > 0) await q.deleteFrom("editor_backups").where("id", "in", stale.map((row) => row.id)).execute();
}

/** The action of a page-level entry: the whole draft before a restore (section_id null, snapshot a PageSnapshot). */
export const PAGE_BACKUP_ACTION = "restore";

/**
 * Keeps the page's whole draft before a change of all its sections (a restore) as the editor's undo
 * entry; undo puts it back. `revision` is the page's draft revision after the change.
 */
export async function insertPageBackup(q: Q, pageId: number, snapshot: PageSnapshot, actor: { userId: number; name: string }, revision: number): Promise<void> {
  await q
    .insertInto("editor_backups")
    .values({
      page_id: pageId, section_id: null, section_slug: "", content_type: "page", object_id: pageId, snapshot: JSON.stringify(snapshot),
      action: PAGE_BACKUP_ACTION, author: actor.name, kind: "undo", user_id: actor.userId, revision,
    })
    .execute();
}

export function isPageBackup(backup: EditorBackup): boolean {
  return backup.action === PAGE_BACKUP_ACTION && backup.section_id === null;
}

/** The editor's newest entry of the kind, locked on PostgreSQL so that two undos do not take the same one. */
export async function lockNewestEntry(q: Q, postgres: boolean, scope: HistoryScope, kind: EntryKind): Promise<EditorBackup | undefined> {
  const newest = await q.selectFrom("editor_backups").selectAll().where("kind", "=", kind).where((eb) => inScope(eb, scope)).orderBy("id", "desc").limit(1).executeTakeFirst();
  if (!newest || !postgres) return newest;
  return q.selectFrom("editor_backups").selectAll().where("id", "=", newest.id).forUpdate().executeTakeFirst();
}

/** How many entries of each kind the editor has, and what the newest of each was. */
export async function historySummary(scope: HistoryScope, q: Q = db()): Promise<Record<EntryKind, { count: number; last: string | null }>> {
  const summary = { undo: { count: 0, last: null as string | null }, redo: { count: 0, last: null as string | null } };
  for (const kind of ["undo", "redo"] as const) {
    const rows = await q.selectFrom("editor_backups").select(["action"]).where("kind", "=", kind).where((eb) => inScope(eb, scope)).orderBy("id", "desc").limit(ENTRIES_KEPT + 1).execute();
    summary[kind] = { count: rows.length, last: rows[0]?.action ?? null };
  }
  return summary;
}

/** A new change drops what the editor could redo on the page. */
export async function dropRedoEntries(q: Q, scope: HistoryScope): Promise<void> {
  const rows = await q.selectFrom("editor_backups").select("id").where("kind", "=", "redo").where((eb) => inScope(eb, scope)).execute();
  if (rows.length > 0) await q.deleteFrom("editor_backups").where("id", "in", rows.map((row) => row.id)).execute();
}

/** The entry now expects the section at `revision` (a coalesced save, or the state an undo restored). */
export async function setEntryRevision(q: Q, id: number, revision: number): Promise<void> {
  await q.updateTable("editor_backups").set({ revision }).where("id", "=", id).execute();
}

/**
 * After an undo or redo put the section back into the state it had at revision `from`, the entries
 * (of either kind, of every editor) that expect that state expect it at its new revision `to`.
 */
export async function relabelEntries(q: Q, sectionId: number, from: number, to: number): Promise<void> {
  await q.updateTable("editor_backups").set({ revision: to }).where("section_id", "=", sectionId).where("revision", "=", from).execute();
}

/** Who made the section's change at `revision` (the entry that expects it), if anyone's entry says. */
export async function authorOfRevision(q: Q, sectionId: number, revision: number): Promise<{ author: string; action: string; at: string } | undefined> {
  const row = await q
    .selectFrom("editor_backups")
    .select(["author", "action", "created_at"])
    .where("section_id", "=", sectionId)
    .where("revision", "=", revision)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? { author: row.author, action: row.action, at: row.created_at } : undefined;
}

/**
 * The changes of a section after revision `base` (its undo entries), newest first. An undo entry that
 * expects the section absent is its delete: it exists only while the section is deleted.
 */
export function changesSince(q: Q, sectionId: number, base: number): Promise<Pick<EditorBackup, "author" | "action" | "created_at" | "revision">[]> {
  return q
    .selectFrom("editor_backups")
    .select(["author", "action", "created_at", "revision"])
    .where("section_id", "=", sectionId)
    .where("kind", "=", "undo")
    .where((eb) => eb.or([eb("revision", ">", base), eb("revision", "=", ABSENT)]))
    .orderBy("id", "desc")
    .limit(50)
    .execute();
}

export async function deleteBackup(q: Q, id: number): Promise<void> {
  await q.deleteFrom("editor_backups").where("id", "=", id).execute();
}

export function parseSnapshot(backup: EditorBackup): SectionSnapshot {
  return JSON.parse(backup.snapshot) as SectionSnapshot;
}

async function idFree(q: Q, table: "modules" | "container_sections", id: number): Promise<boolean> {
  return !(await q.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst());
}

/** `slug`, or `slug-2`, `slug-3`, … when another section took it meanwhile. */
async function freeSlug(q: Q, slug: string, ownId: number): Promise<string> {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? slug : `${slug}-${n}`;
    const holder = await q.selectFrom("container_sections").select("id").where("slug", "=", candidate).executeTakeFirst();
    if (!holder || holder.id === ownId) return candidate;
  }
}

/**
 * Puts the section back as the snapshot has it: its row (re-created with its id when it was deleted),
 * exactly its modules (with their ids where free), the sort of its owner's sections, its nested sections.
 */
export async function restoreSnapshot(q: Q, snapshot: SectionSnapshot): Promise<void> {
  const { section } = snapshot;
  const parentExists = section.parent_id === null || !(await idFree(q, "container_sections", section.parent_id));
  const row = {
    page_id: section.page_id,
    slug: await freeSlug(q, section.slug, section.id),
    parent_id: parentExists ? section.parent_id : null,
    layout: section.layout,
    classes: section.classes,
    column_classes: section.column_classes,
    content_type: section.content_type,
    object_id: section.object_id,
    sort: section.sort,
    created_at: section.created_at,
    updated_at: section.updated_at,
  };
  if (await idFree(q, "container_sections", section.id)) {
    await q.insertInto("container_sections").values({ id: section.id, ...row }).execute();
  } else {
    await q.updateTable("container_sections").set(row).where("id", "=", section.id).execute();
    await q.deleteFrom("modules").where("section_id", "=", section.id).execute();
  }
  for (const { id, ...module } of snapshot.modules) {
    const values = { ...module, section_id: section.id };
    await q.insertInto("modules").values((await idFree(q, "modules", id)) ? { id, ...values } : values).execute();
  }
  for (const nested of snapshot.nested) await restoreSnapshot(q, nested);
  await restoreOrder(q, snapshot.order);
}

/** The sort of the owner's sections as it was (those that still exist). */
export async function restoreOrder(q: Q, order: SectionSnapshot["order"]): Promise<void> {
  for (const { id, sort } of order) await q.updateTable("container_sections").set({ sort }).where("id", "=", id).execute();
}
