/** The editor's operations on container sections: create, layout, move, delete. */
import type { ContainerSection } from "~/db/schema";
import type { ChangeLayout, CreateContainer, EditorModule, EditorSection, MoveSection } from "~/lib/editor/requests";
import { columnCount } from "~/lib/layouts";
import { dropRedoEntries, insertEntry, scopeOf, takeSnapshot } from "~/models/editor-backups.server";
import {
  deleteSectionRow, editorTransaction, findModuleById, findOwnerSections, findSectionBySlug, findSectionById, findSectionModules, insertSection,
  lockPage, nextRevision, setModulePlaces, setSectionSorts, slugsStartingWith, slugTaken, updateSectionLayout, type EditorTx,
} from "~/models/editor-sections.server";
import { ensurePublishedBaseline } from "~/models/page-versions.server";
import { changeSection, invalid, type ChangeOutcome, now, refuse, sectionAnswer, SECTION_NOT_FOUND } from "./editor-change.server";
import { toEditorSection } from "./editor-section";
import { CREATED, DELETE_SECTION } from "./undo.server";
import type { EditorActor, OperationResult } from "./editor-types";
import { lockedBy, lockedMessage } from "./presence.server";
import { columnsOf, placesOf, stepSection } from "./module-order";

/** The section with the slug as the editor sees it. */
export async function findSectionBySlugForEditor(slug: string): Promise<EditorSection | null> {
  const section = await findSectionBySlug(slug);
  return section ? toEditorSection(section, await findSectionModules(section.id)) : null;
}

/** The section with the id as the editor sees it. */
export async function findSectionForEditor(id: number): Promise<EditorSection | null> {
  const section = await findSectionById(id);
  return section ? toEditorSection(section, await findSectionModules(section.id)) : null;
}

/** The module with the id as the editor sees it (its column and sort as in its section). */
export async function findModuleForEditor(id: number): Promise<EditorModule | null> {
  const module = await findModuleById(id);
  const section = module ? await findSectionById(module.section_id) : undefined;
  if (!section) return null;
  const view = toEditorSection(section, await findSectionModules(section.id));
  return view.columns.flatMap((column) => column.children).find((child) => child.id === id) ?? null;
}

/** `section-<page or content type>-<n>` with the first n no section has. */
export async function generatedSlug(tx: EditorTx, owner: string): Promise<string> {
  const prefix = `section-${owner}-`;
  const taken = new Set(await slugsStartingWith(tx.q, prefix));
  let n = 1;
  while (taken.has(`${prefix}${n}`)) n++;
  return `${prefix}${n}`;
}

/** Inserts the section last among its owner's; its undo entry is `CREATED` (undo deletes it again). */
async function insertLast(tx: EditorTx, actor: EditorActor, row: Omit<ContainerSection, "id" | "sort" | "created_at" | "updated_at" | "classes" | "column_classes" | "revision">) {
  if (row.page_id !== null) await ensurePublishedBaseline(tx.q, row.page_id);
  const siblings = await findOwnerSections(tx.q, row);
  const sort = siblings.reduce((max, s) => Math.max(max, s.sort + 1), 0);
  const inserted = await insertSection(tx.q, { ...row, sort });
  const section = { ...inserted, revision: await nextRevision(tx.q, inserted) };
  await insertEntry(tx.q, await takeSnapshot(tx.q, section), { kind: "undo", userId: actor.userId, action: CREATED, author: actor.name, revision: section.revision });
  await dropRedoEntries(tx.q, scopeOf(section, actor.userId));
  return section;
}

export async function createContainer(actor: EditorActor, input: CreateContainer): Promise<OperationResult> {
  const operation = "create container";
  return editorTransaction(async (tx) => {
    const isPage = input.content_type === "page";
    const objectId = input.object_id ?? null;
    if (isPage && objectId === null) return invalid(operation, { object_id: ["is required"] });
    if (isPage && !(await lockPage(tx, objectId!))) return refuse(operation, 404, "Page not found.");
    const holder = isPage ? await lockedBy(tx.q, objectId!, actor.userId) : null;
    if (holder) return refuse(operation, 423, lockedMessage(holder));
    const parentId = input.parent ?? null;
    if (parentId !== null && !(await findSectionById(parentId, tx.q))) return refuse(operation, 404, SECTION_NOT_FOUND);
    if (input.slug !== undefined && (await slugTaken(tx.q, input.slug))) return invalid(operation, { slug: ["is already taken"] });
    const slug = input.slug ?? (await generatedSlug(tx, isPage ? String(objectId) : `${input.content_type}${objectId === null ? "" : `-${objectId}`}`));
    const section = await insertLast(tx, actor, {
      page_id: isPage ? objectId : null, slug, parent_id: parentId, layout: input.model, content_type: input.content_type, object_id: objectId,
    });
    return sectionAnswer(tx.q, section.id);
  });
}

/** The page's first section, made (empty, layout 100) when the page has none; the same section on every call. */
export async function ensurePageContainer(actor: EditorActor, pageId: number): Promise<OperationResult> {
  return editorTransaction(async (tx) => {
    if (!(await lockPage(tx, pageId))) return refuse("ensure page container", 404, "Page not found.");
    const [first] = await findOwnerSections(tx.q, { page_id: pageId, content_type: "page", object_id: pageId });
    if (first) return sectionAnswer(tx.q, first.id);
    const section = await insertLast(tx, actor, {
      page_id: pageId, slug: await generatedSlug(tx, String(pageId)), parent_id: null, layout: "100", content_type: "page", object_id: pageId,
    });
    return sectionAnswer(tx.q, section.id);
  });
}

/** A new layout; the modules of columns it no longer has move to its last column (never dropped). */
export async function changeLayout(actor: EditorActor, sectionId: number, input: ChangeLayout): Promise<OperationResult> {
  return changeSection(actor, "layout", sectionId, async ({ tx, section, modules }): Promise<ChangeOutcome> => {
    if (section.layout === input.model) return { unchanged: true };
    const places = placesOf(columnsOf(modules.map((m) => ({ id: m.id, column: m.column_index, sort: m.sort })), columnCount(input.model)));
    await updateSectionLayout(tx.q, section.id, input.model, now());
    await setModulePlaces(tx.q, modules, places);
    return {};
  }, input.revision);
}

/** One step up or down among the sections of the same page (or content object); at the edge nothing changes. */
export async function moveSection(actor: EditorActor, sectionId: number, input: MoveSection): Promise<OperationResult> {
  return changeSection(actor, "move section", sectionId, async ({ tx, section }): Promise<ChangeOutcome> => {
    const siblings = await findOwnerSections(tx.q, section);
    const order = stepSection(siblings.map((s) => s.id), section.id, input.direction);
    if (!order) return { unchanged: true };
    await setSectionSorts(tx.q, order.map((id, sort) => ({ id, sort })));
    return {};
  }, input.revision);
}

/** Deletes the section with its modules (and the sections nested in it). */
export async function deleteSection(actor: EditorActor, sectionId: number, revision?: number): Promise<OperationResult> {
  return changeSection(actor, DELETE_SECTION, sectionId, async ({ tx, section }) => {
    await deleteSectionRow(tx.q, section.id);
    return { deleted: true };
  }, revision);
}
