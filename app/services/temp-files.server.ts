/**
 * Files visitors attach to forms: checked by their first bytes (./media/file-type.server; neither the
 * name nor the browser's type is trusted), stored under DATA_DIR/uploads with a random name, and
 * recorded in `temp_files`. A form entry refers to its file by that name. A file from a multipart post already lies in a temp
 * file (./http/multipart.server) and is moved into place, never read into memory.
 */
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { MAX_UPLOAD_BYTES, TEMP_FILE_NAME } from "~/lib/uploads";
import { insertTempFile } from "~/models/temp-files.server";
import { env } from "./http/env.server";
import { tempPathOf } from "./http/multipart.server";
import { createRateLimiter } from "./http/rate-limit.server";
import { sniffFile, type SniffedType } from "./media/file-type.server";

export type UploadProblem = "fileTooLarge" | "fileType";

interface UploadType {
  extension: "pdf" | "png" | "jpg";
  mimeType: string;
}

/** The types a form's file field takes, by what their bytes say they are. */
const TYPES: Partial<Record<SniffedType, UploadType>> = {
  pdf: { extension: "pdf", mimeType: "application/pdf" },
  png: { extension: "png", mimeType: "image/png" },
  jpeg: { extension: "jpg", mimeType: "image/jpeg" },
};

export type CheckedUpload = { ok: true; file: File; type: UploadType } | { ok: false; problem: UploadProblem };

const uploads = createRateLimiter({ name: "upload", limit: 20, windowMs: 60_000 });

/** False when this visitor has uploaded too often in the last minute. */
export function allowUpload(clientIp: string): Promise<boolean> {
  return uploads.hit(clientIp);
}

export async function checkUpload(file: File): Promise<CheckedUpload> {
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, problem: "fileTooLarge" };
  const sniffed = await sniffFile(file);
  const type = sniffed ? TYPES[sniffed] : undefined;
  return type ? { ok: true, file, type } : { ok: false, problem: "fileType" };
}

/** What the visitor called the file, without paths or control characters, at most 200 characters. */
function originalName(file: File): string {
  const base = file.name.split(/[/\\]/).pop() ?? "";
  return base.replace(/[\p{Cc}\p{Cf}]/gu, "").slice(0, 200) || "upload";
}

/** Stores a checked upload; `name` is what a form entry refers to it by. */
export async function storeUpload(upload: Extract<CheckedUpload, { ok: true }>): Promise<{ name: string; originalName: string }> {
  const name = `${crypto.randomBytes(16).toString("base64url")}.${upload.type.extension}`;
  const dir = path.join(env().DATA_DIR, "uploads");
  await fs.mkdir(dir, { recursive: true });
  const target = path.join(dir, name);
  const temp = tempPathOf(upload.file);
  if (temp) await fs.rename(temp, target);
  else await fs.writeFile(target, Buffer.from(await upload.file.arrayBuffer()), { flag: "wx" });
  const original = originalName(upload.file);
  try {
    await insertTempFile({ name, originalName: original, mimeType: upload.type.mimeType, size: upload.file.size });
  } catch (error) {
    await fs.rm(target, { force: true });
    throw error;
  }
  return { name, originalName: original };
}

/** Where a stored upload lies (a name not of the stored form gives null: no path outside the folder). */
export function storedUploadPath(name: string): string | null {
  return TEMP_FILE_NAME.test(name) ? path.join(env().DATA_DIR, "uploads", name) : null;
}

/** Removes stored uploads (after the rows naming them were deleted); a file already gone is fine. */
export async function removeStoredUploads(names: string[]): Promise<void> {
  for (const name of names) {
    const file = storedUploadPath(name);
    if (file) await fs.rm(file, { force: true });
  }
}
