/**
 * The edit mode's calls to the JSON API: each write shows the save alert (moves are only announced),
 * reloads the page's data afterwards, and on a 401 opens the login dialog and, once logged in,
 * sends the same call again, so an unsaved change survives an expired session. Every write carries
 * its section's revision; a 409 with a conflict opens the conflict dialog (reload, compare, overwrite).
 */
import { useRevalidator } from "@remix-run/react";
import { useMemo, useRef } from "react";
import type { EditModeEditor } from "~/lib/editor/edit-mode";
import { formRequest, isEditIntent, isEditorIntent, type FormRequest } from "~/lib/editor/form-requests";
import { errorsForForm } from "~/lib/editor/module-forms";
import type { AddModule, EditConflict, EditorAnswer, PasteSection, SaveModule } from "~/lib/editor/requests";
import { fillText, type EditorTexts } from "~/lib/editor/texts";
import { checkModuleFields, isModuleType } from "~/lib/modules/registry";
import { callEditorApi, editorPaths as paths, withRevisionQuery, type ApiOutcome } from "./editor-api";
import type { EditorCalls } from "./editor-context";

export interface CallHooks {
  /** Opens the login dialog; resolves once the editor is logged in again. */
  login(): Promise<void>;
  /** A visible alert (saves, errors) or only an announcement (moves). */
  alert(message: string, kind: "saved" | "error" | "announce"): void;
  /** Shows a stale write's conflict; resolves with the editor's choice. */
  conflict(stale: StaleWrite): Promise<"reload" | "overwrite" | "keep">;
}

/** A write the server refused as stale, with what it said. */
export interface StaleWrite {
  request: FormRequest;
  error: string;
  conflict: EditConflict;
}

/** The writes that change one section: each carries the section's revision as its base. */
const SECTION_WRITES = ["addModule", "saveModule", "moveModule", "duplicateModule", "deleteModule", "changeLayout", "moveSection", "deleteSection"] as const;
type SectionWrite = Extract<FormRequest, { op: (typeof SECTION_WRITES)[number] }>;

function isSectionWrite(request: CallRequest): request is SectionWrite {
  return (SECTION_WRITES as readonly string[]).includes(request.op);
}

/** The section a write changes. */
export function sectionOf(page: EditModeEditor, request: SectionWrite): number | undefined {
  switch (request.op) {
    case "addModule": return request.body.section;
    case "saveModule": case "moveModule": case "duplicateModule": case "deleteModule": return page.modules[request.id]?.sectionId;
    case "changeLayout": case "moveSection": case "deleteSection": return request.id;
  }
}

/** The revision the write carries (in its body, or beside the id for deletes and duplicates). */
export function revisionOf(request: SectionWrite): number | undefined {
  if ("body" in request) return request.body.revision;
  return request.revision;
}

/** The write with `revision` as its base. */
export function withRevision(request: SectionWrite, revision: number | undefined): SectionWrite {
  if (revision === undefined) return request;
  if (request.op === "duplicateModule" || request.op === "deleteModule" || request.op === "deleteSection") return { ...request, revision };
  return { ...request, body: { ...request.body, revision } } as SectionWrite;
}

/** A form's request, or a paste (the clipboard lives in the browser, so a paste has no form). */
type CallRequest = FormRequest | { op: "pasteSection"; body: PasteSection };

function send(page: EditModeEditor, request: CallRequest): Promise<ApiOutcome> {
  const { locale, csrf } = page;
  switch (request.op) {
    case "addModule": return callEditorApi("POST", paths.modules(locale), csrf, request.body);
    case "saveModule": return callEditorApi("POST", paths.module(locale, request.id), csrf, request.body);
    case "moveModule": return callEditorApi("POST", paths.moduleMove(locale, request.id), csrf, request.body);
    case "duplicateModule": return callEditorApi("POST", withRevisionQuery(paths.moduleDuplicate(locale, request.id), request.revision), csrf);
    case "deleteModule": return callEditorApi("DELETE", withRevisionQuery(paths.module(locale, request.id), request.revision), csrf);
    case "changeLayout": return callEditorApi("POST", paths.container(locale, request.id), csrf, request.body);
    case "moveSection": return callEditorApi("POST", paths.containerMove(locale, request.id), csrf, request.body);
    case "deleteSection": return callEditorApi("DELETE", withRevisionQuery(paths.container(locale, request.id), request.revision), csrf);
    case "createContainer": return callEditorApi("POST", paths.containers(locale), csrf, request.body);
    case "undo": return callEditorApi("POST", paths.undo(locale), csrf, request.body);
    case "publish": return callEditorApi("POST", paths.pagePublish(locale, page.pageId), csrf, request.body);
    case "schedule": return callEditorApi("POST", paths.pageSchedule(locale, page.pageId), csrf, request.body);
    case "cancelSchedule": return callEditorApi("DELETE", paths.pageScheduleCancel(locale, page.pageId, request.id), csrf);
    case "restore": return callEditorApi("POST", paths.pageRestore(locale, page.pageId, request.id), csrf, request.body);
    case "redo": return callEditorApi("POST", paths.redo(locale), csrf, request.body);
    case "pasteSection": return callEditorApi("POST", paths.pasteSection(locale), csrf, request.body);
  }
}

