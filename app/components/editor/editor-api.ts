/**
 * The editor's JSON API as the browser calls it: its paths (from the route table) and its answers. Writes send the
 * CSRF token in X-CSRFToken and the session cookie (same origin); every write answers EditorAnswer.
 */
import { CSRF_HEADER } from "~/lib/csrf";
import type { PresenceAnswer } from "~/lib/editor/edit-mode";
import type { EditorAnswer, Presence } from "~/lib/editor/requests";
import { href, type Locale } from "~/lib/routes";

export const editorPaths = {
  containers: (locale: Locale) => href("editor-containers", locale),
  container: (locale: Locale, id: number) => href("editor-container", locale, { id }),
  containerMove: (locale: Locale, id: number) => href("editor-container-move", locale, { id }),
  modules: (locale: Locale) => href("editor-modules", locale),
  module: (locale: Locale, id: number) => href("editor-module", locale, { id }),
  moduleMove: (locale: Locale, id: number) => href("editor-module-move", locale, { id }),
  moduleDuplicate: (locale: Locale, id: number) => href("editor-module-duplicate", locale, { id }),
  undo: (locale: Locale) => href("editor-undo", locale),
  pagePublish: (locale: Locale, id: number) => href("editor-page-publish", locale, { id }),
  pageSchedule: (locale: Locale, id: number) => href("editor-page-schedule", locale, { id }),
  pageScheduleCancel: (locale: Locale, id: number, schedule: number) => href("editor-page-schedule-cancel", locale, { id, schedule }),
  pageRestore: (locale: Locale, id: number, version: number) => href("editor-page-restore", locale, { id, version }),
  redo: (locale: Locale) => href("editor-redo", locale),
  pasteSection: (locale: Locale) => href("editor-containers-paste", locale),
  presence: (locale: Locale) => href("editor-presence", locale),
};

/** The path with the base revision as `?revision=` (deletes and duplicates carry it so, having no fields). */
export const withRevisionQuery = (path: string, revision: number | undefined) => (revision === undefined ? path : `${path}?revision=${revision}`);

/** An API call's outcome: its status (0 when the server was not reached) and its answer. */
export interface ApiOutcome {
  status: number;
  answer: EditorAnswer;
}

export async function callEditorApi(method: "POST" | "DELETE", path: string, csrf: string, body?: unknown): Promise<ApiOutcome> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: { [CSRF_HEADER]: csrf, Accept: "application/json", ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { status: 0, answer: { ok: false, error: "offline", status: 0 } };
  }
  const answer = (await response.json().catch(() => null)) as EditorAnswer | { error?: string } | null;
  if (answer && "ok" in answer) return { status: response.status, answer: answer.ok ? answer : { ...answer, status: response.status } };
  const error = answer && typeof answer.error === "string" ? answer.error : `HTTP ${response.status}`;
  return { status: response.status, answer: response.ok ? { ok: true, section: null } : { ok: false, error, status: response.status } };
}

/** The heartbeat (taking or releasing the lock when asked): who has the page open, or null when it failed. */
export async function callPresence(locale: Locale, csrf: string, body: Presence): Promise<PresenceAnswer | null> {
  try {
    const response = await fetch(editorPaths.presence(locale), {
      method: "POST",
      credentials: "same-origin",
      headers: { [CSRF_HEADER]: csrf, Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    return response.ok ? ((await response.json()) as PresenceAnswer) : null;
  } catch {
    return null;
  }
}

/**
 * Logs in with the login form's fields (fetch, no redirect followed): the login answers a redirect
 * on success, which fetch reports as an opaque redirect; 400 means wrong credentials, 429 too many tries.
 */
export async function loginWithForm(action: string, form: FormData): Promise<"ok" | "invalid" | "tooMany" | "offline"> {
  try {
    const response = await fetch(action, { method: "POST", body: new URLSearchParams(form as unknown as Record<string, string>), credentials: "same-origin", redirect: "manual" });
    if (response.type === "opaqueredirect" || (response.status >= 300 && response.status < 400)) return "ok";
    return response.status === 429 ? "tooMany" : "invalid";
  } catch {
    return "offline";
  }
}
