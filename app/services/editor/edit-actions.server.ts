/**
 * The page's edit forms without JavaScript: the form is read into its request with the same schemas
 * the JSON API uses (~/lib/editor/form-requests.ts), the same operation runs, and the answer is a 303
 * back to the page in edit mode at the changed place, or the failure (400 and the field errors) for
 * the page to show beside the fields with the panel still open.
 */
import { data } from "@remix-run/node";
import { editUrl, moduleAnchor, parseEditUrl, type EditState } from "~/lib/editor/edit-urls";
import type { EditorActionFailure } from "~/lib/editor/edit-mode";
import { postedValues } from "~/lib/editor/form-choices";
import { formRequest, isEditIntent, type EditorIntent, type FormRequest } from "~/lib/editor/form-requests";
import { errorsForForm, withImageIds } from "~/lib/editor/module-forms";
import type { FieldErrors } from "~/lib/modules/registry";
import { isEditorLocale } from "~/lib/editor/texts";
import { isRecord } from "~/lib/is-record";
import type { Locale } from "~/lib/routes";
import { getPageSections } from "~/models/pages.server";
import { requireUser } from "~/services/auth.server";
import { assertCsrf } from "~/services/http/csrf.server";
import { safeRedirect } from "~/services/http/redirect.server";
import { storeLibraryImage, UPLOAD_MESSAGES } from "~/services/media/library.server";
import * as operations from "./operations.server";
import * as publishing from "./publishing.server";
import type { PublishResult, ScheduleResult } from "./publishing.server";
import type { EditorActor, OperationResult } from "./operations.server";
import { EDIT_MODE_HEADERS, editorLocaleCookie } from "./edit-mode.server";
import { editorName } from "./editor-route.server";
import { heartbeat } from "./presence.server";

/** Runs the request's operation. */
function perform(actor: EditorActor, pageId: number, request: FormRequest): Promise<OperationResult | PublishResult | ScheduleResult> {
  switch (request.op) {
    case "addModule": return operations.addModule(actor, request.body);
    case "saveModule": return operations.saveModule(actor, request.id, request.body);
    case "moveModule": return operations.moveModule(actor, request.id, request.body);
    case "duplicateModule": return operations.duplicateModule(actor, request.id, request.revision);
    case "deleteModule": return operations.deleteModule(actor, request.id, request.revision);
    case "changeLayout": return operations.changeLayout(actor, request.id, request.body);
    case "moveSection": return operations.moveSection(actor, request.id, request.body);
    case "deleteSection": return operations.deleteSection(actor, request.id, request.revision);
    case "createContainer": return operations.createContainer(actor, request.body);
    case "undo": return operations.undo(actor, request.body);
    case "publish": return publishing.publishPage(actor, pageId, request.body);
    case "schedule": return publishing.schedulePage(actor, pageId, request.body);
    case "cancelSchedule": return publishing.cancelSchedule(actor, pageId, request.id);
    case "restore": return publishing.restoreVersion(actor, pageId, request.id, request.body);
    case "redo": return operations.redo(actor, request.body);
  }
}

/** Where the editor lands after the change: the module, else its section (the page's top after a publishing change). */
function landing(request: FormRequest, result: (OperationResult | PublishResult | ScheduleResult) & { ok: true }): string | undefined {
  if (!("section" in result)) return undefined;
  const moduleId = result.moduleId ?? (request.op === "saveModule" || request.op === "moveModule" ? request.id : undefined);
  if (moduleId && request.op !== "deleteModule") return moduleAnchor(moduleId);
  return result.section?.slug;
}

async function storedModule(pageId: number, moduleId: string) {
  const sections = await getPageSections(pageId);
  const module = sections.flatMap((s) => s.modules).find((m) => String(m.id) === moduleId.trim());
  return module ? { type: module.type, fields: isRecord(module.fields) ? module.fields : {} } : undefined;
}

/** Handles one edit form of the page (`page.path`); the page's action has read the form. */
export async function editorFormAction(
  request: Request,
  { formData: form, tooLarge }: { formData: FormData; tooLarge: Set<string> },
  intent: EditorIntent,
  page: { id: number; path: string },
  locale: Locale,
) {
  const user = await requireUser(request, "edit-pages");
  assertCsrf(request, form);
  const { noToolbar } = parseEditUrl(new URL(request.url).searchParams);
  const back = (hash?: string, headers?: Record<string, string>, state: EditState = {}) =>
    safeRedirect(editUrl(page.path, state, { noToolbar, hash }), editUrl(page.path), { status: 303, headers: { ...EDIT_MODE_HEADERS, ...headers } });
  const failed = (status: number, failure: Omit<EditorActionFailure, "editor" | "intent">) => {
    console.warn(`[editor] ${intent} refused (${status}): ${failure.error}`);
    return data<EditorActionFailure>({ editor: true, intent, ...failure }, { status, headers: EDIT_MODE_HEADERS });
  };

  if (intent === "editor:locale") {
    const chosen = form.get("editor_locale");
    if (!isEditorLocale(chosen)) return failed(400, { error: "invalid", errors: { editor_locale: ["must be de, en, ja or la"] } });
    return back(undefined, { "Set-Cookie": editorLocaleCookie(chosen) });
  }

  const actor: EditorActor = { userId: user.id, name: editorName(user), locale };
  if (intent === "editor:lock" || intent === "editor:unlock") {
    await heartbeat(actor, page.id, intent === "editor:lock" ? "take" : "release");
    return back();
  }
  if (!isEditIntent(intent)) return failed(400, { error: "invalid", errors: { intent: ["is not an edit"] } });

  const moduleId = form.get("module");
  const stored = intent === "editor:save-module" && typeof moduleId === "string" ? await storedModule(page.id, moduleId) : undefined;
  const parsed = formRequest(intent, form, { locale, pageId: page.id, stored });
  const posted = postedValues(form);
  if (!parsed.ok) return failed(400, { error: "invalid", errors: errorsForForm(parsed.errors, parsed.echo.itemPaths ?? {}), ...parsed.echo, posted });
  const refusedUpload = (errors: FieldErrors) => failed(400, { error: "invalid", errors, ...parsed.echo, posted });

  // A file chosen in an image field goes into the library first; its id then stands in the fields.
  const change = parsed.request;
  if (tooLarge.size) return refusedUpload(Object.fromEntries([...tooLarge].map((name) => [name, [UPLOAD_MESSAGES.tooLarge]])));
  if (parsed.uploads.length && (change.op === "addModule" || change.op === "saveModule")) {
    const ids: { path: string; id: number }[] = [];
    for (const upload of parsed.uploads) {
      const image = await storeLibraryImage(upload.file, { locale });
      if (!image.ok) return refusedUpload(errorsForForm({ [upload.path]: [UPLOAD_MESSAGES[image.problem]] }, parsed.echo.itemPaths ?? {}));
      ids.push({ path: upload.path, id: image.image.id });
    }
    change.body.fields = withImageIds(change.body.fields, ids);
  }

  const result = await perform(actor, page.id, change);
  if (!result.ok) {
    // A stale post (409, or 404 for a section deleted since) re-renders the page with the conflict notice.
    const errors = errorsForForm(result.errors ?? {}, parsed.echo.itemPaths ?? {});
    return failed(result.status, { error: result.error, errors, ...parsed.echo, posted, ...(result.conflict ? { conflict: result.conflict } : {}) });
  }
  // After a delete the page offers to undo it (the notice with its undo form).
  const deleted = change.op === "deleteModule" ? "module" : change.op === "deleteSection" ? "section" : undefined;
  return back(landing(change, result), undefined, deleted ? { deleted } : {});
}
