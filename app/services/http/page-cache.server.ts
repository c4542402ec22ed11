/**
 * A short-lived in-process cache of whole answers (pages, `.data` and JSON) — what lets the programme
 * answer in a few milliseconds when ticket sales open (docs/decisions/0012-page-cache.md,
 * docs/decisions/0060-page-cache-key.md).
 *
 * - Only GET/HEAD. The key is the URL plus what of the cookies the page reads (./page-variant.server.ts:
 *   consent, alert dismissal, the header's ticket count, whether there is a cart, the Merkliste); every other cookie
 *   (analytics, the CSRF token, …) is ignored. An editor's session means no cache at all.
 * - Only 200 answers without Set-Cookie whose Cache-Control allows storing are kept, and none that
 *   contains the value of an ignored cookie (a token a page should not have shown to everyone).
 * - An entry is used while the content is unchanged (`dataVersion()`) and for at most TTL_MS, because
 *   pages also change with the clock (upcoming events, today's opening hours).
 * - The per-answer values of the stored page (the CSP nonce and the booking form's key,
 *   ./answer-tokens.server.ts) are replaced by fresh ones for every answer.
 */
import zlib from "node:zlib";
import { isbot } from "isbot";
import { dataVersion } from "~/db/db.server";
import { isLegalPath } from "~/lib/legal";
import { DYNAMIC_COMPRESSION_LEVEL } from "./compression-level.server";
import { crc32Combine, crc32Shift } from "./crc32-combine.server";
import { pageVariant } from "./page-variant.server";

export const PAGE_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 300;
const MAX_BODY_BYTES = 2 * 1024 * 1024;
/** Headers that belong to one answer only, or that the compression step sets again. */
const PER_ANSWER_HEADERS = new Set(["set-cookie", "content-security-policy", "content-length", "content-encoding", "transfer-encoding", "date", "connection", "keep-alive"]);

export interface PageRequest {
  method: string;
  /** Absolute URL on the public origin (PUBLIC_URL), never the request's own host. */
  url: string;
  cookie: string | null;
  referer: string | null;
  userAgent: string | null;
}

export interface PageAnswer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: Buffer;
  /** The per-answer values the answer was rendered with (`answerTokens`), each one unique. */
  tokens: string[];
  /** Values that must not stand in a shared answer (`PageKey.secrets` of its request). */
  secrets?: string[];
}

export interface PageKey {
  key: string;
  /** The values of the request's cookies that the key ignores and that could be a token. */
  secrets: string[];
}

interface Entry {
  status: number;
  headers: [string, string | string[]][];
  /**
   * The body split where a per-answer value goes (one part when there is none), each part deflated;
   * only the deflated parts are kept (a fifth of the page), and a plain body is inflated from them.
   */
  deflated: Buffer[];
  /** Each part's length in bytes, before deflating. */
  lengths: number[];
  /** Each part's CRC-32 and `crc32Shift` of its length: the gzip trailer is combined from them. */
  crcs: number[];
  shifts: number[];
  /** Which value goes between `parts[i]` and `parts[i + 1]`: an index into the answer's tokens. */
  slots: number[];
  /** How many per-answer values the stored answer had; a hit must bring as many. */
  tokenCount: number;
  version: string;
  storedAt: number;
}

export interface CachedAnswer {
  status: number;
  headers: [string, string | string[]][];
  /** The body with the answer's values (put together when first read). */
  readonly body: Buffer;
  /** The same body gzipped, built from the parts compressed when it was stored. */
  gzip(): Buffer;
}

const entries = new Map<string, Entry>();

function fromLegalPage(referer: string | null): boolean {
  if (!referer) return false;
  try {
    return isLegalPath(new URL(referer).pathname);
  } catch {
    return false;
  }
}

/** The cache key of a request, or null when its answer must not come from (or go into) the cache. */
export function pageCacheKey(request: PageRequest): PageKey | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const variant = pageVariant(request.cookie);
  if (!variant) return null;
  const [consent] = variant.values;
  // A visitor who declined sees the cookie manager again when coming back from a legal page.
  const back = consent && fromLegalPage(request.referer) ? "legal" : "";
  const bot = isbot(request.userAgent) ? "bot" : "";
  return { key: [...variant.values, back, bot, request.url].join("\n"), secrets: variant.secrets };
}

