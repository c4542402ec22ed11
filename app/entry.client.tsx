import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { watchEarlyChoices } from "~/lib/early-choices";
import { CHUNK_RELOAD_GUARD_MS } from "~/lib/ui-constants";
import { loadMessages } from "~/lib/messages";
import { UNSUPPORTED_BROWSER_ATTRIBUTE } from "~/lib/notice";
import { registerServiceWorker } from "~/lib/offline/service-worker-client";
import { localeFromPath } from "~/lib/routes";
import { browserSentry } from "~/components/error/browser-sentry";

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

registerServiceWorker();

// Browser errors go to Sentry only where a DSN is configured; otherwise the SDK is never loaded.
void browserSentry();

async function hydrate() {
  watchEarlyChoices(document);
  // Only the page's locale is downloaded; the other one loads when the visitor switches language.
  // (The CMS module renderers come with the page's own code, or wait inside their module's boundary:
  // app/components/cms/module-renderers.ts.)
  await loadMessages(localeFromPath(window.location.pathname));
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
