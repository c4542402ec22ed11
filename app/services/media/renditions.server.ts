/**
 * The media files of an image: `${mediaDir}/${name}-${width}.${ext}` for every srcset width
 * (app/lib/images.ts `imageWidths`) and format (avif, webp, jpg), made by sharp. Used by the seed
 * (its drawn artworks) and by the media library's uploads.
 */
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_FORMATS, imageWidths, type ImageFormat } from "~/lib/images";

export interface Rendition {
  file: string;
  width: number;
  height: number;
  format: ImageFormat;
}

const ENCODERS: Record<ImageFormat, (img: sharp.Sharp) => sharp.Sharp> = {
  avif: (img) => img.avif({ quality: 50, effort: 0 }),
  webp: (img) => img.webp({ quality: 78, effort: 2 }),
  jpg: (img) => img.jpeg({ quality: 80, progressive: true }),
};

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(() => true, () => false);
}

/** Every rendition of an image whose base size is `size`. */
export function renditionsOf(mediaDir: string, name: string, size: { width: number; height: number }): Rendition[] {
  return imageWidths(size.width).flatMap((width) =>
    IMAGE_FORMATS.map((format) => ({
      file: path.join(mediaDir, `${name}-${width}.${format}`),
      width,
      height: Math.round((width * size.height) / size.width),
      format,
    })),
  );
}

/** The renditions not on disk yet. */
export async function missingRenditions(renditions: Rendition[]): Promise<Rendition[]> {
  const present = await Promise.all(renditions.map((r) => exists(r.file)));
  return renditions.filter((_, i) => !present[i]);
}

/**
 * Writes the renditions from `source` (an encoded image; its EXIF orientation is applied). Each file
 * is written under a temporary name first, so that a crash (or a second seeding process) never leaves
 * a truncated file behind. Throws when sharp cannot read `source`; what was written stays (see `removeRenditions`).
 */
export async function writeRenditions(source: Buffer, renditions: Rendition[]): Promise<void> {
  if (renditions.length === 0) return;
  await fs.mkdir(path.dirname(renditions[0]!.file), { recursive: true });
  await Promise.all(
    renditions.map(async ({ file, width, height, format }) => {
      const resized = sharp(source).rotate().resize(width, height);
      const tmp = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
      try {
        await ENCODERS[format](resized).toFile(tmp);
        await fs.rename(tmp, file);
      } finally {
        await fs.rm(tmp, { force: true });
      }
    }),
  );
}

export async function removeRenditions(renditions: Rendition[]): Promise<void> {
  await Promise.all(renditions.map((r) => fs.rm(r.file, { force: true })));
}
