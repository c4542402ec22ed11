/** The back office's side of forms: the list with entry counts, one form with its fields as stored, saving. */
import { db } from "~/db/db.server";
import { countMatches } from "./list-count.server";
import type { Row } from "~/db/schema";
import { containsAny } from "./like-pattern.server";
import type { Q } from "./write-transaction.server";

export type FormRow = Row<"forms">;
export type FormFieldRow = Row<"form_fields">;

const SORTS = { title: "title_de", slug: "slug", created: "created_at" } as const;
export type FormSort = keyof typeof SORTS;

/** A page of forms (search in titles and slug) with their entries and unread entries counted. */
export async function listOfficeForms(options: { search: string; sort: FormSort; dir: "asc" | "desc"; offset: number; limit: number }) {
  let query = db().selectFrom("forms");
  if (options.search) query = query.where(containsAny(["title_de", "title_en", "slug"], options.search));
  const [rows, count] = await Promise.all([
    query
      .select(["id", "slug", "title_de", "is_online", "created_at"])
      .orderBy(SORTS[options.sort], options.dir)
      .orderBy("id", options.dir)
      .offset(options.offset)
      .limit(options.limit)
      .execute(),
    countMatches(db(), query, Boolean(options.search)),
  ]);
  const counts = await entryCounts(rows.map((r) => r.id));
  return { rows: rows.map((row) => ({ ...row, ...(counts.get(row.id) ?? { entries: 0, unread: 0 }) })), total: count };
}

/** Entries and unread entries per form. */
export async function entryCounts(formIds: number[]): Promise<Map<number, { entries: number; unread: number }>> {
  if (formIds.length === 0) return new Map();
  const rows = await db()
    .selectFrom("form_entries")
    .select((eb) => [
      "form_id",
      eb.fn.countAll<number>().as("entries"),
      eb.fn.sum<number>(eb.case().when("read_at", "is", null).then(1).else(0).end()).as("unread"),
    ])
    .where("form_id", "in", formIds)
    .groupBy("form_id")
    .execute();
  return new Map(rows.map((r) => [r.form_id, { entries: Number(r.entries), unread: Number(r.unread ?? 0) }]));
}

/** One form as stored (online or not) with its fields in order. */
export async function findOfficeForm(id: number, q: Q = db()): Promise<{ form: FormRow; fields: FormFieldRow[] } | undefined> {
  const form = await q.selectFrom("forms").selectAll().where("id", "=", id).executeTakeFirst();
  if (!form) return undefined;
  const fields = await q.selectFrom("form_fields").selectAll().where("form_id", "=", id).orderBy("sort").orderBy("id").execute();
  return { form, fields };
}

/** Whether another form already has `slug`. */
export async function formSlugTaken(q: Q, slug: string, exceptId: number | null): Promise<boolean> {
  let query = q.selectFrom("forms").select("id").where("slug", "=", slug);
  if (exceptId !== null) query = query.where("id", "!=", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export type FormValues = Omit<FormRow, "id" | "created_at">;
export type FieldValues = Omit<FormFieldRow, "id" | "form_id" | "sort">;

export async function insertForm(q: Q, values: FormValues): Promise<number> {
  const row = await q.insertInto("forms").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function updateForm(q: Q, id: number, values: FormValues): Promise<void> {
  await q.updateTable("forms").set(values).where("id", "=", id).execute();
}

/**
 * Replaces a form's fields by `fields` in their order: kept ones (by id) are updated, new ones
 * inserted, missing ones deleted. Slugs of kept fields pass through a temporary name first, so two
 * fields may swap slugs without tripping the unique index.
 */
export async function replaceFormFields(q: Q, formId: number, fields: (FieldValues & { id: number | null })[]): Promise<void> {
  const existing = new Set((await q.selectFrom("form_fields").select("id").where("form_id", "=", formId).execute()).map((r) => r.id));
  const kept = fields.filter((f) => f.id !== null && existing.has(f.id));
  const keptIds = new Set(kept.map((f) => f.id!));
  const gone = [...existing].filter((id) => !keptIds.has(id));
  if (gone.length) await q.deleteFrom("form_fields").where("id", "in", gone).execute();
  for (const field of kept) await q.updateTable("form_fields").set({ slug: `~${field.id}` }).where("id", "=", field.id!).execute();
  for (const [sort, { id, ...values }] of fields.entries()) {
    if (id !== null && keptIds.has(id)) await q.updateTable("form_fields").set({ ...values, sort }).where("id", "=", id).execute();
    else await q.insertInto("form_fields").values({ ...values, sort, form_id: formId }).execute();
  }
}
