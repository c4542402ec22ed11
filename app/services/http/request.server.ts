import type { AppLoadContext } from "@remix-run/node";

/**
 * What our server code reads of a request. A Fetch `Request` (what Remix passes) is one; the direct
 * lane in front of Express (docs/decisions/0015-direct-api-routes.md) makes a lighter one from
 * Node's request, without the streams, signals and header lists a `Request` costs. Helpers that take
 * this instead of `Request` serve both.
 */
export interface RequestLike {
  readonly method: string;
  readonly url: string;
  readonly headers: { get(name: string): string | null };
  text(): Promise<string>;
}

/**
 * What the loader and action of a route answered by the direct lane take: its request is only a
 * `RequestLike` (no signal, no form data, no params).
 */
export interface DirectRouteArgs {
  request: RequestLike;
  context: AppLoadContext;
}
