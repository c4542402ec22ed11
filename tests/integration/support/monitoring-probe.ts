// Run by tests/integration/monitoring.test.ts in a process of its own (the SDK patches Node's modules
// for the whole process): starts monitoring as every serving process does before it serves, then
// prints which host the error service's SDK reports to, or null when it is not running.
import { startMonitoring } from "~/services/http/monitoring.server";

await startMonitoring();
const { getClient } = await import("@sentry/remix");
console.log(JSON.stringify({ reportsTo: getClient()?.getDsn()?.host ?? null }));
