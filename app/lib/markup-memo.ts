import { createContext } from "react";

/**
 * A block of the page whose markup the server may keep and give again (the header and the footer:
 * the same on every page of a locale, a fifth to a third of a page's render). The block's markup must
 * follow from its `inputs`, the locale's texts and the two values that change with every request: the
 * address to return to (`useReturnTo`) and the CSP nonce (`useNonce`). Everything else the block shows
 * belongs in `inputs`, which the server compares whole, as JSON, with those of the markup it keeps
 * (with the block's name and its place in the page, which React's ids inside it follow from).
 *
 * In the browser, in development and in the server's stream renderer, the block renders its children
 * as they are. In the server's one-pass render (app/services/http/markup-memo.server.ts) it renders
 * them between two marks when their markup is not kept, with stand-ins for the return address and the
 * nonce, and only one mark when it is; the marks and stand-ins never reach the page. The tree a block's
 * children render in is the same in the browser as in the server's capture (a list of three: the marks,
 * or nothing, around them), so the ids React gives inside it (`useId`) are the same too.
 */
export interface MarkupMemo {
  /**
   * The mark that opens the block `name` at `place` (its `useId`) with these inputs, or the one that
   * stands for its kept markup.
   */
  open(name: string, place: string, inputs: unknown, values: RequestValues): { mark: string; kept: boolean };
  /** The mark that closes the block opened last. */
  close(): string;
}

/** What a kept block's markup is given afresh for each request (a page without a nonce keeps none). */
export interface RequestValues {
  returnTo: string;
  nonce: string | undefined;
}

/** Stand-ins, in the captured markup, for the request's values: characters no page text contains. */
export const STAND_IN: Readonly<Record<keyof RequestValues, string>> = { returnTo: "\uE001returnTo\uE001", nonce: "\uE001nonce\uE001" };

export const MarkupMemoContext = createContext<MarkupMemo | null>(null);
