/**
 * Publishing a page's draft: publish now, schedule a publish or unpublish, cancel a schedule, restore
 * a version as the draft; and what the edit mode shows of it (draft state, history, comparisons).
 */
import type { DraftState } from "~/lib/editor/edit-mode";
import type { Publish, RestoreVersion, Schedule } from "~/lib/editor/requests";
import type { Locale } from "~/lib/routes";
import type { DiffLine, PageSnapshot, VersionSummary } from "~/lib/types/page-snapshot";
import type { EditorActor, OperationResult, Refusal } from "./editor-types";

const NOT_YET = "not built yet";

export type PublishResult = { ok: true; version: VersionSummary; draft: DraftState } | Refusal;

/** Publishes the draft (409 with a conflict when the draft's revision is newer than `input.revision`). */
export async function publishPage(actor: EditorActor, pageId: number, input: Publish): Promise<PublishResult> {
  throw new Error(`${NOT_YET}: publishPage ${actor.name} ${pageId} ${input.revision}`);
}

export type ScheduleResult = { ok: true; draft: DraftState } | Refusal;

/** Schedules a publish of the draft as it is now (kept as a version), or the page's unpublish, at a Berlin time in the future. */
export async function schedulePage(actor: EditorActor, pageId: number, input: Schedule): Promise<ScheduleResult> {
  throw new Error(`${NOT_YET}: schedulePage ${actor.name} ${pageId} ${input.action}`);
}

export async function cancelSchedule(actor: EditorActor, pageId: number, scheduleId: number): Promise<ScheduleResult> {
  throw new Error(`${NOT_YET}: cancelSchedule ${actor.name} ${pageId} ${scheduleId}`);
}

/** The version becomes the page's draft (its sections with new ids where needed); undo takes it back. */
export async function restoreVersion(actor: EditorActor, pageId: number, versionId: number, input: RestoreVersion): Promise<OperationResult> {
  throw new Error(`${NOT_YET}: restoreVersion ${actor.name} ${pageId} ${versionId} ${input.revision}`);
}

export async function draftState(pageId: number): Promise<DraftState> {
  throw new Error(`${NOT_YET}: draftState ${pageId}`);
}

/** The page's versions, newest first: those whose changes touched the locale (structure counts for both). */
export async function listVersions(pageId: number, locale: Locale): Promise<VersionSummary[]> {
  throw new Error(`${NOT_YET}: listVersions ${pageId} ${locale}`);
}

/** A version's snapshot, `"draft"` the page's rows now, `"published"` what visitors see; null when there is none. */
export async function pageState(pageId: number, which: number | "draft" | "published"): Promise<PageSnapshot | null> {
  throw new Error(`${NOT_YET}: pageState ${pageId} ${which}`);
}

/** The comparison of two states of the page (null when either does not exist). */
export async function compareStates(pageId: number, from: number | "draft" | "published", to: number | "draft" | "published"): Promise<DiffLine[] | null> {
  throw new Error(`${NOT_YET}: compareStates ${pageId} ${from} ${to}`);
}
