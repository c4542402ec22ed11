/**
 * Files visitors attach to forms: checked by their first bytes (neither the name nor the browser's
 * type is trusted), stored under DATA_DIR/uploads with a random name, and recorded in `temp_files`.
 * A form entry refers to its file by that name. A file from a multipart post already lies in a temp
 * file (./multipart.server) and is moved into place, never read into memory.
 */
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { MAX_UPLOAD_BYTES } from "~/lib/uploads";
import { insertTempFile } from "~/models/temp-files.server";
import { env } from "./env.server";
import { tempPathOf } from "./multipart.server";
import { createRateLimiter } from "./rate-limit.server";

export type UploadProblem = "fileTooLarge" | "fileType";

interface UploadType {
  extension: "pdf" | "png" | "jpg";
  mimeType: string;
  magic: number[];
}

const TYPES: UploadType[] = [
  { extension: "pdf", mimeType: "application/pdf", magic: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { extension: "png", mimeType: "image/png", magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { extension: "jpg", mimeType: "image/jpeg", magic: [0xff, 0xd8, 0xff] },
];

export type CheckedUpload = { ok: true; file: File; type: UploadType } | { ok: false; problem: UploadProblem };

const MAGIC_BYTES = Math.max(...TYPES.map((t) => t.magic.length));

const uploads = createRateLimiter({ name: "upload", limit: 20, windowMs: 60_000 });

/** False when this visitor has uploaded too often in the last minute. */
export function allowUpload(clientIp: string): Promise<boolean> {
  return uploads.hit(clientIp);
}

export async function checkUpload(file: File): Promise<CheckedUpload> {
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, problem: "fileTooLarge" };
  const bytes = Buffer.from(await file.slice(0, MAGIC_BYTES).arrayBuffer());
  const type = TYPES.find((t) => t.magic.every((byte, i) => bytes[i] === byte));
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
