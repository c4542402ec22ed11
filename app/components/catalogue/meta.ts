import type { MetaFunction } from "@remix-run/node";
import { pageMeta, siteMeta } from "~/lib/meta";
import type { Locale } from "~/lib/routes";

/** What every catalogue loader returns for its meta tags. */
export interface CatalogueMeta {
  title: string;
  description: string;
  image: string | null;
  path: string;
  ogType?: string;
}

/** `meta` of the catalogue routes: title with the festival suffix, description, og image, hreflang. */
export const catalogueMeta: MetaFunction = ({ data, matches }) => {
  const site = siteMeta(matches);
  const page = data as { meta?: CatalogueMeta; alternates?: Partial<Record<Locale, string>> } | undefined;
  if (!page?.meta || !site) return [];
  return pageMeta({
    title: page.meta.title,
    festivalTitle: site.festivalTitle,
    description: page.meta.description,
    ogType: page.meta.ogType,
    image: page.meta.image,
    origin: site.origin,
    path: page.meta.path,
    alternates: page.alternates,
  });
};
