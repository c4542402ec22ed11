/**
 * What the page's loader hands the edit mode (app/components/editor/edit-mode.tsx) and what its
 * action answers when an edit could not be made: shared by the route and the editor's components.
 */
import type { FieldErrors, ModuleType } from "~/lib/modules/registry";
import type { EditConflict } from "./requests";
import type { Locale } from "~/lib/routes";
import type { EditorLocale } from "./texts";
import type { EditState } from "./edit-urls";
import type { FormChoices, PostedValues } from "./form-choices";
import type { PageStateRef } from "./requests";
import type { DiffLine, VersionSummary } from "~/lib/types/page-snapshot";

/** How long a save alert stays visible. */
export const ALERT_MS = 4000;

/** The cookie that picks the editor's interface language. */
export const EDITOR_LOCALE_COOKIE = "editor-locale";

/** The types the toolbar's "add module" menu offers (the column's picker offers all). */
export const TOOLBAR_MODULE_TYPES = [
  "headline", "text", "link", "image", "faq", "video", "audio", "viewer", "quote", "fullteaser", "teaserlist", "imagelist", "videolist", "socialmedia",
] as const satisfies readonly ModuleType[];

/** A module's place relative to its online window. */
export type WindowState = "pending" | "expired" | "current";

/** A module as the editor edits it: its stored (not localised) fields and where it sits. */
export interface EditorModuleInfo {
  id: number;
  type: string;
  sectionId: number;
  column: number;
  position: number;
  fields: Record<string, unknown>;
  onlineFrom: string | null;
  onlineTo: string | null;
  window: WindowState;
}

/** Where the login form posts and where it returns to (the page in edit mode). */
export interface LoginTarget {
  action: string;
  page: string;
  redirectTo: string;
  csrf: string;
}

export interface EditModeLogin {
  kind: "login";
  editorLocale: EditorLocale;
  login: LoginTarget;
}

/** The page's draft against what visitors see (the toolbar's publish state). */
export interface DraftState {
  /** The page's draft revision: what publish sends back (a newer one on the server is a conflict). */
  revision: number;
  /** Whether the draft differs from the published version. */
  differs: boolean;
  published: { id: number; version: number; at: string; author: string } | null;
  /** Schedules not yet due (and not cancelled), soonest first. */
  schedules: { id: number; action: "publish" | "unpublish"; dueAt: string; author: string }[];
}

/** The history panel's data, loaded only when the URL opens it (`?edit&history`). */
export interface HistoryData {
  /** The page's versions in the page's locale, newest first. */
  versions: VersionSummary[];
  /** The comparison the URL asks for (`&compare=`); `lines` null when either state does not exist. */
  compare: { from: PageStateRef; to: PageStateRef; lines: DiffLine[] | null } | null;
}

/** Someone who has the page open in edit mode (heartbeat within the last minute). */
export interface PresenceEntry {
  userId: number;
  name: string;
  locale: Locale;
  holdsLock: boolean;
  self: boolean;
}

/** One kind of the editor's own history on the page: how many steps, and the newest step's action (`save module`, …). */
export interface HistoryStep {
  count: number;
  last: string | null;
}

/** How long an editor counts as present (and a lock as held) after the last heartbeat. */
export const PRESENCE_TTL_MS = 60_000;
/** How often the open edit mode sends its heartbeat. */
export const HEARTBEAT_MS = 20_000;

/** POST presence/ answers who has the page open now (the caller too, `self`), with who holds the lock. */
export interface PresenceAnswer {
  ok: true;
  presence: PresenceEntry[];
}

export interface EditModeEditor {
  kind: "editor";
  editorLocale: EditorLocale;
  locale: Locale;
  csrf: string;
  pageId: number;
  /** The page's path (without query): every edit URL is built on it. */
  path: string;
  noToolbar: boolean;
  state: EditState;
  toolbar: { title: string; isOnline: boolean; siblingUrl: string | null; adminUrl: string; leaveUrl: string };
  modules: Record<number, EditorModuleInfo>;
  login: LoginTarget;
  /** What module forms offer without script (library images, pages to link). */
  choices: FormChoices;
  /** Each section's revision: every write to it carries it (forms as the hidden field `revision`). */
  sectionRevisions: Record<number, number>;
  draft: DraftState;
  presence: PresenceEntry[];
  /** Null unless the history panel is open. */
  history: HistoryData | null;
  /** What this editor can undo and redo on the page (the toolbar's buttons are disabled at 0). */
  undoRedo: { undo: HistoryStep; redo: HistoryStep };
}

export type EditModeData = EditModeLogin | EditModeEditor;

/** The page action's answer when an edit was refused: the panel opens again with what was typed. */
export interface EditorActionFailure {
  editor: true;
  intent: string;
  error: string;
  errors: FieldErrors;
  module?: number;
  add?: { section: number; column: number; type: string };
  fields?: Record<string, unknown>;
  onlineFrom?: string;
  onlineTo?: string;
  /** The posted text values, for the form to show again. */
  posted?: PostedValues;
  /** A stale write (409): what changed since, for the notice with "Reload" and "Overwrite". */
  conflict?: EditConflict;
}

export function isEditorActionFailure(value: unknown): value is EditorActionFailure {
  return typeof value === "object" && value !== null && (value as { editor?: unknown }).editor === true;
}
