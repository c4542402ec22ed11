/** Reads the content record kinds need beyond their own table: names of linked rows, person names. */
import { db } from "~/db/db.server";

/** German names of article categories by id (only the ids asked for). */
export async function articleCategoryNames(ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db().selectFrom("article_categories").select(["id", "name_de"]).where("id", "in", [...new Set(ids)]).execute();
  return new Map(rows.map((row) => [row.id, row.name_de]));
}

/** Persons as "last name, first name", ordered by name (for an author select). */
export async function personNames(limit = 2000): Promise<{ id: number; name: string }[]> {
  const rows = await db().selectFrom("persons").select(["id", "first_name", "last_name"]).orderBy("last_name").orderBy("first_name").orderBy("id").limit(limit).execute();
  return rows.map((row) => ({ id: row.id, name: row.first_name ? `${row.last_name}, ${row.first_name}` : row.last_name }));
}
