import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { MODULE_TYPES_ATTRIBUTE } from "~/components/cms/module-types";
import { watchEarlyChoices } from "~/lib/early-choices";
import { CHUNK_RELOAD_GUARD_MS } from "~/lib/ui-constants";
import { loadMessages } from "~/lib/messages";
import { UNSUPPORTED_BROWSER_ATTRIBUTE } from "~/lib/notice";
import { localeFromPath } from "~/lib/routes";

// A deploy can remove the chunks an open tab still asks for: reload once, at most once a minute.
function reloadOnChunkFailure(message: string) {
  if (!/Loading chunk \d+ failed|Failed to fetch dynamically imported module|Importing a module script failed/.test(message)) return;
  const last = Number(sessionStorage.getItem("chunk-reload-at") ?? 0);
  if (Date.now() - last < CHUNK_RELOAD_GUARD_MS) return;
  sessionStorage.setItem("chunk-reload-at", String(Date.now()));
  window.location.reload();
}
window.addEventListener("error", (event) => reloadOnChunkFailure(String(event.message ?? "")));
window.addEventListener("unhandledrejection", (event) => reloadOnChunkFailure(String(event.reason?.message ?? event.reason ?? "")));

if ("serviceWorker" in navigator && window.isSecureContext) {
  window.addEventListener("load", () => void navigator.serviceWorker.register("/sw.js"));
}

// Browser errors go to Sentry only where a DSN is configured; otherwise the SDK is never loaded.
const sentryDsn = document.querySelector<HTMLMetaElement>('meta[name="sentry-dsn"]')?.content;
if (sentryDsn) {
  void import("@sentry/remix").then((Sentry) => Sentry.init({ dsn: sentryDsn, environment: "live", tracesSampleRate: 0 }));
}

async function hydrate() {
  watchEarlyChoices(document);
  // Only the page's locale is downloaded; the other one loads when the visitor switches language.
  // The renderers of the page's CMS modules come first too: one that suspended during hydration
  // would make React throw the server's HTML away (app/components/cms/module-types.ts).
  const moduleTypes = [...document.querySelectorAll(`[${MODULE_TYPES_ATTRIBUTE}]`)].flatMap((section) => section.getAttribute(MODULE_TYPES_ATTRIBUTE)!.split(" ").filter(Boolean));
  const renderers = moduleTypes.length > 0 ? import("~/components/cms/module-renderers").then((m) => m.loadRenderers(moduleTypes)).catch(() => undefined) : undefined;
  await Promise.all([loadMessages(localeFromPath(window.location.pathname)), renderers]);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

// A browser without what our scripts use keeps the server's page, which works without script (the
// notice layer's inline script marked it and tells the visitor): a start would fail halfway and
// replace the page with an error.
if (!document.documentElement.hasAttribute(UNSUPPORTED_BROWSER_ATTRIBUTE)) void hydrate();