/** The version to store an answer under: taken before the answer is computed. */
export function pageCacheVersion(): string {
  return dataVersion();
}

/** A stored answer that is still good, with `tokens` in place of the per-answer values it was rendered with. */
export function cachedPage(key: string, tokens: string[], now = Date.now()): CachedAnswer | null {
  const entry = entries.get(key);
  if (!entry) return null;
  if (entry.tokenCount !== tokens.length) return null;
  if (now - entry.storedAt > PAGE_CACHE_TTL_MS || entry.version !== dataVersion()) {
    entries.delete(key);
    return null;
  }
  entries.delete(key); // most recently used goes last
  entries.set(key, entry);
  const values = tokens.map((token) => Buffer.from(token));
  let body: Buffer | undefined;
  return {
    status: entry.status,
    headers: entry.headers,
    get body() {
      return (body ??= Buffer.concat(interleave(inflatedParts(entry), entry.slots, values)));
    },
    gzip: () => gzipFromParts(entry, values),
  };
}

/** Whether an answer with this status and these headers may be kept (its body decides the rest). */
export function mayKeepPage(status: number, headers: PageAnswer["headers"]): boolean {
  if (status !== 200 || headers["set-cookie"] !== undefined) return false;
  return !/no-store|no-cache/.test(String(headers["cache-control"] ?? ""));
}

function storable(answer: PageAnswer): boolean {
  if (!mayKeepPage(answer.status, answer.headers)) return false;
  if (answer.body.length === 0 || answer.body.length > MAX_BODY_BYTES) return false;
  return !(answer.secrets ?? []).some((secret) => containsValue(answer.body, secret));
}

/** True when the body holds a cookie's value as sent or decoded (`%2F` → `/`). */
function containsValue(body: Buffer, value: string): boolean {
  if (body.includes(value)) return true;
  try {
    const decoded = decodeURIComponent(value);
    return decoded !== value && body.includes(decoded);
  } catch {
    return false;
  }
}

/** Keeps an answer computed under `version`, when it is one that may be shared. */
export function storePage(key: string, version: string, answer: PageAnswer, now = Date.now()): boolean {
  if (!storable(answer)) return false;
  if (version !== dataVersion()) return false; // the content changed while it was computed
  const headers: [string, string | string[]][] = [];
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined || PER_ANSWER_HEADERS.has(name.toLowerCase())) continue;
    headers.push([name, Array.isArray(value) ? value : String(value)]);
  }
  // Any kind of body: a page's `.data` carries the form key as well.
  const { parts, slots } = splitAt(answer.body, answer.tokens.map((token) => Buffer.from(token)));
  const crcs = parts.map((part) => zlib.crc32(part));
  const deflated = parts.map((part, i) => deflatedPart(part, crcs[i]!));
  const shifts = parts.map((part) => crc32Shift(part.length));
  const lengths = parts.map((part) => part.length);
  entries.delete(key);
  entries.set(key, { status: answer.status, headers, deflated, lengths, crcs, shifts, slots, tokenCount: answer.tokens.length, version, storedAt: now });
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  return true;
}

/** The body cut at every occurrence of any of `separators`, and which one stood in each cut. */
function splitAt(body: Buffer, separators: Buffer[]): { parts: Buffer[]; slots: number[] } {
  const usable = separators.map((separator) => separator.length > 0);
  // The next occurrence of each separator from where the scan stands (-1: none left).
  const next = separators.map((separator, i) => (usable[i] ? body.indexOf(separator) : -1));
  const parts: Buffer[] = [];
  const slots: number[] = [];
  let from = 0;
  for (;;) {
    let slot = -1;
    for (let i = 0; i < next.length; i++) if (next[i]! >= 0 && (slot < 0 || next[i]! < next[slot]!)) slot = i;
    if (slot < 0) break;
    const at = next[slot]!;
    parts.push(body.subarray(from, at));
    slots.push(slot);
    from = at + separators[slot]!.length;
    for (let i = 0; i < next.length; i++) if (next[i]! >= 0 && next[i]! < from) next[i] = body.indexOf(separators[i]!, from);
  }
  parts.push(body.subarray(from));
  return { parts, slots };
}

function interleave(parts: Buffer[], slots: number[], values: Buffer[]): Buffer[] {
  return parts.flatMap((part, i) => (i === 0 ? [part] : [values[slots[i - 1]!]!, part]));
}

