/**
 * Editing the site's menus: items move up and down among their siblings, into the item before them
 * (as its last sub-item) and out of their parent (right after it). Every change and its audit row in
 * one transaction; the site's menus are read anew after the commit (content version).
 */
import type { Move, NavigationItemValues } from "~/lib/back-office/site/navigation";
import type { OfficeTexts } from "~/lib/back-office/texts";
import { validationMessage, type FieldErrors } from "~/lib/back-office/validation";
import {
  deleteNavigationItem,
  findNavigationItem,
  insertNavigationItem,
  listNavigationItems,
  listSiblings,
  pageExists,
  updateNavigationItem,
  type NavigationItemRow,
} from "~/models/navigation-items.server";
import { writeTransaction, type Q } from "~/models/write-transaction.server";
import { recordChange, type Actor } from "./audit.server";

export const NAVIGATION_ENTITY = "navigation";

/** One menu item with its sub-items. */
export interface NavigationNode {
  item: NavigationItemRow;
  children: NavigationNode[];
}

/** The menus as trees, in order. */
export async function navigationTrees(): Promise<Record<string, NavigationNode[]>> {
  const rows = await listNavigationItems();
  const nodes = new Map(rows.map((item) => [item.id, { item, children: [] as NavigationNode[] }]));
  const trees: Record<string, NavigationNode[]> = { primary: [], secondary: [], footer: [] };
  for (const node of nodes.values()) {
    const parent = node.item.parent_id !== null ? nodes.get(node.item.parent_id) : undefined;
    if (parent) parent.children.push(node);
    else (trees[node.item.menu] ??= []).push(node);
  }
  return trees;
}

async function renumber(q: Q, items: NavigationItemRow[]): Promise<void> {
  for (const [sort, item] of items.entries()) if (item.sort !== sort) await updateNavigationItem(q, item.id, { sort });
}

const place = (item: NavigationItemRow) => ({ parent_id: item.parent_id, sort: item.sort });

/** Moves item `id`; false when it cannot move that way (first, last, nothing before it, top level). */
export async function moveNavigationItem(actor: Actor, id: number, move: Move): Promise<"moved" | "stuck" | "missing"> {
  return writeTransaction(async ({ q, postgres }) => {
    const item = await findNavigationItem(q, id, postgres);
    if (!item) return "missing";
    const siblings = await listSiblings(q, item.menu, item.parent_id, postgres);
    const at = siblings.findIndex((sibling) => sibling.id === id);
    let after: { parent_id: number | null; sort: number };
    if (move === "up" || move === "down") {
      const to = move === "up" ? at - 1 : at + 1;
      if (to < 0 || to >= siblings.length) return "stuck";
      const order = [...siblings];
      [order[at], order[to]] = [order[to]!, order[at]!];
      await renumber(q, order);
      after = { parent_id: item.parent_id, sort: to };
    } else if (move === "in") {
      const before = siblings[at - 1];
      if (!before) return "stuck";
      const children = await listSiblings(q, item.menu, before.id, postgres);
      after = { parent_id: before.id, sort: children.length };
      await updateNavigationItem(q, id, after);
      await renumber(q, siblings.filter((sibling) => sibling.id !== id));
    } else {
      if (item.parent_id === null) return "stuck";
      const parent = (await findNavigationItem(q, item.parent_id, postgres))!;
      const outer = (await listSiblings(q, parent.menu, parent.parent_id, postgres)).filter((sibling) => sibling.id !== id);
      const parentAt = outer.findIndex((sibling) => sibling.id === parent.id);
      outer.splice(parentAt + 1, 0, { ...item, parent_id: parent.parent_id, sort: -1 });
      await updateNavigationItem(q, id, { parent_id: parent.parent_id });
      await renumber(q, outer);
      await renumber(q, siblings.filter((sibling) => sibling.id !== id));
      after = { parent_id: parent.parent_id, sort: parentAt + 1 };
    }
    await recordChange(q, actor, { entity: NAVIGATION_ENTITY, entityId: id, action: "update", before: place(item), after });
    return "moved";
  });
}

async function descendantIds(q: Q, id: number): Promise<Set<number>> {
  const rows = await listNavigationItems(q);
  const found = new Set<number>();
  const visit = (parent: number) => {
    for (const row of rows) {
      if (row.parent_id !== parent || found.has(row.id)) continue;
      found.add(row.id);
      visit(row.id);
    }
  };
  visit(id);
  return found;
}

type SaveResult = { ok: true; id: number } | { ok: false; errors: FieldErrors } | { ok: false; missing: true };

/**
 * Saves item `id` (null: a new one, last in its place). Refuses a parent in another menu, the item
 * itself or one of its sub-items as parent, and a page that does not exist.
 */
export async function saveNavigationItem(
  actor: Actor,
  id: number | null,
  values: NavigationItemValues,
  texts: OfficeTexts,
): Promise<SaveResult> {
  return writeTransaction(async ({ q, postgres }): Promise<SaveResult> => {
    const before = id === null ? null : await findNavigationItem(q, id, postgres);
    if (id !== null && !before) return { ok: false, missing: true };
    if (values.parent_id !== null) {
      const parent = await findNavigationItem(q, values.parent_id, postgres);
      if (!parent) return { ok: false, errors: { parent_id: [validationMessage("choice")] } };
      if (parent.menu !== values.menu) return { ok: false, errors: { parent_id: [texts.navigation.parentMenu] } };
      if (id !== null && (values.parent_id === id || (await descendantIds(q, id)).has(values.parent_id))) {
        return { ok: false, errors: { parent_id: [texts.navigation.parentLoop] } };
      }
    }
    if (values.page_id !== null && !(await pageExists(q, values.page_id))) return { ok: false, errors: { page_id: [validationMessage("choice")] } };
    const moved = !before || before.parent_id !== values.parent_id || before.menu !== values.menu;
    const sort = moved ? (await listSiblings(q, values.menu, values.parent_id, postgres)).length : before.sort;
    const row = { ...values, sort };
    let itemId: number;
    if (before) {
      itemId = before.id;
      await updateNavigationItem(q, itemId, row);
      // Sub-items follow their item into another menu.
      if (before.menu !== values.menu) for (const child of await descendantIds(q, itemId)) await updateNavigationItem(q, child, { menu: values.menu });
      if (moved) await renumber(q, (await listSiblings(q, before.menu, before.parent_id)).filter((sibling) => sibling.id !== itemId));
    } else {
      itemId = await insertNavigationItem(q, row);
    }
    await recordChange(q, actor, { entity: NAVIGATION_ENTITY, entityId: itemId, action: before ? "update" : "create", before, after: row });
    return { ok: true, id: itemId };
  });
}

/** Deletes item `id` unless it has sub-items. */
export async function deleteNavigationItemChecked(actor: Actor, id: number): Promise<"deleted" | "has-children" | "missing"> {
  return writeTransaction(async ({ q, postgres }) => {
    const item = await findNavigationItem(q, id, postgres);
    if (!item) return "missing";
    if ((await listSiblings(q, item.menu, id)).length > 0) return "has-children";
    await deleteNavigationItem(q, id);
    await renumber(q, await listSiblings(q, item.menu, item.parent_id, postgres));
    await recordChange(q, actor, { entity: NAVIGATION_ENTITY, entityId: id, action: "delete", before: item, after: null });
    return "deleted";
  });
}
