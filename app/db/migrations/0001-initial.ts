/** Site, media, users and the CMS (pages → sections → modules, navigation, redirects, alerts, hours). */
import { sql } from "kysely";
import type { Kysely } from "kysely";
import { createTable, dropTables, flag, index, localized, ref, sort, timestamp, timestamps } from "./columns";

const LAYOUTS = ["100", "67-33", "33-67", "50-50", "33-33-33", "25-50-25"];

export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, "images")
    .addColumn("name", "text", (c) => c.notNull().unique())
    .addColumn("orientation", "text", (c) => c.notNull().check(sql`orientation in ('horizontal', 'vertical')`))
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("alt_de", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("alt_en", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("credit", "text", (c) => c.notNull().defaultTo(""))
    .$call((tb) => timestamp(db, tb, "created_at"))
    .execute();

  await createTable(db, "temp_files")
    .addColumn("name", "text", (c) => c.notNull().unique())
    .addColumn("original_name", "text", (c) => c.notNull())
    .addColumn("mime_type", "text", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .$call((tb) => timestamp(db, tb, "created_at"))
    .execute();

  await createTable(db, "site_settings")
    .$call((tb) => flag(tb, "is_site_online", 1))
    .$call((tb) => flag(tb, "is_shop_online", 1))
    .$call((tb) => localized(tb, "festival_title"))
    .addColumn("html_header", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("html_footer_top", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("html_footer_bottom", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("html_footer_logos", "text")
    .addColumn("whistleblower_url", "text")
    .addColumn("webshop_url", "text")
    .addColumn("login_url", "text")
    .$call((tb) => timestamp(db, tb, "updated_at"))
    .execute();

  await createTable(db, "design_settings")
    .addColumn("logo_url", "text")
    .$call((tb) => ref(tb, "logo_image_id", "images", "set null"))
    .addColumn("basket_link", "text")
    .addColumn("webshop_link", "text")
    .addColumn("error_pages", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("cookies", "text", (c) => c.notNull().defaultTo("{}"))
    .$call((tb) => flag(tb, "sticky_overlay_button", 1))
    .addColumn("menu_style", "text", (c) => c.notNull().defaultTo("default"))
    .addColumn("event_style", "integer", (c) => c.notNull().defaultTo(1).check(sql`event_style between 1 and 3`))
    .addColumn("event_detail_order", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("production_detail_order", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("maps_key", "text")
    .addColumn("parsers", "text", (c) => c.notNull().defaultTo("{}"))
    .$call((tb) => timestamp(db, tb, "updated_at"))
    .execute();

  await createTable(db, "pages")
    .addColumn("url_de", "text", (c) => c.notNull())
    .addColumn("url_en", "text", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull().defaultTo("page"))
    .$call((tb) => localized(tb, "title"))
    .$call((tb) => localized(tb, "headline"))
    .$call((tb) => localized(tb, "meta_title"))
    .$call((tb) => localized(tb, "meta_description"))
    .$call((tb) => localized(tb, "og_title"))
    .$call((tb) => localized(tb, "og_description"))
    .$call((tb) => ref(tb, "og_image_id", "images", "set null"))
    .addColumn("og_type", "text", (c) => c.notNull().defaultTo("website"))
    .$call((tb) => flag(tb, "is_online", 1))
    .$call((tb) => flag(tb, "is_clickable", 1))
    .$call((tb) => flag(tb, "in_menu", 0))
    .$call((tb) => flag(tb, "in_footer", 0))
    .$call((tb) => flag(tb, "is_landing_page", 0))
    .$call((tb) => ref(tb, "parent_id", "pages", "set null"))
    .$call(sort)
    .$call((tb) => timestamps(db, tb))
    .execute();
  await index(db, "pages", ["url_de"], true);
  await index(db, "pages", ["url_en"], true);
  await index(db, "pages", ["parent_id"]);

  await createTable(db, "page_versions")
    .$call((tb) => ref(tb, "page_id", "pages", "cascade"))
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("snapshot", "text", (c) => c.notNull())
    .$call((tb) => timestamp(db, tb, "created_at"))
    .addColumn("author", "text")
    .execute();
  await index(db, "page_versions", ["page_id", "version"], true);

  await createTable(db, "container_sections")
    .$call((tb) => ref(tb, "page_id", "pages", "cascade", false))
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .$call((tb) => ref(tb, "parent_id", "container_sections", "cascade", false))
    .addColumn("layout", "text", (c) =>
      c.notNull().defaultTo("100").check(sql`layout in (${sql.join(LAYOUTS.map((l) => sql.lit(l)))})`),
    )
    .addColumn("classes", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("column_classes", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("content_type", "text", (c) => c.notNull().defaultTo("page"))
    .addColumn("object_id", "integer")
    .$call(sort)
    .$call((tb) => timestamps(db, tb))
    .execute();
  await index(db, "container_sections", ["page_id", "sort"]);
  await index(db, "container_sections", ["parent_id"]);
  await index(db, "container_sections", ["content_type", "object_id"]);

  await createTable(db, "modules")
    .$call((tb) => ref(tb, "section_id", "container_sections", "cascade"))
    .addColumn("column_index", "integer", (c) => c.notNull().defaultTo(0))
    .$call(sort)
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("fields", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("online_from", "text")
    .addColumn("online_to", "text")
    .$call((tb) => timestamps(db, tb))
    .execute();
  await index(db, "modules", ["section_id", "column_index", "sort"]);

  await createTable(db, "navigation_items")
    .addColumn("menu", "text", (c) => c.notNull().check(sql`menu in ('primary', 'secondary', 'footer')`))
    .$call((tb) => ref(tb, "parent_id", "navigation_items", "cascade", false))
    .$call((tb) => localized(tb, "label"))
    .$call((tb) => localized(tb, "url", { nullable: true }))
    .$call((tb) => ref(tb, "page_id", "pages", "cascade", false))
    .$call(sort)
    .$call((tb) => flag(tb, "has_tab_navigation", 0))
    .$call((tb) => flag(tb, "opens_new_tab", 0))
    .$call((tb) => flag(tb, "is_online", 1))
    .execute();
  await index(db, "navigation_items", ["menu", "parent_id", "sort"]);
  await index(db, "navigation_items", ["page_id"]);

  await createTable(db, "redirect_rules")
    .addColumn("old_path", "text", (c) => c.notNull().unique())
    .addColumn("new_path", "text", (c) => c.notNull())
    .$call((tb) => timestamp(db, tb, "created_at"))
    .execute();

  await createTable(db, "breaking_news")
    .$call((tb) => localized(tb, "title"))
    .$call((tb) => localized(tb, "text"))
    .$call((tb) => localized(tb, "link_url", { nullable: true }))
    .$call((tb) => localized(tb, "link_title", { nullable: true }))
    .$call((tb) => flag(tb, "is_active", 1))
    .addColumn("online_from", "text")
    .addColumn("online_to", "text")
    .$call((tb) => timestamp(db, tb, "created_at"))
    .execute();

  await createTable(db, "opening_hours")
    .addColumn("weekday", "integer", (c) => c.notNull().check(sql`weekday between 0 and 6`))
    .addColumn("time_from", "text")
    .addColumn("time_to", "text")
    .$call((tb) => flag(tb, "closed", 0))
    .$call((tb) => localized(tb, "alternative_text", { nullable: true }))
    .addColumn("alternative_link_url", "text")
    .$call(sort)
    .execute();
  await index(db, "opening_hours", ["weekday", "sort"]);

  await createTable(db, "opening_hours_exceptions")
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("time_from", "text")
    .addColumn("time_to", "text")
    .$call((tb) => flag(tb, "closed", 0))
    .$call((tb) => localized(tb, "alternative_text", { nullable: true }))
    .addColumn("alternative_link_url", "text")
    .$call(sort)
    .execute();
  await index(db, "opening_hours_exceptions", ["date"]);

  await createTable(db, "error_log")
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("status", "integer", (c) => c.notNull().defaultTo(404))
    .addColumn("referrer", "text")
    .addColumn("user_agent", "text")
    .$call((tb) => timestamp(db, tb, "created_at"))
    .execute();
  await index(db, "error_log", ["created_at"]);

  await createTable(db, "users")
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("username", "text", (c) => c.notNull().unique())
    .addColumn("first_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("last_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("password_hash", "text", (c) => c.notNull())
    .$call((tb) => flag(tb, "is_admin", 0))
    .$call((tb) => flag(tb, "is_active", 1))
    .$call((tb) => timestamp(db, tb, "created_at"))
    .addColumn("last_login_at", "text")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, [
    "users", "error_log", "opening_hours_exceptions", "opening_hours", "breaking_news", "redirect_rules",
    "navigation_items", "modules", "container_sections", "page_versions", "pages", "design_settings",
    "site_settings", "temp_files", "images",
  ]);
}
