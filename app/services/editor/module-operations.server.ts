/** The editor's operations on modules: add, save, move, duplicate, delete. */
import type { Module } from "~/db/schema";
import type { AddModule, MoveModule, SaveModule } from "~/lib/editor/requests";
import { columnCount } from "~/lib/layouts";
import { deleteModuleRow, findModuleById, insertModule, setModulePlaces, updateModuleContent } from "~/models/editor-sections.server";
import { changeSection, invalid, MODULE_NOT_FOUND, now, refuse, SAVE_MODULE, type ChangeContext, type ChangeOutcome } from "./editor-change.server";
import type { EditorActor, OperationResult } from "./editor-types";
import { checkModuleContent } from "./module-checks.server";
import { columnsOf, insertAfter, insertAt, moveToPlace, placesOf, stepInColumn } from "./module-order";

const NOT_A_COLUMN = { column: ["must be a column of the section"] };

const columnsOfSection = ({ section, modules }: ChangeContext) =>
  columnsOf(modules.map((m) => ({ id: m.id, column: m.column_index, sort: m.sort })), columnCount(section.layout));

async function writeOrder(context: ChangeContext, columns: number[][]): Promise<void> {
  await setModulePlaces(context.tx.q, context.modules, placesOf(columns));
}

/** Runs `apply` on the module's section, with the module as it is inside the transaction. */
async function changeModule(
  actor: EditorActor,
  operation: string,
  moduleId: number,
  apply: (context: ChangeContext, module: Module) => Promise<ChangeOutcome>,
  revision: number | undefined,
  holdsAlready?: (module: Module) => boolean,
): Promise<OperationResult> {
  const found = await findModuleById(moduleId);
  if (!found) return refuse(operation, 404, MODULE_NOT_FOUND);
  const sectionHoldsAlready = holdsAlready && ((modules: Module[]) => modules.some((m) => m.id === moduleId && holdsAlready(m)));
  return changeSection(actor, operation, found.section_id, async (context) => {
    const module = context.modules.find((m) => m.id === moduleId);
    return module ? apply(context, module) : refuse(operation, 404, MODULE_NOT_FOUND);
  }, revision, sectionHoldsAlready);
}

/** A new module in a column of the section, at `position` (clamped) or at the column's end. */
export async function addModule(actor: EditorActor, input: AddModule): Promise<OperationResult> {
  const operation = "add module";
  return changeSection(actor, operation, input.section, async (context) => {
    if (input.column >= columnCount(context.section.layout)) return invalid(operation, NOT_A_COLUMN);
    const checked = checkModuleContent(input.type, input);
    if (!checked.ok) return invalid(operation, checked.errors);
    const id = await insertModule(context.tx.q, {
      section_id: context.section.id, column_index: input.column, sort: 0, type: input.type,
      fields: JSON.stringify(checked.fields), online_from: checked.online_from, online_to: checked.online_to,
    });
    const columns = columnsOfSection(context);
    columns[input.column] = insertAt(columns[input.column]!, id, input.position);
    await writeOrder(context, columns);
    return { moduleId: id };
  }, input.revision);
}

/**
 * The module's fields and time window replaced (checked as when it was added). A save on an older
 * revision that the module already holds (sent again after its answer was lost) is no conflict.
 */
export async function saveModule(actor: EditorActor, moduleId: number, input: SaveModule): Promise<OperationResult> {
  const operation = SAVE_MODULE;
  return changeModule(actor, operation, moduleId, async (context, module) => {
    const checked = checkModuleContent(module.type, input);
    if (!checked.ok) return invalid(operation, checked.errors);
    await updateModuleContent(context.tx.q, module.id, {
      fields: JSON.stringify(checked.fields), online_from: checked.online_from, online_to: checked.online_to, updated_at: now(),
    });
    return { moduleId: module.id };
  }, input.revision, (module) => holdsContent(module, input));
}

/** Whether the module's stored fields and time window are what `input` would save. */
function holdsContent(module: Module, input: SaveModule): boolean {
  const checked = checkModuleContent(module.type, input);
  return checked.ok && module.fields === JSON.stringify(checked.fields) && module.online_from === checked.online_from && module.online_to === checked.online_to;
}

/** One step in its column (nothing at the edge), or to a place in a column of the section. */
export async function moveModule(actor: EditorActor, moduleId: number, input: MoveModule): Promise<OperationResult> {
  const operation = "move module";
  return changeModule(actor, operation, moduleId, async (context, module) => {
    const columns = columnsOfSection(context);
    let next: number[][];
    if ("direction" in input) next = stepInColumn(columns, module.id, input.direction);
    else if (input.column >= columns.length) return invalid(operation, NOT_A_COLUMN);
    else next = moveToPlace(columns, module.id, input.column, input.position);
    if (JSON.stringify(next) === JSON.stringify(columns)) return { unchanged: true };
    await writeOrder(context, next);
    return { moduleId: module.id };
  }, input.revision);
}

/** A copy of the module right after it in the same column. */
export async function duplicateModule(actor: EditorActor, moduleId: number, revision?: number): Promise<OperationResult> {
  return changeModule(actor, "duplicate module", moduleId, async (context, module) => {
    const copy = await insertModule(context.tx.q, {
      section_id: module.section_id, column_index: module.column_index, sort: module.sort + 1, type: module.type,
      fields: module.fields, online_from: module.online_from, online_to: module.online_to,
    });
    await writeOrder(context, insertAfter(columnsOfSection(context), module.id, copy));
    return { moduleId: copy };
  }, revision);
}

export async function deleteModule(actor: EditorActor, moduleId: number, revision?: number): Promise<OperationResult> {
  return changeModule(actor, "delete module", moduleId, async (context, module) => {
    await deleteModuleRow(context.tx.q, module.id);
    const rest = columnsOfSection(context).map((ids) => ids.filter((id) => id !== module.id));
    await writeOrder({ ...context, modules: context.modules.filter((m) => m.id !== module.id) }, rest);
    return {};
  }, revision);
}
