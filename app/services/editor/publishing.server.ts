/**
 * Publishing a page's draft: publish now, schedule a publish or unpublish, cancel a schedule, restore
 * a version as the draft; and what the edit mode shows of it (draft state, history, comparisons).
 *
 * - A page's rows are its draft; visitors see its published version (migration 0016).
 * - A publish names the draft revision the editor saw: a newer one on the server is a 409 (he would
 *   publish what he has not seen); a draft equal to the published version is a 409 "nothing to publish".
 * - A scheduled publish stores the draft as it is now as a version (published_at null) and publishes
 *   that version when due; a scheduled unpublish takes the page offline when due. Times are typed in
 *   Berlin time and must lie in the future (400 otherwise).
 * - A restore makes a version the draft (one undoable change: the draft before it is kept as a
 *   page-level backup, action "restore").
 */
import { DateTime } from "luxon";
import type { DraftState } from "~/lib/editor/edit-mode";
import type { Publish, RestoreVersion, Schedule } from "~/lib/editor/requests";
import { PUBLISHING_REFUSALS, SCHEDULE_TIME_ERRORS } from "~/lib/editor/publishing-refusals";
import { countChanges, countSummary, linesSummary, sameContent } from "~/lib/editor/snapshot-content";
import { diffSnapshots } from "~/lib/editor/version-diff";
import { FESTIVAL_ZONE } from "~/lib/dates";
import type { Locale } from "~/lib/routes";
import type { DiffLine, PageSnapshot, VersionSummary } from "~/lib/types/page-snapshot";
import type { PageVersion } from "~/db/schema";
import { db } from "~/db/db.server";
import { dropRedoEntries, insertPageBackup } from "~/models/editor-backups.server";
import { editorTransaction } from "~/models/editor-sections.server";
import {
  cancelScheduleRow, findPageRow, firstSectionId, findPendingSchedules, findSchedule, findVersion, findVersions, insertSchedule, insertVersion, lockPageRow,
  parseVersionSnapshot, replacePageRows, setPublishedVersion, takePageSnapshot,
} from "~/models/page-versions.server";
import { now } from "~/services/clock.server";
import { refuse, sectionAnswer } from "./editor-change.server";
import type { EditorActor, OperationResult, Refusal } from "./editor-types";

export const PAGE_NOT_FOUND = PUBLISHING_REFUSALS.pageNotFound;
export const VERSION_NOT_FOUND = PUBLISHING_REFUSALS.versionNotFound;
export const SCHEDULE_NOT_FOUND = PUBLISHING_REFUSALS.scheduleNotFound;
export const STALE_DRAFT = PUBLISHING_REFUSALS.staleDraft;
export const NOTHING_TO_PUBLISH = PUBLISHING_REFUSALS.nothingToPublish;
export const SCHEDULE_DONE = PUBLISHING_REFUSALS.scheduleDone;

export type PublishResult = { ok: true; version: VersionSummary; draft: DraftState } | Refusal;

/** The draft's changes against the published version: the readable comparison's count, else the rows' count. */
function describeChanges(before: PageSnapshot | null, after: PageSnapshot): { summary: string; locales: Locale[] } {
  if (!before) return { summary: "", locales: ["de", "en"] };
  const lines = diffSnapshots(before, after);
  if (lines.length > 0) return linesSummary(lines);
  const count = countChanges(before, after);
  return { summary: countSummary(count), locales: count.locales };
}

function locales(text: string): Locale[] {
  return text.split(",").filter((l): l is Locale => l === "de" || l === "en");
}

function versionSummary(row: PageVersion, publishedId: number | null, scheduledFor: string | null): VersionSummary {
  return {
    id: row.id,
    version: row.version,
    author: row.author ?? "",
    createdAt: row.created_at,
    publishedAt: row.published_at ?? scheduledFor,
    isPublished: row.id === publishedId,
    scheduledFor,
    summary: row.summary,
    locales: locales(row.locales),
    restoredFrom: row.restored_from,
  };
}

async function publishedSnapshotIn(q: Parameters<typeof takePageSnapshot>[0], publishedId: number | null, pageId: number): Promise<PageSnapshot | null> {
  if (publishedId === null) return null;
  const version = await findVersion(q, pageId, publishedId);
  return version ? parseVersionSnapshot(version) : null;
}

