import { useRootData } from "~/components/use-root-data";
import { href } from "~/lib/routes";

/**
 * The site declares its search to search engines (a site-search action with
 * q={search_term_string}). The placeholder stays unencoded: search engines fill it in.
 */
export function SiteSearchJsonLd() {
  const data = useRootData();
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
  // A data block: the browser never runs it, so the content security policy asks no nonce of it
  // (and the page cache has one per-answer value fewer to fill in).
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: html }} />;
}
