/**
 * An edit form's post as the operation it asks for: the page's action (without JavaScript) and the
 * edit mode's script read the same form fields with the same zod schemas (./requests.ts), so a form
 * means the same whichever way it is sent.
 */
import type { z } from "zod";
import { isModuleType, type FieldErrors } from "~/lib/modules/registry";
import { Id } from "~/lib/schemas/common";
import type { Locale } from "~/lib/routes";
import { berlinInputToIso } from "./berlin-time";
import { readModuleForm, type FormUpload } from "./module-forms";
import { AddModule, BaseRevision, ChangeLayout, CreateContainer, MoveModule, MoveSection, Publish, Redo, RestoreVersion, SaveModule, Schedule, Undo } from "./requests";

export const EDITOR_INTENTS = [
  "editor:add-module", "editor:save-module", "editor:move-module", "editor:duplicate-module", "editor:delete-module",
  "editor:change-layout", "editor:move-section", "editor:delete-section", "editor:create-container", "editor:undo", "editor:redo", "editor:locale",
  "editor:publish", "editor:schedule", "editor:cancel-schedule", "editor:restore",
  "editor:lock", "editor:unlock",
] as const;
export type EditorIntent = (typeof EDITOR_INTENTS)[number];
/** The intents that change content (the editor language is the editor's own preference, the soft lock the page's presence). */
export type EditIntent = Exclude<EditorIntent, "editor:locale" | "editor:lock" | "editor:unlock">;

/** Whether the intent changes content (and so goes through `formRequest`). */
export function isEditIntent(value: EditorIntent): value is EditIntent {
  return value !== "editor:locale" && value !== "editor:lock" && value !== "editor:unlock";
}

export function isEditorIntent(value: unknown): value is EditorIntent {
  return typeof value === "string" && (EDITOR_INTENTS as readonly string[]).includes(value);
}

/**
 * The module's own time window posts under names of its own: a module type may have fields named
 * `online_from`/`online_to` too (hero media), which its form renders with those names.
 */
export const WINDOW_INPUTS = { online_from: "window_from", online_to: "window_to" } as const;

export type FormRequest =
  | { op: "addModule"; body: AddModule }
  | { op: "saveModule"; id: number; body: SaveModule }
  | { op: "moveModule"; id: number; body: MoveModule }
  | { op: "duplicateModule"; id: number; revision?: number }
  | { op: "deleteModule"; id: number; revision?: number }
  | { op: "changeLayout"; id: number; body: ChangeLayout }
  | { op: "moveSection"; id: number; body: MoveSection }
  | { op: "deleteSection"; id: number; revision?: number }
  | { op: "createContainer"; body: CreateContainer }
  | { op: "undo"; body: Undo }
  | { op: "publish"; body: Publish }
  | { op: "schedule"; body: Schedule }
  | { op: "cancelSchedule"; id: number }
  | { op: "restore"; id: number; body: RestoreVersion }
  | { op: "redo"; body: Redo };

/** The intents about the whole page's draft (publishing), which name no section or module. */
const PAGE_INTENTS: readonly EditIntent[] = ["editor:add-module", "editor:create-container", "editor:undo", "editor:redo", "editor:publish", "editor:schedule", "editor:cancel-schedule", "editor:restore"];

/** What was typed, for the panel to show again beside the errors. */
export interface FormEcho {
  module?: number;
  add?: { section: number; column: number; type: string };
  fields?: Record<string, unknown>;
  onlineFrom?: string;
  onlineTo?: string;
  /** Where each list item of the answered fields came from in the form (`children.0` → `children.3`), see `errorsForForm`. */
  itemPaths?: Record<string, string>;
}

export type FormRequestResult =
  | { ok: true; request: FormRequest; echo: FormEcho; uploads: FormUpload[] }
  | { ok: false; errors: FieldErrors; echo: FormEcho };

export interface FormContext {
  locale: Locale;
  /** The page the form was posted on: new sections, undo and redo belong to it. */
  pageId: number;
  /** The stored module a save form edits (its type and fields, whose other-locale values are kept). */
  stored?: { type: string; fields: Record<string, unknown> };
}

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

function zodErrors(error: z.ZodError, prefix: (string | number)[] = []): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) (errors[[...prefix, ...issue.path].join(".") || "form"] ??= []).push(issue.message);
  return errors;
}