/** Publishes the draft (409 with a conflict when the draft's revision is newer than `input.revision`). */
export async function publishPage(actor: EditorActor, pageId: number, input: Publish): Promise<PublishResult> {
  const result = await editorTransaction(async ({ q, postgres }): Promise<{ ok: true; version: PageVersion } | Refusal> => {
    const page = await lockPageRow(q, postgres, pageId);
    if (!page) return refuse("publish", 404, PAGE_NOT_FOUND);
    if (page.draft_revision > input.revision) return refuse("publish", 409, STALE_DRAFT);
    const draft = await takePageSnapshot(q, pageId);
    if (!draft) return refuse("publish", 404, PAGE_NOT_FOUND);
    const published = await publishedSnapshotIn(q, page.published_version_id, pageId);
    // A page without a published version shows its rows: they are what visitors see already.
    if (published === null ? page.published_version_id === null : sameContent(published, draft)) return refuse("publish", 409, NOTHING_TO_PUBLISH);
    const changes = describeChanges(published, draft);
    const at = now().toISOString();
    const version = await insertVersion(q, pageId, {
      snapshot: draft,
      author: actor.name,
      summary: input.summary || changes.summary,
      locales: changes.locales.join(","),
      publishedAt: at,
      draftRevision: page.draft_revision,
    });
    await setPublishedVersion(q, pageId, version.id, at);
    console.info(`[editor] publish by ${actor.name}: page ${pageId} version ${version.version} (${version.summary})`);
    return { ok: true, version };
  });
  if (!result.ok) return result;
  return { ok: true, version: versionSummary(result.version, result.version.id, null), draft: await draftState(pageId) };
}

export type ScheduleResult = { ok: true; draft: DraftState } | Refusal;

/** A Berlin wall time as a UTC instant; null when it is no time. */
function berlinInstant(text: string): Date | null {
  const time = DateTime.fromISO(text, { zone: FESTIVAL_ZONE });
  return time.isValid ? time.toJSDate() : null;
}

/** Schedules a publish of the draft as it is now (kept as a version), or the page's unpublish, at a Berlin time in the future. */
export async function schedulePage(actor: EditorActor, pageId: number, input: Schedule): Promise<ScheduleResult> {
  const due = berlinInstant(input.at);
  if (!due) return refuse("schedule", 400, "invalid", { at: [SCHEDULE_TIME_ERRORS.notATime] });
  if (due.getTime() <= now().getTime()) return refuse("schedule", 400, "invalid", { at: [SCHEDULE_TIME_ERRORS.notInFuture] });
  const result = await editorTransaction(async ({ q, postgres }): Promise<{ ok: true } | Refusal> => {
    const page = await lockPageRow(q, postgres, pageId);
    if (!page) return refuse("schedule", 404, PAGE_NOT_FOUND);
    if (input.revision !== undefined && page.draft_revision > input.revision) return refuse("schedule", 409, STALE_DRAFT);
    let versionId: number | null = null;
    if (input.action === "publish") {
      const draft = await takePageSnapshot(q, pageId);
      if (!draft) return refuse("schedule", 404, PAGE_NOT_FOUND);
      const published = await publishedSnapshotIn(q, page.published_version_id, pageId);
      const changes = describeChanges(published, draft);
      const version = await insertVersion(q, pageId, {
        snapshot: draft, author: actor.name, summary: changes.summary, locales: changes.locales.join(","), publishedAt: null, draftRevision: page.draft_revision,
      });
      versionId = version.id;
    }
    await insertSchedule(q, { page_id: pageId, action: input.action, due_at: due.toISOString(), version_id: versionId, author: actor.name });
    console.info(`[editor] ${input.action} of page ${pageId} scheduled by ${actor.name} for ${due.toISOString()}`);
    return { ok: true };
  });
  return result.ok ? { ok: true, draft: await draftState(pageId) } : result;
}

export async function cancelSchedule(actor: EditorActor, pageId: number, scheduleId: number): Promise<ScheduleResult> {
  const result = await editorTransaction(async ({ q }): Promise<{ ok: true } | Refusal> => {
    const schedule = await findSchedule(q, pageId, scheduleId);
    if (!schedule) return refuse("cancel-schedule", 404, SCHEDULE_NOT_FOUND);
    if (!(await cancelScheduleRow(q, scheduleId, now().toISOString()))) return refuse("cancel-schedule", 409, SCHEDULE_DONE);
    console.info(`[editor] schedule ${scheduleId} of page ${pageId} cancelled by ${actor.name}`);
    return { ok: true };
  });
  return result.ok ? { ok: true, draft: await draftState(pageId) } : result;
}

