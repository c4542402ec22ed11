/**
 * The back office: roles, the audit log, what the box office and the form entries need.
 *
 * - `users.role`: `editor` (pages and the catalogue), `box_office` (orders and events' sales) or
 *   `admin` (everything, users and settings). `is_admin` stays in step with `role = 'admin'` for the
 *   code that reads it. `users.editor_locale`: the language of the editor's and the back office's
 *   interface (de, en, ja, la) once the user has chosen one; null: the edit mode speaks the page's
 *   language and the back office German.
 * - `audit_log`: one row per change made in the back office: who, when, which record (`entity`, the
 *   back office's name of its kind, and `entity_id`), the action and the fields it changed
 *   (`changes`: JSON `{field: [before, after]}`). A user's row may go; the name stays.
 * - Orders: `cancelled_at` (the whole order) and per item `cancelled_quantity` (single tickets);
 *   what is sold is `quantity - cancelled_quantity` of the items of orders not cancelled.
 * - Form entries: `read_at` (null: unread) and `form_entry_files`, the files sent with an entry
 *   (kept outside the public folder; only editors download them).
 * - Images: a focal point (0..1 from the left and from the top) that crops keep in view.
 */
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { createTable, dropTables, index, ref, timestamp } from "./columns";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("role", "text", (c) => c.notNull().defaultTo("editor").check(sql`role in ('editor', 'box_office', 'admin')`))
    .execute();
  await db.schema.alterTable("users").addColumn("editor_locale", "text").execute();
  await db.updateTable("users").set({ role: "admin" }).where("is_admin", "=", 1).execute();

  await createTable(db, "audit_log")
    .$call((tb) => ref(tb, "user_id", "users", "set null"))
    .addColumn("user_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("entity", "text", (c) => c.notNull())
    .addColumn("entity_id", "integer", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("changes", "text", (c) => c.notNull().defaultTo("{}"))
    .$call((tb) => timestamp(db, tb, "created_at"))
    .execute();
  await index(db, "audit_log", ["entity", "entity_id", "id"]);
  await index(db, "audit_log", ["created_at"]);

  await db.schema.alterTable("orders").addColumn("cancelled_at", "text").execute();
  await db.schema.alterTable("order_items").addColumn("cancelled_quantity", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await index(db, "orders", ["email"]);
  await index(db, "orders", ["created_at"]);

  await db.schema.alterTable("form_entries").addColumn("read_at", "text").execute();
  await createTable(db, "form_entry_files")
    .$call((tb) => ref(tb, "entry_id", "form_entries", "cascade"))
    .addColumn("field_slug", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("original_name", "text", (c) => c.notNull())
    .addColumn("mime_type", "text", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull().defaultTo(0))
    .$call((tb) => timestamp(db, tb, "created_at"))
    .execute();
  await index(db, "form_entry_files", ["entry_id"]);

  await db.schema.alterTable("images").addColumn("focal_x", "real", (c) => c.notNull().defaultTo(0.5)).execute();
  await db.schema.alterTable("images").addColumn("focal_y", "real", (c) => c.notNull().defaultTo(0.5)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ["focal_y", "focal_x"]) await db.schema.alterTable("images").dropColumn(column).execute();
  await dropTables(db, ["form_entry_files", "audit_log"]);
  await db.schema.alterTable("form_entries").dropColumn("read_at").execute();
  await db.schema.dropIndex("orders_created_at_idx").execute();
  await db.schema.dropIndex("orders_email_idx").execute();
  await db.schema.alterTable("order_items").dropColumn("cancelled_quantity").execute();
  await db.schema.alterTable("orders").dropColumn("cancelled_at").execute();
  await db.schema.alterTable("users").dropColumn("editor_locale").execute();
  await db.schema.alterTable("users").dropColumn("role").execute();
}
