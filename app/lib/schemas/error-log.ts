import { z } from "zod";

/** The longest URL the log of pages not found records; a longer one is refused, not cut. */
export const MAX_ERROR_LOG_URL = 500;

/** POST /api/dashboard-error-log/ */
export const ErrorLogSchema = z.object({
  url: z.string().trim().min(1, "url is required").max(MAX_ERROR_LOG_URL, `url is longer than ${MAX_ERROR_LOG_URL} characters`),
});
