/**
 * What an uploaded image is, told by its first bytes (neither the file name nor the browser's
 * Content-Type is trusted): JPEG, PNG or WebP, the formats the media library takes.
 */
export type LibraryImageType = "jpeg" | "png" | "webp";

/** How many leading bytes `sniffImageType` needs. */
export const SNIFF_BYTES = 12;

const ascii = (bytes: Uint8Array, from: number, text: string) => [...text].every((char, i) => bytes[from + i] === char.charCodeAt(0));

export function sniffImageType(bytes: Uint8Array): LibraryImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => bytes[i] === byte)) return "png";
  // RIFF....WEBP
  if (bytes.length >= 12 && ascii(bytes, 0, "RIFF") && ascii(bytes, 8, "WEBP")) return "webp";
  return null;
}
