/**
 * `editor_backups`: the page editor's undo history. Every change the editor makes first stores the
 * section as it was (its row and its modules, ids included) in the same transaction; undo restores
 * the newest backup of a page (or of a section by its slug) and deletes it, so undo steps back one
 * change at a time. `section_id` has no foreign key: the backup of a deleted section outlives it.
 * Its rows are only ever written together with a content change, so it notifies like a content table.
 */
import type { Kysely } from "kysely";
import { createTable, dropTables, index, notifyContentChanges, ref, timestamp } from "./columns";

export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, "editor_backups")
    .$call((tb) => ref(tb, "page_id", "pages", "cascade", false))
    .addColumn("section_id", "integer")
    .addColumn("section_slug", "text", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull().defaultTo("page"))
    .addColumn("object_id", "integer")
    .addColumn("snapshot", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("author", "text", (c) => c.notNull().defaultTo(""))
    .$call((tb) => timestamp(db, tb, "created_at"))
    .execute();
  await index(db, "editor_backups", ["page_id", "id"]);
  await index(db, "editor_backups", ["section_slug", "id"]);
  await notifyContentChanges(db, "editor_backups");
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ["editor_backups"]);
}
