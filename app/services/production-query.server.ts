/** The productions filter (season, exhibition_type, tag, date, page) of the page and the API. */
import { DateTime } from "luxon";
import { z } from "zod";
import { FESTIVAL_ZONE } from "~/lib/dates";
import { Day, Id, optionalParam, PositiveInt } from "~/lib/schemas/common";
import type { ProductionFilter } from "~/models/productions.server";

export const ProductionQuery = z.object({
  season: optionalParam(Id),
  exhibition_type: optionalParam(z.string().regex(/^[a-z0-9-]{1,60}$/, "must be a type slug")),
  tag: optionalParam(Id),
  date: optionalParam(Day),
  page: optionalParam(PositiveInt),
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
