/**
 * What the page editor sends, one zod schema per operation: the script editor checks its JSON with
 * them before sending, the resource routes under /{locale}/pageeditor-api/ and the page's form action
 * check what arrives with the same schemas.
 */
import { z } from "zod";
import { CONTAINER_LAYOUTS } from "~/lib/layouts";
import { MODULE_TYPES, type FieldErrors, type ModuleType } from "~/lib/modules/registry";
import { Id } from "~/lib/schemas/common";

export const Direction = z.enum(["up", "down"]);
export type Direction = z.infer<typeof Direction>;

export const Layout = z.enum(CONTAINER_LAYOUTS, { errorMap: () => ({ message: `must be one of ${CONTAINER_LAYOUTS.join(", ")}` }) });

/** A section's slug: what its anchor (`#slug`) and the by-slug address use. */
export const Slug = z.string().trim().min(1, "is required").max(120).regex(/^[a-z0-9][a-z0-9-]*$/, "may hold only a-z, 0-9 and -");

/** An instant (ISO 8601), or null/empty for "no limit". */
const Instant = z.preprocess(
  (value) => (value === "" ? null : value),
  z.string().refine((value) => !Number.isNaN(Date.parse(value)), "must be a date and time").nullable().optional(),
);

/**
 * The revision of the section a write was based on (`EditorSection.revision`, or the form's hidden
 * `revision`). The server refuses a write whose section changed since with 409 and a `conflict`;
 * without it (an old client) the write is not checked.
 */
export const BaseRevision = z.coerce.number().int().min(0).optional();

/** POST containers/ — a new container section (for a page: content_type "page", object_id the page's id). */
export const CreateContainer = z.object({
  model: Layout.default("100"),
  parent: Id.nullable().optional(),
  content_type: z.string().trim().min(1, "is required").max(40),
  object_id: Id.nullable().optional(),
  slug: Slug.optional(),
});
export type CreateContainer = z.infer<typeof CreateContainer>;

/** POST/PATCH containers/{id}/ — the layout (modules of columns that disappear move to the last column). */
export const ChangeLayout = z.object({ model: Layout, revision: BaseRevision });
export type ChangeLayout = z.infer<typeof ChangeLayout>;

/** POST containers/{id}/move/ */
export const MoveSection = z.object({ direction: Direction, revision: BaseRevision });
export type MoveSection = z.infer<typeof MoveSection>;

const Column = z.coerce.number().int().min(0, "must be a column of the section").max(2, "must be a column of the section");
const Position = z.coerce.number().int().min(0);

/** POST modules/ — a new module in a section's column (at `position`, else at the column's end). */
export const AddModule = z.object({
  section: Id,
  column: Column.default(0),
  position: Position.optional(),
  type: z.enum(MODULE_TYPES as [ModuleType, ...ModuleType[]], { errorMap: () => ({ message: "must be a module type" }) }),
  fields: z.record(z.unknown()).default({}),
  online_from: Instant,
  online_to: Instant,
  revision: BaseRevision,
});
export type AddModule = z.infer<typeof AddModule>;

/** POST/PATCH modules/{id}/ — the module's fields (checked by its type's schema) and its time window. */
export const SaveModule = z.object({
  fields: z.record(z.unknown()),
  online_from: Instant,
  online_to: Instant,
  revision: BaseRevision,
});
export type SaveModule = z.infer<typeof SaveModule>;

/** POST modules/{id}/move/ — one step up or down in its column, or to a place in a column (its end without a position). */
export const MoveModule = z.union([
  z.object({ direction: Direction, revision: BaseRevision }).strict(),
  z.object({ column: Column, position: Position.optional(), revision: BaseRevision }).strict(),
]);
export type MoveModule = z.infer<typeof MoveModule>;

/** POST undo/ — restores the page's (or the section's) state before its last change. */
export const Undo = z.union([z.object({ page: Id }).strict(), z.object({ slug: Slug }).strict()]);
export type Undo = z.infer<typeof Undo>;

/** POST redo/ — puts back what the editor's last undo on the page took away. */
export const Redo = Undo;
export type Redo = z.infer<typeof Redo>;

/** DELETE modules/{id}/ and containers/{id}/ may carry the revision as `?revision=` or in a body. */
export const DeleteWrite = z.object({ revision: BaseRevision });
export type DeleteWrite = z.infer<typeof DeleteWrite>;

