import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { createInstance } from "i18next";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { NonceProvider } from "~/components/nonce";
import { i18nOptions } from "~/lib/i18n";
import { applyCacheControl } from "~/services/cache-control.server";
import { requestLocale, resources } from "~/services/i18n.server";
import { reportError } from "~/services/monitoring.server";
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

export { serverHooks } from "~/services/server-hooks.server";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  recordNotFound(request, responseStatusCode);
  const nonce = loadContext.cspNonce;
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ ...i18nOptions, lng: requestLocale(request), resources });

  // Bots and no-JS visitors alike get the whole document at once; browsers get it streamed.
  const readyEvent = isbot(request.headers.get("user-agent")) ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={i18n}>
          <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          applyCacheControl(request, responseStatusCode, responseHeaders);
          resolve(
            new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) reportError(error, { url: request.url });
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  recordNotFound(request, response.status);
  applyCacheControl(request, response.status, response.headers);
  return response;
};

export const handleError: HandleErrorFunction = (error, { request }) => {
  // Aborted requests (the visitor navigated away) are not errors of ours.
  if (request.signal.aborted) return;
  reportError(error, { url: request.url, method: request.method });
};
