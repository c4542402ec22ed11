import type { LinkDescriptor } from "@remix-run/node";
import { PrefetchPageLinks, UNSAFE_RemixContext, useMatches } from "@remix-run/react";
import { createContext, useContext } from "react";
import { useNonce } from "~/components/nonce";

/** The server's reader of a build stylesheet's text by its href (app/services/http/inline-stylesheets.server.ts). */
export type StylesheetText = (href: string) => string | undefined;

const StylesheetTextContext = createContext<StylesheetText | undefined>(undefined);

/** Given by entry.server: the document's stylesheets are written into it, not linked. */
export const StylesheetTextProvider = StylesheetTextContext.Provider;

/**
 * The texts the browser found inlined in the document it loaded, by href (null: it was linked). Read
 * from the DOM once, while the element the server rendered is there (hydration), and kept: a route's
 * style element leaves the head when its route does and comes back with the same text.
 */
const inlinedInDocument = new Map<string, string | null>();

function textInDocument(href: string): string | undefined {
  if (!inlinedInDocument.has(href)) {
    const element = Array.from(document.head.querySelectorAll("style[data-href]")).find((style) => style.getAttribute("data-href") === href);
    inlinedInDocument.set(href, element?.textContent ?? null);
  }
  return inlinedInDocument.get(href) ?? undefined;
}

let documentNonce: string | undefined;

/**
 * The CSP nonce the browser knows from the document's inlined styles (it hides the attribute but
 * keeps the property): a style element the app adds later carries it, or the policy refuses it.
 */
function nonceInDocument(): string | undefined {
  documentNonce ||= document.head.querySelector<HTMLStyleElement>("style[data-href]")?.nonce || undefined;
  return documentNonce;
}

function useStylesheetText(): StylesheetText {
  const server = useContext(StylesheetTextContext);
  return server ?? (typeof document === "undefined" ? () => undefined : textInDocument);
}

function keyOf(link: LinkDescriptor): string {
  return "page" in link ? `page:${link.page}` : `${link.rel}:${link.href ?? link.imageSrcSet ?? ""}`;
}

/**
 * The head's links of the matched routes, as Remix's <Links> renders them, except that a stylesheet of
 * the build is written into the document as a <style> (marked with its href): the first paint waits for
 * no stylesheet request (decision 0072). A stylesheet the document did not carry (a route reached by a
 * client-side navigation) stays a link, which Remix has loaded before the route renders.
 */
export function HeadLinks() {
  const remix = useContext(UNSAFE_RemixContext);
  const matches = useMatches();
  const stylesheetText = useStylesheetText();
  const serverNonce = useNonce();
  if (!remix) return null;
  const nonce = serverNonce ?? (typeof document === "undefined" ? undefined : nonceInDocument());
  // Root first, then each nested route; a link two routes give is rendered once, where it first came.
  const links = new Map<string, LinkDescriptor>();
  for (const match of matches) {
    const css = (remix.manifest.routes[match.id]?.css ?? []).map((href): LinkDescriptor => ({ rel: "stylesheet", href }));
    for (const link of [...css, ...(remix.routeModules[match.id]?.links?.() ?? [])]) {
      if (!links.has(keyOf(link))) links.set(keyOf(link), link);
    }
  }
  return (
    <>
      {Array.from(links, ([key, link]) => {
        if ("page" in link) return <PrefetchPageLinks key={key} {...link} />;
        const text = link.rel === "stylesheet" && link.href ? stylesheetText(link.href) : undefined;
        if (text === undefined) return <link key={key} {...link} />;
        return <style key={key} nonce={nonce} data-href={link.href} media={link.media} dangerouslySetInnerHTML={{ __html: text }} />;
      })}
    </>
  );
}
