import { useLocation } from "@remix-run/react";
import { ConsentManager } from "~/components/consent/consent-manager";
import { MemoBlock } from "~/components/markup-memo";
import { useRootData } from "~/components/use-root-data";
import { LOCALES } from "~/lib/routes";
import { useSiblingUrl } from "./language-switch";
import { NoticeLayer } from "./notice-layer";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import type { RouteLayout } from "./use-route-layout";

/**
 * The site's header, the cookie manager and the notice layer: a memo block (the server may give its
 * kept markup again). What they show follows from the root data, the page's path (the search's
 * category, the header's route), the same page's address in the other language, and the layout.
 */
export function SiteTop({ layout }: { layout: RouteLayout }) {
  const data = useRootData()!;
  const { pathname } = useLocation();
  const sibling = useSiblingUrl(LOCALES.find((l) => l !== data.locale)!);
  return (
    <MemoBlock name="site-top" inputs={[layout, pathname, sibling, data]}>
      {layout === "webshop" ? null : <SiteHeader />}
      {/* Fixed to the screen's foot, but early in the document: a first visit paints it with the page's first paint, not after the whole page is read. */}
      <ConsentManager locale={data.locale} consent={data.consent} initiallyOpen={data.showConsent} />
      <NoticeLayer />
    </MemoBlock>
  );
}

/** The site's footer, a memo block: what it shows follows from the root data alone. */
export function SiteBottom() {
  const data = useRootData()!;
  return (
    <MemoBlock name="site-bottom" inputs={data}>
      <SiteFooter />
    </MemoBlock>
  );
}
