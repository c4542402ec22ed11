import { z } from "zod";

const checkbox = z.preprocess((v) => v === "1" || v === "on", z.boolean());

/** POST /cms-hub — the operator switches. */
export const SwitchesSchema = z.object({
  intent: z.literal("switches"),
  is_site_online: checkbox.optional().default(false),
  is_shop_online: checkbox.optional().default(false),
});
