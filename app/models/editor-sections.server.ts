/**
 * The page editor's SQL on sections and modules. Every change runs inside `editorTransaction`, whose
 * executor `q` each function here takes, so a change and its backup commit together or not at all.
 */
import { db } from "~/db/db.server";
import { writeTransaction, type Q, type WriteTx } from "./write-transaction.server";
import type { ContainerSection, Module, NewRow } from "~/db/schema";
import type { ContainerLayout } from "~/lib/layouts";

export type { Q } from "./write-transaction.server";

/** The page editor's transaction (app/models/write-transaction.server.ts): a change and its backup commit together. */
export type EditorTx = WriteTx;
export const editorTransaction = writeTransaction;

/** The section, locked for the rest of the transaction on PostgreSQL. */
export async function lockSection({ q, postgres }: EditorTx, id: number): Promise<ContainerSection | undefined> {
  let query = q.selectFrom("container_sections").selectAll().where("id", "=", id);
  if (postgres) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function findSectionBySlug(slug: string, q: Q = db()): Promise<ContainerSection | undefined> {
  return q.selectFrom("container_sections").selectAll().where("slug", "=", slug).executeTakeFirst();
}

export function findSectionById(id: number, q: Q = db()): Promise<ContainerSection | undefined> {
  return q.selectFrom("container_sections").selectAll().where("id", "=", id).executeTakeFirst();
}

/** A section's modules by column, then sort. */
export function findSectionModules(sectionId: number, q: Q = db()): Promise<Module[]> {
  return q
    .selectFrom("modules")
    .selectAll()
    .where("section_id", "=", sectionId)
    .orderBy("column_index")
    .orderBy("sort")
    .orderBy("id")
    .execute();
}

export function findModuleById(id: number, q: Q = db()): Promise<Module | undefined> {
  return q.selectFrom("modules").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function pageExists(q: Q, pageId: number): Promise<boolean> {
  return !!(await q.selectFrom("pages").select("id").where("id", "=", pageId).executeTakeFirst());
}

export async function slugTaken(q: Q, slug: string): Promise<boolean> {
  return !!(await q.selectFrom("container_sections").select("id").where("slug", "=", slug).executeTakeFirst());
}

/** Slugs that start with `prefix` (to pick the next free generated one). */
export async function slugsStartingWith(q: Q, prefix: string): Promise<string[]> {
  const rows = await q.selectFrom("container_sections").select("slug").where("slug", "like", `${prefix}%`).execute();
  return rows.map((row) => row.slug);
}

/** Who a section belongs to: its page, else its content type and object. */
export interface SectionOwner {
  page_id: number | null;
  content_type: string;
  object_id: number | null;
}

/** The sections of one owner, in order (top-level and nested alike, as the page lists them). */
export function findOwnerSections(q: Q, owner: SectionOwner): Promise<ContainerSection[]> {
  let query = q.selectFrom("container_sections").selectAll();
  if (owner.page_id !== null) query = query.where("page_id", "=", owner.page_id);
  else {
    query = query.where("page_id", "is", null).where("content_type", "=", owner.content_type);
    query = owner.object_id === null ? query.where("object_id", "is", null) : query.where("object_id", "=", owner.object_id);
  }
  return query.orderBy("sort").orderBy("id").execute();
}

export function insertSection(q: Q, row: NewRow<"container_sections">): Promise<ContainerSection> {
  return q.insertInto("container_sections").values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateSectionLayout(q: Q, id: number, layout: ContainerLayout, now: string): Promise<void> {
  await q.updateTable("container_sections").set({ layout, updated_at: now }).where("id", "=", id).execute();
}

export async function setSectionSorts(q: Q, sorts: { id: number; sort: number }[]): Promise<void> {
  for (const { id, sort } of sorts) await q.updateTable("container_sections").set({ sort }).where("id", "=", id).execute();
}

/** Deletes the section; its modules and nested sections go with it (foreign keys cascade). */
export async function deleteSectionRow(q: Q, id: number): Promise<void> {
  await q.deleteFrom("container_sections").where("id", "=", id).execute();
}

export async function insertModule(q: Q, row: NewRow<"modules">): Promise<number> {
  const inserted = await q.insertInto("modules").values(row).returning("id").executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateModuleContent(
  q: Q,
  id: number,
  content: { fields: string; online_from: string | null; online_to: string | null; updated_at: string },
): Promise<void> {
  await q.updateTable("modules").set(content).where("id", "=", id).execute();
}

/** Writes each module's column and sort (only where they changed). */
export async function setModulePlaces(q: Q, before: Module[], places: { id: number; column: number; sort: number }[]): Promise<void> {
  const old = new Map(before.map((m) => [m.id, m]));
  for (const { id, column, sort } of places) {
    const was = old.get(id);
    if (was && was.column_index === column && was.sort === sort) continue;
    await q.updateTable("modules").set({ column_index: column, sort }).where("id", "=", id).execute();
  }
}

export async function deleteModuleRow(q: Q, id: number): Promise<void> {
  await q.deleteFrom("modules").where("id", "=", id).execute();
}

/** Whether the page exists; locked for the rest of the transaction on PostgreSQL. */
export async function lockPage({ q, postgres }: EditorTx, pageId: number): Promise<boolean> {
  let query = q.selectFrom("pages").select("id").where("id", "=", pageId);
  if (postgres) query = query.forUpdate();
  return !!(await query.executeTakeFirst());
}

/**
 * Counts a change of the section: a page's section takes the page's next draft revision, a section
 * without a page its own next one. Answers the new revision (the base the next write must carry).
 */
export async function nextRevision(q: Q, section: Pick<ContainerSection, "id" | "page_id" | "revision">): Promise<number> {
  let revision = section.revision + 1;
  if (section.page_id !== null) {
    const page = await q
      .updateTable("pages")
      .set((eb) => ({ draft_revision: eb("draft_revision", "+", 1) }))
      .where("id", "=", section.page_id)
      .returning("draft_revision")
      .executeTakeFirst();
    if (page) revision = page.draft_revision;
  }
  await q.updateTable("container_sections").set({ revision }).where("id", "=", section.id).execute();
  return revision;
}
