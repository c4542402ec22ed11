/** The back office's user list: indexes for its filters and sort orders (role, name, last login). */
import type { Kysely } from "kysely";
import { index } from "./columns";

export async function up(db: Kysely<any>): Promise<void> {
  await index(db, "users", ["role", "is_active"]);
  await index(db, "users", ["last_name", "first_name"]);
  await index(db, "users", ["last_login_at"]);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ["users_last_login_at_idx", "users_last_name_first_name_idx", "users_role_is_active_idx"]) await db.schema.dropIndex(name).execute();
}
