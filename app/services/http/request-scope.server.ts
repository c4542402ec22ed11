/**
 * What the loaders of one HTTP request share. Remix hands every loader a `Request` of its own (a copy
 * without its routing parameters), so a memo keyed on the `Request` object is never shared between the
 * root's, a layout's and the route's loader, and each of them would ask the database for the same session.
 *
 * The server opens a scope for each GET or HEAD request it passes to Remix, writes the scope's key into
 * the request's `REQUEST_SCOPE_HEADER` (a value the client sent is overwritten; other methods have it
 * removed) and closes the scope when the answer is done. A request of another method keeps a memo per
 * `Request` object: an action may log in, log out or change the user, and the loaders that run after it
 * in the same request must see that. So does a loader called without the server (a test). A key is
 * random, so a header a client made up never names another request's scope, even on a path that
 * forgot to remove it.
 */
import crypto from "node:crypto";

export const REQUEST_SCOPE_HEADER = "x-festival-request-scope";

type Memo = Map<symbol, unknown>;

const open = new Map<string, Memo>();
const byRequest = new WeakMap<object, Memo>();

/** Opens a scope and answers its key. */
export function openRequestScope(): string {
  const key = crypto.randomUUID();
  open.set(key, new Map());
  return key;
}

export function closeRequestScope(key: string): void {
  open.delete(key);
}

/** How many scopes are open: for the tests. */
export function openRequestScopes(): number {
  return open.size;
}

interface ScopedRequest {
  readonly headers: { get(name: string): string | null };
}

function memoOf(request: ScopedRequest): Memo {
  const key = request.headers.get(REQUEST_SCOPE_HEADER);
  const scoped = key === null ? undefined : open.get(key);
  if (scoped) return scoped;
  let memo = byRequest.get(request);
  if (!memo) byRequest.set(request, (memo = new Map()));
  return memo;
}

/** `compute()` once per request and `slot`: later calls for the same request answer the first one's value. */
export function requestScoped<T>(request: ScopedRequest, slot: symbol, compute: () => T): T {
  const memo = memoOf(request);
  if (memo.has(slot)) return memo.get(slot) as T;
  const value = compute();
  memo.set(slot, value);
  return value;
}
