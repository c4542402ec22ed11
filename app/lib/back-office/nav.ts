/**
 * The back office's navigation: groups of links, each shown only to users holding its permission.
 * Record kinds served by the generic list and edit routes add themselves from their descriptions.
 */
import type { Permission } from "./roles";
import { RESOURCES } from "./resources";
import type { OfficeTexts } from "./texts";
import { officeHref, type OfficeRouteId } from "~/lib/routes";

export type OfficeNavGroupKey = keyof OfficeTexts["shell"]["groups"];

export interface OfficeNavLink {
  href: string;
  label: string;
}

export interface OfficeNavGroup {
  key: OfficeNavGroupKey;
  label: string;
  links: OfficeNavLink[];
}

interface PageEntry {
  group: OfficeNavGroupKey;
  route: OfficeRouteId;
  permission: Permission;
  label: (texts: OfficeTexts) => string;
}

/** The back office's own pages (not the generic record kinds), in the order the menu shows them. */
export const OFFICE_PAGES: PageEntry[] = [
  { group: "content", route: "office-media", permission: "catalogue", label: (texts) => texts.media.title },
  { group: "site", route: "office-navigation", permission: "catalogue", label: (texts) => texts.navigation.title },
  { group: "site", route: "office-site-settings", permission: "administer", label: (texts) => texts.site.settingsTitle },
  { group: "site", route: "office-design-settings", permission: "administer", label: (texts) => texts.site.designTitle },
];

export function officeNavigation(texts: OfficeTexts, can: (permission: Permission) => boolean): OfficeNavGroup[] {
  const groups = Object.keys(texts.shell.groups) as OfficeNavGroupKey[];
  return groups
    .map((key) => ({
      key,
      label: texts.shell.groups[key],
      links: [
        ...OFFICE_PAGES.filter((page) => page.group === key && can(page.permission)).map((page) => ({ href: officeHref(page.route), label: page.label(texts) })),
        ...RESOURCES.filter((resource) => resource.group === key && can(resource.permission)).map((resource) => ({
          href: officeHref("office-records", { resource: resource.key }),
          label: resource.title(texts),
        })),
      ],
    }))
    .filter((group) => group.links.length > 0);
}
