/**
 * The back office's lists of programme records: productions are listed by their last change or
 * title, and filtered by being online; persons by being online in name order.
 */
import type { Kysely } from "kysely";
import { index } from "./columns";

export async function up(db: Kysely<any>): Promise<void> {
  await index(db, "productions", ["updated_at"]);
  await index(db, "productions", ["title_de"]);
  await index(db, "productions", ["is_online", "updated_at"]);
  await index(db, "persons", ["is_online", "last_name"]);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ["productions_updated_at_idx", "productions_title_de_idx", "productions_is_online_updated_at_idx", "persons_is_online_last_name_idx"]) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
}
