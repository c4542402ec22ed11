/**
 * Paste a copied section into a page: a new section (new id, generated slug) with new modules, right
 * after the section `after` (else last on the page), each module checked by its type's schema like
 * any save. One undo step: undo deletes the pasted section again.
 */
import type { PasteSection } from "~/lib/editor/requests";
import { columnCount } from "~/lib/layouts";
import type { FieldErrors, ModuleType } from "~/lib/modules/registry";
import { dropRedoEntries, insertEntry, scopeOf, takeSnapshot } from "~/models/editor-backups.server";
import { editorTransaction, findOwnerSections, insertModule, insertSection, lockPage, nextRevision, setSectionSorts } from "~/models/editor-sections.server";
import { ensurePublishedBaseline } from "~/models/page-versions.server";
import { invalid, refuse, sectionAnswer, SECTION_NOT_FOUND } from "./editor-change.server";
import type { EditorActor, OperationResult } from "./editor-types";
import { checkModuleContent } from "./module-checks.server";
import { generatedSlug } from "./section-operations.server";
import { CREATED } from "./undo.server";

type Checked = Extract<ReturnType<typeof checkModuleContent>, { ok: true }> & { type: ModuleType; column: number };

/** Every copied module checked, or every message by its path in the request (`section.modules.2.content`). */
function checkModules(input: PasteSection): { ok: true; modules: Checked[] } | { ok: false; errors: FieldErrors } {
  const columns = columnCount(input.section.model);
  const errors: FieldErrors = {};
  const modules: Checked[] = [];
  input.section.modules.forEach((module, i) => {
    const prefix = `section.modules.${i}`;
    if (module.column >= columns) errors[`${prefix}.column`] = ["must be a column of the section"];
    const checked = checkModuleContent(module.type, module);
    if (!checked.ok) for (const [path, messages] of Object.entries(checked.errors)) errors[`${prefix}.${path}`] = messages;
    else modules.push({ ...checked, type: module.type, column: module.column });
  });
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, modules };
}

export async function pasteSection(actor: EditorActor, input: PasteSection): Promise<OperationResult> {
  const operation = "paste section";
  const checked = checkModules(input);
  if (!checked.ok) return invalid(operation, checked.errors);
  return editorTransaction(async (tx) => {
    const pageId = input.page;
    if (!(await lockPage(tx, pageId))) return refuse(operation, 404, "Page not found.");
    await ensurePublishedBaseline(tx.q, pageId);
    const owner = { page_id: pageId, content_type: "page", object_id: pageId };
    const siblings = (await findOwnerSections(tx.q, owner)).map((s) => s.id);
    const after = input.after ?? null;
    if (after !== null && !siblings.includes(after)) return refuse(operation, 404, SECTION_NOT_FOUND);

    const inserted = await insertSection(tx.q, {
      ...owner, slug: await generatedSlug(tx, String(pageId)), parent_id: null, layout: input.section.model, classes: input.section.classes, sort: siblings.length,
    });
    const order = [...siblings];
    order.splice(after === null ? order.length : order.indexOf(after) + 1, 0, inserted.id);
    await setSectionSorts(tx.q, order.map((id, sort) => ({ id, sort })));
    const sorts = new Map<number, number>();
    for (const module of checked.modules) {
      const sort = sorts.get(module.column) ?? 0;
      sorts.set(module.column, sort + 1);
      await insertModule(tx.q, {
        section_id: inserted.id, column_index: module.column, sort, type: module.type,
        fields: JSON.stringify(module.fields), online_from: module.online_from, online_to: module.online_to,
      });
    }
    const section = { ...inserted, revision: await nextRevision(tx.q, inserted) };
    await insertEntry(tx.q, await takeSnapshot(tx.q, section), { kind: "undo", userId: actor.userId, action: CREATED, author: actor.name, revision: section.revision });
    await dropRedoEntries(tx.q, scopeOf(section, actor.userId));
    return sectionAnswer(tx.q, section.id);
  });
}
