import { useNonce } from "~/components/nonce";
import { useRootData } from "~/components/use-root-data";
import { href } from "~/lib/routes";

/**
 * The site declares its search to search engines (a site-search action with
 * q={search_term_string}). The placeholder stays unencoded: search engines fill it in.
 */
export function SiteSearchJsonLd() {
  const data = useRootData();
  const nonce = useNonce();
  if (!data) return null;
  const { origin, locale } = data;
  const json = {
    "@context": "https://schema.org",
    "@type": "WebSite",
    url: `${origin}${href("home", locale)}`,
    name: data.settings.festivalTitle,
    potentialAction: {
      "@type": "SearchAction",
      target: `${origin}${href("search", locale)}?q={search_term_string}`,
      "query-input": "required name=search_term_string",
    },
  };
  // "<" escaped so no text can end the script element early.
  const html = JSON.stringify(json).replace(/</g, "\\u003c");
  // The browser hides the nonce after load, so the client's (absent) value must not count as a mismatch.
  return <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}
