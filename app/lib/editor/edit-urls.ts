/**
 * The edit mode's addresses: every link and form target of the edit mode is built here, so that the
 * steps without JavaScript (open a module's panel, pick a type, confirm a delete) are plain URLs.
 *
 * `?edit` turns the edit mode on; `&module=<id>` opens the module's side panel; `&add=<section>-<column>`
 * the type picker for that column, with `&type=<type>` the new module's form; `&confirm=module-<id>`
 * or `&confirm=section-<id>` the delete confirmation; `&deleted=module` or `&deleted=section` the
 * notice after a delete that offers to undo it; `&noToolbar` hides the toolbar.
 * `&history` opens the history panel, `&compare=<from>..<to>` in it the comparison of two states
 * (each a version id, `draft` or `published`), `&confirm=version-<id>` the restore confirmation.
 * `?edit&preview` shows the draft as visitors would (`&asOf=<Berlin datetime>`: at that time);
 * `?version_id=<id>` shows a version to editors.
 */
import type { PageStateRef } from "./requests";

export interface AddTarget {
  section: number;
  column: number;
}

export interface EditState {
  module?: number;
  add?: AddTarget;
  type?: string;
  confirm?: { kind: "module" | "section" | "version"; id: number };
  /** What was just deleted: the page offers to undo it. */
  deleted?: "module" | "section";
  history?: boolean;
  compare?: Comparison;
}

export interface Comparison {
  from: PageStateRef;
  to: PageStateRef;
}

export interface EditUrlOptions {
  noToolbar?: boolean;
  /** The anchor to land on, without `#`. */
  hash?: string;
}

export const moduleAnchor = (id: number): string => `module-${id}`;

const positiveId = (value: string | null): number | undefined => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined);

/** The page at `path` in edit mode, in the state given. */
export function editUrl(path: string, state: EditState = {}, options: EditUrlOptions = {}): string {
  const parts = ["edit"];
  if (options.noToolbar) parts.push("noToolbar");
  if (state.module !== undefined) parts.push(`module=${state.module}`);
  if (state.add) parts.push(`add=${state.add.section}-${state.add.column}`);
  if (state.add && state.type) parts.push(`type=${encodeURIComponent(state.type)}`);
  if (state.confirm) parts.push(`confirm=${state.confirm.kind}-${state.confirm.id}`);
  if (state.history || state.compare) parts.push("history");
  if (state.compare) parts.push(`compare=${state.compare.from}..${state.compare.to}`);
  if (state.deleted) parts.push(`deleted=${state.deleted}`);
  return `${path}?${parts.join("&")}${options.hash ? `#${options.hash}` : ""}`;
}

/** The draft at `path` as visitors would see it (at `asOf`, a Berlin datetime-local value, when given). */
export function previewUrl(path: string, asOf?: string): string {
  return `${path}?edit&preview${asOf ? `&asOf=${encodeURIComponent(asOf)}` : ""}`;
}

/** The version with id `versionId` of the page at `path`, as editors may see it. */
export function versionUrl(path: string, versionId: number): string {
  return `${path}?version_id=${versionId}`;
}

/** What a preview shows: the draft (at a Berlin time when `asOf` is set); null when the URL asks for none. */
export function parsePreviewUrl(params: URLSearchParams): { asOf: string | null } | null {
  if (!params.has("edit") || !params.has("preview")) return null;
  const asOf = params.get("asOf") ?? "";
  return { asOf: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(asOf) ? asOf : null };
}

const STATE_KEY = "(draft|published|[1-9]\\d{0,8})";
const stateKey = (value: string): PageStateRef => (value === "draft" || value === "published" ? value : Number(value));

/** The page at `path` without the edit mode. */
export function leaveEditUrl(path: string): string {
  return path;
}

/** Whether the query asks for the edit mode, and in which state. */
export function parseEditUrl(params: URLSearchParams): { edit: boolean; noToolbar: boolean; state: EditState } {
  const state: EditState = {};
  const module = positiveId(params.get("module"));
  if (module !== undefined) state.module = module;
  const add = /^(\d{1,9})-([0-2])$/.exec(params.get("add") ?? "");
  if (add) {
    state.add = { section: Number(add[1]), column: Number(add[2]) };
    const type = params.get("type");
    if (type && /^[a-z]{1,40}$/.test(type)) state.type = type;
  }
  const confirm = /^(module|section|version)-(\d{1,9})$/.exec(params.get("confirm") ?? "");
  if (confirm) state.confirm = { kind: confirm[1] as "module" | "section" | "version", id: Number(confirm[2]) };
  if (params.has("history")) state.history = true;
  const compare = new RegExp(`^${STATE_KEY}\\.\\.${STATE_KEY}$`).exec(params.get("compare") ?? "");
  if (compare && state.history) state.compare = { from: stateKey(compare[1]), to: stateKey(compare[2]) };
  const deleted = params.get("deleted");
  if (deleted === "module" || deleted === "section") state.deleted = deleted;
  return { edit: params.has("edit"), noToolbar: params.has("noToolbar"), state };
}
