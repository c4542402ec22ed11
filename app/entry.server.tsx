import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { InlineScriptsProvider } from "~/components/inline-script";
import { NonceProvider } from "~/components/nonce";
import { applyCacheControl } from "~/services/http/cache-control.server";
import { INLINE_SCRIPTS } from "~/services/inline-scripts.server";
import { renderDocument } from "~/services/http/document-render.server";
import { settleHandoffData } from "~/services/http/handoff-data.server";
import { I18nProvider } from "~/components/i18n";
import { preloadModuleRenderers } from "~/components/cms/module-renderers";
import { LazyOfficeEditLink } from "~/components/layout/lazy-office-edit-link";
import { requestLocale } from "~/services/i18n.server";
import { copyRefusalHeaders } from "~/services/http/input.server";
import { reportError } from "~/services/http/monitoring.server";
import { logErrorEntry } from "~/models/error-log.server";

/** Every 404 a visitor meets lands in the dashboard's error log (the browser needs no script for it). */
function recordNotFound(request: Request, status: number) {
  if (status !== 404 || request.method !== "GET") return;
  const url = new URL(request.url);
  url.searchParams.delete("_data");
  const path = url.pathname.replace(/\.data$/, "");
  logErrorEntry({
    url: `${path}${url.search}`,
    status,
    referrer: request.headers.get("Referer"),
    userAgent: request.headers.get("User-Agent"),
  }).catch((error: unknown) => reportError(error, { during: "error log" }));
}

export { serverHooks } from "~/services/http/server-hooks.server";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  recordNotFound(request, responseStatusCode);
  copyRefusalHeaders(remixContext.staticHandlerContext, responseHeaders);
  const nonce = loadContext.cspNonce;
  // The server renders at once what the browser loads later (occasional module renderers, the editor's
  // link), with the data for the browser read whole: nothing waits during the render.
  const [handoff] = await Promise.all([settleHandoffData(remixContext), preloadModuleRenderers(), LazyOfficeEditLink.preload()]);

  // Bots wait for every part of the page; browsers for the shell, unfinished parts left to them. Both get one piece.
  return renderDocument(
    () => {
      handoff.forRender();
      return (
        <NonceProvider value={nonce}>
          <InlineScriptsProvider value={INLINE_SCRIPTS}>
            <I18nProvider locale={requestLocale(request)}>
              <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
            </I18nProvider>
          </InlineScriptsProvider>
        </NonceProvider>
      );
    },
    {
      request,
      status: responseStatusCode,
      headers: responseHeaders,
      nonce,
      allReady: isbot(request.headers.get("user-agent")),
      timeoutMs: streamTimeout + 1000,
      cacheControl: (status, headers) => applyCacheControl(request, status, headers),
    },
  );
}

export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  recordNotFound(request, response.status);
  applyCacheControl(request, response.status, response.headers);
  return response;
};

export const handleError: HandleErrorFunction = (error, { request }) => {
  // Aborted requests (the visitor navigated away) are not errors of ours.
  if (request.signal.aborted) return;
  // Remix's own 4xx (no route matches, no action for a POST) are the visitor's mistake: one log line.
  if (isRouteErrorResponse(error) && error.status < 500) {
    console.warn(`[http] ${error.status} ${request.method} ${new URL(request.url).pathname.slice(0, 200)}: ${error.statusText}`);
    return;
  }
  reportError(error, { url: request.url, method: request.method });
};
