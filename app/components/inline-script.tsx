import { createContext, useContext } from "react";
import { useNonce } from "~/components/nonce";
import type { InlineScriptName, InlineScripts } from "~/lib/types/inline-scripts";

const InlineScriptsContext = createContext<Partial<InlineScripts>>({});

/**
 * The server's texts of the inline scripts (app/services/inline-scripts.server.ts, given by
 * entry.server). The browser's bundle does not carry them: hydration keeps the script element the
 * server rendered, and the empty text the browser renders is never written into it.
 */
export const InlineScriptsProvider = InlineScriptsContext.Provider;

export function InlineScript({ name }: { name: InlineScriptName }) {
  const text = useContext(InlineScriptsContext)[name] ?? "";
  const nonce = useNonce();
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: text }} />;
}
