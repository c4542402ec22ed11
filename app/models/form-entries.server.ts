/** Form entries for the back office: pages of a form's entries, one entry with its files, read state, deleting. */
import { db } from "~/db/db.server";
import { inIdOrder } from "./in-id-order.server";
import { countMatches } from "./list-count.server";
import { searchCondition } from "./list-search.server";
import type { Q } from "./write-transaction.server";

export type ReadFilter = "read" | "unread" | "";

/**
 * A page of a form's entries, newest first, optionally only read or unread ones, searched in their
 * values. The page's ids come first, from the (form, date, id) index alone, and only its rows are read
 * whole: a deep page skipped thousands of whole entries (PostgreSQL reads each from the table).
 */
export async function listFormEntries(formId: number, options: { search: string; read: ReadFilter; dir: "asc" | "desc"; offset: number; limit: number }) {
  let query = db().selectFrom("form_entries").where("form_id", "=", formId);
  if (options.read === "read") query = query.where("read_at", "is not", null);
  if (options.read === "unread") query = query.where("read_at", "is", null);
  if (options.search) query = query.where(await searchCondition("form_entries", ["field_values"], options.search));
  const [ids, count] = await Promise.all([
    query.select("id").orderBy("created_at", options.dir).orderBy("id", options.dir).offset(options.offset).limit(options.limit).execute(),
    countMatches(db(), query, Boolean(options.search)),
  ]);
  const order = ids.map((row) => row.id);
  const rows = order.length === 0 ? [] : await db().selectFrom("form_entries").select(["id", "field_values", "created_at", "read_at", "locale"]).where("id", "in", order).execute();
  return { rows: inIdOrder(order, rows), total: count };
}

/** Every entry of a form, oldest first, in batches (for the CSV export): never all rows in memory. */
export async function* allFormEntries(formId: number, batch = 500) {
  let after = 0;
  for (;;) {
    const rows = await db()
      .selectFrom("form_entries")
      .select(["id", "field_values", "created_at", "read_at"])
      .where("form_id", "=", formId)
      .where("id", ">", after)
      .orderBy("id")
      .limit(batch)
      .execute();
    yield* rows;
    if (rows.length < batch) return;
    after = rows[rows.length - 1]!.id;
  }
}

export async function findFormEntry(formId: number, entryId: number, q: Q = db()) {
  return q.selectFrom("form_entries").selectAll().where("id", "=", entryId).where("form_id", "=", formId).executeTakeFirst();
}

export async function listEntryFiles(entryId: number, q: Q = db()) {
  return q.selectFrom("form_entry_files").selectAll().where("entry_id", "=", entryId).orderBy("id").execute();
}

export async function findEntryFile(id: number) {
  return db().selectFrom("form_entry_files").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Sets an entry's read state; true when it changed. */
export async function setEntryRead(q: Q, entryId: number, readAt: string | null): Promise<boolean> {
  let query = q.updateTable("form_entries").set({ read_at: readAt }).where("id", "=", entryId);
  query = readAt === null ? query.where("read_at", "is not", null) : query.where("read_at", "is", null);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes an entry and its file rows; answers the names of stored files no other entry refers to. */
export async function deleteFormEntry(q: Q, entryId: number): Promise<string[]> {
  const files = await listEntryFiles(entryId, q);
  await q.deleteFrom("form_entry_files").where("entry_id", "=", entryId).execute();
  await q.deleteFrom("form_entries").where("id", "=", entryId).execute();
  const names = files.map((f) => f.name);
  if (names.length === 0) return [];
  const shared = new Set((await q.selectFrom("form_entry_files").select("name").where("name", "in", names).execute()).map((r) => r.name));
  const orphans = names.filter((name) => !shared.has(name));
  if (orphans.length) await q.deleteFrom("temp_files").where("name", "in", orphans).execute();
  return orphans;
}

export interface NewEntryFile {
  field_slug: string;
  name: string;
  original_name: string;
  mime_type: string;
  size: number;
}

/** Stores one submission with its files' rows. */
export async function insertFormEntryWithFiles(q: Q, entry: { formId: number; values: Record<string, unknown>; locale: string }, files: NewEntryFile[]): Promise<number> {
  const row = await q
    .insertInto("form_entries")
    .values({ form_id: entry.formId, field_values: JSON.stringify(entry.values), locale: entry.locale, created_at: new Date().toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (files.length) await q.insertInto("form_entry_files").values(files.map((f) => ({ ...f, entry_id: row.id }))).execute();
  return row.id;
}

/** What was recorded about stored uploads, by name. */
export async function tempFilesByName(names: string[]) {
  if (names.length === 0) return new Map<string, { original_name: string; mime_type: string; size: number }>();
  const rows = await db().selectFrom("temp_files").select(["name", "original_name", "mime_type", "size"]).where("name", "in", names).execute();
  return new Map(rows.map((r) => [r.name, r]));
}
