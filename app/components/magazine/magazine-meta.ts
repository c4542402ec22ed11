import type { MetaDescriptor } from "@remix-run/node";
import { pageMeta, siteMeta } from "~/lib/meta";
import type { Locale } from "~/lib/routes";

/** What a magazine loader returns for its meta tags. */
export interface MagazineMetaData {
  meta: {
    title: string;
    description: string;
    image: string | null;
    path: string;
    ogType?: string;
    alternates?: Partial<Record<Locale, string>>;
  };
}

/** `pageMeta` for a magazine route, with the root's origin and festival title. */
export function magazineMeta(data: MagazineMetaData | undefined, matches: { id: string; data: unknown }[]): MetaDescriptor[] {
  const site = siteMeta(matches);
  if (!data || !site) return [];
  return pageMeta({ ...data.meta, ...site });
}
