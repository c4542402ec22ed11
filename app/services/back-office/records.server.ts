/**
 * The generic back office's work on a record kind: its list, one record for its form, saving and
 * deleting. Every write runs in one transaction with its audit row; a slug left empty is made from
 * its source field (made unique), a changed public address redirects from the old one. Link lists
 * and inline rows are replaced as a whole with the record.
 */
import { fieldColumns, readRecordForm, recordSchema, typedValues } from "~/lib/back-office/resources/record-form";
import type { ListQuery } from "~/lib/back-office/list-query";
import { OFFICE_PAGE_SIZE } from "~/lib/back-office/list-query";
import { fieldErrors, validationMessage, type FieldErrors } from "~/lib/back-office/validation";
import { LOCALES } from "~/lib/routes";
import { slugify } from "~/lib/slug";
import { listRecordAudit } from "~/models/audit-log.server";
import { deleteRow, findRow, insertRow, isReferenced, listRows, lockRow, readInlineRows, readLinks, replaceInlineRows, replaceLinks, updateRow, valueTaken, writePathRedirect, type Row } from "~/models/back-office/records.server";
import { isForeignKeyViolation, isUniqueViolation, violatedColumn } from "~/models/constraint-errors.server";
import { writeTransaction, type WriteTx } from "~/models/write-transaction.server";
import { auditEntries, recordChange, type Actor } from "./audit.server";
import type { ResourceStore } from "./resources/store.server";

export async function listRecords(store: ResourceStore, query: ListQuery) {
  const { spec } = store;
  const sortable = new Set(spec.columns.filter((c) => c.sortable).map((c) => c.name));
  const sort = query.sort && sortable.has(query.sort) ? { column: query.sort, dir: query.dir } : spec.defaultSort;
  const equals: Record<string, string | number> = {};
  for (const filter of spec.filters) {
    const value = query.filters[filter.name];
    if (value === undefined) continue;
    if (filter.kind === "flag" && (value === "1" || value === "0")) equals[filter.name] = Number(value);
    if (filter.kind === "select" && /^\d+$/.test(value)) equals[filter.name] = Number(value);
  }
  const own = spec.columns.map((c) => c.name).filter((name) => !name.includes("."));
  const { rows, total } = await listRows({
    table: store.table,
    columns: [...new Set([...own, ...spec.filters.map((f) => f.name)])].filter((name) => !store.links?.[name]),
    search: { columns: store.searchColumns, text: query.q },
    equals,
    sort,
    offset: (query.page - 1) * OFFICE_PAGE_SIZE,
    limit: OFFICE_PAGE_SIZE,
  });
  return { rows: store.listRows ? await store.listRows(rows) : rows, total, sort };
}

/** A stored record with its link lists, or undefined. */
export async function findRecord(store: ResourceStore, id: number): Promise<Row | undefined> {
  const row = await findRow(store.table, id);
  if (!row) return undefined;
  for (const [field, link] of Object.entries(store.links ?? {})) row[field] = await readLinks(link, id);
  for (const [field, inline] of Object.entries(store.inline ?? {})) row[field] = await readInlineRows(inline, id);
  return row;
}

export async function recordAudit(store: ResourceStore, id: number) {
  return auditEntries(await listRecordAudit(store.spec.key, id));
}

export type SaveResult =
  | { ok: true; id: number; created: boolean; label: string }
  | { ok: false; status: 400 | 404 | 409; errors: FieldErrors; values: Record<string, string | string[]> };

const CHANGE_COLUMNS = (store: ResourceStore) => store.spec.fields.flatMap(fieldColumns);

async function fillSlugs(tx: WriteTx, store: ResourceStore, values: Record<string, unknown>, id: number | null): Promise<void> {
  for (const field of store.spec.fields) {
    if (field.kind !== "slug") continue;
    const source = field.from;
    for (const column of fieldColumns(field)) {
      let slug = String(values[column] ?? "");
      if (!slug && (source || field.fromFields)) {
        const locale = column.endsWith("_en") ? "en" : "de";
        const from = field.fromFields
          ? field.fromFields.map((name) => values[name] ?? "").join(" ")
          : values[`${source}_${locale}`] || values[`${source}_de`] || values[source!];
        slug = slugify(String(from ?? "")) || "eintrag";
        const base = slug;
        for (let n = 2; await valueTaken(tx.q, store.table, column, slug, id); n++) slug = `${base}-${n}`;
      }
      values[column] = slug;
    }
  }
}

async function afterInline(store: ResourceStore, id: number, q: WriteTx["q"]): Promise<Record<string, unknown[]>> {
  const rows: Record<string, unknown[]> = {};
  for (const [field, inline] of Object.entries(store.inline ?? {})) rows[field] = await readInlineRows(inline, id, q);
  return rows;
}

