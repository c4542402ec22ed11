import type { MetaDescriptor } from "@remix-run/node";
import { pageMeta } from "~/lib/meta";
import type { Locale } from "~/lib/routes";

interface RootData {
  origin: string;
  settings: { festivalTitle: string };
}

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
  const root = matches.find((m) => m.id === "root")?.data as RootData | undefined;
  if (!data || !root) return [];
  return pageMeta({ ...data.meta, festivalTitle: root.settings.festivalTitle, origin: root.origin });
}
