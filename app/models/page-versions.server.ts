/**
 * A page's versions (`page_versions`, migration 0016): snapshots of its sections and modules, the
 * published one of which visitors see; its schedules (`page_schedules`); and the page's rows
 * replaced by a snapshot (a restore, or its undo).
 */
import { db } from "~/db/db.server";
import type { PageSchedule, PageVersion } from "~/db/schema";
import type { ModuleType } from "~/lib/modules/registry";
import type { PageSnapshot, SnapshotSection } from "~/lib/types/page-snapshot";
import { nextRevision, type Q } from "./editor-sections.server";

/** Who stored a page's first published version: no editor, the rows as they were before drafts. */
export const BASELINE_AUTHOR = "system";
export const BASELINE_SUMMARY = "As published before the first draft change";

function parseFields(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The page's rows (its draft) as a snapshot; undefined when the page does not exist. */
export async function takePageSnapshot(q: Q, pageId: number): Promise<PageSnapshot | undefined> {
  const page = await q.selectFrom("pages").selectAll().where("id", "=", pageId).executeTakeFirst();
  if (!page) return undefined;
  const sections = await q.selectFrom("container_sections").selectAll().where("page_id", "=", pageId).orderBy("sort").orderBy("id").execute();
  const modules = sections.length
    ? await q.selectFrom("modules").selectAll().where("section_id", "in", sections.map((s) => s.id)).orderBy("column_index").orderBy("sort").orderBy("id").execute()
    : [];
  return {
    page,
    sections: sections.map((s) => ({
      id: s.id, page_id: s.page_id, slug: s.slug, parent_id: s.parent_id, layout: s.layout, classes: s.classes, column_classes: s.column_classes,
      content_type: s.content_type, object_id: s.object_id, sort: s.sort,
      modules: modules
        .filter((m) => m.section_id === s.id)
        .map((m) => ({ id: m.id, section_id: m.section_id, type: m.type, column_index: m.column_index, sort: m.sort, fields: parseFields(m.fields), online_from: m.online_from, online_to: m.online_to })),
    })),
  };
}

export function parseVersionSnapshot(version: Pick<PageVersion, "snapshot">): PageSnapshot | null {
  try {
    const value = JSON.parse(version.snapshot) as PageSnapshot;
    return value && Array.isArray(value.sections) ? value : null;
  } catch {
    return null;
  }
}

export interface NewVersion {
  snapshot: PageSnapshot;
  author: string;
  summary: string;
  locales: string;
  publishedAt: string | null;
  draftRevision: number;
  restoredFrom?: number | null;
}

/** Stores a version numbered after the page's newest. */
export async function insertVersion(q: Q, pageId: number, input: NewVersion): Promise<PageVersion> {
  const newest = await q.selectFrom("page_versions").select((eb) => eb.fn.max("version").as("version")).where("page_id", "=", pageId).executeTakeFirst();
  return q
    .insertInto("page_versions")
    .values({
      page_id: pageId,
      version: Number(newest?.version ?? 0) + 1,
      snapshot: JSON.stringify(input.snapshot),
      author: input.author,
      summary: input.summary,
      locales: input.locales,
      published_at: input.publishedAt,
      draft_revision: input.draftRevision,
      restored_from: input.restoredFrom ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Visitors see this version of the page from now on. */
export async function setPublishedVersion(q: Q, pageId: number, versionId: number, at: string): Promise<void> {
  await q.updateTable("page_versions").set({ published_at: at }).where("id", "=", versionId).execute();
  await q.updateTable("pages").set({ published_version_id: versionId, updated_at: at }).where("id", "=", pageId).execute();
}

/**
 * Before the first draft change of a page that has no published version yet, stores its rows as they
 * are (what visitors see until then) as its published version, in the change's transaction.
 */
export async function ensurePublishedBaseline(q: Q, pageId: number, at = new Date().toISOString()): Promise<void> {
  const page = await q.selectFrom("pages").select(["published_version_id", "draft_revision"]).where("id", "=", pageId).executeTakeFirst();
  if (!page || page.published_version_id !== null) return;
  const snapshot = await takePageSnapshot(q, pageId);
  if (!snapshot) return;
  const version = await insertVersion(q, pageId, { snapshot, author: BASELINE_AUTHOR, summary: BASELINE_SUMMARY, locales: "", publishedAt: at, draftRevision: page.draft_revision });
  await q.updateTable("pages").set({ published_version_id: version.id }).where("id", "=", pageId).execute();
}

export function findPageRow(q: Q, pageId: number) {
  return q.selectFrom("pages").select(["id", "draft_revision", "published_version_id", "is_online"]).where("id", "=", pageId).executeTakeFirst();
}

/** The page's row for the rest of the transaction (locked on PostgreSQL). */
export function lockPageRow(q: Q, postgres: boolean, pageId: number) {
  let query = q.selectFrom("pages").select(["id", "draft_revision", "published_version_id", "is_online"]).where("id", "=", pageId);
  if (postgres) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function findVersion(q: Q, pageId: number, versionId: number): Promise<PageVersion | undefined> {
  return q.selectFrom("page_versions").selectAll().where("page_id", "=", pageId).where("id", "=", versionId).executeTakeFirst();
}

/** The page's versions, newest first. */
export function findVersions(pageId: number, q: Q = db()): Promise<PageVersion[]> {
  return q.selectFrom("page_versions").selectAll().where("page_id", "=", pageId).orderBy("version", "desc").orderBy("id", "desc").execute();
}

/** The snapshot visitors see: the published version's, or null when the page has none (its rows are what they see). */
export async function findPublishedSnapshot(pageId: number, q: Q = db()): Promise<PageSnapshot | null> {
  const row = await q
    .selectFrom("pages")
    .innerJoin("page_versions as v", "v.id", "pages.published_version_id")
    .select("v.snapshot")
    .where("pages.id", "=", pageId)
    .executeTakeFirst();
  return row ? parseVersionSnapshot(row) : null;
}

/** The published snapshots of these pages (those that have one). */
export async function findPublishedSnapshots(q: Q, pageIds: number[]): Promise<Map<number, PageSnapshot>> {
  if (pageIds.length === 0) return new Map();
  const rows = await q
    .selectFrom("pages")
    .innerJoin("page_versions as v", "v.id", "pages.published_version_id")
    .select(["pages.id", "v.snapshot"])
    .where("pages.id", "in", pageIds)
    .execute();
  const out = new Map<number, PageSnapshot>();
  for (const row of rows) {
    const snapshot = parseVersionSnapshot(row);
    if (snapshot) out.set(row.id, snapshot);
  }
  return out;
}

// --- schedules

/** The page's schedules not yet due, done or cancelled, soonest first. */
export function findPendingSchedules(pageId: number, q: Q = db()): Promise<PageSchedule[]> {
  return q
    .selectFrom("page_schedules")
    .selectAll()
    .where("page_id", "=", pageId)
    .where("done_at", "is", null)
    .where("cancelled_at", "is", null)
    .orderBy("due_at")
    .orderBy("id")
    .execute();
}

export async function insertSchedule(q: Q, row: { page_id: number; action: "publish" | "unpublish"; due_at: string; version_id: number | null; author: string }): Promise<PageSchedule> {
  return q.insertInto("page_schedules").values(row).returningAll().executeTakeFirstOrThrow();
}

export function findSchedule(q: Q, pageId: number, scheduleId: number): Promise<PageSchedule | undefined> {
  return q.selectFrom("page_schedules").selectAll().where("page_id", "=", pageId).where("id", "=", scheduleId).executeTakeFirst();
}

/** Cancels the schedule unless it is done or cancelled already; whether it did. */
export async function cancelScheduleRow(q: Q, scheduleId: number, at: string): Promise<boolean> {
  const result = await q
    .updateTable("page_schedules")
    .set({ cancelled_at: at })
    .where("id", "=", scheduleId)
    .where("done_at", "is", null)
    .where("cancelled_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The ids of the schedules due at `at` (not done, not cancelled), oldest due first. */
export async function findDueScheduleIds(at: string, q: Q = db()): Promise<number[]> {
  const rows = await q
    .selectFrom("page_schedules")
    .select("id")
    .where("done_at", "is", null)
    .where("cancelled_at", "is", null)
    .where("due_at", "<=", at)
    .orderBy("due_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Claims a due schedule for this transaction: only one claim of it ever succeeds (two processes
 * ticking at once apply it once). Answers the schedule when this claim won.
 */
export async function claimSchedule(q: Q, scheduleId: number, at: string): Promise<PageSchedule | undefined> {
  const result = await q
    .updateTable("page_schedules")
    .set({ done_at: at })
    .where("id", "=", scheduleId)
    .where("done_at", "is", null)
    .where("cancelled_at", "is", null)
    .where("due_at", "<=", at)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return q.selectFrom("page_schedules").selectAll().where("id", "=", scheduleId).executeTakeFirst();
}

export async function setPageOffline(q: Q, pageId: number, at: string): Promise<void> {
  await q.updateTable("pages").set({ is_online: 0, updated_at: at }).where("id", "=", pageId).execute();
}

// --- the draft replaced by a snapshot

async function idTaken(q: Q, table: "modules" | "container_sections", id: number): Promise<boolean> {
  return !!(await q.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst());
}

/** `slug`, or `slug-2`, `slug-3`, … when another section holds it. */
async function freeSlug(q: Q, slug: string, ownId: number | null): Promise<string> {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? slug : `${slug}-${n}`;
    const holder = await q.selectFrom("container_sections").select("id").where("slug", "=", candidate).executeTakeFirst();
    if (!holder || holder.id === ownId) return candidate;
  }
}

/**
 * The page's sections and modules become exactly the snapshot's: sections not in it are deleted, its
 * sections keep their ids (re-created with them when free, else with new ones), their modules are
 * written anew with their ids where free. Every section counts a change (`nextRevision`).
 */
export async function replacePageRows(q: Q, pageId: number, snapshot: PageSnapshot, at: string): Promise<void> {
  const current = await q.selectFrom("container_sections").select(["id"]).where("page_id", "=", pageId).execute();
  const currentIds = new Set(current.map((s) => s.id));
  const wanted = new Set(snapshot.sections.map((s) => s.id));
  const gone = [...currentIds].filter((id) => !wanted.has(id));
  if (currentIds.size) await q.deleteFrom("modules").where("section_id", "in", [...currentIds]).execute();
  // Nested sections go with their parent (foreign key cascade); detach kept ones first.
  if (gone.length) {
    await q.updateTable("container_sections").set({ parent_id: null }).where("parent_id", "in", gone).execute();
    await q.deleteFrom("container_sections").where("id", "in", gone).execute();
  }
  const newIds = new Map<number, number>();
  const ordered: SnapshotSection[] = [...snapshot.sections];
  for (const section of ordered) {
    const kept = currentIds.has(section.id);
    const row = {
      page_id: pageId,
      slug: await freeSlug(q, section.slug, kept ? section.id : null),
      parent_id: null,
      layout: section.layout as never,
      classes: section.classes,
      column_classes: section.column_classes,
      content_type: section.content_type,
      object_id: section.object_id,
      sort: section.sort,
      updated_at: at,
    };
    if (kept) {
      await q.updateTable("container_sections").set(row).where("id", "=", section.id).execute();
      newIds.set(section.id, section.id);
    } else if (!(await idTaken(q, "container_sections", section.id))) {
      await q.insertInto("container_sections").values({ id: section.id, ...row }).execute();
      newIds.set(section.id, section.id);
    } else {
      const inserted = await q.insertInto("container_sections").values(row).returning("id").executeTakeFirstOrThrow();
      newIds.set(section.id, inserted.id);
    }
  }
  for (const section of ordered) {
    const parent = section.parent_id === null ? null : newIds.get(section.parent_id) ?? null;
    if (parent !== null) await q.updateTable("container_sections").set({ parent_id: parent }).where("id", "=", newIds.get(section.id)!).execute();
    for (const { id, fields, ...module } of section.modules) {
      const values = { ...module, type: module.type as ModuleType, section_id: newIds.get(section.id)!, fields: JSON.stringify(fields), updated_at: at };
      await q.insertInto("modules").values((await idTaken(q, "modules", id)) ? values : { id, ...values }).execute();
    }
  }
  const sections = await q.selectFrom("container_sections").select(["id", "page_id", "revision"]).where("page_id", "=", pageId).execute();
  for (const section of sections) await nextRevision(q, section);
  if (sections.length === 0) await q.updateTable("pages").set((eb) => ({ draft_revision: eb("draft_revision", "+", 1) })).where("id", "=", pageId).execute();
}

/** The id of the page's first section (undefined when it has none). */
export async function firstSectionId(q: Q, pageId: number): Promise<number | undefined> {
  const row = await q.selectFrom("container_sections").select("id").where("page_id", "=", pageId).orderBy("sort").orderBy("id").executeTakeFirst();
  return row?.id;
}
