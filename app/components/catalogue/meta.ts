import type { MetaFunction } from "@remix-run/node";
import { pageMeta } from "~/lib/meta";
import type { Locale } from "~/lib/routes";

/** What every catalogue loader returns for its meta tags. */
export interface CatalogueMeta {
  title: string;
  description: string;
  image: string | null;
  path: string;
  ogType?: string;
}

interface RootData {
  origin: string;
  settings: { festivalTitle: string };
}

/** `meta` of the catalogue routes: title with the festival suffix, description, og image, hreflang. */
export const catalogueMeta: MetaFunction = ({ data, matches }) => {
  const root = matches.find((m) => m.id === "root")?.data as RootData | undefined;
  const page = data as { meta?: CatalogueMeta; alternates?: Partial<Record<Locale, string>> } | undefined;
  if (!page?.meta || !root) return [];
  return pageMeta({
    title: page.meta.title,
    festivalTitle: root.settings.festivalTitle,
    description: page.meta.description,
    ogType: page.meta.ogType,
    image: page.meta.image,
    origin: root.origin,
    path: page.meta.path,
    alternates: page.alternates,
  });
};
