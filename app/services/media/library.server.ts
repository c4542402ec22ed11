/**
 * The media library: images editors upload (checked by their bytes, rendered into every srcset width
 * and format by ./renditions.server.ts, recorded in `images`) and the list the editor chooses from.
 * An upload keeps its aspect ratio: landscape (or square) images are at most the horizontal base width
 * wide, portrait ones at most the vertical base width; smaller images are not enlarged.
 */
import crypto from "node:crypto";
import sharp from "sharp";
import type { LibraryImage } from "~/lib/editor/form-choices";
import { IMAGE_SIZES, imageWidths, mediaUrl } from "~/lib/images";
import { localized } from "~/lib/localize";
import type { Locale } from "~/lib/routes";
import { imageNameTaken, insertImage, listLibraryImages, type LibraryImageRow, type NewImage } from "~/models/images.server";
import { writeTransaction, type Q } from "~/models/write-transaction.server";
import { env } from "~/services/http/env.server";
import { sniffImageType, SNIFF_BYTES } from "./file-type.server";
import { removeRenditions, renditionsOf, writeRenditions } from "./renditions.server";

/** The largest image the library takes. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const LIBRARY_PAGE_SIZE = 24;

export type UploadRefusal = "type" | "undecodable";

export const UPLOAD_MESSAGES: Record<UploadRefusal | "tooLarge", string> = {
  type: "The file must be a JPEG, PNG or WebP image.",
  undecodable: "The image could not be read; it may be damaged.",
  tooLarge: "The image is larger than 10 MB.",
};

/** A library image as the editor sees it. */
export function libraryImage(row: LibraryImageRow, locale: Locale): LibraryImage {
  return {
    id: row.id,
    name: row.name,
    alt: localized(locale, row.alt_de, row.alt_en),
    width: row.width,
    height: row.height,
    thumb: mediaUrl(row.name, imageWidths(row.width)[0]!, "jpg"),
  };
}

export async function listLibrary(options: { q?: string; page: number; perPage?: number }, locale: Locale) {
  const perPage = options.perPage ?? LIBRARY_PAGE_SIZE;
  const { count, rows } = await listLibraryImages({ q: options.q, page: options.page, perPage });
  return { count, perPage, images: rows.map((row) => libraryImage(row, locale)) };
}

/** A file stem from the uploaded name: ascii, lowercase, words joined by "-", plus a random suffix. */
function stemOf(fileName: string): string {
  const base = (fileName.split(/[/\\]/).pop() ?? "").replace(/\.[^.]*$/, "");
  const ascii = base
    .replace(/ä/gi, "ae").replace(/ö/gi, "oe").replace(/ü/gi, "ue").replace(/ß/g, "ss")
    .normalize("NFKD").replace(/[^\w\s-]/g, "").toLowerCase().replace(/[\s_-]+/g, "-").replace(/^-|-$/g, "").slice(0, 40);
  return `${ascii || "bild"}-${crypto.randomBytes(3).toString("hex")}`;
}

/** Base size: the longer side's format, at most its base width, aspect ratio kept. */
function baseSize(width: number, height: number) {
  const orientation = width >= height ? ("horizontal" as const) : ("vertical" as const);
  const baseWidth = Math.min(width, IMAGE_SIZES[orientation].width);
  return { orientation, width: baseWidth, height: Math.max(1, Math.round((baseWidth * height) / width)) };
}

/**
 * Stores an uploaded image in the library: its type from its bytes, its renditions in MEDIA_DIR, its
 * row in `images`. Nothing is kept when anything fails.
 */
export async function storeLibraryImage(
  file: Blob & { name?: string },
  meta: { alt?: string; credit?: string; locale: Locale; recorded?: (q: Q, id: number, row: NewImage) => Promise<void> },
): Promise<{ ok: true; image: LibraryImage } | { ok: false; problem: UploadRefusal }> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  if (!sniffImageType(head)) return { ok: false, problem: "type" };
  const bytes = Buffer.from(await file.arrayBuffer());
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    return { ok: false, problem: "undecodable" };
  }
  if (!metadata.width || !metadata.height) return { ok: false, problem: "undecodable" };
  // EXIF orientations 5–8 turn the picture by 90°: width and height swap once it is upright.
  const turned = (metadata.orientation ?? 1) >= 5;
  const size = baseSize(turned ? metadata.height : metadata.width, turned ? metadata.width : metadata.height);
  let name = stemOf(file.name ?? "");
  while (await imageNameTaken(name)) name = stemOf(file.name ?? "");
  const renditions = renditionsOf(env().MEDIA_DIR, name, size);
  try {
    await writeRenditions(bytes, renditions);
  } catch {
    await removeRenditions(renditions);
    return { ok: false, problem: "undecodable" };
  }
  const alt = meta.alt?.trim() ?? "";
  const row = { name, orientation: size.orientation, width: size.width, height: size.height, alt_de: alt, alt_en: alt, credit: meta.credit?.trim() ?? "" };
  try {
    // The row and what the caller records about it (the back office's audit row) in one transaction.
    const id = await writeTransaction(async ({ q }) => {
      const inserted = await insertImage(row, q);
      await meta.recorded?.(q, inserted, row);
      return inserted;
    });
    return { ok: true, image: libraryImage({ id, ...row }, meta.locale) };
  } catch (error) {
    await removeRenditions(renditions);
    throw error;
  }
}