/** POST pages/{id}/publish/ — publishes the draft as it was at `revision` (the page's draft revision the editor saw). */
export const Publish = z.object({ revision: z.coerce.number().int().min(0), summary: z.string().trim().max(200).optional() });
export type Publish = z.infer<typeof Publish>;

/** A date and time as the editor types it (`2026-06-12T10:00`), meant in Europe/Berlin. */
export const BerlinDateTime = z.string().trim().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, "must be a date and time");

/** POST pages/{id}/schedule/ — publish the draft as it is now, or take the page offline, at a time. */
export const Schedule = z.object({
  action: z.enum(["publish", "unpublish"], { errorMap: () => ({ message: "must be publish or unpublish" }) }),
  at: BerlinDateTime,
  revision: z.coerce.number().int().min(0).optional(),
});
export type Schedule = z.infer<typeof Schedule>;

/** DELETE pages/{id}/schedule/{schedule}/ — cancels a schedule that is not yet due. */

/** POST pages/{id}/versions/{version}/restore/ — the version becomes the page's draft (an undoable change). */
export const RestoreVersion = z.object({ revision: z.coerce.number().int().min(0).optional() });
export type RestoreVersion = z.infer<typeof RestoreVersion>;

/** A state of the page a comparison names: a version's id, `draft` (the rows now) or `published` (what visitors see). */
export const PageStateRef = z
  .string()
  .trim()
  .regex(/^(draft|published|[1-9]\d{0,8})$/, "must be a version id, draft or published")
  .transform((value): number | "draft" | "published" => (value === "draft" || value === "published" ? value : Number(value)));
export type PageStateRef = z.infer<typeof PageStateRef>;

/** GET pages/{id}/versions/diff/?from=&to= — the comparison of two states of the page. */
export const CompareStates = z.object({ from: PageStateRef, to: PageStateRef });
export type CompareStates = z.infer<typeof CompareStates>;

/** POST presence/ — the edit mode's heartbeat; `lock`: take (or take over) or release the page's soft lock. */
export const Presence = z.object({ page: Id, lock: z.enum(["take", "release"]).optional() });
export type Presence = z.infer<typeof Presence>;

/** A module as the clipboard holds it (copied from any page, pasted with a new id). */
export const ClipboardModule = z.object({
  type: z.enum(MODULE_TYPES as [ModuleType, ...ModuleType[]], { errorMap: () => ({ message: "must be a module type" }) }),
  column: Column.default(0),
  fields: z.record(z.unknown()).default({}),
  online_from: Instant,
  online_to: Instant,
});
export type ClipboardModule = z.infer<typeof ClipboardModule>;

/** POST containers/paste/ — a copied section (with its modules) pasted into a page after a section (else at the end). */
export const PasteSection = z.object({
  page: Id,
  after: Id.nullable().optional(),
  section: z.object({ model: Layout.default("100"), classes: z.string().max(200).default(""), modules: z.array(ClipboardModule).max(100) }),
});
export type PasteSection = z.infer<typeof PasteSection>;

/** A section as the editor API answers it (the shape the old page editor read). */
export interface EditorSection {
  id: number;
  slug: string;
  parent: number | null;
  content_type: string;
  object_id: number | null;
  model: string;
  classes: string;
  /** The revision of the section's last change: the base every write to it carries. */
  revision: number;
  columns: { index: number; classes: string; children: EditorModule[] }[];
}

export interface EditorModule {
  id: number;
  type: string;
  column: number;
  sort: number;
  fields: Record<string, unknown>;
  online_from: string | null;
  online_to: string | null;
}

/**
 * A 409's account of a stale write: the section as it is now (null: deleted), its revision, who
 * changed it since and what (one short line per change, newest first). The editor reloads, compares,
 * or overwrites (sends the same write again with `revision` set to `conflict.revision`).
 */
export interface EditConflict {
  revision: number;
  section: EditorSection | null;
  changes: { author: string; action: string; at: string }[];
}

/**
 * Every write answers this: the section after the change, or why nothing changed. In the browser a
 * failure also carries the HTTP status it came with (0: the server was not reached), which tells a
 * save worth repeating (0, 408, 429, 5xx) from a refusal.
 */
export type EditorAnswer =
  | { ok: true; section: EditorSection | null; module?: number }
  | { ok: false; error: string; errors?: FieldErrors; conflict?: EditConflict; status?: number };
