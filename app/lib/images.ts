/**
 * Responsive image URLs for the generated media files `/media/${name}-${width}.${ext}`.
 * Pure: runs on the server and in the browser.
 */

/** Image breakpoints (px). */
export const IMAGE_BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;

/** Base sizes of the image formats (px). */
export const IMAGE_SIZES = {
  horizontal: { width: 1240, height: 700 },
  vertical: { width: 400, height: 500 },
} as const;

/** Smaller widths generated for srcset besides the base width. */
export const SRCSET_WIDTHS = [IMAGE_BREAKPOINTS.xs, IMAGE_BREAKPOINTS.sm, IMAGE_BREAKPOINTS.md, IMAGE_BREAKPOINTS.lg];

export const IMAGE_FORMATS = ["avif", "webp", "jpg"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export type Orientation = keyof typeof IMAGE_SIZES;

export interface ImageRecord {
  name: string;
  orientation: Orientation;
  width: number;
  height: number;
  alt: string;
  /** The focal point, 0..1 from the left and from the top (absent: the middle). */
  focalX?: number;
  focalY?: number;
}

/** The CSS object-position keeping the focal point in a crop; null for the middle (the default). */
export function focalPosition(image: Pick<ImageRecord, "focalX" | "focalY">): string | null {
  const x = image.focalX ?? 0.5;
  const y = image.focalY ?? 0.5;
  if (x === 0.5 && y === 0.5) return null;
  const percent = (value: number) => `${Math.round(Math.min(1, Math.max(0, value)) * 1000) / 10}%`;
  return `${percent(x)} ${percent(y)}`;
}

export interface ImageSource {
  type: "image/avif" | "image/webp";
  srcSet: string;
}

export interface ResponsiveImage {
  /** The jpg at the base width: the `<img src>` fallback. */
  src: string;
  srcSetFor: (ext: ImageFormat) => string;
  /** For `<picture>`: avif first, then webp; the `<img>` carries the jpg srcset. */
  sources: ImageSource[];
  width: number;
  height: number;
  alt: string;
}

/** The widths a file exists for: the srcset widths below the base width, then the base width. */
export function imageWidths(baseWidth: number): number[] {
  return [...SRCSET_WIDTHS.filter((w) => w < baseWidth), baseWidth];
}

export function mediaUrl(name: string, width: number, ext: ImageFormat): string {
  return `/media/${encodeURIComponent(name)}-${width}.${ext}`;
}

/** The srcset of each format, by base width and name: a page shows the same few images again and again. */
const srcSetsByImage = new Map<string, Record<ImageFormat, string>>();
const MAX_SRCSETS = 2_000;

function srcSetsOf(name: string, width: number): Record<ImageFormat, string> {
  const key = `${width} ${name}`;
  let srcSets = srcSetsByImage.get(key);
  if (!srcSets) {
    const widths = imageWidths(width);
    const srcSetFor = (ext: ImageFormat) => widths.map((w) => `${mediaUrl(name, w, ext)} ${w}w`).join(", ");
    srcSets = { avif: srcSetFor("avif"), webp: srcSetFor("webp"), jpg: srcSetFor("jpg") };
    if (srcSetsByImage.size >= MAX_SRCSETS) srcSetsByImage.clear();
    srcSetsByImage.set(key, srcSets);
  }
  return srcSets;
}

export function responsiveImage(image: ImageRecord): ResponsiveImage {
  const srcSets = srcSetsOf(image.name, image.width);
  return {
    src: mediaUrl(image.name, image.width, "jpg"),
    srcSetFor: (ext) => srcSets[ext],
    sources: [
      { type: "image/avif", srcSet: srcSets.avif },
      { type: "image/webp", srcSet: srcSets.webp },
    ],
    width: image.width,
    height: image.height,
    alt: image.alt,
  };
}

/** A `sizes` attribute for an image shown at most `maxWidth` px wide and full-width below it. */
export function imageSizes(maxWidth: number): string {
  return `(min-width: ${maxWidth}px) ${maxWidth}px, 100vw`;
}
