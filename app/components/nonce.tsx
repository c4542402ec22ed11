import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);

/** The CSP nonce of this response (server only; browsers hide it from the DOM after load). */
export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