// Gzip without compressing the page again for every answer: each stored part was deflated on its own
// with a full flush (which ends it on a byte boundary with a fresh dictionary), so the parts and the
// per-answer values, each as a stored (uncompressed) block, can be laid end to end into one deflate
// stream; a final empty block, the gzip header and the trailer (CRC-32 and length of the whole body)
// make it a gzip member. The parts are deflated at the level of every dynamic answer: a miss is
// answered from them too, so a page is compressed once.
const FLUSHED = { level: DYNAMIC_COMPRESSION_LEVEL, finishFlush: zlib.constants.Z_FULL_FLUSH };
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const FINAL_EMPTY_BLOCK = Buffer.from([3, 0]);
/** A stored block holds at most this many bytes. */
const STORED_BLOCK_MAX = 0xffff;

// The small parts between per-answer values repeat from page to page: the scripts at a document's end
// between their nonces are the same on every page of a route, some on every page. Each deflate starts
// an engine of its own (Node's synchronous zlib cannot flush one engine several times), ~0.25 MB of
// state and a JavaScript stream object, which for a part of a few hundred bytes costs far more than the
// compressing. Parts up to SMALL_PART_BYTES are deflated once and looked up by their CRC-32 (computed
// anyway for the gzip trailer), compared byte for byte.
const SMALL_PART_BYTES = 4096;
const MAX_SMALL_PARTS = 256;
const smallParts = new Map<number, { part: Buffer; deflated: Buffer }>();

/**
 * `part` deflated, in a buffer of its own size: zlib answers a view of its 16 KB output chunk, which a
 * stored page would keep whole for a part of a few bytes (buffers live outside V8's heap but count
 * towards it, and V8 collects sooner the more of them there are).
 */
function deflate(part: Buffer): Buffer {
  return Buffer.from(zlib.deflateRawSync(part, FLUSHED));
}

function deflatedPart(part: Buffer, crc: number): Buffer {
  if (part.length > SMALL_PART_BYTES) return deflate(part);
  const known = smallParts.get(crc);
  if (known?.part.equals(part)) return known.deflated;
  const deflated = deflate(part);
  smallParts.delete(crc);
  smallParts.set(crc, { part: Buffer.from(part), deflated });
  if (smallParts.size > MAX_SMALL_PARTS) smallParts.delete(smallParts.keys().next().value!);
  return deflated;
}

/** A part ends with a flush, not with a final block: inflating it stops at its end. */
const UNTIL_FLUSH = { finishFlush: zlib.constants.Z_SYNC_FLUSH };

/** The stored parts as they were before deflating (for an answer without gzip). */
function inflatedParts(entry: Entry): Buffer[] {
  return entry.deflated.map((part) => zlib.inflateRawSync(part, UNTIL_FLUSH));
}

/** `value` as stored deflate blocks (not final), starting on a byte boundary. */
function storedBlocks(value: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  let from = 0;
  do {
    const piece = value.subarray(from, from + STORED_BLOCK_MAX);
    const header = Buffer.alloc(5); // BFINAL 0, BTYPE 00 (stored), then LEN and its complement
    header.writeUInt16LE(piece.length, 1);
    header.writeUInt16LE(~piece.length & 0xffff, 3);
    blocks.push(header, piece);
    from += STORED_BLOCK_MAX;
  } while (from < value.length);
  return blocks;
}

function gzipFromParts(entry: Entry, values: Buffer[]): Buffer {
  // The trailer's CRC-32 combined from the parts' (computed when stored) and the values' own.
  const valueCrcs = values.map((value) => zlib.crc32(value));
  const valueShifts = values.map((value) => crc32Shift(value.length));
  let crc = 0;
  let length = 0;
  entry.lengths.forEach((partLength, i) => {
    if (i > 0) {
      const slot = entry.slots[i - 1]!;
      crc = crc32Combine(crc, valueCrcs[slot]!, valueShifts[slot]!);
      length += values[slot]!.length;
    }
    crc = crc32Combine(crc, entry.crcs[i]!, entry.shifts[i]!);
    length += partLength;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  const blocks = values.map((value) => Buffer.concat(storedBlocks(value)));
  return Buffer.concat([GZIP_HEADER, ...interleave(entry.deflated, entry.slots, blocks), FINAL_EMPTY_BLOCK, trailer]);
}

export function clearPageCache(): void {
  entries.clear();
}
