import type { MetaDescriptor } from "@remix-run/node";
import { isRecord } from "./is-record";
import { LOCALES, type Locale } from "./routes";

export interface PageMeta {
  title: string;
  festivalTitle: string;
  description?: string;
  ogTitle?: string;
  ogDescription?: string;
  ogType?: string;
  /** Absolute or site-relative image URL for sharing. */
  image?: string | null;
  origin: string;
  /** The page's own path. */
  path: string;
  /** The page in each locale, for hreflang. */
  alternates?: Partial<Record<Locale, string>>;
  noindex?: boolean;
}

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

/** Title with the festival suffix, description, Open Graph, canonical and hreflang links. */
export function pageMeta(meta: PageMeta): MetaDescriptor[] {
  const title = meta.title && meta.title !== meta.festivalTitle ? `${meta.title} | ${meta.festivalTitle}` : meta.festivalTitle;
  const tags: MetaDescriptor[] = [
    { title },
    { property: "og:title", content: meta.ogTitle || meta.title || meta.festivalTitle },
    { property: "og:type", content: meta.ogType || "website" },
    { property: "og:url", content: absolute(meta.origin, meta.path) },
    { property: "og:site_name", content: meta.festivalTitle },
    { tagName: "link", rel: "canonical", href: absolute(meta.origin, meta.path) },
  ];
  if (meta.description) tags.push({ name: "description", content: meta.description });
  if (meta.ogDescription || meta.description) {
    tags.push({ property: "og:description", content: meta.ogDescription || meta.description });
  }
  if (meta.image) tags.push({ property: "og:image", content: absolute(meta.origin, meta.image) });
  if (meta.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const locale of LOCALES) {
    const url = meta.alternates?.[locale];
    if (url) tags.push({ tagName: "link", rel: "alternate", hrefLang: locale, href: absolute(meta.origin, url) });
  }
  const fallback = meta.alternates?.de;
  if (fallback) tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: absolute(meta.origin, fallback) });
  return tags;
}

/** What every page's meta tags take from the root loader: the site's origin and the festival title. */
export interface SiteMeta {
  origin: string;
  festivalTitle: string;
}

/** The root route's `SiteMeta` among a `meta` function's matches; undefined while the root failed. */
export function siteMeta(matches: readonly { id: string; data: unknown }[]): SiteMeta | undefined {
  const root = matches.find((m) => m.id === "root")?.data;
  if (!isRecord(root) || typeof root.origin !== "string" || !isRecord(root.settings)) return undefined;
  const { festivalTitle } = root.settings;
  return typeof festivalTitle === "string" ? { origin: root.origin, festivalTitle } : undefined;
}
