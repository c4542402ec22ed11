/**
 * What an uploaded file is, told by its first bytes (neither the file name nor the browser's
 * Content-Type is trusted). One table of signatures serves every upload: the media library takes
 * JPEG, PNG and WebP; files attached to forms take PDF, PNG and JPEG.
 */
export type SniffedType = "pdf" | "jpeg" | "png" | "webp";
export type LibraryImageType = Extract<SniffedType, "jpeg" | "png" | "webp">;

/** How many leading bytes `sniffFileType` needs. */
export const SNIFF_BYTES = 12;

/** Per type the bytes (a string is its ASCII) it has at these offsets. */
const SIGNATURES: { type: SniffedType; parts: [offset: number, bytes: number[] | string][] }[] = [
  { type: "pdf", parts: [[0, "%PDF-"]] },
  { type: "jpeg", parts: [[0, [0xff, 0xd8, 0xff]]] },
  { type: "png", parts: [[0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]]] },
  { type: "webp", parts: [[0, "RIFF"], [8, "WEBP"]] },
];

const codes = (bytes: number[] | string) => (typeof bytes === "string" ? [...bytes].map((char) => char.charCodeAt(0)) : bytes);

export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  const matches = (offset: number, expected: number[]) => expected.every((byte, i) => bytes[offset + i] === byte);
  return SIGNATURES.find(({ parts }) => parts.every(([offset, expected]) => matches(offset, codes(expected))))?.type ?? null;
}

/** The type of a file (or a received upload) from its first bytes. */
export async function sniffFile(file: Blob): Promise<SniffedType | null> {
  return sniffFileType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
}

const LIBRARY_TYPES: readonly SniffedType[] = ["jpeg", "png", "webp"];

/** JPEG, PNG or WebP, else null. */
export function sniffImageType(bytes: Uint8Array): LibraryImageType | null {
  const type = sniffFileType(bytes);
  return type && LIBRARY_TYPES.includes(type) ? (type as LibraryImageType) : null;
}
