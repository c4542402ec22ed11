/**
 * The back office's downloads of form entries: a file sent with an entry and all entries as CSV.
 * Both are resource routes, so a refusal is a plain answer (401 without a login, 403 without the
 * `catalogue` permission), never the error page; every answer is private and never stored.
 */
import fs from "node:fs";
import { Readable } from "node:stream";
import { csvLine, entryValueText, parseEntryValues } from "~/lib/back-office/form-entry-values";
import { officeTexts } from "~/lib/back-office/texts";
import { EMAIL_CONFIRM_SLUG } from "~/lib/form-field-types";
import { findOfficeForm } from "~/models/form-editing.server";
import { allFormEntries, findEntryFile } from "~/models/form-entries.server";
import { can, optionalUser, type User } from "~/services/auth.server";
import type { RequestLike } from "~/services/http/request.server";
import { storedUploadPath } from "~/services/temp-files.server";
import { logEntriesExport } from "./forms.server";
import { officeLocale } from "./office.server";

/** The CSV's dates: Berlin time as `YYYY-MM-DD HH:MM`, which every spreadsheet reads (one formatter for all rows). */
const CSV_DATE = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Berlin", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" });

function csvDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : CSV_DATE.format(date);
}

const PRIVATE = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" };

function refusal(status: number, message: string): Response {
  return new Response(message, { status, headers: { ...PRIVATE, "Content-Type": "text/plain; charset=utf-8" } });
}

/** The user with `catalogue`, else the answer to give (401 or 403). */
export async function downloadUser(request: RequestLike): Promise<User | Response> {
  const user = await optionalUser(request);
  const { pathname } = new URL(request.url);
  if (!user) return refusal(401, "Not logged in.");
  if (!can(user, "catalogue")) {
    console.warn(`[forms] 403 ${pathname}: user ${user.id} lacks "catalogue"`);
    return refusal(403, "Forbidden.");
  }
  return user;
}

/** `filename*` for any name, with a plain ASCII `filename` beside it. */
function disposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The stored file of entry file row `id` as an attachment; 404 when the row or the file is gone. */
export async function entryFileResponse(id: number): Promise<Response> {
  const row = await findEntryFile(id);
  const file = row ? storedUploadPath(row.name) : null;
  if (!row || !file || !fs.existsSync(file)) return refusal(404, "404 Not Found");
  const stream = Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>;
  return new Response(stream, {
    headers: { ...PRIVATE, "Content-Type": row.mime_type, "Content-Length": String(fs.statSync(file).size), "Content-Disposition": disposition(row.original_name) },
  });
}

/**
 * All entries of form `formId` as CSV (UTF-8 with a BOM, so spreadsheets read the umlauts): one
 * column per field (its German label), then the date received (Berlin time) and whether it was read. Rows are
 * read in batches and streamed. The export is logged on the form.
 */
export async function entriesCsvResponse(user: User, formId: number): Promise<Response> {
  const stored = await findOfficeForm(formId);
  if (!stored) return refusal(404, "404 Not Found");
  const texts = officeTexts(officeLocale(user));
  const fields = [...stored.fields.map((f) => ({ slug: f.slug, label: f.label_de || f.slug })), { slug: EMAIL_CONFIRM_SLUG, label: EMAIL_CONFIRM_SLUG }];
  await logEntriesExport(user, formId);
  const encoder = new TextEncoder();
  const rows = allFormEntries(formId);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvLine([...fields.map((f) => f.label), texts.forms.columns.received, texts.forms.entries.read])}`));
    },
    async pull(controller) {
      const next = await rows.next();
      if (next.done) return controller.close();
      const values = parseEntryValues(next.value.field_values);
      const read = next.value.read_at === null ? texts.forms.entries.no : texts.forms.entries.yes;
      controller.enqueue(encoder.encode(csvLine([...fields.map((f) => entryValueText(values[f.slug])), csvDate(next.value.created_at), read])));
    },
  });
  const name = `${stored.form.slug || `form-${formId}`}-entries.csv`;
  return new Response(body, { headers: { ...PRIVATE, "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": disposition(name) } });
}
