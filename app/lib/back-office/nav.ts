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
  /** Shown to users holding any of these. */
  permission: Permission | Permission[];
  label: (texts: OfficeTexts) => string;
}

const anyOf = (permission: Permission | Permission[], can: (permission: Permission) => boolean) =>
  (Array.isArray(permission) ? permission : [permission]).some(can);

/** The back office's own pages (not the generic record kinds), in the order the menu shows them. */
export const OFFICE_PAGES: PageEntry[] = [
  { group: "programme", route: "office-events", permission: ["catalogue", "box-office"], label: (t) => t.shell.pages.events },
  { group: "boxOffice", route: "office-box-office", permission: "box-office", label: (t) => t.shell.pages.boxOffice },
  { group: "boxOffice", route: "office-orders", permission: "box-office", label: (t) => t.shell.pages.orders },
  { group: "content", route: "office-forms", permission: "catalogue", label: (t) => t.shell.pages.forms },
  { group: "content", route: "office-media", permission: "catalogue", label: (t) => t.shell.pages.media },
  { group: "site", route: "office-navigation", permission: "catalogue", label: (t) => t.shell.pages.navigation },
  { group: "site", route: "office-site-settings", permission: "administer", label: (t) => t.shell.pages.siteSettings },
  { group: "site", route: "office-design-settings", permission: "administer", label: (t) => t.shell.pages.design },
  { group: "site", route: "office-audit", permission: "administer", label: (t) => t.shell.pages.audit },
  { group: "people", route: "office-users", permission: "administer", label: (t) => t.shell.pages.users },
];

export function officeNavigation(texts: OfficeTexts, can: (permission: Permission) => boolean): OfficeNavGroup[] {
  const groups = Object.keys(texts.shell.groups) as OfficeNavGroupKey[];
  return groups
    .map((key) => ({
      key,
      label: texts.shell.groups[key],
      links: [
        ...OFFICE_PAGES.filter((page) => page.group === key && anyOf(page.permission, can)).map((page) => ({ href: officeHref(page.route), label: page.label(texts) })),
        ...RESOURCES.filter((resource) => resource.group === key && can(resource.permission)).map((resource) => ({
          href: officeHref("office-records", { resource: resource.key }),
          label: resource.title(texts),
        })),
      ],
    }))
    .filter((group) => group.links.length > 0);
}

/**
 * Whether the menu's link to `href` is where the user is: its page, or (unless `exact`) a page below it
 * (`/cms-hub/orders/12` under `/cms-hub/orders`). Letter case is ignored, as the router ignores it.
 */
export function isCurrentArea(pathname: string, href: string, { exact = false } = {}): boolean {
  const here = pathname.toLowerCase().replace(/(.)\/+$/, "$1");
  const target = href.toLowerCase();
  return here === target || (!exact && here.startsWith(`${target}/`));
}
