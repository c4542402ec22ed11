/** The navigation's items as the back office edits them: whole menus (small), single items, their order. */
import type { Insertable, Selectable, Updateable } from "kysely";
import { db } from "~/db/db.server";
import type { MenuName, NavigationItemsTable } from "~/db/schema";
import type { Q } from "./write-transaction.server";

export type NavigationItemRow = Selectable<NavigationItemsTable>;

/** Every item of every menu in menu order (a site's menus hold tens of items, not thousands). */
export function listNavigationItems(q: Q = db()): Promise<NavigationItemRow[]> {
  return q.selectFrom("navigation_items").selectAll().orderBy("menu").orderBy("sort").orderBy("id").execute();
}

/** One item (`lock`: FOR UPDATE on PostgreSQL). */
export function findNavigationItem(q: Q, id: number, lock = false): Promise<NavigationItemRow | undefined> {
  let query = q.selectFrom("navigation_items").selectAll().where("id", "=", id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The items beside each other: same menu, same parent, in order. */
export function listSiblings(q: Q, menu: MenuName, parentId: number | null, lock = false): Promise<NavigationItemRow[]> {
  let query = q
    .selectFrom("navigation_items")
    .selectAll()
    .where("menu", "=", menu)
    .where((eb) => (parentId === null ? eb("parent_id", "is", null) : eb("parent_id", "=", parentId)))
    .orderBy("sort")
    .orderBy("id");
  if (lock) query = query.forUpdate();
  return query.execute();
}

export async function insertNavigationItem(q: Q, values: Insertable<NavigationItemsTable>): Promise<number> {
  const row = await q.insertInto("navigation_items").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function updateNavigationItem(q: Q, id: number, values: Updateable<NavigationItemsTable>): Promise<void> {
  await q.updateTable("navigation_items").set(values).where("id", "=", id).execute();
}

export async function deleteNavigationItem(q: Q, id: number): Promise<void> {
  await q.deleteFrom("navigation_items").where("id", "=", id).execute();
}

/** CMS pages to link to, by German title. */
export function listPageChoices(q: Q = db()) {
  return q.selectFrom("pages").select(["id", "title_de", "url_de"]).orderBy("title_de").orderBy("id").limit(2000).execute();
}

export async function pageExists(q: Q, id: number): Promise<boolean> {
  return !!(await q.selectFrom("pages").select("id").where("id", "=", id).executeTakeFirst());
}

export function getNavigationItem(id: number): Promise<NavigationItemRow | undefined> {
  return findNavigationItem(db(), id);
}
