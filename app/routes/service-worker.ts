import type { LoaderFunctionArgs } from "@remix-run/node";
import { serviceWorkerScript } from "~/services/service-worker.server";

// GET /sw.js — the service worker. Browsers check it for a new version on their own; `no-cache`
// makes every other cache in between ask the server too.
export async function loader({ context }: LoaderFunctionArgs) {
  const script = await serviceWorkerScript(context.buildVersion);
  if (script === null) return new Response("The service worker is not built (npm run build).", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(script, {
    headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache" },
  });
}
