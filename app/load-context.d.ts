import "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Per-request CSP nonce, made by server.ts. */
    cspNonce: string;
    /** The visitor's address (Express's req.ip, proxy-aware). */
    clientIp: string;
  }
  interface Future {
    v3_singleFetch: true;
  }
}
