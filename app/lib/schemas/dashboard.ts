import { z } from "zod";

const checkbox = z.preprocess((v) => v === "1" || v === "on", z.boolean());

/** The dashboard accepts a cart maximum of tickets per event within these bounds. */
export const MAX_TICKETS_PER_EVENT_RANGE = { min: 1, max: 200 } as const;

/** POST /cms-hub — the operator switches and the cart's maximum of tickets per event (kept when absent). */
export const SwitchesSchema = z.object({
  intent: z.literal("switches"),
  is_site_online: checkbox.optional().default(false),
  is_shop_online: checkbox.optional().default(false),
  max_tickets_per_event: z.coerce.number().int().min(MAX_TICKETS_PER_EVENT_RANGE.min).max(MAX_TICKETS_PER_EVENT_RANGE.max).optional(),
});
