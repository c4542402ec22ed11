/** The back office's start page: what needs attention that no other model counts. */
import { db } from "~/db/db.server";

/** Forms with unread entries (`read_at` null) and how many, most first. */
export async function unreadEntriesByForm(limit = 20) {
  const rows = await db()
    .selectFrom("form_entries as fe")
    .innerJoin("forms as f", "f.id", "fe.form_id")
    .select((eb) => ["f.id", "f.title_de", "f.title_en", eb.fn.countAll<number>().as("unread")])
    .where("fe.read_at", "is", null)
    .groupBy(["f.id", "f.title_de", "f.title_en"])
    .orderBy("unread", "desc")
    .orderBy("f.id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, unread: Number(row.unread) }));
}
