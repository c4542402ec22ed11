/** The site-settings and design-settings rows as the back office reads and writes them (one row each). */
import type { Selectable, Updateable } from "kysely";
import type { DesignSettingsTable, SiteSettingsTable } from "~/db/schema";
import { db } from "~/db/db.server";
import type { Q } from "./write-transaction.server";

export type SiteSettingsRow = Selectable<SiteSettingsTable>;
export type DesignSettingsRow = Selectable<DesignSettingsTable>;

/** The site-settings row (locked on PostgreSQL when `lock`). */
export async function readSiteSettingsRow(q: Q = db(), lock = false): Promise<SiteSettingsRow> {
  let query = q.selectFrom("site_settings").selectAll().orderBy("id").limit(1);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirstOrThrow();
}

export async function updateSiteSettingsRow(q: Q, id: number, values: Updateable<SiteSettingsTable>): Promise<void> {
  await q.updateTable("site_settings").set({ ...values, updated_at: new Date().toISOString() }).where("id", "=", id).execute();
}

/** The design-settings row, made when there is none yet (locked on PostgreSQL when `lock`). */
export async function readDesignSettingsRow(q: Q = db(), lock = false): Promise<DesignSettingsRow> {
  let query = q.selectFrom("design_settings").selectAll().orderBy("id").limit(1);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (row) return row;
  await q.insertInto("design_settings").values({}).execute();
  return q.selectFrom("design_settings").selectAll().orderBy("id").limit(1).executeTakeFirstOrThrow();
}

export async function updateDesignSettingsRow(q: Q, id: number, values: Updateable<DesignSettingsTable>): Promise<void> {
  await q.updateTable("design_settings").set({ ...values, updated_at: new Date().toISOString() }).where("id", "=", id).execute();
}