/** The version becomes the page's draft (its sections with new ids where needed); undo takes it back. */
export async function restoreVersion(actor: EditorActor, pageId: number, versionId: number, input: RestoreVersion): Promise<OperationResult> {
  return editorTransaction(async ({ q, postgres }) => {
    const page = await lockPageRow(q, postgres, pageId);
    if (!page) return refuse("restore", 404, PAGE_NOT_FOUND);
    if (input.revision !== undefined && page.draft_revision > input.revision) return refuse("restore", 409, STALE_DRAFT);
    const version = await findVersion(q, pageId, versionId);
    const snapshot = version ? parseVersionSnapshot(version) : null;
    if (!version || !snapshot) return refuse("restore", 404, VERSION_NOT_FOUND);
    const before = await takePageSnapshot(q, pageId);
    if (!before) return refuse("restore", 404, PAGE_NOT_FOUND);
    await replacePageRows(q, pageId, snapshot, now().toISOString());
    const after = await findPageRow(q, pageId);
    await insertPageBackup(q, pageId, before, actor, after?.draft_revision ?? page.draft_revision);
    await dropRedoEntries(q, { userId: actor.userId, page: pageId });
    console.info(`[editor] restore by ${actor.name}: page ${pageId} version ${version.version} is the draft`);
    const first = await firstSectionId(q, pageId);
    return first !== undefined ? sectionAnswer(q, first) : { ok: true, section: null };
  });
}

export async function draftState(pageId: number): Promise<DraftState> {
  return (await findDraftState(pageId)) ?? { revision: 0, differs: false, published: null, schedules: [] };
}

/** The page's draft state; null when there is no such page. */
export async function findDraftState(pageId: number): Promise<DraftState | null> {
  const q = db();
  const page = await findPageRow(q, pageId);
  if (!page) return null;
  const [draft, version, schedules] = await Promise.all([
    takePageSnapshot(q, pageId),
    page.published_version_id === null ? Promise.resolve(undefined) : findVersion(q, pageId, page.published_version_id),
    findPendingSchedules(pageId, q),
  ]);
  const published = version ? parseVersionSnapshot(version) : null;
  return {
    revision: page.draft_revision,
    // Without a published version the rows are what visitors see: nothing differs.
    differs: !!draft && !!published && !sameContent(published, draft),
    published: version ? { id: version.id, version: version.version, at: version.published_at ?? version.created_at, author: version.author ?? "" } : null,
    schedules: schedules.map((s) => ({ id: s.id, action: s.action, dueAt: s.due_at, author: s.author })),
  };
}

/** The page's versions, newest first: those whose changes touched the locale (structure counts for both). */
export async function listVersions(pageId: number, locale: Locale): Promise<VersionSummary[]> {
  const [page, rows, schedules] = await Promise.all([findPageRow(db(), pageId), findVersions(pageId), findPendingSchedules(pageId)]);
  const scheduled = new Map(schedules.filter((s) => s.version_id !== null).map((s) => [s.version_id!, s.due_at]));
  return rows
    .filter((row) => row.locales === "" || locales(row.locales).includes(locale))
    .map((row) => versionSummary(row, page?.published_version_id ?? null, scheduled.get(row.id) ?? null));
}

/** A version's snapshot, `"draft"` the page's rows now, `"published"` what visitors see; null when there is none. */
export async function pageState(pageId: number, which: number | "draft" | "published"): Promise<PageSnapshot | null> {
  const q = db();
  if (which === "draft") return (await takePageSnapshot(q, pageId)) ?? null;
  if (which === "published") {
    const page = await findPageRow(q, pageId);
    if (!page) return null;
    // Never edited since drafts exist: the rows are what visitors see.
    if (page.published_version_id === null) return (await takePageSnapshot(q, pageId)) ?? null;
    return publishedSnapshotIn(q, page.published_version_id, pageId);
  }
  const version = await findVersion(q, pageId, which);
  return version ? parseVersionSnapshot(version) : null;
}

/** The comparison of two states of the page (null when either does not exist). */
export async function compareStates(pageId: number, from: number | "draft" | "published", to: number | "draft" | "published"): Promise<DiffLine[] | null> {
  const [before, after] = await Promise.all([pageState(pageId, from), pageState(pageId, to)]);
  return before && after ? diffSnapshots(before, after) : null;
}
