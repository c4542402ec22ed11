import "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Per-request CSP nonce, made by server.ts. */
    cspNonce: string;
  }
  interface Future {
    v3_singleFetch: true;
  }
}
