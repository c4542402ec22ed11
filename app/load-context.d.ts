import "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Per-request CSP nonce, made by server.ts. */
    cspNonce: string;
    /** The visitor's address (Express's req.ip, proxy-aware). */
    clientIp: string;
    /** The Remix build's version (its assets manifest's), which names the service worker's caches. */
    buildVersion: string;
    /**
     * The cart amount this response's cookies set, when an action changed them and answers with a
     * page (no redirect): the root loader runs on the same request, whose cookies are the old ones.
     */
    cartAmount?: number;
  }
  interface Future {
    v3_singleFetch: true;
  }
}
