import { useLocation } from "@remix-run/react";
import { createContext, useContext, useId, type ReactNode } from "react";
import { NonceProvider, useNonce } from "~/components/nonce";
import { MarkupMemoContext, STAND_IN } from "~/lib/markup-memo";

/** The return address inside a memo block: the request's own, or its stand-in while the server captures the block. */
const ReturnToContext = createContext<string | null>(null);

/** The page's own address (path and query), for a form that brings the visitor back to it. */
export function useReturnTo(): string {
  const location = useLocation();
  return useContext(ReturnToContext) ?? location.pathname + location.search;
}

/** A block of the page the server may keep and give again (~/lib/markup-memo.ts says what it may read). */
export function MemoBlock({ name, inputs, children }: { name: string; inputs: unknown; children: ReactNode }) {
  const memo = useContext(MarkupMemoContext);
  // The block's place in the page: React's ids inside it follow from it, so it is part of the key.
  const place = useId();
  const returnTo = useReturnTo();
  const nonce = useNonce();
  if (!memo) {
    return (
      <>
        {null}
        <NonceProvider value={nonce}>
          <ReturnToContext.Provider value={returnTo}>{children}</ReturnToContext.Provider>
        </NonceProvider>
        {null}
      </>
    );
  }
  const { mark, kept } = memo.open(name, place, inputs, { returnTo, nonce });
  if (kept) {
    return (
      <>
        {mark}
        {null}
        {null}
      </>
    );
  }
  return (
    <>
      {mark}
      <NonceProvider value={nonce === undefined ? undefined : STAND_IN.nonce}>
        <ReturnToContext.Provider value={STAND_IN.returnTo}>{children}</ReturnToContext.Provider>
      </NonceProvider>
      {memo.close()}
    </>
  );
}
