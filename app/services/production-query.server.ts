/** The productions filter (season, exhibition_type, tag, date, page) of the page and the API. */
import { DateTime } from "luxon";
import { z } from "zod";
import { FESTIVAL_ZONE } from "~/lib/dates";
import type { ProductionFilter } from "~/models/productions.server";

const numeric = z.string().regex(/^\d{1,9}$/, "must be a number").transform(Number);
const optional = <T extends z.ZodTypeAny>(schema: T) => z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

/** A DD-MM-YYYY day that exists (31-02-2026 does not). */
const day = z
  .string()
  .regex(/^\d{2}-\d{2}-\d{4}$/, "must be DD-MM-YYYY")
  .refine((v) => DateTime.fromFormat(v, "dd-MM-yyyy", { zone: FESTIVAL_ZONE }).isValid, "is not a real date");

export const ProductionQuery = z.object({
  season: optional(numeric),
  exhibition_type: optional(z.string().regex(/^[a-z0-9-]{1,60}$/, "must be a type slug")),
  tag: optional(numeric),
  date: optional(day),
  page: optional(numeric.refine((n) => n >= 1, "must be 1 or more")),
});
export type ProductionQuery = z.infer<typeof ProductionQuery>;

/** The model's filter: the day becomes its UTC range in Europe/Berlin. */
export function productionFilter(query: ProductionQuery): ProductionFilter {
  const filter: ProductionFilter = {};
  if (query.season !== undefined) filter.season = query.season;
  if (query.exhibition_type !== undefined) filter.exhibitionType = query.exhibition_type;
  if (query.tag !== undefined) filter.tag = query.tag;
  if (query.date !== undefined) {
    const start = DateTime.fromFormat(query.date, "dd-MM-yyyy", { zone: FESTIVAL_ZONE }).startOf("day");
    filter.day = { from: start.toUTC().toISO()!, to: start.plus({ days: 1 }).toUTC().toISO()! };
  }
  return filter;
}
