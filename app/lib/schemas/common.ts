/**
 * The zod parts every input shares, one rule each:
 * - an id and any positive integer (a page, a form number): a whole number from 1 to 999999999,
 *   written as digits without sign, spaces or leading zero (`[1-9]\d{0,8}`), or that number itself
 *   in a JSON body;
 * - a day as the URLs write it, DD-MM-YYYY, and a real one (31-02-2026 is not);
 * - the paged JSON answer `{count, next, previous, results}`.
 * An empty query value (`?room=`, what a GET form sends for "all") counts as absent: `optionalParam`.
 */
import { z } from "zod";

export const ID_PATTERN = /^[1-9]\d{0,8}$/;
export const MAX_ID = 999_999_999;

const POSITIVE_MESSAGE = `must be a whole number from 1 to ${MAX_ID}`;

/** A JSON number that is a whole number is read as its digits, so that one pattern decides. */
const numberAsDigits = (value: unknown) => (typeof value === "number" && Number.isSafeInteger(value) ? String(value) : value);

/** A positive integer (1..999999999) from a URL, a query, a form field or a JSON body. */
export const PositiveInt = z.preprocess(
  numberAsDigits,
  z.string({ invalid_type_error: POSITIVE_MESSAGE, required_error: "is required" }).regex(ID_PATTERN, POSITIVE_MESSAGE).transform(Number),
) as z.ZodType<number, z.ZodTypeDef, unknown>;

/** A record's id: a positive integer. */
export const Id = PositiveInt;

/** True when `value` is an id as URLs write it. */
export function isId(value: string | null | undefined): value is string {
  return typeof value === "string" && ID_PATTERN.test(value);
}

/** `schema`, with an empty string read as absent. */
export function optionalParam<T extends z.ZodTypeAny>(schema: T) {
  return z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
}

/** `DD-MM-YYYY` → `YYYY-MM-DD`, or null when it is not that format or not a real day. */
export function isoDayOf(value: string): string | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  if (!match) return null;
  const [, dd, mm, yyyy] = match;
  const day = Number(dd);
  const month = Number(mm);
  const year = Number(yyyy);
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return `${yyyy}-${mm}-${dd}`;
}

/** A real day written DD-MM-YYYY, kept as written. */
export const Day = z.string().refine((value) => isoDayOf(value) !== null, "must be a real date as DD-MM-YYYY");

/** A real day written DD-MM-YYYY, read as YYYY-MM-DD. */
export const IsoDay = Day.transform((value) => isoDayOf(value)!);

/** The paged JSON answer of a list with `item` results. */
export function pagedAnswer<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    count: z.number().int().min(0),
    next: z.string().url().nullable(),
    previous: z.string().url().nullable(),
    results: z.array(item),
  });
}

export type PagedAnswer<T> = { count: number; next: string | null; previous: string | null; results: T[] };
