import { z } from "zod";

/** POST /api/dashboard-error-log/ */
export const ErrorLogSchema = z.object({
  url: z.string().trim().min(1, "url is required").max(2000, "url is too long"),
});
