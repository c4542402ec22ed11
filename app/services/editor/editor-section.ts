/** A section row and its module rows as the editor API answers them (`EditorSection`). */
import type { ContainerSection, Module } from "~/db/schema";
import type { EditorModule, EditorSection } from "~/lib/editor/requests";
import { columnCount } from "~/lib/layouts";
import { columnsOf } from "./module-order";

function parseJson(text: string, fallback: unknown): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return fallback;
  }
}

function toEditorModule(module: Module, column: number, sort: number): EditorModule {
  const fields = parseJson(module.fields, {});
  return {
    id: module.id,
    type: module.type,
    column,
    sort,
    fields: fields && typeof fields === "object" && !Array.isArray(fields) ? (fields as Record<string, unknown>) : {},
    online_from: module.online_from,
    online_to: module.online_to,
  };
}

/** Columns 0..count-1 of the layout, each with its modules in order (a stray column's modules show in the last). */
export function toEditorSection(section: ContainerSection, modules: readonly Module[]): EditorSection {
  const columnClasses = parseJson(section.column_classes, []);
  const classes = Array.isArray(columnClasses) ? columnClasses : [];
  const byId = new Map(modules.map((m) => [m.id, m]));
  const columns = columnsOf(modules.map((m) => ({ id: m.id, column: m.column_index, sort: m.sort })), columnCount(section.layout));
  return {
    id: section.id,
    slug: section.slug,
    parent: section.parent_id,
    content_type: section.content_type,
    object_id: section.object_id,
    model: section.layout,
    classes: section.classes,
    revision: section.revision,
    columns: columns.map((ids, index) => ({
      index,
      classes: typeof classes[index] === "string" ? (classes[index] as string) : "",
      children: ids.map((id, sort) => toEditorModule(byId.get(id)!, index, sort)),
    })),
  };
}
