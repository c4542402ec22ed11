/**
 * The page's edit mode as its loader gives it: for an editor the page's modules as stored (all of
 * them, also those outside their window), the toolbar's data and the CSRF token; for anyone else the
 * login dialog's target. Either answer is personal and never stored (see `EDIT_MODE_HEADERS`).
 */
import { editUrl, parseEditUrl } from "~/lib/editor/edit-urls";
import { EDITOR_LOCALE_COOKIE, type EditModeData, type EditorModuleInfo, type LoginTarget } from "~/lib/editor/edit-mode";
import { isEditorLocale, type EditorLocale } from "~/lib/editor/texts";
import { isRecord } from "~/lib/is-record";
import { officePageHref } from "~/lib/back-office/record-links";
import { href, LOCALES, type Locale } from "~/lib/routes";
import type { SectionRecord } from "~/lib/types/page-sections";
import { historySummary } from "~/models/editor-backups.server";
import type { PageSummary } from "~/models/pages.server";
import { moduleWindow } from "~/services/module-data.server";
import { formChoices } from "./form-choices.server";
import { draftState } from "./publishing.server";
import { historyData } from "./history-data.server";
import { readCookie } from "~/services/http/cookies.server";
import { csrfToken } from "~/services/http/csrf.server";
import { secureCookies } from "~/services/http/session.server";
import { safeRedirect } from "~/services/http/redirect.server";
import type { RequestLike } from "~/services/http/request.server";
import { editorName } from "./editor-route.server";
import { heartbeat } from "./presence.server";

/** The editor who opened the page (a user with the edit-pages permission). */
type EditorUser = Parameters<typeof editorName>[0] & { id: number; editor_locale?: string | null };

/** Edit-mode answers belong to one editor: no browser cache, proxy or page cache keeps them. */
export const EDIT_MODE_HEADERS = { "Cache-Control": "private, no-store" } as const;

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The editor's interface language: the toolbar's choice on this device (cookie), else the language
 * saved in the user's settings, else the page's locale. Saving the setting clears the cookie.
 */
export function editorLocaleOf(request: RequestLike, locale: Locale, saved?: string | null): EditorLocale {
  const chosen = readCookie(request, EDITOR_LOCALE_COOKIE);
  if (isEditorLocale(chosen)) return chosen;
  return isEditorLocale(saved) ? saved : locale;
}

/** The cookie that forgets the toolbar's choice, so that the saved setting applies again. */
export function clearEditorLocaleCookie(): string {
  return [`${EDITOR_LOCALE_COOKIE}=`, "Path=/", "SameSite=Lax", "Max-Age=0", secureCookies() ? "Secure" : ""].filter(Boolean).join("; ");
}

export function editorLocaleCookie(value: EditorLocale): string {
  return [`${EDITOR_LOCALE_COOKIE}=${value}`, "Path=/", "SameSite=Lax", `Max-Age=${YEAR_SECONDS}`, secureCookies() ? "Secure" : ""].filter(Boolean).join("; ");
}

/** Whether the request asks for the edit mode (`?edit`, any value). */
export function wantsEditMode(request: RequestLike): boolean {
  return new URL(request.url).searchParams.has("edit");
}

function loginTarget(locale: Locale, path: string, noToolbar: boolean, csrf: string): LoginTarget {
  const redirectTo = editUrl(path, {}, { noToolbar });
  return { action: href("login", locale), page: href("login", locale, {}, { redirectTo }), redirectTo, csrf };
}

/**
 * `?edit` without an editor session on an address that has no page for visitors (offline or
 * missing): the login page, which returns here in edit mode. The dialog would show the page's
 * content, which visitors may not see; the redirect shows nothing, whether the page exists or not.
 */
export function editLoginRedirect(request: RequestLike, locale: Locale): Response {
  const url = new URL(request.url);
  const { noToolbar } = parseEditUrl(url.searchParams);
  return safeRedirect(loginTarget(locale, url.pathname, noToolbar, "").page, href("login", locale));
}

/** Every module of the page's sections with its stored fields, place and window state. */
export function editorModules(sections: SectionRecord[], now: Date): Record<number, EditorModuleInfo> {
  const modules: Record<number, EditorModuleInfo> = {};
  for (const section of sections) {
    const positions = new Map<number, number>();
    for (const module of section.modules) {
      const position = positions.get(module.columnIndex) ?? 0;
      positions.set(module.columnIndex, position + 1);
      modules[module.id] = {
        id: module.id,
        type: module.type,
        sectionId: section.id,
        column: module.columnIndex,
        position,
        fields: isRecord(module.fields) ? module.fields : {},
        onlineFrom: module.onlineFrom,
        onlineTo: module.onlineTo,
        window: moduleWindow(module, now),
      };
    }
  }
  return modules;
}

/**
 * The edit mode's data and the Set-Cookie of a new CSRF token (when the request had none). Without
 * an editor session: the login dialog, whose form returns to this page in edit mode.
 */
export async function editModeData(
  request: RequestLike,
  input: { page: PageSummary; locale: Locale; sections: SectionRecord[]; editor: EditorUser | null; now: Date; adminUrl?: string },
): Promise<{ data: EditModeData; setCookie: string | null }> {
  const { page, locale, sections, editor, now } = input;
  const url = new URL(request.url);
  const { noToolbar, state } = parseEditUrl(url.searchParams);
  const { token: csrf, setCookie } = csrfToken(request);
  const editorLocale = editorLocaleOf(request, locale, editor?.editor_locale);
  const login = loginTarget(locale, url.pathname, noToolbar, csrf);
  if (!editor) return { data: { kind: "login", editorLocale, login }, setCookie };
  // Opening the page in edit mode counts as a heartbeat: the list is there at once, also without script.
  const presence = (await heartbeat({ userId: editor.id, name: editorName(editor), locale }, page.id, undefined, now)) ?? [];
  const other = LOCALES.find((l) => l !== locale);
  const siblingPath = other ? page.urls[other] : null;
  return {
    setCookie,
    data: {
      kind: "editor",
      editorLocale,
      locale,
      csrf,
      pageId: page.id,
      path: url.pathname,
      noToolbar,
      state,
      toolbar: {
        title: page.title,
        isOnline: page.isOnline,
        siblingUrl: siblingPath ? editUrl(siblingPath, {}, { noToolbar }) : null,
        // The page's record in the back office where it has one (a detail page passes it), else the dashboard.
        adminUrl: input.adminUrl ?? officePageHref(input.page.id),
        leaveUrl: url.pathname,
      },
      modules: editorModules(sections, now),
      login,
      choices: await formChoices(locale),
      sectionRevisions: Object.fromEntries(sections.map((section) => [section.id, section.revision])),
      draft: await draftState(page.id),
      presence,
      history: state.history ? await historyData(page.id, locale, state.compare) : null,
      undoRedo: !input.editor ? { undo: { count: 0, last: null }, redo: { count: 0, last: null } } : await historySummary({ userId: input.editor.id, page: page.id }),
    },
  };
}