/** The edit form's request, checked by its schema; the field errors by path when it is refused. */
export function formRequest(intent: EditIntent, form: FormData, context: FormContext): FormRequestResult {
  const echo: FormEcho = {};
  const fail = (errors: FieldErrors): FormRequestResult => ({ ok: false, errors, echo });
  let uploads: FormUpload[] = [];
  const read = (type: Parameters<typeof readModuleForm>[0], previous?: Record<string, unknown>) => {
    const module = readModuleForm(type, form, { locale: context.locale, previous });
    uploads = module.uploads;
    echo.itemPaths = module.itemPaths;
    return module.fields;
  };
  const id = (name: string) => Id.safeParse(text(form, name));
  const checked = <T extends z.ZodTypeAny>(schema: T, value: unknown, build: (body: z.infer<T>) => FormRequest): FormRequestResult => {
    const parsed = schema.safeParse(value);
    return parsed.success ? { ok: true, request: build(parsed.data), echo, uploads } : fail(zodErrors(parsed.error));
  };
  const window = () => {
    echo.onlineFrom = text(form, WINDOW_INPUTS.online_from);
    echo.onlineTo = text(form, WINDOW_INPUTS.online_to);
    return { online_from: berlinInputToIso(echo.onlineFrom), online_to: berlinInputToIso(echo.onlineTo) };
  };

  const subject = intent.endsWith("-section") || intent === "editor:change-layout" ? "section" : "module";
  const target = id(subject);
  const needsTarget = !PAGE_INTENTS.includes(intent);
  if (needsTarget && !target.success) return fail(zodErrors(target.error, [subject]));
  const targetId = target.success ? target.data : 0;
  // The section's revision the form was rendered with (hidden `revision`): a stale post is a conflict.
  const base = BaseRevision.safeParse(text(form, "revision") || undefined);
  if (!base.success) return fail(zodErrors(base.error, ["revision"]));
  const revision = base.data;

  switch (intent) {
    case "editor:add-module": {
      const type = text(form, "type");
      echo.add = { section: Number(text(form, "section")) || 0, column: Number(text(form, "column")) || 0, type };
      echo.fields = isModuleType(type) ? read(type) : {};
      const body = { section: text(form, "section"), column: text(form, "column") || undefined, position: text(form, "position") || undefined, type, fields: echo.fields, ...window(), revision };
      return checked(AddModule, body, (b) => ({ op: "addModule", body: b }));
    }
    case "editor:save-module": {
      echo.module = targetId;
      const stored = context.stored;
      if (!stored || !isModuleType(stored.type)) return fail({ module: ["is not a module of this page"] });
      echo.fields = read(stored.type, stored.fields);
      return checked(SaveModule, { fields: echo.fields, ...window(), revision }, (b) => ({ op: "saveModule", id: targetId, body: b }));
    }
    case "editor:move-module": {
      const direction = text(form, "direction");
      const body = direction ? { direction, revision } : { column: text(form, "column"), position: text(form, "position") || undefined, revision };
      return checked(MoveModule, body, (b) => ({ op: "moveModule", id: targetId, body: b }));
    }
    case "editor:duplicate-module":
      return { ok: true, request: { op: "duplicateModule", id: targetId, revision }, echo, uploads };
    case "editor:delete-module":
      return { ok: true, request: { op: "deleteModule", id: targetId, revision }, echo, uploads };
    case "editor:change-layout":
      return checked(ChangeLayout, { model: text(form, "model"), revision }, (b) => ({ op: "changeLayout", id: targetId, body: b }));
    case "editor:move-section":
      return checked(MoveSection, { direction: text(form, "direction"), revision }, (b) => ({ op: "moveSection", id: targetId, body: b }));
    case "editor:delete-section":
      return { ok: true, request: { op: "deleteSection", id: targetId, revision }, echo, uploads };
    case "editor:create-container":
      // Always a section of the page the form was posted on, whatever the form says.
      return checked(CreateContainer, { model: text(form, "model") || undefined, content_type: "page", object_id: context.pageId }, (b) => ({ op: "createContainer", body: b }));
    case "editor:undo":
      return checked(Undo, { page: context.pageId }, (b) => ({ op: "undo", body: b }));
    case "editor:publish":
      return checked(Publish, { revision: text(form, "revision"), summary: text(form, "summary") || undefined }, (b) => ({ op: "publish", body: b }));
    case "editor:schedule":
      return checked(Schedule, { action: text(form, "action"), at: text(form, "at"), revision: text(form, "revision") || undefined }, (b) => ({ op: "schedule", body: b }));
    case "editor:cancel-schedule": {
      const schedule = id("schedule");
      return schedule.success ? { ok: true, request: { op: "cancelSchedule", id: schedule.data }, echo, uploads } : fail(zodErrors(schedule.error, ["schedule"]));
    }
    case "editor:restore": {
      const version = id("version");
      if (!version.success) return fail(zodErrors(version.error, ["version"]));
      return checked(RestoreVersion, { revision: text(form, "revision") || undefined }, (b) => ({ op: "restore", id: version.data, body: b }));
    }
    case "editor:redo":
      return checked(Redo, { page: context.pageId }, (b) => ({ op: "redo", body: b }));
  }
}
