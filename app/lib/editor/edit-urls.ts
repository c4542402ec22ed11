/**
 * The edit mode's addresses: every link and form target of the edit mode is built here, so that the
 * steps without JavaScript (open a module's panel, pick a type, confirm a delete) are plain URLs.
 *
 * `?edit` turns the edit mode on; `&module=<id>` opens the module's side panel; `&add=<section>-<column>`
 * the type picker for that column, with `&type=<type>` the new module's form; `&confirm=module-<id>`
 * or `&confirm=section-<id>` the delete confirmation; `&deleted=module` or `&deleted=section` the
 * notice after a delete that offers to undo it; `&noToolbar` hides the toolbar.
 */

export interface AddTarget {
  section: number;
  column: number;
}

export interface EditState {
  module?: number;
  add?: AddTarget;
  type?: string;
  confirm?: { kind: "module" | "section"; id: number };
  /** What was just deleted: the page offers to undo it. */
  deleted?: "module" | "section";
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
  if (state.deleted) parts.push(`deleted=${state.deleted}`);
  return `${path}?${parts.join("&")}${options.hash ? `#${options.hash}` : ""}`;
}

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
  const confirm = /^(module|section)-(\d{1,9})$/.exec(params.get("confirm") ?? "");
  if (confirm) state.confirm = { kind: confirm[1] as "module" | "section", id: Number(confirm[2]) };
  const deleted = params.get("deleted");
  if (deleted === "module" || deleted === "section") state.deleted = deleted;
  return { edit: params.has("edit"), noToolbar: params.has("noToolbar"), state };
}
