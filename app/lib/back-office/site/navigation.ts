/** The navigation's menus and the menu item form's schema (browser and server). */
import { z } from "zod";
import type { OfficeTexts } from "~/lib/back-office/texts";
import { choice, flag, link, reference, text } from "~/lib/back-office/validation";

export const MENU_NAMES = ["primary", "secondary", "footer"] as const;
export type MenuNameChoice = (typeof MENU_NAMES)[number];

export const MOVES = ["up", "down", "in", "out"] as const;
export type Move = (typeof MOVES)[number];

/** A menu item: a German label, an address or a CMS page (for German at least), its place. */
export function navigationItemSchema(texts: OfficeTexts) {
  return z
    .object({
      menu: choice(MENU_NAMES),
      parent_id: reference(),
      label_de: text({ required: true, max: 120 }),
      label_en: text({ max: 120 }),
      url_de: link(),
      url_en: link(),
      page_id: reference(),
      has_tab_navigation: flag(),
      opens_new_tab: flag(),
      is_online: flag(),
    })
    .superRefine((item, ctx) => {
      if (item.url_de === null && item.page_id === null) ctx.addIssue({ code: "custom", path: ["url_de"], message: texts.navigation.pageOrUrl });
    });
}

export type NavigationItemValues = z.infer<ReturnType<typeof navigationItemSchema>>;

export function readNavigationItemForm(form: FormData): Record<string, unknown> {
  return Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string"));
}

/** The intent `move` with the item and the direction. */
export const MoveSchema = z.object({ id: z.coerce.number().int().positive(), move: z.enum(MOVES) });