const QUIET = new Set<CallRequest["op"]>(["moveModule", "moveSection"]);

export function useEditorCalls(page: EditModeEditor, texts: EditorTexts, hooks: CallHooks): EditorCalls {
  const revalidator = useRevalidator();
  // The latest values, read when a call completes (the page's data changes after each revalidation).
  const latest = useRef({ page, texts, hooks, revalidator });
  latest.current = { page, texts, hooks, revalidator };

  return useMemo(() => {
    // Each section's revision as this editor's own writes left it (newer than the page's data until it reloads).
    const known = new Map<number, number>();
    /**
     * The base a write carries: the caller's (raised to what this editor's own later writes made of
     * the section, which it has seen), else the latest known for its section.
     */
    const based = (request: CallRequest): CallRequest => {
      // Page-wide writes (publishing, undo, a paste) have no section to be stale against.
      if (!isSectionWrite(request)) return request;
      const { page } = latest.current;
      const section = sectionOf(page, request);
      if (section === undefined) return request;
      const own = known.get(section);
      const given = revisionOf(request) ?? page.sectionRevisions[section];
      return withRevision(request, given === undefined ? own : Math.max(given, own ?? given));
    };
    // `quiet`: no save alert (the autosave shows its own state); the login on a 401 still opens.
    const run = async (unbased: CallRequest, quiet = false): Promise<EditorAnswer> => {
      const { hooks, texts } = latest.current;
      const request = based(unbased);
      let outcome = await send(latest.current.page, request);
      while (outcome.status === 401) {
        try {
          await hooks.login();
        } catch {
          hooks.alert(fillText(texts.alerts.failed, { message: texts.alerts.sessionGone }), "error");
          return { ok: false, error: texts.alerts.sessionGone };
        }
        outcome = await send(latest.current.page, request);
      }
      const { answer } = outcome;
      if (!answer.ok && answer.conflict && isSectionWrite(request)) {
        const choice = await hooks.conflict({ request, error: answer.error, conflict: answer.conflict });
        if (choice === "overwrite") return run(withRevision(request, answer.conflict.revision));
        if (choice === "reload") latest.current.revalidator.revalidate();
        return answer;
      }
      if (answer.ok) {
        if (answer.section) known.set(answer.section.id, answer.section.revision);
        latest.current.revalidator.revalidate();
        if (quiet) return answer;
        if (QUIET.has(request.op)) hooks.alert(texts.alerts.moved, "announce");
        else hooks.alert(texts.alerts.saved, "saved");
      } else if (!quiet) {
        const message = outcome.status === 0 ? texts.alerts.offline : answer.error;
        hooks.alert(fillText(texts.alerts.failed, { message }), "error");
      }
      return answer;
    };

    /** A module's fields checked in the browser first: the same schema the server applies. */
    const checkFirst = (type: string, fields: Record<string, unknown>): EditorAnswer | null => {
      if (!isModuleType(type)) return null;
      const checked = checkModuleFields(type, fields);
      if (checked.ok) return null;
      latest.current.hooks.alert(fillText(latest.current.texts.alerts.failed, { message: latest.current.texts.panel.errorSummary }), "error");
      return { ok: false, error: "invalid", errors: checked.errors };
    };

    return {
      saveModule: (moduleId: number, body: SaveModule, options?: { quiet?: boolean }) => run({ op: "saveModule", id: moduleId, body }, options?.quiet),
      addModule: (body: AddModule) => run({ op: "addModule", body }),
      pasteSection: (body: PasteSection) => run({ op: "pasteSection", body }),
      submitForm: async (element: HTMLFormElement) => {
        const form = new FormData(element);
        // A chosen file cannot go through the JSON API: the form posts itself (the page's action stores it).
        if ([...form.values()].some((value) => typeof value !== "string" && value.size > 0)) {
          element.submit();
          return { ok: false, error: "posted" };
        }
        const intent = form.get("intent");
        if (!isEditorIntent(intent) || !isEditIntent(intent)) return { ok: false, error: "unknown intent" };
        const { page } = latest.current;
        const stored = page.modules[Number(form.get("module"))];
        const parsed = formRequest(intent, form, { locale: page.locale, pageId: page.pageId, stored });
        if (!parsed.ok) return { ok: false, error: "invalid", errors: errorsForForm(parsed.errors, parsed.echo.itemPaths ?? {}) };
        const { request } = parsed;
        // Messages come by the answered fields' paths; the form shows them by its inputs' paths.
        const forForm = (answer: EditorAnswer): EditorAnswer =>
          answer.ok || !answer.errors ? answer : { ...answer, errors: errorsForForm(answer.errors, parsed.echo.itemPaths ?? {}) };
        if (request.op === "addModule" || request.op === "saveModule") {
          const refused = checkFirst(request.op === "addModule" ? request.body.type : (stored?.type ?? ""), request.body.fields);
          if (refused) return forForm(refused);
        }
        return forForm(await run(request));
      },
    };
  }, []);
}
