import { createRateLimiter } from "./rate-limit.server";

/** Reports of pages not found per address per minute; a browser meets a few, a flood is refused. */
const reports = createRateLimiter({ name: "error-log", limit: 20, windowMs: 60_000 });

/** Counts one report from `clientIp`; false when the address is over its limit. */
export function allowErrorReport(clientIp: string): Promise<boolean> {
  return reports.hit(clientIp);
}
