import type { HeadersFunction } from "@remix-run/node";

/**
 * A route's `headers` when its action or loader decides the Cache-Control (an editor's answer, one
 * visitor's list): the action's wins, then the loader's; without either the document's default holds.
 */
export const cacheControlFromData: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const cacheControl = actionHeaders.get("Cache-Control") ?? loaderHeaders.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : new Headers();
};
