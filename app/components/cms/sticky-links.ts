import { safeLinkUrl } from "~/lib/rich-text";
import type { StickyLink } from "~/lib/sticky-links";
import type { Fields, ModuleData } from "~/lib/types/cms-modules";
import type { WindowState } from "~/lib/editor/edit-mode";
import { anchorId, bool, list, str } from "./modules/field-readers";

/** More would not fit the bar beside the page on a laptop; the modules themselves stay on the page. */
export const MAX_STICKY_LINKS = 8;

interface SectionLike {
  modules: { type: string; columnIndex: number; fields: Fields; data: ModuleData; window?: WindowState }[];
}

function linkTo(label: string, url: string, newWindow = false): StickyLink | null {
  const href = safeLinkUrl(url);
  if (!label || !href) return null;
  return { label, href, newWindow: newWindow || /^https?:\/\//i.test(href) };
}

const inPage = (anchor: unknown) => {
  const id = anchorId(anchor);
  return id ? `#${id}` : "";
};

/** What one module gives the bar, as its renderer shows it (app/components/cms/modules/link.tsx, hero.tsx). */
function linksOfModule(type: string, fields: Fields, data: ModuleData): (StickyLink | null)[] {
  if (type === "section") return (data.columns ?? []).flat().flatMap((m) => linksOfModule(m.type, m.fields, m.data));
  if (!bool(fields.sticky)) return [];
  switch (type) {
    case "link":
      return [linkTo(str(fields.link_text), str(fields.link_url) || (typeof fields.link === "string" ? str(fields.link) : ""), bool(fields.link_open_in_new_window))];
    case "heromedia":
      return [linkTo(str(fields.button_text), str(fields.button_link))];
    // With an address the anchor's text links there; without, the bar jumps to the anchor.
    case "anchor":
      return [linkTo(str(fields.link_text), str(fields.link_url) || inPage(fields.anchor), bool(fields.link_open_in_new_window))];
    case "anchorlist":
      return list(fields.children).map((child) => linkTo(str(child.link_text) || str(child.anchor), inPage(child.anchor)));
    default:
      return [];
  }
}

/**
 * The page links of the sticky bar: every module marked `sticky` in the order the page shows them
 * (section by section, column by column, into section modules), each address once, at most
 * MAX_STICKY_LINKS. Modules outside their online window (kept only in the edit mode) give none.
 */
export function collectStickyLinks(sections: SectionLike[]): StickyLink[] {
  const links = new Map<string, StickyLink>();
  for (const section of sections) {
    const modules = section.modules.map((m, order) => ({ m, order })).sort((a, b) => a.m.columnIndex - b.m.columnIndex || a.order - b.order);
    for (const { m } of modules) {
      if (m.window && m.window !== "current") continue;
      for (const link of linksOfModule(m.type, m.fields, m.data)) {
        if (link && !links.has(link.href) && links.size < MAX_STICKY_LINKS) links.set(link.href, link);
      }
    }
  }
  return [...links.values()];
}
