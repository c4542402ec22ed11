/**
 * The site's back office:
 *
 * - `site_settings.html_footer_*_en`: the English footer blocks (null or empty: the English site shows
 *   the German block).
 * - `images (created_at, id)`: the media library lists newest first, paged, also with 10,000 images.
 */
import type { Kysely } from "kysely";
import { index } from "./columns";

const FOOTER_EN = ["html_footer_top_en", "html_footer_bottom_en", "html_footer_logos_en"];

export async function up(db: Kysely<any>): Promise<void> {
  for (const column of FOOTER_EN) await db.schema.alterTable("site_settings").addColumn(column, "text").execute();
  await index(db, "images", ["created_at", "id"]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("images_created_at_id_idx").execute();
  for (const column of FOOTER_EN) await db.schema.alterTable("site_settings").dropColumn(column).execute();
}
