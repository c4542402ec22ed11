/**
 * Drafts, published versions, schedules, conflicts and presence for the page editor.
 *
 * - The rows of `container_sections` and `modules` of a page are its draft. Visitors see the page's
 *   published version: `pages.published_version_id`, a row of `page_versions` whose `snapshot` holds
 *   the page's sections and modules as they were published. A page whose `published_version_id` is
 *   null has never been edited since drafts exist: its rows are what visitors see, and the first
 *   editor change stores them as its first published version before it changes anything.
 * - `pages.draft_revision` counts the page's draft changes; `container_sections.revision` is the
 *   revision of the section's last change. A write carries the revision it was based on; a stale one
 *   is a conflict (409).
 * - `page_versions` gains what the history shows: a summary, the locales the changes touched, when
 *   it was published (null: kept, not published, e.g. the draft before a restore), and the version a
 *   restore started from.
 * - `page_schedules`: publish a version or unpublish the page at an instant; done or cancelled ones stay.
 * - `editor_backups` becomes per editor, with redo: `kind` undo|redo, `user_id`, the section revision
 *   the change produced (`revision`; an undo of a section changed since by someone else is refused),
 *   and `module_id` (consecutive saves of one module by one editor are one undo step).
 * - `editor_presence`: who has a page open in edit mode (heartbeat) and who holds its soft lock.
 */
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { createTable, dropTables, flag, index, notifyContentChanges, ref, timestamp } from "./columns";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("pages").addColumn("published_version_id", "integer").execute();
  await db.schema.alterTable("pages").addColumn("draft_revision", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable("container_sections").addColumn("revision", "integer", (c) => c.notNull().defaultTo(0)).execute();

  await db.schema.alterTable("page_versions").addColumn("summary", "text", (c) => c.notNull().defaultTo("")).execute();
  await db.schema.alterTable("page_versions").addColumn("locales", "text", (c) => c.notNull().defaultTo("")).execute();
  await db.schema.alterTable("page_versions").addColumn("published_at", "text").execute();
  await db.schema.alterTable("page_versions").addColumn("restored_from", "integer").execute();
  await db.schema.alterTable("page_versions").addColumn("draft_revision", "integer", (c) => c.notNull().defaultTo(0)).execute();

  await db.schema.alterTable("editor_backups").addColumn("kind", "text", (c) => c.notNull().defaultTo("undo").check(sql`kind in ('undo', 'redo')`)).execute();
  await db.schema.alterTable("editor_backups").addColumn("user_id", "integer").execute();
  await db.schema.alterTable("editor_backups").addColumn("module_id", "integer").execute();
  await db.schema.alterTable("editor_backups").addColumn("revision", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await index(db, "editor_backups", ["page_id", "user_id", "kind", "id"]);

  await createTable(db, "page_schedules")
    .$call((tb) => ref(tb, "page_id", "pages", "cascade"))
    .addColumn("action", "text", (c) => c.notNull().check(sql`action in ('publish', 'unpublish')`))
    .addColumn("due_at", "text", (c) => c.notNull())
    .$call((tb) => ref(tb, "version_id", "page_versions", "cascade", false))
    .addColumn("author", "text", (c) => c.notNull().defaultTo(""))
    .$call((tb) => timestamp(db, tb, "created_at"))
    .addColumn("done_at", "text")
    .addColumn("cancelled_at", "text")
    .execute();
  await index(db, "page_schedules", ["done_at", "due_at"]);
  await index(db, "page_schedules", ["page_id", "due_at"]);
  await notifyContentChanges(db, "page_schedules");

  await createTable(db, "editor_presence")
    .$call((tb) => ref(tb, "page_id", "pages", "cascade"))
    .$call((tb) => ref(tb, "user_id", "users", "cascade"))
    .addColumn("user_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("locale", "text", (c) => c.notNull().defaultTo("de"))
    .addColumn("seen_at", "text", (c) => c.notNull())
    .$call((tb) => flag(tb, "holds_lock", 0))
    .execute();
  await index(db, "editor_presence", ["page_id", "user_id"], true);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ["editor_presence", "page_schedules"]);
  await db.schema.dropIndex("editor_backups_page_id_user_id_kind_id_idx").execute();
  for (const column of ["revision", "module_id", "user_id", "kind"]) await db.schema.alterTable("editor_backups").dropColumn(column).execute();
  for (const column of ["draft_revision", "restored_from", "published_at", "locales", "summary"]) await db.schema.alterTable("page_versions").dropColumn(column).execute();
  await db.schema.alterTable("container_sections").dropColumn("revision").execute();
  for (const column of ["draft_revision", "published_version_id"]) await db.schema.alterTable("pages").dropColumn(column).execute();
}