/** Creates (id null) or updates a record from a posted form. */
export async function saveRecord(store: ResourceStore, actor: Actor, id: number | null, form: FormData): Promise<SaveResult> {
  const raw = readRecordForm(store.spec, form);
  const parsed = recordSchema(store.spec).safeParse(raw);
  const typed = typedValues(store.spec, raw);
  if (!parsed.success) return { ok: false, status: 400, errors: fieldErrors(parsed.error), values: typed };
  const values: Record<string, unknown> = { ...parsed.data };
  const links: Record<string, number[]> = {};
  for (const field of Object.keys(store.links ?? {})) {
    links[field] = (values[field] as number[] | undefined) ?? [];
    delete values[field];
  }
  const inlineRows: Record<string, Record<string, unknown>[]> = {};
  for (const field of Object.keys(store.inline ?? {})) {
    inlineRows[field] = (values[field] as Record<string, unknown>[] | undefined) ?? [];
    delete values[field];
  }
  try {
    return await writeTransaction(async (tx) => {
      const before = id === null ? null : await lockRow(tx.q, tx.postgres, store.table, id);
      if (id !== null && !before) return { ok: false as const, status: 404 as const, errors: { _form: ["notFound"] }, values: typed };
      await fillSlugs(tx, store, values, id);
      const stamped = { ...values, ...(store.stamp?.() ?? {}) };
      const recordId = id === null ? await insertRow(tx.q, store.table, stamped) : id;
      if (id !== null) await updateRow(tx.q, store.table, id, stamped);
      const beforeLinks: Record<string, unknown[]> = {};
      for (const [field, link] of Object.entries(store.links ?? {})) {
        if (before) beforeLinks[field] = await readLinks(link, recordId, tx.q);
        await replaceLinks(tx.q, link, recordId, links[field]);
      }
      for (const [field, inline] of Object.entries(store.inline ?? {})) {
        if (before) beforeLinks[field] = await readInlineRows(inline, recordId, tx.q);
        await replaceInlineRows(tx.q, inline, recordId, inlineRows[field]);
      }
      const after = (await findRow(store.table, recordId, tx.q))!;
      if (before && store.publicPath) {
        for (const locale of LOCALES) {
          const oldPath = store.publicPath(before, locale);
          const newPath = store.publicPath(after, locale);
          if (oldPath && newPath && oldPath !== newPath) await writePathRedirect(tx.q, oldPath, newPath);
        }
      }
      const pick = (row: Row | null, extra: Record<string, unknown[]>) =>
        row ? { ...Object.fromEntries(CHANGE_COLUMNS(store).filter((c) => c in row).map((c) => [c, row[c]])), ...extra } : null;
      await recordChange(tx.q, actor, {
        entity: store.spec.key,
        entityId: recordId,
        action: id === null ? "create" : "update",
        before: pick(before ?? null, beforeLinks),
        after: pick(after, { ...links, ...(await afterInline(store, recordId, tx.q)) }),
      });
      return { ok: true as const, id: recordId, created: id === null, label: store.label(after) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const column = violatedColumn(error);
      console.warn(`[back-office] ${store.spec.key}: value taken (${column ?? "unknown column"})`);
      return { ok: false, status: 400, errors: { [column ?? "_form"]: [validationMessage("taken")] }, values: typed };
    }
    if (isForeignKeyViolation(error)) {
      console.warn(`[back-office] ${store.spec.key}: reference to a missing record`);
      return { ok: false, status: 400, errors: { _form: [validationMessage("choice")] }, values: typed };
    }
    throw error;
  }
}

export type DeleteResult = { ok: true; label: string } | { ok: false; status: 404 | 409; label: string };

/** Deletes a record unless other records still refer to it. */
export async function deleteRecord(store: ResourceStore, actor: Actor, id: number): Promise<DeleteResult> {
  try {
    return await writeTransaction(async (tx) => {
      const before = await lockRow(tx.q, tx.postgres, store.table, id);
      if (!before) return { ok: false as const, status: 404 as const, label: "" };
      const label = store.label(before);
      for (const use of store.usedBy ?? []) {
        if (await isReferenced(tx.q, use.table, use.column, id)) {
          console.warn(`[back-office] ${store.spec.key} ${id} is still used by ${use.table}; not deleted`);
          return { ok: false as const, status: 409 as const, label };
        }
      }
      for (const link of Object.values(store.links ?? {})) await replaceLinks(tx.q, link, id, []);
      for (const inline of Object.values(store.inline ?? {})) await replaceInlineRows(tx.q, inline, id, []);
      await deleteRow(tx.q, store.table, id);
      await recordChange(tx.q, actor, { entity: store.spec.key, entityId: id, action: "delete", before, after: null });
      return { ok: true as const, label };
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) {
      const row = await findRow(store.table, id);
      console.warn(`[back-office] ${store.spec.key} ${id} is still in use; not deleted`);
      return { ok: false, status: 409, label: row ? store.label(row) : String(id) };
    }
    throw error;
  }
}
