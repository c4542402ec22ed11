/**
 * Reads a `multipart/form-data` post within limits counted on the bytes actually read, whatever the
 * Content-Length says (a chunked body has none):
 * - the whole body at most `maxBytes`, at most `maxParts` parts, a text part at most MAX_TEXT_BYTES
 *   — else a 413 (`InputError`), with every file written so far deleted;
 * - a file part is streamed to a temp file under DATA_DIR/tmp, never held in memory; a file over
 *   `maxFileBytes` is read to its end, left out and its field named in `tooLarge`, so that the form
 *   can say so beside that field and keep what else was typed;
 * - the FormData holds each kept file as a `File` backed by its temp file. `storeTempFile` moves one
 *   into place; `discard()` deletes what was not moved (call it when the request is done).
 */
import crypto from "node:crypto";
import { createWriteStream, openAsBlob } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Writable } from "node:stream";
import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { MAX_UPLOAD_BYTES } from "~/lib/uploads";
import { bodyStream, checkDeclaredLength, InputError, limitedStream } from "./body-reader.server";
import { env } from "./env.server";

export const MAX_TEXT_BYTES = 64 * 1024;
export const MAX_PARTS = 50;
export const MAX_MULTIPART_BYTES = 3 * MAX_UPLOAD_BYTES;

export interface MultipartLimits {
  maxBytes?: number;
  maxParts?: number;
  maxFileBytes?: number;
  /** False: a file part is refused (400), for forms that take no files. */
  files?: boolean;
}

export interface FormPost {
  formData: FormData;
  /** File fields whose file was too large (left out of `formData`). */
  tooLarge: Set<string>;
  /** Deletes the temp files that were not moved into place. Never throws. */
  discard(): Promise<void>;
}

/** The temp file behind each `File` this reader made. */
const onDisk = new WeakMap<File, string>();

/** Where the temp file of a `File` from a multipart post is, if it came from one. */
export function tempPathOf(file: File): string | undefined {
  return onDisk.get(file);
}

export function tempDir(): string {
  return path.join(env().DATA_DIR, "tmp");
}

async function removeAll(paths: Iterable<string>): Promise<void> {
  await Promise.all([...paths].map((p) => fs.rm(p, { force: true }).catch(() => undefined)));
}

/** Writes a part's bytes to `file` up to `limit`; the size it had (the rest is read and dropped). */
async function writePart(data: AsyncIterable<Uint8Array>, file: string, limit: number): Promise<number> {
  const out = createWriteStream(file, { flags: "wx" });
  const writer = Writable.toWeb(out).getWriter();
  let size = 0;
  try {
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size <= limit) await writer.write(chunk);
    }
  } finally {
    await writer.close().catch(() => undefined);
  }
  return size;
}

async function readText(data: AsyncIterable<Uint8Array>, name: string): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size > MAX_TEXT_BYTES) throw new InputError(413, `The field ${name} is larger than ${MAX_TEXT_BYTES} bytes.`);
    chunks.push(chunk);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

export async function readMultipart(request: Request, limits: MultipartLimits = {}): Promise<FormPost> {
  const maxBytes = limits.maxBytes ?? MAX_MULTIPART_BYTES;
  const maxParts = limits.maxParts ?? MAX_PARTS;
  const maxFileBytes = limits.maxFileBytes ?? MAX_UPLOAD_BYTES;
  checkDeclaredLength(request, maxBytes);
  const source = bodyStream(request);
  if (!source) throw new InputError(400, "The multipart body is missing.");

  const written = new Set<string>();
  const tooLarge = new Set<string>();
  let parts = 0;
  const handler: UploadHandler = async ({ name, filename, contentType, data }) => {
    parts += 1;
    if (parts > maxParts) throw new InputError(413, `The form has more than ${maxParts} parts.`);
    if (typeof filename !== "string") return readText(data, name);
    if (limits.files === false) throw new InputError(400, "This form takes no files.");
    await fs.mkdir(tempDir(), { recursive: true });
    const file = path.join(tempDir(), crypto.randomBytes(16).toString("hex"));
    written.add(file);
    const size = await writePart(data, file, maxFileBytes);
    // An empty file input sends a part without a file name and without content: nothing was chosen.
    if (size > maxFileBytes || (filename === "" && size === 0)) {
      if (size > maxFileBytes) tooLarge.add(name);
      written.delete(file);
      await removeAll([file]);
      return undefined;
    }
    const value = new File([await openAsBlob(file)], filename, { type: contentType });
    onDisk.set(value, file);
    return value;
  };

  const limited = new Request(request.url, {
    method: "POST",
    headers: { "Content-Type": request.headers.get("Content-Type") ?? "" },
    body: limitedStream(source, maxBytes),
    duplex: "half",
  } as RequestInit);
  try {
    const formData = await unstable_parseMultipartFormData(limited, handler);
    return { formData, tooLarge, discard: () => removeAll(written) };
  } catch (error) {
    await removeAll(written);
    if (error instanceof InputError) throw error;
    throw new InputError(400, "The multipart body is malformed.");
  }
}
