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
export const ChangeLayout = z.object({ model: Layout });
export type ChangeLayout = z.infer<typeof ChangeLayout>;

/** POST containers/{id}/move/ */
export const MoveSection = z.object({ direction: Direction });
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
});
export type AddModule = z.infer<typeof AddModule>;

/** POST/PATCH modules/{id}/ — the module's fields (checked by its type's schema) and its time window. */
export const SaveModule = z.object({
  fields: z.record(z.unknown()),
  online_from: Instant,
  online_to: Instant,
});
export type SaveModule = z.infer<typeof SaveModule>;

/** POST modules/{id}/move/ — one step up or down in its column, or to a place in a column (its end without a position). */
export const MoveModule = z.union([
  z.object({ direction: Direction }).strict(),
  z.object({ column: Column, position: Position.optional() }).strict(),
]);
export type MoveModule = z.infer<typeof MoveModule>;

/** POST undo/ — restores the page's (or the section's) state before its last change. */
export const Undo = z.union([z.object({ page: Id }).strict(), z.object({ slug: Slug }).strict()]);
export type Undo = z.infer<typeof Undo>;

/** A section as the editor API answers it (the shape the old page editor read). */
export interface EditorSection {
  id: number;
  slug: string;
  parent: number | null;
  content_type: string;
  object_id: number | null;
  model: string;
  classes: string;
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

/** Every write answers this: the section after the change, or why nothing changed. */
export type EditorAnswer =
  | { ok: true; section: EditorSection | null; module?: number }
  | { ok: false; error: string; errors?: FieldErrors };
