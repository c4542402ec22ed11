/**
 * The page editor's undo history (table `editor_backups`, migration 0015): a section as it was before
 * one change, written in the change's transaction, and put back by undo.
 */
import type { ContainerSection, EditorBackup, Module } from "~/db/schema";
import { findOwnerSections, findSectionModules, type Q } from "./editor-sections.server";

/** A section as it was: its row, its modules, the order of its owner's sections, and the sections nested in it. */
export interface SectionSnapshot {
  section: ContainerSection;
  modules: Module[];
  order: { id: number; sort: number }[];
  nested: SectionSnapshot[];
}

/** How many backups a page (or a section without a page) keeps; older ones are dropped. */
export const BACKUPS_KEPT = 50;

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

/** Who made the change and the section revision it produced (what a stale write's conflict lists). */
export interface BackupMeta {
  userId?: number;
  revision?: number;
}

export async function insertBackup(q: Q, snapshot: SectionSnapshot, action: string, author: string, meta: BackupMeta = {}): Promise<void> {
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
      action,
      author,
      user_id: meta.userId ?? null,
      revision: meta.revision ?? 0,
    })
    .execute();
  // Only the newest BACKUPS_KEPT of the page (or of the slug, for a section without a page) stay.
  const scope = q.selectFrom("editor_backups").select("id");
  const kept = (section.page_id !== null ? scope.where("page_id", "=", section.page_id) : scope.where("page_id", "is", null).where("section_slug", "=", section.slug))
    .orderBy("id", "desc")
    .offset(BACKUPS_KEPT)
    .limit(1000);
  const stale = (await kept.execute()).map((row) => row.id);
  if (stale.length > 0) await q.deleteFrom("editor_backups").where("id", "in", stale).execute();
}

/** The changes of a section after revision `base` (its undo backups), newest first. */
export function changesSince(q: Q, sectionId: number, base: number): Promise<Pick<EditorBackup, "author" | "action" | "created_at" | "revision">[]> {
  return q
    .selectFrom("editor_backups")
    .select(["author", "action", "created_at", "revision"])
    .where("section_id", "=", sectionId)
    .where("kind", "=", "undo")
    .where("revision", ">", base)
    .orderBy("id", "desc")
    .limit(50)
    .execute();
}

/** The newest backup of the page, or of the section with the slug. */
export function latestBackup(q: Q, target: { page: number } | { slug: string }): Promise<EditorBackup | undefined> {
  const query = q.selectFrom("editor_backups").selectAll();
  return ("page" in target ? query.where("page_id", "=", target.page) : query.where("section_slug", "=", target.slug))
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
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

/** The newest backup, locked on PostgreSQL so that two undos do not restore the same one. */
export async function lockLatestBackup(q: Q, postgres: boolean, target: { page: number } | { slug: string }): Promise<EditorBackup | undefined> {
  const latest = await latestBackup(q, target);
  if (!latest || !postgres) return latest;
  return q.selectFrom("editor_backups").selectAll().where("id", "=", latest.id).forUpdate().executeTakeFirst();
}
